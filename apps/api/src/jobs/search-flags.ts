/**
 * search_flags: applies what time alone changes to post_search (repositories/post-visibility.ts
 * `refreshSearchFlags`): posts whose deadline passed, by the Vietnamese date of the app's clock,
 * leave the open-post indexes, and Premium that ran out stops ranking first. Reads compare
 * deadlines themselves (repositories/post-visibility.ts), so a late run never shows an expired
 * post; it only keeps the partial indexes small and Premium ranks current.
 */
import type { Clock } from '../lib/clock';
import { refreshSearchFlags } from '../repositories/post-visibility';
import type { SqlExecutor } from '../repositories/sql-rows';
import { startPeriodicJob, type JobLog } from './periodic';

/** How often the server refreshes the flags (as often as searches used to trigger it). */
export const SEARCH_FLAGS_INTERVAL_MS = 60_000;

export interface SearchFlagsDeps {
  db: SqlExecutor;
  clock: Clock;
}

/**
 * Runs the refresh now and then every `intervalMs`; returns a stop function (jobs/periodic.ts).
 * @example const stop = startSearchFlagsJob(app, app.log); // after listen(); call stop() on close
 */
export function startSearchFlagsJob(deps: SearchFlagsDeps, log: JobLog, intervalMs = SEARCH_FLAGS_INTERVAL_MS): () => void {
  return startPeriodicJob('search_flags', () => refreshSearchFlags(deps.db, deps.clock.now()), intervalMs, log);
}
