/**
 * `npm run seed -w @jobhub/api`: migrates and seeds the configured database (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR) with demo data when it has none. Options: --posts N, --companies N,
 * --rng N. Refused with NODE_ENV=production: demo accounts and made-up posts never go live.
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { openDatabase } from './client';
import { seedIfEmpty } from './seed';

const { values } = parseArgs({ options: { posts: { type: 'string' }, companies: { type: 'string' }, rng: { type: 'string' } } });
const env = parseEnv();
if (env.NODE_ENV === 'production') {
  process.stderr.write('Demo data is never seeded with NODE_ENV=production (the migrations put the catalogue in; create the first admin with `npm run admin:create`).\n');
  process.exit(1);
}
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
