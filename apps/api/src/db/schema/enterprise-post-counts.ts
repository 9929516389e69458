import { integer, pgTable } from 'drizzle-orm/pg-core';
import { enterprises } from './catalogue';

/**
 * Each company's listed posts (`post_search.is_public`), kept by triggers on post_search
 * (migration 0034) so company lists read one row per company instead of counting its posts on
 * every request. The deadline is not part of it: "open" depends on today's date, so a read
 * subtracts the listed posts whose deadline passed since the last search-flags refresh, a handful
 * found through post_search_public_enterprise_deadline_idx (repositories/enterprises.ts `openPostCountSql`). A
 * company without a row has no listed post.
 */
export const enterprisePostCounts = pgTable('enterprise_post_counts', {
  enterprise_id: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  /** Rows of post_search with is_public for this company. */
  listed_posts: integer('listed_posts').notNull(),
});
