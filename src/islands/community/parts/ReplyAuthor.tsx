import { detailsHref } from '../../../lib/list/list-definition';
import type { Reply } from '../../../lib/shared/contract';
import { USER_PROFILE_PATH, withBase } from '../../../lib/shared/routes';
import { BASE_URL } from '../../../lib/site/config';
import AuthorName from '../../shared/AuthorName';
import MarkLabels from '../../shared/MarkLabels';
import VerifiedBadge from '../../shared/VerifiedBadge';

/**
 * A reply's author (and a reply folded because of who wrote it): their name linking to their profile
 * (用户主页), in the static page too, but for a closed account (已注销用户, no profile); after it 已认证
 * for a verified enterprise and the other marks an editor checked (实名认证), as 楼主 shows them.
 */
export default function ReplyAuthor({ reply }: { reply: Reply }) {
  const name = (
    <AuthorName
      person={{ nickname: reply.authorName, account: reply.authorAccount }}
      className="text-gray-800"
      role={reply.authorRole}
    />
  );
  return (
    <>
      {reply.authorHasProfile ? (
        <a
          href={withBase(BASE_URL, detailsHref(USER_PROFILE_PATH, reply.authorId))}
          className="hover:underline"
        >
          {name}
        </a>
      ) : (
        name
      )}
      <VerifiedBadge enterpriseId={reply.authorEnterpriseId} enterpriseName={reply.authorEnterpriseName} />
      <MarkLabels
        marks={(reply.authorMarks ?? []).filter((mark) => mark !== 'enterprise')}
        idPrefix={`mark-${reply.floor}`}
      />
    </>
  );
}

/** A floor by a user the reader blocked (屏蔽), folded until they ask to see it. */
export function FoldedReply({ floor, onShow }: { floor: number; onShow: () => void }) {
  return (
    <li id={`floor-${floor}`} className="px-4 py-4 text-sm text-gray-500">
      #{floor} 已屏蔽该用户的回复{' '}
      <button type="button" onClick={onShow} className="text-blue-700 hover:underline">
        显示<span className="sr-only"> #{floor} 的回复</span>
      </button>
    </li>
  );
}
