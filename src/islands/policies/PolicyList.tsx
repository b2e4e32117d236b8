import type { Paged, PolicyItem } from '../../lib/shared/contract';
import { policyList } from '../../lib/policies/policies';
import ListView from '../list/ListView';

/** 政策法规 list: the build's first page, then any page and filter. */
export default function PolicyList({ initial }: { initial: Paged<PolicyItem> | null }) {
  return <ListView list={policyList} initial={initial} rowKey={(policy) => policy.id} />;
}
