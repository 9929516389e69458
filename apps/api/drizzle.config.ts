import { defineConfig } from 'drizzle-kit';

/** Generate with: `flock /tmp/drizzle.lock (cd apps/api && npx drizzle-kit generate --name <what>)` */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
});
