import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { minifyCss } from './scripts/minify-css';
import { relativeSourceMaps } from './scripts/relative-source-maps';

const PACKAGE_FOLDER = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * CSS is inlined as strings: a shadow root cannot see the page's stylesheets, so each component
 * carries its stylesheet and injects it once per root. Mirrors Vite's `?inline` imports.
 */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(build) {
    // The resolved path keeps its `?inline` suffix so tsup's own CSS handling (`.css$`) skips it,
    // and is relative to the package: esbuild prints it in the output's module comments and maps
    // (`inline-css:src/styles/base.css?inline`), which must not hold the build machine's folders.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: relative(PACKAGE_FOLDER, resolve(args.resolveDir, args.path)).split('\\').join('/'),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, (args) => {
      const file = resolve(PACKAGE_FOLDER, args.path.replace(/\?inline$/, ''));
      return { contents: minifyCss(readFileSync(file, 'utf8')), loader: 'text', resolveDir: dirname(file) };
    });
  },
};

const STYLE_FILES = [
  'src/styles/tokens.css',
  'src/styles/base.css',
  'src/components/job-search/job-search.css',
  'src/components/job-search/job-search-filters.css',
  'src/components/job-search/job-search-card-actions.css',
  'src/styles/dropdown.css',
  'src/components/notification-bell/notification-bell.css',
  'src/components/chat-dock/chat-dock.css',
  'src/components/employer-console/employer-console.css',
];

/**
 * npm build of @jobhub/widgets: ESM (`dist/index.js`) and CommonJS (`dist/index.cjs`), each with
 * its declarations (`.d.ts`, `.d.cts`), so `import` and `require()` both work (docs/packages.md).
 * Every file starts with `"use client"`: the whole entry is React client code (context, hooks,
 * shadow roots), and the directive lets a Next.js App Router server component render the widgets
 * without a hand-written wrapper. The directive comes from esbuild's `banner`, which keeps it
 * first and shifts the source map; tsup's extra Rollup tree-shaking pass (`treeshake`) would drop
 * it as a module-level directive, so it stays off: esbuild's own tree shaking removes what the
 * entry does not use, and the consumer's bundler drops what the app does not import.
 */
export default defineConfig({
  entry: { index: 'src/entries/npm.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  // Old hashed chunks must not reach the tarball; dist/cdn/ is the loader build's (Rollup, run after).
  clean: ['!cdn/**'],
  sourcemap: true,
  target: 'es2020',
  platform: 'browser',
  banner: { js: '"use client";' },
  external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@jobhub/sdk', '@nanostores/react', 'nanostores'],
  esbuildPlugins: [inlineCss],
  define: { __JOBHUB_VERSION__: JSON.stringify(pkg.version) },
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
  async onSuccess() {
    // This build's maps: the entry's and its chunks' (the CDN files in dist/cdn/ are Rollup's).
    const dist = resolve(PACKAGE_FOLDER, 'dist');
    const maps = readdirSync(dist).filter((file) => file.endsWith('.map')).map((file) => resolve(dist, file));
    relativeSourceMaps(maps, PACKAGE_FOLDER);
    // `@jobhub/widgets/styles.css`: the same rules as one file, for tooling that wants the CSS itself
    // (preloading, audits, a custom shadow root). The components never need it.
    const css = STYLE_FILES.map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
    writeFileSync(new URL('dist/styles.css', import.meta.url), css);
  },
});
