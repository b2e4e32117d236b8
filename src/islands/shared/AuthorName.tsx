import type { UserRole } from '../../lib/shared/contract';
import type { Person } from '../../lib/shared/person';
import PersonName from './PersonName';
import PlatformMark from './PlatformMark';

interface Props {
  person: Person;
  /** Classes of the nickname. */
  className?: string;
  /** The account's role: an editor's name carries the platform's mark 编辑 after the account. */
  role: UserRole | null | undefined;
}

/**
 * The writer of a post, a reply or a quote: their name, then the platform's mark when the account has
 * one (`内容编辑（@editor）编辑`). Apart from PersonName, which the header shows on every page, so that
 * the mark's code comes with the community's pages alone.
 */
export default function AuthorName({ person, className, role }: Props) {
  return (
    <PersonName person={person} {...(className === undefined ? {} : { className })}>
      <PlatformMark role={role} />
    </PersonName>
  );
}
