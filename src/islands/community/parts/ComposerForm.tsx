import { useStore } from '@nanostores/react';
import { useEffect, type KeyboardEvent, type SubmitEvent } from 'react';
import { COMMUNITY_LIMITS } from '../../../lib/shared/rules/community';
import type { Circle, Reply } from '../../../lib/shared/contract';
import { $composer, editDraft, initialComposer } from '../../../stores/composer';
import FieldShell from '../../form/FieldShell';
import FormAlert from '../../form/FormAlert';
import SubmitButton from '../../form/SubmitButton';
import CountedField from './CountedField';
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

/**
 * The composer's fields in the form block's frames; every change goes to the draft store
 * (src/stores/composer.ts), which saves it at once and sends it exactly once.
 */
export default function ComposerForm({ kind, circles, quote, onSubmit }: Props) {
  const { draft, status, error, fieldErrors, storageFull, restored, refusals } = useStore($composer, {
    ssr: () => initialComposer,
  });

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

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={sendOnCtrlEnter}
      aria-label={kind === 'post' ? '发表帖子' : '发表回复'}
      data-state={status}
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
        <FieldShell
          id={fieldIds.circleId}
          label="圈子"
          error={fieldErrors.circleId}
          control={({ className, ...control }) => (
            <select
              {...control}
              value={draft.circleId ?? ''}
              onChange={(event) =>
                editDraft({ circleId: event.target.value ? Number(event.target.value) : null })
              }
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
      {kind === 'post' && (
        <CountedField
          id={fieldIds.title}
          label="标题"
          value={draft.title}
          max={COMMUNITY_LIMITS.titleMax}
          shape="line"
          error={fieldErrors.title}
          onChange={(title) => editDraft({ title })}
        />
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
      <CountedField
        id={fieldIds.content}
        label={kind === 'post' ? '正文' : '回复内容'}
        value={draft.content}
        max={COMMUNITY_LIMITS.contentMax}
        shape="body"
        error={fieldErrors.content}
        onChange={(content) => editDraft({ content })}
      />
      <div className="flex flex-col gap-2">
        <SubmitButton busy={status === 'submitting'} busyText="发送中...">
          {kind === 'post' ? '发布帖子' : '发表回复'}
        </SubmitButton>
        <p className="text-xs text-gray-600">Ctrl+Enter 发送 · 草稿自动保存在本机</p>
      </div>
    </form>
  );
}
