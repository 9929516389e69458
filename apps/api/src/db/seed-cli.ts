/**
 * `npm run seed -w @jobhub/api`: migrates and seeds the configured database (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR) when it is empty. Options: --posts N, --companies N, --rng N.
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { openDatabase } from './client';
import { seedIfEmpty } from './seed';

const { values } = parseArgs({ options: { posts: { type: 'string' }, companies: { type: 'string' }, rng: { type: 'string' } } });
const env = parseEnv();
const database = await openDatabase(env);
try {
  await database.migrate();
  await seedIfEmpty(
    database.db,
    env,
    { info: (message) => process.stdout.write(`[seed] ${message}\n`) },
    {
      ...(values.posts ? { posts: Number(values.posts) } : {}),
      ...(values.companies ? { companies: Number(values.companies) } : {}),
      ...(values.rng ? { rng: Number(values.rng) } : {}),
    },
  );
} finally {
  await database.close();
}
