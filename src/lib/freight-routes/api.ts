/** 专线's endpoints (docs/api.md, Portal and content), on the API client's helpers. */
import type * as C from '../shared/contract.ts';
import { itemEndpoint, pagedEndpoint } from '../request/api.ts';

export const listRoutes = pagedEndpoint<C.RouteItem>('/routes');
export const getRoute = itemEndpoint<C.RouteDetail>('/routes');
