import type { PolicyDetail } from '../../lib/contract';
import { policyDetails } from '../../lib/policies';
import RemoteDetails from '../details/RemoteDetails';
import PolicyView from './PolicyView';

/** 政策详情 for an id without a static page. */
export default function PolicyDetailsShell() {
  return (
    <RemoteDetails<PolicyDetail>
      details={policyDetails}
      render={(policy) => <PolicyView policy={policy} />}
    />
  );
}
