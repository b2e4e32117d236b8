import { useEffect, useRef } from 'react';
import { conflictMessage } from '../../../lib/community/community-edits';
import type { EditConflict } from '../../../lib/shared/contract';
import { formatDateTime } from '../../../lib/shared/format';
import PersonName from '../../shared/PersonName';
import UserText from './UserText';

interface Props {
  /** `帖子`, `#3 的回复`. */
  what: string;
  conflict: EditConflict;
}

/**
 * Shown in the edit form when its save lost the race to another tab (10604): that the text changed
 * and when, and the newer text beside the user's own, which stays in the fields below. The message
 * takes the focus, so a keyboard or screen-reader user starts from it.
 */
export default function EditConflictNotice({ what, conflict }: Props) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), [conflict]);
  const { current, savedAt } = conflict;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p ref={message} role="alert" tabIndex={-1} className="text-amber-900">
        {conflictMessage(what, savedAt)}
      </p>
      <section aria-label={`${what}现在的内容`} className="rounded-md border border-gray-200 bg-white p-3">
        <p className="text-gray-600">
          现在的内容：
          <PersonName person={{ nickname: current.authorName, account: current.authorAccount }} /> 保存于{' '}
          <time dateTime={savedAt}>{formatDateTime(savedAt)}</time>
        </p>
        {'title' in current && (
          <p className="mt-1 font-medium text-gray-900">
            <UserText inline text={current.title} name="conflict-title" />
          </p>
        )}
        <UserText text={current.content} name="conflict-body" className="mt-1 leading-6 text-gray-800" />
      </section>
    </div>
  );
}
