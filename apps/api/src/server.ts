/**
 * Starts the API: env → database → migrations → seed (if empty) → listen → the start banner
 * (outside production). Stops gracefully on SIGINT/SIGTERM within 10 s.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS_FILE, readDemoAccounts } from './db/demo-accounts';
import { EnvError, parseEnv, type Env } from './env';
import { devMailServed, outboxWarning } from './mail/mailer';
import { startBanner } from './start-banner';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`\n${error.message}\n\nFix the variables above and start again.\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  await database.migrate();
  const app = await buildApp({ env, database });
  // A wrong bucket or key stops the start here, rather than failing every upload later.
  await app.storage.ready().catch((error: unknown) => {
    process.stderr.write(`\n${(error as Error).message}\n\nFix the storage settings and start again.\n`);
    process.exit(1);
  });

  if (env.SEED) {
    const { seedIfEmpty } = await import('./db/seed');
    await seedIfEmpty(database.db, env, app.log);
  }
  if (env.NODE_ENV !== 'production') {
    const { ensureDemoPartnerApp } = await import('./routes/partner-oauth/demo-partner-app');
    await ensureDemoPartnerApp(database.db);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`shutting down (${signal})`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await app.mailer.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  // The job queue (jobs/registry.ts on pg-boss): workers and cron schedules in Vietnam time. Every
  // process starts it; pg-boss makes each scheduled run happen once across them. app.close()
  // stops it (waiting for running jobs).
  await app.jobs.start();
  // The banner (URL, dev outbox, demo accounts) is for a person at a terminal: production's
  // stdout is JSON lines for a log collector.
  if (env.NODE_ENV === 'production') {
    app.log.info({ address, database: database.driver }, 'JobHub API listening');
  } else {
    process.stdout.write(
      startBanner({
        url: env.PUBLIC_URL,
        address,
        database: database.driver,
        devMailUrl: devMailServed(env, app.mailer) ? `${env.PUBLIC_URL}/dev/mail` : undefined,
        accounts: await readDemoAccounts(env.DATA_DIR),
        accountsFile: join(env.DATA_DIR, DEMO_ACCOUNTS_FILE),
      }),
    );
  }
  const mailWarning = outboxWarning(env, app.mailer);
  if (mailWarning) process.stderr.write(`\n⚠ ${mailWarning}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`JobHub API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
