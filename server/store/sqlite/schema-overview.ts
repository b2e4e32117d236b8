/**
 * The indexes 运营概览 reads its week through (server/queries/platform-week.ts): registrations by
 * when they were made, a waybill's steps by type and time (已签收). Schema version 16 on both stores,
 * in the same words.
 */
export const OVERVIEW_INDEXES_NAME = 'indexes of registrations and waybill steps by time';

export const OVERVIEW_INDEXES = [
  'CREATE INDEX IF NOT EXISTS users_created ON users(created_at)',
  'CREATE INDEX IF NOT EXISTS waybill_events_type ON waybill_events(type, created_at)',
];
