import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (the `source` export condition). */
const sourceConditions = { conditions: ['source', 'module', 'browser', 'development|production'] };
const nodeSourceConditions = { conditions: ['source', 'module', 'node', 'development|production'] };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: sourceConditions,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'sdk', environment: 'node', include: ['packages/sdk/src/**/*.test.ts'] },
      },
      {
        resolve: sourceConditions,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'widgets', environment: 'happy-dom', include: ['packages/widgets/src/**/*.test.{ts,tsx}'] },
      },
      {
        resolve: nodeSourceConditions,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: sourceConditions,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'site', environment: 'happy-dom', include: ['apps/reference-site/src/**/*.test.{ts,tsx}'] },
      },
      {
        resolve: nodeSourceConditions,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'], hookTimeout: 60_000 },
      },
    ],
  },
});
