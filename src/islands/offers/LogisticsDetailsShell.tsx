import type { LogisticsInfoDetail } from '../../lib/shared/contract';
import { logisticsDetails } from '../../lib/offers/logistics-details';
import RemoteDetails, { type DetailsShellProps } from '../details/RemoteDetails';
import LogisticsView from './parts/LogisticsView';

/** 信息详情: always read at run time, so the phone is masked or not for the visitor who reads it. */
export default function LogisticsDetailsShell({ listTitle }: DetailsShellProps) {
  return (
    <RemoteDetails<LogisticsInfoDetail>
      details={logisticsDetails}
      listTitle={listTitle}
      render={(item) => <LogisticsView item={item} />}
    />
  );
}
