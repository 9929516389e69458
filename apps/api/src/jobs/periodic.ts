/** How a job reports a failed run (the app's logger fits). */
export interface JobLog {
  error: (obj: unknown, msg: string) => void;
}

/**
 * Runs `work` now and then every `intervalMs`, never two runs at once; returns a stop function.
 * A failed run is logged as `${name} job failed`, never thrown: the next run retries.
 * @example const stop = startPeriodicJob('search_flags', () => refresh(), 60_000, app.log);
 */
export function startPeriodicJob(name: string, work: () => Promise<unknown>, intervalMs: number, log: JobLog): () => void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error }, `${name} job failed`))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
