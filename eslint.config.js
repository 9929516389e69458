// Lint: code rules plus the import boundaries of STYLE.md §3 (layer order inside the SDK is checked
// by dependency-cruiser, see .dependency-cruiser.cjs).
import checkFile from 'eslint-plugin-check-file';
import tseslint from 'typescript-eslint';

const sourceFiles = ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'apps/api/src/db/migrations/**',
      // Generated: the Storybook build, the typedoc reference, Next.js output. The examples are
      // partners' own apps, type-checked by their builds (scripts/build-examples.sh).
      '**/storybook-static/**', 'docs/reference/**', '**/.next/**', 'examples/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: sourceFiles,
    plugins: { 'check-file': checkFile },
    rules: {
      'no-console': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/sdk/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'preact', 'preact/*'], message: 'The SDK is framework-free (STYLE.md §3).' }] }],
    },
  },
  {
    files: ['packages/widgets/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'Widgets reach the network only through SDK actions.' },
        { name: 'WebSocket', message: 'Widgets reach the network only through SDK actions.' },
        { name: 'XMLHttpRequest', message: 'Widgets reach the network only through SDK actions.' },
        { name: 'EventSource', message: 'Widgets reach the network only through SDK actions.' },
      ],
      'no-restricted-imports': ['error', { patterns: [{ group: ['@jobhub/sdk/*', '**/sdk/src/**'], message: 'Import only the public @jobhub/sdk entry.' }] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@jobhub/sdk', message: 'apps/api imports only @jobhub/sdk/contract and @jobhub/sdk/rich-text.' }],
        patterns: [{ group: ['**/packages/sdk/**'], message: 'apps/api imports only @jobhub/sdk/contract and @jobhub/sdk/rich-text.' }],
      }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/env.ts.' }],
    },
  },
  {
    files: ['apps/reference-site/src/**/*.{ts,tsx}'],
    rules: {
      // `@jobhub/sdk/contract` (its forms validate with it) and `@jobhub/sdk/rich-text` are public entries of the package.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/packages/**', '@jobhub/sdk/*', '!@jobhub/sdk/contract', '!@jobhub/sdk/rich-text', '@jobhub/widgets/src/**'], message: 'The site imports @jobhub/sdk and @jobhub/widgets by package name, like a customer.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-console': 'off' },
  },
);
