/**
 * Which offers take quotes (docs/api.md, Quotes and waybills), once for the server, the offer's static
 * page and its island: a 货源 still 发布中 that a user published. The portal's own offers (gathered
 * by its editors, no publisher account) have nobody to accept a quote: they are phoned.
 */
export const takesQuotes = (offer: { kind: string; state: string; publisherId: number | null }): boolean =>
  offer.kind === 'cargo' && offer.state === 'published' && offer.publisherId !== null;
