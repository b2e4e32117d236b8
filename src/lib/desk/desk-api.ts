/**
 * The content desk's endpoints (docs/api.md, Content desk), apart from src/lib/request/api.ts so that only the
 * desk's pages carry them. Each resolves the envelope's `data`; failures are `RequestError`s as there.
 */
import type { ApiOptions, ListParams, PagedEndpoint } from '../request/api.ts';
import type * as C from '../shared/contract.ts';
import { request } from '../request/request.ts';

const data = <T>(answer: Promise<C.Envelope<T>>): Promise<T> => answer.then((body) => body.data);
const path = (kind: C.DeskKind, itemId?: number): string =>
  itemId === undefined ? `/api/desk/${kind}` : `/api/desk/${kind}/${encodeURIComponent(String(itemId))}`;

/** `GET /desk/:kind`: the kind is the list's `kind` parameter (its tab), the rest its filters and page. */
export const listDeskItems: PagedEndpoint<C.DeskItemSummary> = Object.assign(
  (query: ListParams = {}, options?: ApiOptions) => {
    const { kind = 'policies', ...params } = query;
    return data(
      request.get<C.Envelope<C.Paged<C.DeskItemSummary>>>(`/api/desk/${encodeURIComponent(String(kind))}`, {
        ...options,
        params,
      }),
    );
  },
  { path: '/desk' },
);

export const getDeskItem = <K extends C.DeskKind>(kind: K, itemId: number, options?: ApiOptions) =>
  data(request.get<C.Envelope<C.DeskItem<K>>>(path(kind, itemId), options));

export const createDeskItem = (kind: C.DeskKind, fields: unknown, options?: ApiOptions) =>
  data(request.post<C.Envelope<C.DeskSaveResult>>(path(kind), fields, options));

/** `revision` is the one the edit was made on; over a newer one the server answers 10621. */
export const saveDeskItem = (
  kind: C.DeskKind,
  itemId: number,
  fields: unknown,
  revision: number,
  options?: ApiOptions,
) =>
  data(
    request.put<C.Envelope<C.DeskSaveResult>>(
      path(kind, itemId),
      { ...(fields as object), revision },
      options,
    ),
  );

export const restoreDeskRevision = (
  kind: C.DeskKind,
  itemId: number,
  from: number,
  revision: number,
  options?: ApiOptions,
) =>
  data(
    request.post<C.Envelope<C.DeskSaveResult>>(
      `${path(kind, itemId)}/revisions/${from}/restore`,
      { revision },
      options,
    ),
  );

export const publishDeskItem = (kind: C.DeskKind, itemId: number, revision: number, options?: ApiOptions) =>
  data(request.post<C.Envelope<C.DeskPublishResult>>(`${path(kind, itemId)}/publish`, { revision }, options));

export const withdrawDeskItem = (kind: C.DeskKind, itemId: number, options?: ApiOptions) =>
  data(request.post<C.Envelope<C.DeskPublishResult>>(`${path(kind, itemId)}/withdraw`, undefined, options));
