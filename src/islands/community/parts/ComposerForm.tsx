import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import type { ComposerFieldName } from '../../../lib/community/community-input';
import { COMMUNITY_LIMITS } from '../../../lib/shared/rules/community';
import type { TextShape } from '../../../lib/shared/rules/fields';
import type { Circle, Reply } from '../../../lib/shared/contract';
import {
  $composer,
  editDraft,
  initialComposer,
  sendComposer,
  type Submitted,
} from '../../../stores/composer';
import type { FormStore } from '../../../stores/form';
import FieldShell, { shellOf } from '../../form/FieldShell';
import Form from '../../form/Form';
import FormField from '../../form/FormField';
import { useFormView, type FormView } from '../../form/useForm';
import CharCounter from './CharCounter';
import QuoteBlock from './QuoteBlock';

interface Props {
  kind: 'post' | 'reply';
  /** The composer's form (src/stores/composer.ts), which keeps every change in the draft. */
  store: FormStore<ComposerFieldName>;
  circles: Circle[];
  quote: Reply | null;
  /** Where the login page sends the user back to when the login has expired. */
  returnPath: string;
  onDone: (submitted: Submitted) => void;
}

/** A text field with a counter under it that counts as the rules do. */
function Counted({
  form,
  name,
  shape,
}: {
  form: FormView<ComposerFieldName>;
  name: ComposerFieldName;
  shape: TextShape;
}) {
  const max = name === 'title' ? COMMUNITY_LIMITS.titleMax : COMMUNITY_LIMITS.contentMax;
  const hint = (
    <CharCounter id={`${form.fieldId(name)}-count`} value={form.state.values[name]} max={max} shape={shape} />
  );
  return <FormField form={form} name={name} hint={hint} />;
}

// Ctrl+Enter (⌘+Enter on a Mac) sends from any field, as forum composers do.
function sendOnCtrlEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  (event.target as HTMLInputElement).form?.requestSubmit();
}

/**
 * The composer's fields on the form block: the form checks them by the community's rules and places
 * a refusal as every form does; the composer's store keeps each change in the draft and sends it
 * exactly once.
 */
export default function ComposerForm({ kind, store, circles, quote, returnPath, onDone }: Props) {
  const form = useFormView('composer', store);
  const { draft, storageFull, restored } = useStore($composer, { ssr: () => initialComposer });
  const what = kind === 'post' ? '发表帖子' : '发表回复';
  return (
    <div className="flex max-w-3xl flex-col gap-2" onKeyDown={sendOnCtrlEnter}>
      <Form
        form={form}
        send={() => sendComposer(returnPath)}
        onDone={onDone}
        submitText={kind === 'post' ? '发布帖子' : '发表回复'}
        busyText="发送中..."
        busyWhenDone
        labelledBy="composer-heading"
      >
        <h2 id="composer-heading" className="sr-only">
          {what}
        </h2>
        {storageFull && (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            浏览器存储空间已满，草稿暂未保存到本机；页面上的内容不会丢失，请先发送或复制保存，不要关闭页面。
          </p>
        )}
        {restored && form.state.status === 'editing' && !form.state.message && (
          <p role="status" className="text-sm text-gray-600">
            已恢复上次未发送的草稿。
          </p>
        )}
        {kind === 'post' && (
          <FieldShell
            {...shellOf(form, 'circleId')}
            control={({ className, ...control }) => (
              <select
                {...control}
                value={form.state.values.circleId}
                onChange={(event) => store.change('circleId', event.target.value)}
                onBlur={() => store.leave('circleId')}
                className={`h-10 ${className}`}
              >
                <option value="">请选择圈子</option>
                {circles.map((circle) => (
                  <option key={circle.id} value={circle.id}>
                    {circle.name}
                  </option>
                ))}
              </select>
            )}
          />
        )}
        {kind === 'post' && <Counted form={form} name="title" shape="line" />}
        {quote && draft.quoteReplyId === quote.id && (
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <QuoteBlock
                quote={{ ...quote, deleted: quote.deletedAt !== null, hidden: quote.hiddenAt !== null }}
              />
            </div>
            <button
              type="button"
              onClick={() => editDraft({ quoteReplyId: null })}
              className="shrink-0 rounded px-2 py-1 text-sm text-gray-700 hover:bg-gray-100"
            >
              取消引用
            </button>
          </div>
        )}
        <Counted form={form} name="content" shape="body" />
      </Form>
      <p className="text-xs text-gray-600">Ctrl+Enter 发送 · 草稿自动保存在本机</p>
    </div>
  );
}
