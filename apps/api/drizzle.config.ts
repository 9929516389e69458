import { defineConfig } from 'drizzle-kit';

/**
 * Generate with: `flock /tmp/drizzle.lock (cd apps/api && NODE_OPTIONS=--conditions=source npx drizzle-kit generate --name <what>)`
 * (the schema imports its text limits from @jobhub/sdk/contract, read from source).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
});
