/**
 * How the portal names a person: the nickname they chose and, beside it, the account that is theirs
 * alone (`演示用户（@demo）`). Nicknames are unique as a reader sees them, but a reader should not
 * have to trust that: the account tells two people apart wherever a name is shown (posts, replies,
 * quotes, notices, the header). Islands render it with `PersonName`, which shows the same text.
 */

export interface Person {
  nickname: string;
  account: string;
}

/** The account as shown beside a name: `（@demo）`. */
export const accountSuffix = (account: string): string => `（@${account}）`;

/**
 * The nickname worth showing beside the account: none when there is none, or when it only repeats the
 * account (a user who never chose one registers with it: `huozhu_li（@huozhu_li）` said it twice).
 */
export const distinctNickname = ({ nickname, account }: Person): string =>
  nickname.toLowerCase() === account.toLowerCase() ? '' : nickname;

/** `演示用户（@demo）`; the account alone when there is no nickname of its own. */
export function personLabel(person: Person): string {
  const nickname = distinctNickname(person);
  return nickname ? `${nickname}${accountSuffix(person.account)}` : `@${person.account}`;
}
