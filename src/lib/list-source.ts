/**
 * The browser's way to the contract endpoints a list or details description names, through the one
 * request layer. Failures reject with a `RequestError` whose message the list shows beside 重试, so no
 * toast doubles it (`hideMessage`); an expired login is still handled as everywhere else.
 */
import type { Envelope, Paged } from './contract.ts';
import type { DetailsDefinition, ListDefinition } from './list-definition.ts';
import { listParams } from './list-definition.ts';
import type { ListQuery } from './list-query.ts';
import { request } from './request.ts';

export function fetchListPage<T>(list: ListDefinition<T>, query: ListQuery, signal?: AbortSignal) {
  return request
    .get<Envelope<Paged<T>>>(`/api${list.endpoint}`, {
      params: listParams(list, query),
      hideMessage: true,
      ...(signal ? { signal } : {}),
    })
    .then((body) => body.data);
}

export function fetchItem<T>(details: DetailsDefinition<T>, id: number, signal?: AbortSignal) {
  return request
    .get<Envelope<T>>(`/api${details.endpoint(id)}`, { hideMessage: true, ...(signal ? { signal } : {}) })
    .then((body) => body.data);
}

/** A details item's contact as the API answers it: full for a signed-in user, masked otherwise. */
export interface Contact {
  contactPhone: string;
  contactMasked: boolean;
}

/** The contact of the item at `endpoint` (`/routes/12`), read with the user's token; no toast, no redirect. */
export function fetchContact(endpoint: string) {
  return request
    .get<Envelope<Contact>>(`/api${endpoint}`, { hideMessage: true, skipErrorHandler: true })
    .then(({ data }) => ({ contactPhone: data.contactPhone, contactMasked: data.contactMasked }));
}
