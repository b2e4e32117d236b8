import { accountSuffix, type Person } from '../../lib/person';

interface Props {
  person: Person;
  /** Classes of the nickname (the account beside it is always muted). */
  className?: string;
}

/**
 * A person as the portal names them (src/lib/person.ts): the nickname, isolated from the text around
 * it (`<bdi>`, so no name can turn a sentence around), then the account, muted: `演示用户（@demo）`.
 */
export default function PersonName({ person, className = '' }: Props) {
  return (
    <span data-person={person.account} className="[overflow-wrap:anywhere]">
      {person.nickname && <bdi className={className}>{person.nickname}</bdi>}
      <span className="text-gray-500">
        {person.nickname ? accountSuffix(person.account) : `@${person.account}`}
      </span>
    </span>
  );
}
