import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { ENDPOINT_MODULE, stripRequestSchemas } from './scripts/client-endpoints';
import { SDK_MODULE, wrapPureInitializers } from './scripts/pure-initializers';

/**
 * Makes every top-level constant of the SDK a pure expression in the published build (see
 * scripts/pure-initializers.ts): a consumer's bundler then drops each schema, message or helper
 * value it does not use, statement by statement, even from the one bundled `dist/index.js`.
 * For the client entry the endpoints also lose their request schemas, which only the API reads
 * (scripts/client-endpoints.ts, the same transform the script-tag bundles use).
 */
function sdkSources(client: boolean): Plugin {
  return {
    name: client ? 'sdk-sources-client' : 'sdk-sources',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].+\.ts$/ }, async (args) => {
        if (!SDK_MODULE.test(args.path)) return undefined;
        let source = await readFile(args.path, 'utf8');
        if (client && ENDPOINT_MODULE.test(args.path)) source = stripRequestSchemas(source, args.path);
        return { contents: wrapPureInitializers(source, args.path), loader: 'ts' };
      });
    },
  };
}

const common: Options = {
  format: ['esm', 'cjs'],
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
 * npm build of @jobhub/sdk: ESM (`.js` with `.d.ts`) and CommonJS (`.cjs` with `.d.cts`, for
 * `require()`); dependencies (nanostores, zod) stay external. nanostores is ESM only, so the
 * CommonJS files load in Node ≥ 20.19 (`require()` of ES modules) and in any bundler.
 * - `.` → dist/index.js, the client: its endpoints carry what `callEndpoint` reads (method, path,
 *   success schema), not the request schemas the API validates with.
 * - `./contract` → dist/contract.js, the whole contract with the endpoint table, for the API.
 * - `./rich-text` → dist/rich-text.js, rich text as plain text (it brings js-xss, so it is in no
 *   other entry: a client that never shows a description never loads it).
 * Two builds without a shared chunk, since the endpoint modules differ between them; an app that
 * imports both entries may bundle a schema it uses twice.
 */
export default defineConfig([
  // The builds run at once: the first cleans the folder but leaves the others' files alone.
  { ...common, entry: { index: 'src/index.ts' }, clean: ['!contract.*', '!rich-text.*'], esbuildPlugins: [sdkSources(true)] },
  // rich-text shares the contract's build: as a third build of its own, its tiny output could be
  // written before the first build cleaned the folder, and was then deleted (publint caught it).
  { ...common, entry: { contract: 'src/contract/index.ts', 'rich-text': 'src/contract/rich-text.ts' }, clean: false, esbuildPlugins: [sdkSources(false)] },
]);
