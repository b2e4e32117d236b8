import { useEffect, useState } from 'react';
import { createDeskItem, saveDeskItem } from '../../../lib/desk/api';
import {
  type DeskItem,
  type DeskKind,
  type DeskSaveResult,
  type UserEnterprise,
} from '../../../lib/shared/contract';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import { RequestError } from '../../../lib/request/errors';
import { deskDrafts, deskForms, fromDeskFields, toDeskFields } from '../../../lib/desk/desk-forms';
import type { FormValues } from '../../../lib/form/form';
import { draftStore } from '../../../stores/draft';
import Form from '../../form/Form';
import { useForm } from '../../form/useForm';
import type { DeskSchedule } from '../../../lib/shared/contract/schedules';
import DeskFormSections from './DeskFormSections';
import ScheduleMoveQuestion from './ScheduleMoveQuestion';
import RestoredDraftNotice from './RestoredDraftNotice';

interface DeskFormProps {
  kind: DeskKind;
  item: DeskItem | null;
  userId: number;
  onSaved: (result: DeskSaveResult) => void;
  /** Told whenever the typed values stop or start matching the saved newest revision. */
  onDirty: (dirty: boolean) => void;
  /** A save refused over a newer revision: the item is read again (the draft is kept). */
  onConflict: () => void;
  /** Values a new item starts with (a member's own enterprise). */
  presets?: Partial<FormValues<string>>;
  /** A member's enterprise, which their announcements name without a choice. */
  memberOf?: UserEnterprise | null;
  /** The item's schedule: one to publish asks whether a save moves it to the new revision. */
  schedule?: DeskSchedule | null;
}

/** The enterprise an announcement or route names, as its preview shows it ('' for anything else). */
const enterpriseName = (item: DeskItem | null): string =>
  item && 'enterpriseName' in item.preview ? item.preview.enterpriseName : '';

const same = (a: FormValues<string>, b: FormValues<string>) =>
  Object.keys(a).every((name) => a[name] === b[name]);

/**
 * The form of one kind on the form building block. What is typed is kept as a draft in localStorage
 * (a reload, a closed tab or an expired login loses nothing) until the server has saved it; a draft
 * made on an older revision than the newest says so and lets the editor carry it over or drop it.
 */
export default function DeskForm({
  kind,
  item,
  userId,
  onSaved,
  onDirty,
  onConflict,
  presets,
  memberOf = null,
  schedule = null,
}: DeskFormProps) {
  const description = deskForms[kind];
  const [draft] = useState(() => draftStore(deskDrafts, userId, { kind, id: item?.id ?? null }));
  const saved = fromDeskFields(kind, item?.draft.fields ?? null);
  const [kept] = useState(draft.open);
  const [base, setBase] = useState(kept ? kept.revision : (item?.revision ?? null));
  const form = useForm<string>(`desk-${kind}`, {
    fields: description.fields,
    initial: kept?.values ?? (item === null ? { ...saved, ...presets } : saved),
    failureText: '保存失败，请稍后重试',
  });
  const [notice, setNotice] = useState(kept !== null);
  const asks = schedule?.action === 'publish' ? schedule : null;
  const [moveSchedule, setMoveSchedule] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    onDirty(!same(form.store.$state.get().values, saved));
    return form.store.$state.listen((state) => {
      if (state.status === 'done') return;
      onDirty(!same(state.values, saved));
      draft.keep({ values: state.values, revision: base });
    });
  }, [base]);

  async function send(values: FormValues<string>): Promise<DeskSaveResult> {
    const fields = toDeskFields(kind, values);
    try {
      return item === null || base === null
        ? await createDeskItem(kind, fields, { hideMessage: true })
        : await saveDeskItem(kind, item.id, asks ? { ...fields, moveSchedule } : fields, base, {
            hideMessage: true,
          });
    } catch (error) {
      if (error instanceof RequestError && error.errorCode === ErrorCodes.revisionConflict) onConflict();
      throw error;
    }
  }

  const stale = item !== null && base !== null && base !== item.revision;
  return (
    <div className="flex flex-col gap-4">
      {notice && (
        <RestoredDraftNotice
          staleFrom={stale ? { base, item } : null}
          onRebase={() => item && setBase(item.revision)}
          onDiscard={() => {
            draft.clear();
            setBase(item?.revision ?? null);
            form.store.reset(saved);
            setNotice(false);
          }}
        />
      )}
      <Form
        form={form}
        send={send}
        onDone={(result) => {
          draft.clear();
          onSaved(result);
        }}
        submitText={item === null ? '保存草稿' : '保存为新版本'}
        busyText="保存中..."
        labelledBy="desk-form-title"
      >
        <h2 id="desk-form-title" className="sr-only">
          {description.noun}内容
        </h2>
        <DeskFormSections kind={kind} form={form} enterpriseName={enterpriseName(item)} memberOf={memberOf} />
        {asks && <ScheduleMoveQuestion schedule={asks} move={moveSchedule} onMove={setMoveSchedule} />}
      </Form>
    </div>
  );
}
