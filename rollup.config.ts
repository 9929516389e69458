/**
 * Script-tag bundles of the widgets, IIFEs built with Preact (`react` aliased to the widgets' React
 * API on plain Preact, src/preact/react-on-preact.ts, which preact/compat would cost ~1.5 kB gzip more),
 * one per widget so that each page loads (and each budget measures) only what it shows:
 * - packages/widgets/dist/embed.js defines `<jobhub-job-search>` and sets `window.JobHub`;
 * - packages/widgets/dist/bell.js defines `<jobhub-notification-bell>`;
 * - packages/widgets/dist/chat-dock.js defines `<jobhub-chat-dock>`.
 * The last two add `setSession` / `clearSession` (and `openChat`) to the same `JobHub` global and
 * share one signed-in SDK client through it.
 * Run from packages/widgets: `rollup -c ../../rollup.config.ts --configPlugin esbuild`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import type { Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { ENDPOINT_MODULE, stripRequestSchemas } from './packages/sdk/scripts/client-endpoints';
import { SDK_MODULE, wrapPureInitializers } from './packages/sdk/scripts/pure-initializers';
import { minifyCss } from './packages/widgets/scripts/minify-css';
import { UNSUPPORTED_MARK } from './packages/widgets/src/valibot/zod-mini-on-valibot';

const root = dirname(fileURLToPath(import.meta.url));
const widgets = resolve(root, 'packages/widgets');
const pkg = JSON.parse(readFileSync(resolve(widgets, 'package.json'), 'utf8')) as { version: string };

/** `react`, `react-dom` and `react-dom/client` of the script-tag bundles: the widgets' React API on plain Preact. */
const REACT_ON_PREACT = resolve(widgets, 'src/preact/react-on-preact.ts');
const REACT_DOM_SERVER_STUB = '\0react-dom-server-stub';
/** `zod/mini` of the script-tag bundles: the answer-parsing part of it on valibot. */
const ZOD_MINI_ON_VALIBOT = resolve(widgets, 'src/valibot/zod-mini-on-valibot.ts');

/** `import css from './x.css?inline'` → the file's text as a string (as in Vite and tsup). */
function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      return `${resolve(dirname(importer), source.slice(0, -'?inline'.length))}?inline`;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      return { code: `export default ${JSON.stringify(minifyCss(readFileSync(file, 'utf8')))};`, map: { mappings: '' } };
    },
  };
}

/**
 * `react-dom/server` is only reached through react-shadow's server-rendering path, which a browser
 * bundle never takes: stub it so Preact's server renderer stays out.
 */
function stubReactDomServer(): Plugin {
  return {
    name: 'stub-react-dom-server',
    resolveId: (source) => (source === 'react-dom/server' ? REACT_DOM_SERVER_STUB : null),
    load: (id) =>
      id === REACT_DOM_SERVER_STUB
        ? 'export function renderToString() { throw new Error("react-dom/server is not available in the JobHub embed bundle"); }\nexport default { renderToString };'
        : null,
  };
}

/**
 * The request schemas of the contract's endpoints, which a browser never reads, are left out: see
 * packages/sdk/scripts/client-endpoints.ts.
 */
function clientEndpoints(): Plugin {
  return {
    name: 'client-endpoints',
    transform: (code, id) => (ENDPOINT_MODULE.test(id) ? { code: stripRequestSchemas(code, id), map: null } : null),
  };
}

/** SDK constants a bundle does not read (schemas, messages) are dropped whole: see packages/sdk/scripts/pure-initializers.ts. */
function pureInitializers(): Plugin {
  return {
    name: 'pure-initializers',
    transform: (code, id) => (SDK_MODULE.test(id) ? { code: wrapPureInitializers(code, id), map: null } : null),
    // Once rollup has dropped the unused ones, the wrappers of the kept constants only cost bytes, and
    // terser never inlines an annotated call: blank the annotation (same length, so the source map
    // stays right) and terser turns `(() => x)()` back into `x`.
    renderChunk: (code) => ({ code: code.replace(/\/\* @__PURE__ \*\/(?= \(\(\) =>)/g, (mark) => ' '.repeat(mark.length)), map: null }),
  };
}

/**
 * Fails the build when a bundle keeps a zod/mini function that src/valibot/zod-mini-on-valibot.ts
 * only stands in for (a check, coercion, transform...): it would throw on first use in the page.
 */
function noZodPlaceholders(): Plugin {
  return {
    name: 'no-zod-placeholders',
    renderChunk(code, chunk) {
      if (code.includes(UNSUPPORTED_MARK)) {
        this.error(`${chunk.fileName} keeps a zod/mini function that src/valibot/zod-mini-on-valibot.ts does not carry: add it there or keep that schema out of the bundle`);
      }
      return null;
    },
  };
}

/** One IIFE bundle: `entry` (under src/entries) → dist/`file`. */
const bundle = (entry: string, file: string): RollupOptions => ({
  input: resolve(widgets, 'src/entries', entry),
  output: {
    file: resolve(widgets, 'dist', file),
    format: 'iife',
    sourcemap: true,
    generatedCode: 'es2015',
  },
  treeshake: { preset: 'recommended' },
  onwarn(warning, warn) {
    // zod's own comments and module cycles are known and harmless; report everything else.
    const fromDependency = (warning.id ?? warning.ids?.[0] ?? '').includes('node_modules');
    if (fromDependency && (warning.code === 'INVALID_ANNOTATION' || warning.code === 'CIRCULAR_DEPENDENCY')) return;
    warn(warning);
  },
  plugins: [
    stubReactDomServer(),
    alias({
      entries: [
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        // Not `preact/compat`: its global side effects cost ~1.5 kB gzip per bundle for React API
        // the widgets never call. See src/preact/react-on-preact.ts.
        { find: /^(react|react-dom|react-dom\/client)$/, replacement: REACT_ON_PREACT },
        // The bundles only parse answers: zod's core (~5.3 kB gzip) for that is replaced by valibot.
        { find: /^zod\/mini$/, replacement: ZOD_MINI_ON_VALIBOT },
      ],
    }),
    inlineCss(),
    clientEndpoints(),
    pureInitializers(),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __JOBHUB_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    nodeResolve({
      browser: true,
      // `source` first: workspace packages (@jobhub/sdk) are bundled from their TypeScript sources.
      // `browser` picks ofetch's browser build (its Node build imports node:http and node-fetch-native).
      exportConditions: ['source', 'browser', 'module', 'import', 'production', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    }),
    commonjs(),
    esbuild({
      // ES2022 like the SDK's npm build and the site: class fields stay native instead of a
      // `__publicField` helper copied into every module that declares one (~150 B gzip per bundle).
      target: 'es2022',
      jsx: 'automatic',
      tsconfig: resolve(widgets, 'tsconfig.json'),
      minify: false,
    }),
    terser({
      ecma: 2020,
      compress: { passes: 3, pure_getters: true },
      format: { comments: false },
    }),
    noZodPlaceholders(),
  ],
});

const config: RollupOptions[] = [
  bundle('embed.ts', 'embed.js'),
  bundle('bell.tsx', 'bell.js'),
  bundle('chat-dock.tsx', 'chat-dock.js'),
];

export default config;
