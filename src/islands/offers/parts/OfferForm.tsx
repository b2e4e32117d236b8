import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import Form from '../../form/Form';
import { useForm, type FormView } from '../../form/useForm';
import { useRegionData } from '../../form/useRegionData';
import { DraftRefused, useFormDraft } from '../../form/useFormDraft';
import { createOffer, getOwnOffer, republishOffer, updateOffer } from '../../../lib/offers/api';
import { newIdempotencyKey } from '../../../lib/request/api';
import { chinaDay } from '../../../lib/shared/china-time';
import { detailsHref } from '../../../lib/list/list-definition';
import {
  offerDrafts,
  offerTargetOf,
  type OfferDraft,
  type OfferDraftTarget,
} from '../../../lib/offers/offer-drafts';
import {
  emptyOfferForm,
  offerCrossCheck,
  toOfferInput,
  type OfferFieldName,
  type OfferFields,
  type OfferKind,
} from '../../../lib/offers/offer-form';
import type { RegionData } from '../../../lib/shared/regions';
import { LOGISTICS_DETAILS_PATH } from '../../../lib/shared/routes';
import { navigate } from '../../../stores/shell/navigation';
import { $currentUser } from '../../../stores/shell/session';
import LoadPending from '../../shared/LoadPending';

const CONFLICT_TEXT = '此前的提交可能已发布成功，请先到“我的发布”中查看；如确需另行发布，请再次提交。';
const SUBMIT_TEXT = { new: '发布', edit: '保存修改', republish: '重新发布' } as const;
const NOTE = {
  new: '填写内容会自动保存为草稿。',
  edit: '修改内容会自动保存为草稿。',
  republish: '将发布为一条新信息，原信息不变。',
} as const;

/** A new offer's empty draft, or for 编辑 and 重新发布 the offer's own fields (while the mode fits it). */
async function startDraft(target: OfferDraftTarget): Promise<OfferDraft> {
  if (target.mode === 'new') return { values: emptyOfferForm(), idempotencyKey: newIdempotencyKey() };
  const [offer, { fromOwnOffer, ownOfferRefusal }] = await Promise.all([
    getOwnOffer(target.offerId, { hideMessage: true }),
    import('../../../lib/offers/own-offer-form'),
  ]);
  const refused = ownOfferRefusal(target, offer);
  if (refused) throw new DraftRefused(refused);
  const today = target.mode === 'republish' ? chinaDay() : undefined;
  return { values: fromOwnOffer(offer, emptyOfferForm(), today), idempotencyKey: newIdempotencyKey() };
}

interface OfferFormProps {
  kind: OfferKind;
  fields: OfferFields;
  /** The kind's sections, given the form and the division data (null while loading). */
  children: (form: FormView<OfferFieldName>, regions: RegionData | null) => ReactNode;
}

/**
 * 发布货源 / 发布车源 (`kind`), and with `?edit=` or `?republish=` 编辑 and 重新发布 of one of the
 * account's offers: the form building block on the shared rules, kept as a draft while typed, sent
 * once per Idempotency-Key, then the offer's page.
 */
export default function OfferForm({ kind, fields, children }: OfferFormProps) {
  const user = useStore($currentUser, { ssr: () => null });
  const [target, setTarget] = useState<OfferDraftTarget | undefined>(undefined);
  const { regions, failure: regionFailure } = useRegionData();
  const form = useForm<OfferFieldName>(`offer-${kind}`, {
    fields,
    check: offerCrossCheck(kind, fields),
    failureText: '发布失败，请稍后重试',
  });
  const draft = useFormDraft(form.store, offerDrafts, user?.id ?? null, target, startDraft);

  useEffect(() => setTarget(offerTargetOf(kind, window.location.search)), []);

  if (draft.load.status !== 'ready' || !target) return <LoadPending load={draft.load} />;
  const mode = target.mode;

  function send(): Promise<number> {
    const body = toOfferInput(kind, form.store.$state.get().values); // every field passed the shared rules
    const options = { hideMessage: true };
    return draft.send(async ({ idempotencyKey }) => {
      if (target?.mode === 'edit') return (await updateOffer(target.offerId, body, options)).id;
      if (target?.mode === 'republish')
        return (await republishOffer(target.offerId, body, idempotencyKey, options)).id;
      return (await createOffer(body, idempotencyKey, options)).id;
    }, CONFLICT_TEXT);
  }

  return (
    <div className="flex flex-col gap-4">
      {regionFailure}
      <Form
        form={form}
        send={send}
        onDone={(id) => navigate(detailsHref(LOGISTICS_DETAILS_PATH, id))}
        submitText={SUBMIT_TEXT[mode]}
        busyText="提交中..."
        labelledBy="offer-form-title"
      >
        <h2 id="offer-form-title" className="sr-only">
          {kind === 'cargo' ? '货源信息' : '车源信息'}
        </h2>
        {children(form, regions)}
      </Form>
      <p className="text-xs text-gray-600">{NOTE[mode]}</p>
    </div>
  );
}
