/** The enterprises' endpoints (docs/api.md, Portal and content), on the API client's helpers. */
import type * as C from '../shared/contract.ts';
import { itemEndpoint, pagedEndpoint } from '../request/api.ts';

export const listEnterprises = pagedEndpoint<C.EnterpriseItem>('/enterprises');
export const getEnterprise = itemEndpoint<C.EnterpriseDetail>('/enterprises');
