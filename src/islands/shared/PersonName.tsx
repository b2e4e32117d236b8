import type { UserRole } from '../../lib/contract';
import { accountSuffix, type Person } from '../../lib/person';
import PlatformMark from './PlatformMark';

interface Props {
  person: Person;
  /** Classes of the nickname (the account beside it is always muted). */
  className?: string;
  /** The account's role: an editor's name carries the platform's mark 编辑 after the account. */
  role?: UserRole | null | undefined;
}

/**
 * A person as the portal names them (src/lib/person.ts): the nickname, isolated from the text around
 * it (`<bdi>`, so no name can turn a sentence around), then the account, muted: `演示用户（@demo）`,
 * then the platform's mark when the account has one (`内容编辑（@editor）编辑`).
 */
export default function PersonName({ person, className = '', role }: Props) {
  return (
    <span data-person={person.account} className="[overflow-wrap:anywhere]">
      {person.nickname && <bdi className={className}>{person.nickname}</bdi>}
      <span className="text-gray-500">
        {person.nickname ? accountSuffix(person.account) : `@${person.account}`}
      </span>
      <PlatformMark role={role} />
    </span>
  );
}
