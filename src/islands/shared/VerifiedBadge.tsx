import { BASE_URL } from '../../lib/site/config';
import { detailsHref } from '../../lib/list/list-definition';
import { ENTERPRISE_DETAILS_PATH, withBase } from '../../lib/shared/routes';

interface Props {
  /** The author's verified enterprise; nothing is shown without one. */
  enterpriseId: number | null | undefined;
  enterpriseName: string | null | undefined;
}

/** 已认证 beside a verified member's name (企业认证), linking to their enterprise's page. */
export default function VerifiedBadge({ enterpriseId, enterpriseName }: Props) {
  if (!enterpriseId || !enterpriseName) return null;
  return (
    <a
      href={withBase(BASE_URL, detailsHref(ENTERPRISE_DETAILS_PATH, enterpriseId))}
      title={`已认证：${enterpriseName}`}
      aria-label={`已认证：${enterpriseName}`}
      className="rounded border border-emerald-600 px-1 text-xs text-emerald-800 hover:bg-emerald-50"
    >
      已认证
    </a>
  );
}
