/**
 * What a refund takes back (issue #24, finding 1). Paid orders stack: each one's days follow the
 * expiry it found, so a user's Premium is a run of back-to-back segments, one per order. Refunding
 * an order removes exactly the part of its segment that is still ahead; the segments after it move
 * earlier by as much and the running expiry shrinks by as much. Days already used, days a cancel
 * ended and days of a run that expired stay as they are.
 */
import { DAY_MS } from '../lib/clock';

/** One order's place in the run: its days cover [start, end). */
export interface PremiumSegment {
  start: Date;
  end: Date;
}

/**
 * The milliseconds of `segment` a refund at `now` removes: the part after `now` and before the
 * user's running expiry (`null` when the user has no running Premium, so nothing is left to remove).
 * @example unusedPremiumMs({ start, end }, user.premium_expiry, now)
 */
export function unusedPremiumMs(segment: PremiumSegment, expiry: Date | null, now: Date): number {
  const until = Math.min(segment.end.getTime(), (expiry ?? now).getTime());
  return Math.max(0, until - Math.max(segment.start.getTime(), now.getTime()));
}

/**
 * Whole days the admin is told a refund removes: a started day counts (what the user loses).
 * @example premiumDays(36 * HOUR_MS) === 2
 */
export function premiumDays(ms: number): number {
  return Math.ceil(ms / DAY_MS);
}

/**
 * The segment of a paid order from its history row: it ends at `end_date` and lasts the package's
 * days. Rows written before segments were recorded start at the payment time even when stacked,
 * so the start is never taken earlier than `end_date - duration`.
 */
export function segmentOf(row: { start_date: Date | null; end_date: Date }, durationDays: number): PremiumSegment {
  const fromDuration = row.end_date.getTime() - durationDays * DAY_MS;
  return { start: new Date(Math.max(row.start_date?.getTime() ?? fromDuration, fromDuration)), end: row.end_date };
}
