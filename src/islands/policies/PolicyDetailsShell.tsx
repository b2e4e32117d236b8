import type { PolicyDetail } from '../../lib/shared/contract';
import { policyDetails } from '../../lib/policies/policies';
import RemoteDetails, { type DetailsShellProps } from '../details/RemoteDetails';
import PolicyView from './PolicyView';

/** 政策详情 for an id without a static page. */
export default function PolicyDetailsShell({ listTitle }: DetailsShellProps) {
  return (
    <RemoteDetails<PolicyDetail>
      details={policyDetails}
      listTitle={listTitle}
      render={(policy) => <PolicyView policy={policy} />}
    />
  );
}
