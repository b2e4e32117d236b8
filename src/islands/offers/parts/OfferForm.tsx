import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import Form from '../../form/Form';
import { useForm, type FormView } from '../../form/useForm';
import { useDraftBinding, useRegionData } from '../../form/useRegionData';
import { createOffer, republishOffer, updateOffer } from '../../../lib/request/api';
import { ErrorCodes } from '../../../lib/shared/contract';
import { RequestError } from '../../../lib/request/errors';
import { detailsHref } from '../../../lib/list/list-definition';
import { offerTargetOf, type OfferDraftTarget } from '../../../lib/offers/offer-drafts';
import {
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
import LoadFailure from '../../shared/LoadFailure';
import { useOfferDraft } from './useOfferDraft';

const CONFLICT_TEXT = '此前的提交可能已发布成功，请先到“我的发布”中查看；如确需另行发布，请再次提交。';
const SUBMIT_TEXT = { new: '发布', edit: '保存修改', republish: '重新发布' } as const;
const NOTE = {
  new: '填写内容会自动保存为草稿。',
  edit: '修改内容会自动保存为草稿。',
  republish: '将发布为一条新信息，原信息不变。',
} as const;

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
  const [target, setTarget] = useState<OfferDraftTarget | null>(null);
  const { regions, failure: regionFailure } = useRegionData();
  const draft = useOfferDraft(user?.id ?? null, target);
  const form = useForm<OfferFieldName>(`offer-${kind}`, {
    fields,
    check: offerCrossCheck(kind, fields),
    failureText: '发布失败，请稍后重试',
  });
  const loaded = draft.load.status === 'ready' ? draft.load.draft : null;

  useEffect(() => setTarget(offerTargetOf(kind, window.location.search)), []);
  useDraftBinding(form.store, loaded?.values ?? null, draft.save);

  if (!loaded || !target) {
    if (draft.load.status === 'failed')
      return <LoadFailure error={draft.load.error} onRetry={draft.load.retry} />;
    return <p className="py-10 text-center text-gray-600">载入中...</p>;
  }
  const mode = target.mode;

  async function send(): Promise<number> {
    const kept = draft.current();
    if (!kept || !target) throw new Error('no draft');
    const body = toOfferInput(kind, form.store.$state.get().values); // every field passed the shared rules
    try {
      if (target.mode === 'edit') return (await updateOffer(target.offerId, body, { hideMessage: true })).id;
      if (target.mode === 'republish')
        return (await republishOffer(target.offerId, body, kept.idempotencyKey, { hideMessage: true })).id;
      return (await createOffer(body, kept.idempotencyKey, { hideMessage: true })).id;
    } catch (error) {
      if (error instanceof RequestError && error.errorCode === ErrorCodes.idempotencyConflict) {
        draft.renewKey();
        throw new RequestError({ kind: 'business', errorMessage: CONFLICT_TEXT, fromServer: true });
      }
      throw error;
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {regionFailure}
      <Form
        form={form}
        send={send}
        onDone={(id) => {
          draft.discard();
          navigate(detailsHref(LOGISTICS_DETAILS_PATH, id));
        }}
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
