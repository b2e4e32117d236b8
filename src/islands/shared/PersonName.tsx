import type { ReactNode } from 'react';
import { accountSuffix, distinctNickname, type Person } from '../../lib/shared/person';

interface Props {
  person: Person;
  /** Classes of the nickname (the account beside it is always muted). */
  className?: string;
  /** What follows the account inside the name (AuthorName's platform mark). */
  children?: ReactNode;
}

/**
 * A person as the portal names them (src/lib/shared/person.ts): the nickname, isolated from the text around
 * it (`<bdi>`, so no name can turn a sentence around), then the account, muted: `演示用户（@demo）`;
 * a nickname that only repeats the account is not said twice (`@huozhu_li`). An author in the
 * community carries the platform's mark too (AuthorName).
 */
export default function PersonName({ person, className = '', children }: Props) {
  const nickname = distinctNickname(person);
  return (
    <span data-person={person.account} className="[overflow-wrap:anywhere]">
      {nickname && <bdi className={className}>{nickname}</bdi>}
      <span className="text-gray-500">{nickname ? accountSuffix(person.account) : `@${person.account}`}</span>
      {children}
    </span>
  );
}
