import type { LogisticsInfoItem } from '../../lib/shared/contract';
import type { FirstOf } from '../../lib/shared/contract/profiles';
import { profileOfferColumns } from '../../lib/profiles/profile';
import DataTable from '../list/DataTable';
import MarkLabels from '../shared/MarkLabels';

/**
 * 用户主页's 发布中的信息: the user's standing offers as the list's rows, each title with its marks.
 * Static: the profile's page renders it without a `client:` directive.
 */
export default function ProfileOffers({
  offers,
  caption,
}: {
  offers: FirstOf<LogisticsInfoItem>;
  caption: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={profileOfferColumns}
      rows={offers.list}
      rowKey={(row) => row.id}
      status="ready"
      reservedRows={offers.list.length}
      decorate={(row, column, position) =>
        column.key === 'title' && <MarkLabels marks={row.marks} idPrefix={`profile-offer-mark-${position}`} />
      }
    />
  );
}
