/** 政策法规's endpoints (docs/api.md, Portal and content), on the API client's helpers. */
import type * as C from '../shared/contract.ts';
import { itemEndpoint, pagedEndpoint } from '../request/api.ts';

export const listPolicies = pagedEndpoint<C.PolicyItem>('/policies');
export const getPolicy = itemEndpoint<C.PolicyDetail>('/policies');
