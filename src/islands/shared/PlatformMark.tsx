import type { UserRole } from '../../lib/contract';
import { PLATFORM_MARKS } from '../../lib/person';

interface Props {
  /** The account's role; a role without a mark (a user) shows nothing. */
  role: UserRole | null | undefined;
}

/**
 * The platform's mark beside a name (编辑 for an editor; src/lib/person.ts): a filled badge, unlike
 * any text a nickname can hold, and said in words to a screen reader.
 */
export default function PlatformMark({ role }: Props) {
  const mark = role ? PLATFORM_MARKS[role] : undefined;
  if (!mark) return null;
  return (
    <span
      data-platform-mark={role}
      title={mark.meaning}
      className="ml-1 inline-block rounded bg-blue-700 px-1 align-baseline text-xs leading-5 font-medium text-white"
    >
      {mark.text}
      <span className="sr-only">（平台标识）</span>
    </span>
  );
}
