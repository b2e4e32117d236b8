import type { UserRole } from '../../lib/shared/contract';

/**
 * The platform's marks beside a name (this component): given by the account's role, never by what it
 * is called. Their words are kept for the platform (src/lib/shared/reserved-names.ts), so a nickname cannot
 * hold them, and the mark is drawn as a filled badge no typed text can look like. `官方` is kept the
 * same way for the platform's own voice; no account carries it yet.
 */
const PLATFORM_MARKS: Readonly<Partial<Record<UserRole, { text: string; meaning: string }>>> = {
  editor: { text: '编辑', meaning: '平台编辑：由平台授予的身份标识，昵称无法使用' },
};

interface Props {
  /** The account's role; a role without a mark (a user) shows nothing. */
  role: UserRole | null | undefined;
}

/**
 * The platform's mark beside a name (编辑 for an editor; src/lib/shared/person.ts): a filled badge, unlike
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
