import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The widgets' component catalogue: `npm run storybook -w @jobhub/widgets` (dev server) or
 * `npm run storybook:build` (static build into packages/widgets/storybook-static, built in .ci/run).
 * Stories render the real components with the real SDK stores over the in-memory fake API of the
 * unit tests (src/test), so no server is needed.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here and none wanted in CI: no telemetry, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables come from TSDoc already published in the typedoc reference; skipping
  // react-docgen keeps the build fast on CI's 2 cores.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Workspace packages (@jobhub/sdk) resolve to their TypeScript sources, as in vitest and the site.
      resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
      define: { __JOBHUB_VERSION__: JSON.stringify(pkg.version) },
      build: { chunkSizeWarningLimit: 2_000 },
    }),
};

export default config;
