/**
 * Global setup of the API's PostgreSQL test project: names the run (its test databases are
 * `jh_test_<run>_<random>`, test/context.ts) and drops the run's databases when it ends. Databases
 * left by a run that was killed are dropped by the next run once they are a day old; a run going on
 * at the same time on the same server is never touched.
 */
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { readTestVariable } from '../env';

/** Names of the PostgreSQL test databases (test/context.ts makes them). */
export const POSTGRES_TEST_DATABASE_PREFIX = 'jh_test_';

const STALE_AFTER_MS = 24 * 3_600_000;

/** The run id is its start time in base 36, so a database's age can be read off its name. */
function runStartedAt(name: string): number | undefined {
  const match = new RegExp(`^${POSTGRES_TEST_DATABASE_PREFIX}([0-9a-z]+)_[0-9a-f]+$`).exec(name);
  return match ? parseInt(match[1]!, 36) : undefined;
}

async function dropDatabases(url: string, keep: (name: string) => boolean): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`${POSTGRES_TEST_DATABASE_PREFIX}%`}`;
    for (const { datname } of rows) {
      if (!keep(datname)) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const runId = Date.now().toString(36);
  project.provide('testRunId', runId);
  const url = readTestVariable('JOBHUB_TEST_DATABASE_URL');
  if (!url) return undefined;
  await dropDatabases(url, (name) => {
    const started = runStartedAt(name);
    return started === undefined || Date.now() - started < STALE_AFTER_MS;
  });
  return () => dropDatabases(url, (name) => !name.startsWith(`${POSTGRES_TEST_DATABASE_PREFIX}${runId}_`));
}
