import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { SDK_MODULE, wrapPureInitializers } from './scripts/pure-initializers';
import { ENDPOINT_MODULE, stripServerParts } from './scripts/strip-server-parts';

/**
 * Makes every top-level constant of the SDK a pure expression in the published build (see
 * scripts/pure-initializers.ts): a consumer's bundler then drops each schema, message or helper
 * value it does not use, statement by statement, even from the one bundled `dist/index.js`.
 * With `forTheBrowser`, the endpoints also lose what only the API reads (scripts/strip-server-parts.ts).
 */
function sdkSources(forTheBrowser: boolean): Plugin {
  return {
    name: forTheBrowser ? 'sdk-sources-for-the-browser' : 'sdk-sources',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].+\.ts$/ }, async (args) => {
        if (!SDK_MODULE.test(args.path)) return undefined;
        let source = await readFile(args.path, 'utf8');
        if (forTheBrowser && ENDPOINT_MODULE.test(args.path)) source = stripServerParts(source, args.path);
        return { contents: wrapPureInitializers(source, args.path), loader: 'ts' };
      });
    },
  };
}

const common: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  esbuildOptions(options) {
    // Resolve workspace packages to their sources (the `source` export condition), like Vitest and Vite do.
    options.conditions = ['source', 'module', 'import', 'default'];
    options.mainFields = ['module', 'main'];
  },
};

/**
 * npm build of @jobhub/sdk, ESM with `.d.ts`; dependencies (nanostores, zod) stay external.
 * - `.` → dist/index.js, the client: its endpoints carry only what `callEndpoint` reads (method,
 *   path, success schema), not the API's request schemas and aliases.
 * - `./contract` → dist/contract.js, the whole contract with the endpoint table, for the API.
 *
 * Two builds, no shared chunk: the table imports each feature's endpoints as a namespace, and in a
 * chunk shared with dist/index.js esbuild builds those namespace objects with a call (`__export`)
 * no bundler can drop, so every endpoint and its schemas stayed in every import of the SDK
 * (`import { createClient }` 12.3 → 16.2 kB gzip with seven features in the table). An app that
 * imports both entries may bundle a schema it uses twice.
 */
export default defineConfig([
  // The two builds run at once: the first cleans the folder but leaves the other's files alone.
  { ...common, entry: { index: 'src/index.ts' }, clean: ['!contract.*'], esbuildPlugins: [sdkSources(true)] },
  { ...common, entry: { contract: 'src/contract/index.ts' }, clean: false, esbuildPlugins: [sdkSources(false)] },
]);
