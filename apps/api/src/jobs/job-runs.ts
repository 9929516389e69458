/**
 * How a job of the queue runs and how its runs are recorded: in this process with the retry
 * policy (an app that has not started pg-boss), or read back from pg-boss's tables.
 */
import type PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { JobDefinition, JobRunRecord, RetryPolicy } from "./job-queue";
import { PGBOSS_SCHEMA } from "./pg-boss-db";

/** Polling interval of a manual run while it waits for a queued job to finish. */
const RUN_POLL_MS = 100;
const FINAL_STATES = new Set(["completed", "failed", "cancelled"]);

function retryDelayMs(policy: RetryPolicy, retryCount: number): number {
  const seconds = policy.backoff
    ? policy.delaySeconds * 2 ** retryCount
    : policy.delaySeconds;
  return seconds * 1000;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const isoOrNull = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;

/** The in-process runner: the handler with the retry policy, delays included. */
export async function runInProcess(
  definition: JobDefinition,
  policy: RetryPolicy,
  data: Record<string, unknown>
): Promise<JobRunRecord> {
  const started_at = new Date().toISOString();
  for (let retryCount = 0; ; retryCount += 1) {
    try {
      const output = await definition.handler(data, {
        retryCount,
        lastAttempt: retryCount >= policy.limit,
      });
      return {
        state: "completed",
        started_at,
        finished_at: new Date().toISOString(),
        output: output ?? null,
      };
    } catch (error) {
      if (retryCount >= policy.limit) {
        return {
          state: "failed",
          started_at,
          finished_at: new Date().toISOString(),
          output: { message: errorText(error) },
        };
      }
      await new Promise((resolve) =>
        setTimeout(resolve, retryDelayMs(policy, retryCount))
      );
    }
  }
}

/** Queues a manual run through pg-boss and answers when it has finished. */
export async function runThroughQueue(
  boss: PgBoss,
  name: string,
  data: Record<string, unknown>
): Promise<JobRunRecord> {
  // A scheduled job's queue holds one waiting job: a manual run waits for it rather than adding one.
  const id = await boss.send(name, { ...data, manual: true });
  if (!id) throw new Error(`${name} is already waiting to run`);
  for (;;) {
    const job = await boss.getJobById(name, id);
    if (job && FINAL_STATES.has(job.state)) {
      return {
        state: job.state,
        started_at: isoOrNull(job.startedOn),
        finished_at: isoOrNull(job.completedOn),
        output: job.output ?? null,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
  }
}

/** The last finished or running run of each named job, from pg-boss's job and archive tables. */
export async function lastRunsFromDatabase(
  database: Database,
  names: readonly string[]
): Promise<Map<string, JobRunRecord>> {
  const rows = await database.query<{
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
    [names]
  );
  return new Map(
    rows.map((row) => [
      row.name,
      {
        state: row.state,
        started_at: isoOrNull(row.started_on),
        finished_at: isoOrNull(row.completed_on),
        output: row.output ?? null,
      },
    ])
  );
}
