import '../../stores/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import FormAlert from '../FormAlert';
import { formErrorText } from '../../lib/form-error';
import { createDelivery, updateDelivery } from '../../lib/api';
import { ErrorCodes } from '../../lib/contract';
import {
  checkDeliveryForm,
  firstInvalid,
  serverFieldError,
  type DeliveryErrors,
  type DeliveryFieldName,
} from '../../lib/delivery-issues';
import { RequestError } from '../../lib/errors';
import { loadRegionData, type RegionData } from '../../lib/regions';
import { navigate } from '../../stores/navigation';
import { $currentUser } from '../../stores/session';
import DeliveryFields, { fieldId } from './DeliveryFields';
import LoadFailure from './LoadFailure';
import { PRIMARY_BUTTON } from './styles';
import { deliveryIdFromUrl } from './useDelivery';
import { useDeliveryDraft } from './useDeliveryDraft';

/** The form's finite states: typing, a request in flight, a refused or lost request, sent. */
type Phase =
  { kind: 'editing' } | { kind: 'submitting' } | { kind: 'failed'; message: string } | { kind: 'done' };

const CONFLICT_TEXT = '此前的提交可能已生成发货单，请先到发货详情中查看；如确需另行发布，请再次提交。';

/** Focuses a field; a place focuses its first select still empty. */
function focusField(name: DeliveryFieldName): void {
  const id = fieldId(name);
  const place = [`${id}-province`, `${id}-city`, id].map((part) => document.getElementById(part));
  const target =
    name === 'originCode' || name === 'destinationCode'
      ? (place.find((element) => element instanceof HTMLSelectElement && element.value === '') ?? place[2])
      : document.getElementById(id);
  target?.focus();
}

/** 我要发货: the shipment form, kept as a draft while typed, sent once. */
export default function DeliveryForm() {
  const user = useStore($currentUser, { ssr: () => null });
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const [regions, setRegions] = useState<RegionData | null>(null);
  const [regionFailure, setRegionFailure] = useState(false);
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const draft = useDeliveryDraft(editingId === undefined ? null : (user?.id ?? null), editingId ?? null);

  useEffect(() => setEditingId(deliveryIdFromUrl()), []);
  useEffect(() => {
    if (regions || regionFailure) return;
    loadRegionData().then(setRegions, () => setRegionFailure(true));
  }, [regions, regionFailure]);

  if (draft.load.state === 'loading') return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (draft.load.state === 'failed')
    return <LoadFailure message={draft.load.message} onRetry={draft.load.retry} />;
  const { values, editingId: editing } = draft.load.draft;

  function showErrors(found: DeliveryErrors) {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) focusField(first);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === 'submitting' || phase.kind === 'done' || !regions) return;
    const kept = draft.current();
    if (!kept) return;
    const checked = checkDeliveryForm(kept.values, regions);
    if (!checked.ok) {
      showErrors(checked.errors);
      setPhase({ kind: 'editing' });
      return;
    }
    setErrors({});
    setPhase({ kind: 'submitting' });
    const { input } = checked;
    try {
      const id =
        kept.editingId === null
          ? (await createDelivery(input, kept.idempotencyKey, { hideMessage: true })).id
          : (await updateDelivery(kept.editingId, input, { hideMessage: true })).id;
      draft.discard();
      setPhase({ kind: 'done' });
      navigate(`/basic/portal/details?id=${id}`);
    } catch (error) {
      const failure = error instanceof RequestError ? error : undefined;
      const onField = failure?.fromServer ? serverFieldError(failure.errorMessage) : null;
      if (failure?.errorCode === ErrorCodes.invalidInput && onField) {
        showErrors({ [onField.name]: onField.text });
        setPhase({ kind: 'editing' });
        return;
      }
      if (failure?.errorCode === ErrorCodes.idempotencyConflict) {
        draft.renewKey();
        setPhase({ kind: 'failed', message: CONFLICT_TEXT });
        return;
      }
      setPhase({ kind: 'failed', message: formErrorText(error, '提交失败，请稍后重试') });
    }
  }

  const busy = phase.kind === 'submitting' || phase.kind === 'done';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="发货信息"
      className="flex flex-col gap-4"
    >
      {regionFailure && (
        <LoadFailure
          message="地区数据载入失败"
          onRetry={() => {
            setRegionFailure(false);
          }}
        />
      )}
      <DeliveryFields
        values={values}
        errors={errors}
        regions={regions}
        onChange={(change, fields) => {
          draft.update((current) => ({ ...current, ...change }));
          setErrors((current) => {
            const next = { ...current };
            for (const name of fields) delete next[name];
            return next;
          });
          if (phase.kind === 'failed') setPhase({ kind: 'editing' });
        }}
      />
      {phase.kind === 'failed' && <FormAlert message={phase.message} />}
      <div className="flex items-center gap-4">
        <button
          type="submit"
          disabled={busy || !regions}
          aria-busy={busy || undefined}
          className={PRIMARY_BUTTON}
        >
          {busy ? '提交中...' : editing === null ? '提交' : '保存修改'}
        </button>
        <p className="text-xs text-gray-600">填写内容会自动保存为草稿，提交后可在发货详情中确认发布。</p>
      </div>
    </form>
  );
}
