/**
 * The API contract between the portal and its server, all under `/logistics/api`.
 * The server imports it at run time; islands import its types and its few constants.
 * Dates are ISO 8601 strings (`2026-11-22T08:00:00.000Z`); calendar days are `YYYY-MM-DD`.
 *
 * Every enumeration is one `as const` list in the contract: its type is read from it, and so are the
 * server's query parsing, the schema's CHECK constraints (server/store/sqlite/schema.ts) and the seed.
 *
 * One file per area in contract/ (the envelope and error codes, the account, each kind of content, the
 * community, notices, the portal home, shipments); everything is imported from here but the areas
 * only some pages use, which are imported by their own path so that their lists and codes stay out
 * of every page's core chunk (astro.config.mjs): documents, ratings, moderation, complaints, and the
 * error codes (contract/error-codes.ts).
 */
export * from './contract/envelope.ts';
export * from './contract/account.ts';
export * from './contract/logistics-info.ts';
export * from './contract/freight-terms.ts';
export * from './contract/policies.ts';
export * from './contract/announcements.ts';
export * from './contract/enterprises.ts';
export * from './contract/freight-routes.ts';
export * from './contract/community.ts';
export * from './contract/notices.ts';
export * from './contract/portal.ts';
export * from './contract/deliveries.ts';
export * from './contract/desk.ts';
export * from './contract/verification.ts';
export * from './contract/subscriptions.ts';
export * from './contract/files.ts';
export * from './contract/views.ts';
export * from './contract/favorites.ts';
export * from './contract/waybills.ts';
