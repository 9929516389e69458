/**
 * Starting pg-boss for the job queue: one queue per job (its retry policy; `stately` when
 * scheduled), its cron schedule in Vietnam's time zone, and its workers.
 */
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { JobDefinition, JobQueueDeps, RetryPolicy } from "./job-queue";
import { pgBossDb, PGBOSS_SCHEMA } from "./pg-boss-db";

/** Every schedule is read in Vietnam's time zone (no daylight saving; UTC+7). */
export const VIETNAM_TIME_ZONE = "Asia/Ho_Chi_Minh";

export interface StartWorkersOptions {
  database: Database;
  log: JobQueueDeps["log"];
  definitions: readonly JobDefinition[];
  /** The retry policy a job runs with (the test override applied). */
  policyOf(definition: JobDefinition): RetryPolicy;
  pollingIntervalSeconds: number;
}

function queueOptions(definition: JobDefinition, policy: RetryPolicy) {
  return {
    name: definition.name,
    policy: definition.schedule ? "stately" : "standard",
    retryLimit: policy.limit,
    retryDelay: policy.delaySeconds,
    retryBackoff: policy.backoff,
    expireInSeconds: definition.expireInSeconds ?? 15 * 60,
  } as const;
}

async function ensureQueue(boss: PgBoss, definition: JobDefinition, policy: RetryPolicy) {
  const settings = queueOptions(definition, policy);
  if (await boss.getQueue(definition.name))
    return boss.updateQueue(definition.name, settings);
  try {
    await boss.createQueue(definition.name, settings);
  } catch {
    // Another process created it a moment ago: make its settings ours.
    await boss.updateQueue(definition.name, settings);
  }
}

/** What a worker does with the jobs it fetched: the batch handler, or the handler for each. */
function workOf(definition: JobDefinition) {
  return async (jobs: PgBoss.JobWithMetadata<Record<string, unknown>>[]) => {
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
  };
}

/** Starts pg-boss with every job's queue, schedule and workers (idempotent across processes). */
export async function startWorkers({ database, log, definitions, policyOf, pollingIntervalSeconds }: StartWorkersOptions): Promise<PgBoss> {
  const instance = new PgBoss({
    db: pgBossDb(database),
    schema: PGBOSS_SCHEMA,
  } as unknown as PgBoss.ConstructorOptions);
  instance.on("error", (error) =>
    log.error({ err: error }, "job queue error")
  );
  await instance.start();
  const scheduled = new Set(
    (await instance.getSchedules()).map((schedule) => schedule.name)
  );
  for (const definition of definitions) {
    await ensureQueue(instance, definition, policyOf(definition));
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
          pollingIntervalSeconds,
          includeMetadata: true,
        },
        workOf(definition)
      );
    }
  }
  return instance;
}
