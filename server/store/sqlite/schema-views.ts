/**
 * Page views counted by the portal itself (docs/api.md, Page views): one row per China day and
 * page (its path and query), nothing about who read it. Schema version 11 on both stores.
 */
export const VIEWS_SCHEMA_NAME = 'page views by day and page';

export const VIEWS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS page_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);
`;

/** PostgreSQL's words for the same. */
export const VIEWS_SCHEMA_POSTGRES = `
CREATE TABLE page_views (
  day text NOT NULL,
  path text NOT NULL,
  views bigint NOT NULL,
  PRIMARY KEY (day, path)
);
`;
