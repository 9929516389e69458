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
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { BackgroundTasks } from "../lib/background-tasks";
import { pgBossDb, PGBOSS_SCHEMA } from "./pg-boss-db";

/** Every schedule is read in Vietnam's time zone (no daylight saving; UTC+7). */
export const VIETNAM_TIME_ZONE = "Asia/Ho_Chi_Minh";

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

/** Polling interval of `run()` while it waits for a queued job to finish. */
const RUN_POLL_MS = 100;
const FINAL_STATES = new Set(["completed", "failed", "cancelled"]);

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

function retryDelayMs(policy: RetryPolicy, retryCount: number): number {
  const seconds = policy.backoff
    ? policy.delaySeconds * 2 ** retryCount
    : policy.delaySeconds;
  return seconds * 1000;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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

  /** The in-process runner: the handler with the retry policy, delays included. */
  const runInProcess = async (
    definition: JobDefinition,
    data: Record<string, unknown>
  ): Promise<JobRunRecord> => {
    const policy = policyOf(definition);
    const started_at = new Date().toISOString();
    for (let retryCount = 0; ; retryCount += 1) {
      try {
        const output = await definition.handler(data, {
          retryCount,
          lastAttempt: retryCount >= policy.limit,
        });
        const record = {
          state: "completed",
          started_at,
          finished_at: new Date().toISOString(),
          output: output ?? null,
        };
        lastRuns.set(definition.name, record);
        return record;
      } catch (error) {
        if (retryCount >= policy.limit) {
          const record = {
            state: "failed",
            started_at,
            finished_at: new Date().toISOString(),
            output: { message: errorText(error) },
          };
          lastRuns.set(definition.name, record);
          return record;
        }
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelayMs(policy, retryCount))
        );
      }
    }
  };

  const queueOptions = (definition: JobDefinition) => {
    const policy = policyOf(definition);
    return {
      name: definition.name,
      policy: definition.schedule ? "stately" : "standard",
      retryLimit: policy.limit,
      retryDelay: policy.delaySeconds,
      retryBackoff: policy.backoff,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    } as const;
  };

  const ensureQueue = async (started: PgBoss, definition: JobDefinition) => {
    const settings = queueOptions(definition);
    if (await started.getQueue(definition.name))
      return started.updateQueue(definition.name, settings);
    try {
      await started.createQueue(definition.name, settings);
    } catch {
      // Another process created it a moment ago: make its settings ours.
      await started.updateQueue(definition.name, settings);
    }
  };

  const lastRunsFromDatabase = async (): Promise<Map<string, JobRunRecord>> => {
    const rows = await deps.database.query<{
      name: string;
      state: string;
      started_on: Date | string | null;
      completed_on: Date | string | null;
      output: unknown;
    }>(
      `select distinct on (name) name, state, started_on, completed_on, output from (
         select name, state, created_on, started_on, completed_on, output from ${PGBOSS_SCHEMA}.job where name = any($1::text[])
         union all
         select name, state, created_on, started_on, completed_on, output from ${PGBOSS_SCHEMA}.archive where name = any($1::text[])
       ) runs where state <> 'created' order by name, created_on desc`,
      [definitions.map((definition) => definition.name)]
    );
    const iso = (value: Date | string | null) =>
      value === null ? null : new Date(value).toISOString();
    return new Map(
      rows.map((row) => [
        row.name,
        {
          state: row.state,
          started_at: iso(row.started_on),
          finished_at: iso(row.completed_on),
          output: row.output ?? null,
        },
      ])
    );
  };

  return {
    definitions,
    get started() {
      return boss !== undefined;
    },

    async start() {
      if (boss) return;
      const instance = new PgBoss({
        db: pgBossDb(deps.database),
        schema: PGBOSS_SCHEMA,
      } as unknown as PgBoss.ConstructorOptions);
      instance.on("error", (error) =>
        deps.log.error({ err: error }, "job queue error")
      );
      await instance.start();
      const scheduled = new Set(
        (await instance.getSchedules()).map((schedule) => schedule.name)
      );
      for (const definition of definitions) {
        await ensureQueue(instance, definition);
        if (definition.schedule)
          await instance.schedule(
            definition.name,
            definition.schedule,
            {},
            { tz: VIETNAM_TIME_ZONE }
          );
        else if (scheduled.has(definition.name))
          await instance.unschedule(definition.name);
        for (let worker = 0; worker < (definition.workers ?? 1); worker += 1) {
          await instance.work<Record<string, unknown>>(
            definition.name,
            {
              batchSize: definition.batchSize ?? 1,
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
              includeMetadata: true,
            },
            async (jobs) => {
            if (definition.batchHandler) {
              return definition.batchHandler(jobs.map((job) => ({ data: job.data ?? {}, lastAttempt: job.retryCount >= job.retryLimit })));
            }
            const outputs = [];
            for (const job of jobs) {
              outputs.push(
                await definition.handler(job.data ?? {}, {
                  retryCount: job.retryCount,
                  lastAttempt: job.retryCount >= job.retryLimit,
                }),
              );
            }
            return outputs.length === 1 ? outputs[0] : outputs;
            }
          );
        }
      }
      boss = instance;
    },

    async send(name, data, sendOptions = {}) {
      const definition = definitionOf(name);
      if (!boss) {
        deps.background.run(name, async () => {
          const record = await runInProcess(definition, data);
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
      if (!boss) return runInProcess(definition, data);
      // A scheduled job's queue holds one waiting job: a manual run waits for it rather than adding one.
      const id = await boss.send(name, { ...data, manual: true });
      if (!id) throw new Error(`${name} is already waiting to run`);
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (job && FINAL_STATES.has(job.state)) {
          return {
            state: job.state,
            started_at: job.startedOn
              ? new Date(job.startedOn).toISOString()
              : null,
            finished_at: job.completedOn
              ? new Date(job.completedOn).toISOString()
              : null,
            output: job.output ?? null,
          };
        }
        await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
      }
    },

    async status(now) {
      const last = boss ? await lastRunsFromDatabase() : lastRuns;
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
