import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { minifyCss } from './scripts/minify-css';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * CSS is inlined as strings: a shadow root cannot see the page's stylesheets, so each component
 * carries its stylesheet and injects it once per root. Mirrors Vite's `?inline` imports.
 */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(build) {
    // The resolved path keeps its `?inline` suffix so tsup's own CSS handling (`.css$`) skips it.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, (args) => {
      const file = args.path.replace(/\?inline$/, '');
      return { contents: minifyCss(readFileSync(file, 'utf8')), loader: 'text', resolveDir: dirname(file) };
    });
  },
};

const STYLE_FILES = [
  'src/styles/tokens.css',
  'src/styles/base.css',
  'src/components/job-search/job-search.css',
  'src/styles/dropdown.css',
  'src/components/notification-bell/notification-bell.css',
  'src/components/chat-dock/chat-dock.css',
  'src/components/employer-console/employer-console.css',
];

export default defineConfig({
  entry: { index: 'src/entries/npm.ts' },
  format: ['esm'],
  dts: true,
  clean: false,
  sourcemap: true,
  target: 'es2020',
  platform: 'browser',
  treeshake: true,
  external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@jobhub/sdk', '@nanostores/react', 'nanostores'],
  esbuildPlugins: [inlineCss],
  define: { __JOBHUB_VERSION__: JSON.stringify(pkg.version) },
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
  async onSuccess() {
    // `@jobhub/widgets/styles.css`: the same rules as one file, for tooling that wants the CSS itself
    // (preloading, audits, a custom shadow root). The components never need it.
    const css = STYLE_FILES.map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
    writeFileSync(new URL('dist/styles.css', import.meta.url), css);
  },
});
