import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (the `source` export condition). */
const sourceConditions = { conditions: ['source', 'module', 'browser', 'development|production'] };
const nodeSourceConditions = { conditions: ['source', 'module', 'node', 'development|production'] };
const sourceSsr = { resolve: { conditions: ['source'], externalConditions: ['source'] } };

const API_TESTS = 'apps/api/src';

/** The API test files that run their suites on each database (describeEachDatabase, testDatabases). */
function apiFilesOnEachDatabase(): string[] {
  return readdirSync(API_TESTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(API_TESTS, file))
    .filter((file) => /\b(describeEachDatabase|testDatabases)\(/.test(readFileSync(file, 'utf8')));
}

/**
 * The API tests, once per database. Each database's half is a project of its own, so PGlite (in
 * the test process) and PostgreSQL (a server process) work side by side on the two cores. No
 * per-file isolation: a worker imports the app once and keeps its test databases from file to
 * file, resetting them between contexts (test/context.ts).
 */
function apiProject(database: 'pglite' | 'postgres', include: string[]): TestProjectInlineConfiguration {
  return {
    resolve: nodeSourceConditions,
    ssr: sourceSsr,
    test: {
      name: database === 'pglite' ? 'api' : 'api-postgres',
      environment: 'node',
      include,
      isolate: false,
      env: { JOBHUB_TEST_DATABASES: database },
      // The PostgreSQL half runs only the suites named for it ("… [postgres]"): a file's tests
      // that use no database already ran in the PGlite half.
      ...(database === 'postgres' ? { testNamePattern: /\[postgres\]/ } : {}),
      globalSetup: [`${API_TESTS}/test/global-setup.ts`],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

const withPostgres = Boolean(process.env.JOBHUB_TEST_DATABASE_URL?.trim());

export default defineConfig({
  test: {
    // Measured on 2 cores with PostgreSQL set (whole suite, quiet machine): 2 workers 130 s,
    // 3 workers 113 s, 4 workers 114 s. The third worker keeps the cores busy while the others
    // wait on the PostgreSQL server. vitest's default on 2 cores is 1.
    maxWorkers: 3,
    projects: [
      {
        resolve: sourceConditions,
        ssr: sourceSsr,
        test: { name: 'sdk', environment: 'node', include: ['packages/sdk/src/**/*.test.ts'] },
      },
      {
        resolve: sourceConditions,
        ssr: sourceSsr,
        test: { name: 'widgets', environment: 'happy-dom', include: ['packages/widgets/src/**/*.test.{ts,tsx}'] },
      },
      apiProject('pglite', [`${API_TESTS}/**/*.test.ts`]),
      ...(withPostgres ? [apiProject('postgres', apiFilesOnEachDatabase())] : []),
      {
        resolve: sourceConditions,
        ssr: sourceSsr,
        // A site test's first page is a lazy chunk Vite transforms on demand: with three workers on
        // two cores that alone has taken over 4 s, so a test may take 15 s (a real failure still fails).
        test: { name: 'site', environment: 'happy-dom', include: ['apps/reference-site/src/**/*.test.{ts,tsx}'], testTimeout: 15_000 },
      },
      {
        resolve: nodeSourceConditions,
        ssr: sourceSsr,
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'], hookTimeout: 60_000 },
      },
    ],
  },
});
