/** The portal home's endpoint (docs/api.md, Portal and content), read by the build and by the home's latest offers. */
import type * as C from '../shared/contract.ts';
import { readEndpoint } from '../request/api.ts';

export const getPortalHome = readEndpoint<C.PortalHome>('/portal/home');
