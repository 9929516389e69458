import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { enterprises } from './catalogue';

/**
 * Each company's response rate over the last RESPONSE_WINDOW_DAYS (repositories/response-stats.ts),
 * refreshed by the `response-stats` job rather than computed per request: search joins one row per
 * company instead of counting applications for every result. A company without a row has had no
 * applications in the window.
 */
export const enterpriseResponseStats = pgTable('enterprise_response_stats', {
  enterprise_id: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  /** Applications received in the window. */
  applications: integer('applications').notNull(),
  /** Of those, the ones the employer answered. */
  answered: integer('answered').notNull(),
  /** Median time to the first answer over the answered ones, in hours (null when none). */
  median_hours: integer('median_hours'),
  /** Enough applications (RESPONSE_MIN_APPLICATIONS) for the rate to be shown. */
  is_shown: boolean('is_shown').notNull(),
  /** Shown, and at least RESPONSIVE_MIN_RATE percent answered ("Thường phản hồi"). */
  is_responsive: boolean('is_responsive').notNull(),
  refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

export type EnterpriseResponseStatsRecord = typeof enterpriseResponseStats.$inferSelect;
