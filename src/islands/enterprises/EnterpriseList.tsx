import type { EnterpriseItem, Paged } from '../../lib/shared/contract';
import { enterpriseList } from '../../lib/enterprises/enterprise-directory';
import ListView from '../list/ListView';

/** 企业名录: the build's first page, then any page, name keyword, region and 已认证 in the URL. */
export default function EnterpriseList({ initial }: { initial: Paged<EnterpriseItem> | null }) {
  return <ListView list={enterpriseList} initial={initial} rowKey={(enterprise) => enterprise.id} />;
}
