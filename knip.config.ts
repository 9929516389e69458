import type { KnipConfig } from 'knip';

/**
 * knip: unused files, exports and dependencies, per workspace (`npm run knip`, in .ci/run after
 * lint). Entries are what runs or is published. knip finds most of them itself: each package's
 * `exports` (SDK `.` and `./contract`, widgets `.`), npm scripts (api server and seed CLI,
 * e2e/run.ts), the site's index.html (src/main.tsx), and through its plugins the vitest, vite,
 * tsup, rollup, eslint and drizzle configs and every test file. Listed here is only what it
 * cannot see. Entry files' exports are the packages' API, so they are never "unused".
 */
const config: KnipConfig = {
  // A constant or helper exported for its own file's readers (and documentation) is not dead code.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // e2e/run.ts finds the journeys by file name; bench and scripts run from npm scripts or by hand.
      entry: ['e2e/*.e2e.ts', 'bench/*.{ts,mjs}', 'scripts/*.ts'],
      project: ['e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.ts', '*.{ts,js,cjs}'],
      // rollup.config.ts aliases react to 'preact/compat' (a string knip does not follow); publint and
      // attw run on the packed tarballs by scripts/check-packages.ts (`npx publint`, `npx attw`).
      ignoreDependencies: ['preact', 'publint', '@arethetypeswrong/cli'],
    },
    'packages/sdk': {
      project: ['src/**/*.ts', 'scripts/**/*.ts'],
      // For the coverage gate of STYLE.md §7 (`npx vitest run --coverage`), not wired into a script yet.
      ignoreDependencies: ['@vitest/coverage-v8'],
    },
    'packages/widgets': {
      // The CDN delivery (rollup.config.ts): the loader, the shared runtime and one module per element,
      // and the script-tag stand-ins rollup swaps in for whole modules (SCRIPT_TAG_STAND_INS): their
      // exports are the replaced modules' names, imported through the originals' paths.
      entry: ['src/entries/loader.ts', 'src/entries/runtime.ts', 'src/entries/*-element.tsx', 'src/components/*/script-tag-*.{ts,tsx}', 'src/i18n/script-tag-*.ts', 'src/components/*/lazy-*.tsx'],
      project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    },
    'apps/api': {
      project: ['src/**/*.{ts,tsx}'],
    },
    'apps/reference-site': {
      project: ['src/**/*.{ts,tsx}'],
    },
  },
};

export default config;
