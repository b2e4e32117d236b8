import type { UserRole } from '../../lib/contract';
import { accountSuffix, distinctNickname, type Person } from '../../lib/person';
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
 * it (`<bdi>`, so no name can turn a sentence around), then the account, muted: `演示用户（@demo）`;
 * a nickname that only repeats the account is not said twice (`@huozhu_li`); then the platform's
 * mark when the account has one (`内容编辑（@editor）编辑`).
 */
export default function PersonName({ person, className = '', role }: Props) {
  const nickname = distinctNickname(person);
  return (
    <span data-person={person.account} className="[overflow-wrap:anywhere]">
      {nickname && <bdi className={className}>{nickname}</bdi>}
      <span className="text-gray-500">{nickname ? accountSuffix(person.account) : `@${person.account}`}</span>
      <PlatformMark role={role} />
    </span>
  );
}
