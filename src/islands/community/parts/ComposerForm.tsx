import { useStore } from '@nanostores/react';
import { useEffect, type KeyboardEvent, type SubmitEvent } from 'react';
import { COMMUNITY_LIMITS } from '../../../lib/shared/rules/community';
import type { Circle, Reply } from '../../../lib/shared/contract';
import { $composer, editDraft, initialComposer } from '../../../stores/composer';
import FormAlert from '../../form/FormAlert';
import type { TextShape } from '../../../lib/shared/rules/fields';
import CharCounter from './CharCounter';
import QuoteBlock from './QuoteBlock';

interface Props {
  kind: 'post' | 'reply';
  circles: Circle[];
  quote: Reply | null;
  onSubmit: () => void;
}

const fieldIds = {
  circleId: 'composer-circle',
  title: 'composer-title',
  content: 'composer-content',
} as const;

const fieldClass = (invalid: boolean) =>
  `w-full rounded-md border bg-white px-3 text-sm focus:border-primary ${
    invalid ? 'border-red-500' : 'border-gray-400'
  }`;

/** The fields of the composer; every change goes to the draft store, which saves it at once. */
export default function ComposerForm({ kind, circles, quote, onSubmit }: Props) {
  const { draft, status, error, fieldErrors, storageFull, restored, refusals } = useStore($composer, {
    ssr: () => initialComposer,
  });
  const busy = status === 'submitting';

  // A refused submission moves the focus to the first field at fault, whose message is then read out.
  useEffect(() => {
    if (refusals === 0) return;
    const { fieldErrors: errors } = $composer.get();
    const first = (['circleId', 'title', 'content'] as const).find((field) => errors[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  }, [refusals]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  // Ctrl+Enter (⌘+Enter on a Mac) sends from any field, as forum composers do.
  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  const describedBy = (field: string, counter: boolean) =>
    [
      counter ? `composer-${field}-count` : '',
      fieldErrors[field as keyof typeof fieldErrors] ? `composer-${field}-error` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: keyof typeof fieldErrors) =>
    fieldErrors[field] ? (
      <p id={`composer-${field}-error`} className="text-xs text-red-700">
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={sendOnCtrlEnter}
      aria-label={kind === 'post' ? '发表帖子' : '发表回复'}
      className="flex max-w-3xl flex-col gap-4"
    >
      <FormAlert message={error} />
      {storageFull && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          浏览器存储空间已满，草稿暂未保存到本机；页面上的内容不会丢失，请先发送或复制保存，不要关闭页面。
        </p>
      )}
      {restored && status === 'editing' && !error && (
        <p role="status" className="text-sm text-gray-600">
          已恢复上次未发送的草稿。
        </p>
      )}
      {kind === 'post' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="composer-circle" className="text-sm font-medium text-gray-700">
            圈子
          </label>
          <select
            id="composer-circle"
            value={draft.circleId ?? ''}
            aria-invalid={fieldErrors.circleId ? true : undefined}
            aria-describedby={describedBy('circleId', false)}
            onChange={(event) =>
              editDraft({ circleId: event.target.value ? Number(event.target.value) : null })
            }
            className={`h-10 ${fieldClass(Boolean(fieldErrors.circleId))}`}
          >
            <option value="">请选择圈子</option>
            {circles.map((circle) => (
              <option key={circle.id} value={circle.id}>
                {circle.name}
              </option>
            ))}
          </select>
          {fieldError('circleId')}
        </div>
      )}
      {kind === 'post' && (
        <div className="flex flex-col gap-1.5">
          <CountedLabel
            field="title"
            label="标题"
            value={draft.title}
            max={COMMUNITY_LIMITS.titleMax}
            shape="line"
          />
          <input
            id="composer-title"
            value={draft.title}
            aria-invalid={fieldErrors.title ? true : undefined}
            aria-describedby={describedBy('title', true)}
            onChange={(event) => editDraft({ title: event.target.value })}
            className={`h-10 ${fieldClass(Boolean(fieldErrors.title))}`}
          />
          {fieldError('title')}
        </div>
      )}
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
      <div className="flex flex-col gap-1.5">
        <CountedLabel
          field="content"
          label={kind === 'post' ? '正文' : '回复内容'}
          value={draft.content}
          max={COMMUNITY_LIMITS.contentMax}
          shape="body"
        />
        <textarea
          id="composer-content"
          value={draft.content}
          rows={10}
          aria-invalid={fieldErrors.content ? true : undefined}
          aria-describedby={describedBy('content', true)}
          onChange={(event) => editDraft({ content: event.target.value })}
          className={`py-2 leading-6 ${fieldClass(Boolean(fieldErrors.content))}`}
        />
        {fieldError('content')}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="h-10 rounded-md bg-primary px-6 text-sm font-medium text-white hover:bg-primary-hover active:bg-primary-active disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? '发送中...' : kind === 'post' ? '发布帖子' : '发表回复'}
        </button>
        <span className="text-xs text-gray-600">Ctrl+Enter 发送 · 草稿自动保存在本机</span>
      </div>
    </form>
  );
}

/** A field's label with its counter beside it (`composer-<field>-count`, which the field names). */
function CountedLabel({
  field,
  label,
  value,
  max,
  shape,
}: {
  field: 'title' | 'content';
  label: string;
  value: string;
  max: number;
  shape: TextShape;
}) {
  return (
    <div className="flex items-baseline justify-between">
      <label htmlFor={`composer-${field}`} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <CharCounter id={`composer-${field}-count`} value={value} max={max} shape={shape} />
    </div>
  );
}
