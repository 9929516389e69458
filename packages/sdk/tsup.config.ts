import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { SDK_MODULE, wrapPureInitializers } from './scripts/pure-initializers';

/**
 * Makes every top-level constant of the SDK a pure expression in the published build (see
 * scripts/pure-initializers.ts): a consumer's bundler then drops each schema, message or helper
 * value it does not use, statement by statement, even from the one bundled `dist/index.js`.
 */
const pureInitializers: Plugin = {
  name: 'pure-initializers',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].+\.ts$/ }, async (args) => {
      if (!SDK_MODULE.test(args.path)) return undefined;
      return { contents: wrapPureInitializers(await readFile(args.path, 'utf8'), args.path), loader: 'ts' };
    });
  },
};

/**
 * npm build of @jobhub/sdk: `.` → dist/index.js and `./contract` → dist/contract.js, ESM with
 * `.d.ts`. Dependencies (nanostores, zod) stay external; code shared by both entries goes
 * to a chunk so the contract is not duplicated.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  esbuildPlugins: [pureInitializers],
  esbuildOptions(options) {
    // Resolve workspace packages to their sources (the `source` export condition), like Vitest and Vite do.
    options.conditions = ['source', 'module', 'import', 'default'];
    options.mainFields = ['module', 'main'];
  },
});
