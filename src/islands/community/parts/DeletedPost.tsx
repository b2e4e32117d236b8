import { DELETED_POST_TEXT } from '../../../lib/community/community';
import { COMMUNITY_PATH } from '../../../lib/shared/routes';
import { appHref } from '../../list/href';

/**
 * What stands where a post its author deleted was (or, with `title`, one that cannot be replied to):
 * the fact, and the way back to the community.
 */
export default function DeletedPost({ title = DELETED_POST_TEXT }: { title?: string }) {
  return (
    <section
      aria-labelledby="post-deleted"
      className="flex min-h-80 flex-col items-center justify-center gap-4 rounded-lg border border-gray-200 bg-white"
    >
      <h2 id="post-deleted" className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <a href={appHref(COMMUNITY_PATH)} className="text-primary hover:underline">
        返回交流社区
      </a>
    </section>
  );
}
