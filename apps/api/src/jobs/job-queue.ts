/**
 * The job queue: pg-boss 10 over the app's own database, PostgreSQL or PGlite alike (pg-boss takes
 * a `db` with `executeSql`; jobs/pg-boss-db.ts adapts both drivers). One registry of jobs
 * (jobs/registry.ts) gives each job its name, cron schedule in Vietnam's time zone, handler and
 * retry policy. pg-boss makes each scheduled run happen once whatever the number of API
 * processes (its cron monitor takes a database lock and sends with a singleton key per minute),
 * and a scheduled job's queue is `stately` (at most one waiting and one running, across processes).
 *
 * `start()` turns on workers and schedules (server.ts, benches, the tests that test the queue).
 * An app that has not started it (other API tests, CLIs) runs what it is sent in this process,
 * after the answer, with the same handler and retry policy (app.background): a mail sent by a
 * request behaves the same, and `readMails` in tests waits for it.
 */
import parser from "cron-parser";
import type PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { BackgroundTasks } from "../lib/background-tasks";
import { lastRunsFromDatabase, runInProcess, runThroughQueue } from "./job-runs";
import { startWorkers, VIETNAM_TIME_ZONE } from "./job-workers";

/** How a job retries a failed run: `limit` more tries, `delaySeconds` apart, doubled each time with `backoff`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** One job of the registry; the handler is a plain function of its payload (jobs/registry.ts). */
export interface JobDefinition {
  /** kebab-case; also the pg-boss queue name and the /dev/jobs path segment. */
  name: string;
  /** What it does, in a line (shown on /dev/jobs). */
  description: string;
  /** Cron expression in Vietnam time; none for jobs only ever sent (send-mail). */
  schedule?: string;
  retry: RetryPolicy;
  /** Jobs a worker takes at once (default 1). */
  batchSize?: number;
  /** Workers of this job in each process (default 1). */
  workers?: number;
  /** Seconds a run may take before pg-boss counts it failed (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * Runs the jobs a worker fetched together (`batchSize`) in one go, e.g. one statement for 50
   * mails; without it, `handler` runs for each. Throwing fails the attempt of all of them.
   */
  batchHandler?(items: { data: Record<string, unknown>; lastAttempt: boolean }[]): Promise<unknown>;
  /** Runs one job; throwing fails the attempt (retried by the policy). The answer is the run's output. */
  handler(
    data: Record<string, unknown>,
    attempt: { retryCount: number; lastAttempt: boolean }
  ): Promise<unknown>;
}

/** One job as /dev/jobs shows it. */
export interface JobStatus {
  name: string;
  description: string;
  schedule: string | null;
  /** The next scheduled time (ISO), from the schedule and the time zone. */
  next_run: string | null;
  retry: RetryPolicy;
  last_run: JobRunRecord | null;
}

export interface JobRunRecord {
  state: string;
  started_at: string | null;
  finished_at: string | null;
  output: unknown;
}

export interface JobQueueOptions {
  /** Seconds between a worker's polls (default 2; tests use less). */
  pollingIntervalSeconds?: number;
  /** Replaces every job's retry delay, without backoff (tests: 0, so retries do not wait). */
  retryDelaySeconds?: number;
}

export interface JobQueue {
  readonly definitions: readonly JobDefinition[];
  /** Whether workers and schedules run (pg-boss started). */
  readonly started: boolean;
  /** Creates the queues, schedules and workers (idempotent across processes). */
  start(): Promise<void>;
  /** Queues one job; `singletonKey` keeps one waiting job per key. */
  send(
    name: string,
    data: Record<string, unknown>,
    options?: { singletonKey?: string }
  ): Promise<void>;
  /** Queues many jobs of one name in one statement. */
  sendMany(
    name: string,
    items: readonly { data: Record<string, unknown>; singletonKey?: string }[]
  ): Promise<void>;
  /** Runs a job now (through the queue when started) and answers when it has finished. */
  run(name: string, data?: Record<string, unknown>): Promise<JobRunRecord>;
  /** Every job with its schedule, next and last run. */
  status(now: Date): Promise<JobStatus[]>;
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  database: Database;
  background: BackgroundTasks;
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

/** The next time `schedule` fires after `now`, in Vietnam time. */
export function nextRun(schedule: string, now: Date): Date {
  return parser
    .parseExpression(schedule, { currentDate: now, tz: VIETNAM_TIME_ZONE })
    .next()
    .toDate();
}

/**
 * @example const jobs = createJobQueue(app, createJobRegistry(app)); await jobs.start();
 */
export function createJobQueue(
  deps: JobQueueDeps,
  definitions: readonly JobDefinition[],
  options: JobQueueOptions = {}
): JobQueue {
  const byName = new Map(
    definitions.map((definition) => [definition.name, definition])
  );
  const policyOf = (definition: JobDefinition): RetryPolicy =>
    options.retryDelaySeconds === undefined
      ? definition.retry
      : {
          ...definition.retry,
          delaySeconds: options.retryDelaySeconds,
          backoff: false,
        };
  const lastRuns = new Map<string, JobRunRecord>();
  let boss: PgBoss | undefined;

  const definitionOf = (name: string): JobDefinition => {
    const definition = byName.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    return definition;
  };

  const runHere = async (
    definition: JobDefinition,
    data: Record<string, unknown>
  ): Promise<JobRunRecord> => {
    const record = await runInProcess(definition, policyOf(definition), data);
    lastRuns.set(definition.name, record);
    return record;
  };

  return {
    definitions,
    get started() {
      return boss !== undefined;
    },

    async start() {
      if (boss) return;
      boss = await startWorkers({
        database: deps.database,
        log: deps.log,
        definitions,
        policyOf,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      });
    },

    async send(name, data, sendOptions = {}) {
      const definition = definitionOf(name);
      if (!boss) {
        deps.background.run(name, async () => {
          const record = await runHere(definition, data);
          if (record.state === "failed")
            throw new Error(`${name} failed after its retries`);
        });
        return;
      }
      await boss.send(
        name,
        data,
        sendOptions.singletonKey
          ? { singletonKey: sendOptions.singletonKey }
          : {}
      );
    },

    async sendMany(name, items) {
      if (items.length === 0) return;
      if (!boss) {
        for (const item of items) await this.send(name, item.data);
        return;
      }
      await boss.insert(
        items.map((item) => ({
          name,
          data: item.data,
          ...(item.singletonKey ? { singletonKey: item.singletonKey } : {}),
        }))
      );
    },

    async run(name, data = {}) {
      const definition = definitionOf(name);
      return boss ? runThroughQueue(boss, name, data) : runHere(definition, data);
    },

    async status(now) {
      const last = boss
        ? await lastRunsFromDatabase(deps.database, definitions.map((definition) => definition.name))
        : lastRuns;
      return definitions.map((definition) => ({
        name: definition.name,
        description: definition.description,
        schedule: definition.schedule ?? null,
        next_run: definition.schedule
          ? nextRun(definition.schedule, now).toISOString()
          : null,
        retry: policyOf(definition),
        last_run: last.get(definition.name) ?? null,
      }));
    },

    async stop() {
      const instance = boss;
      boss = undefined;
      await instance?.stop({
        graceful: true,
        wait: true,
        close: false,
        timeout: 10_000,
      });
    },
  };
}
