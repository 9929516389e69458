/**
 * Checks the two published packages as a partner receives them (`.ci/run`, after the build):
 * 1. packs `@jobhub/sdk` and `@jobhub/widgets` (their prepack drops the `source` condition);
 * 2. publint (strict: warnings fail too) and attw (default profile: node10, node16 CJS and ESM,
 *    bundler) on each tarball;
 * 3. reads the tarballs: no `source` condition, LICENSE and CHANGELOG.md present, source maps with
 *    relative paths only and no build folder anywhere, `"use client"` first in the widgets' files;
 * 4. `npm publish --dry-run` of both;
 * 5. installs both tarballs into an empty project and loads them there with `require()` and
 *    `import()` in Node, and renders `<JobHubProvider>` to HTML on the server (what Next.js does).
 *
 * With JOBHUB_PACKS_DIR set, the two tarballs are also kept there as `jobhub-sdk.tgz` and
 * `jobhub-widgets.tgz`, for scripts/build-examples.sh to install without packing again (.ci/run).
 *
 *   npm run build && node --import tsx scripts/check-packages.ts
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_CONDITION, KEPT_MANIFEST } from './pack-manifest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Published {
  name: string;
  folder: string;
  /** Files the build must have made. */
  built: string[];
  /** Files that must begin with the `"use client"` directive. */
  clientFiles: string[];
  /** Entry points attw cannot type (stylesheets). */
  attwExclude: string[];
}

const PACKAGES: Published[] = [
  {
    name: '@jobhub/sdk',
    folder: 'packages/sdk',
    built: ['dist/index.js', 'dist/index.cjs', 'dist/index.d.cts', 'dist/contract.cjs', 'dist/rich-text.cjs'],
    clientFiles: [],
    attwExclude: [],
  },
  {
    name: '@jobhub/widgets',
    folder: 'packages/widgets',
    built: ['dist/index.js', 'dist/index.cjs', 'dist/index.d.cts', 'dist/styles.css'],
    clientFiles: ['dist/index.js', 'dist/index.cjs'],
    attwExclude: ['./styles.css'],
  },
];

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}\n`);
  if (!ok) failures.push(what);
};

/** Runs a command with its output shown; a failing one stops the script. */
function run(command: string, args: string[], cwd = ROOT): void {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}\n`);
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Runs a command and returns what it prints (its errors still show). */
function output(command: string, args: string[], cwd = ROOT): string {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}\n`);
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Reads every file of a tarball (`tar` lists `package/...` paths). */
function unpack(tarball: string, into: string): string {
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', into]);
  return join(into, 'package');
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function hasCondition(value: unknown, condition: string): boolean {
  if (Array.isArray(value)) return value.some((inner) => hasCondition(inner, condition));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key === condition || hasCondition(inner, condition));
}

/** What a partner's tarball must and must not hold (step 3). */
function inspectTarball(pkg: Published, folder: string): void {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { exports?: unknown };
  check(!hasCondition(manifest.exports, DEV_CONDITION), `${pkg.name}: no '${DEV_CONDITION}' condition in the published exports`);
  check(existsSync(join(folder, 'LICENSE')), `${pkg.name}: LICENSE in the tarball`);
  check(existsSync(join(folder, 'CHANGELOG.md')), `${pkg.name}: CHANGELOG.md in the tarball`);
  const files = filesUnder(folder);
  const maps = files.filter((file) => file.endsWith('.map'));
  check(maps.length > 0, `${pkg.name}: source maps in the tarball (${maps.length})`);
  for (const file of maps) {
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; sourceRoot?: string };
    const absolute = map.sources.filter((source) => source.startsWith('/') || /^[a-z][\w+.-]*:/i.test(source));
    check(absolute.length === 0 && !map.sourceRoot?.startsWith('/'), `${pkg.name}: ${file.slice(folder.length + 1)} names sources by relative paths${absolute.length ? ` (not ${absolute[0]})` : ''}`);
  }
  const leaking = files.filter((file) => readFileSync(file, 'utf8').includes(ROOT));
  check(leaking.length === 0, `${pkg.name}: no file holds the build folder ${ROOT}${leaking.length ? ` (${leaking.join(', ')})` : ''}`);
  for (const file of pkg.clientFiles) {
    check(/^["']use client["'];/.test(readFileSync(join(folder, file), 'utf8')), `${pkg.name}: ${file} starts with "use client"`);
  }
}

/** The consumer's view (step 5): a fresh project with the two tarballs and React from the registry. */
function smokeTest(tarballs: string[], work: string): void {
  const app = join(work, 'app');
  mkdirSync(app);
  const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const { react, 'react-dom': reactDom } = rootManifest.devDependencies;
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-app', private: true }, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, `react@${react}`, `react-dom@${reactDom}`], app);

  writeFileSync(
    join(app, 'require.cjs'),
    `const assert = require('node:assert');
const sdk = require('@jobhub/sdk');
assert.equal(typeof sdk.createClient, 'function');
assert.equal(sdk.formatSalary(15000000, 25000000, false), '15 - 25 triệu');
assert.equal(typeof require('@jobhub/sdk/contract').PostRowSchema, 'object');
assert.equal(require('@jobhub/sdk/rich-text').richTextToPlain('<p>Lương &amp; thưởng</p>'), 'Lương & thưởng');
const widgets = require('@jobhub/widgets');
for (const name of ['JobHubProvider', 'useSession', 'useUnreadCount', 'useNotifications', 'useChat', 'useJobSearch', 'JobSearch', 'NotificationBell']) assert.equal(typeof widgets[name], 'function', name);
console.log('require(): @jobhub/sdk, @jobhub/sdk/contract, @jobhub/sdk/rich-text and @jobhub/widgets load');
`,
  );
  writeFileSync(
    join(app, 'import.mjs'),
    `import assert from 'node:assert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
const sdk = await import('@jobhub/sdk');
assert.equal(typeof sdk.createPublicClient, 'function');
assert.equal(typeof (await import('@jobhub/sdk/contract')).PostRowSchema, 'object');
assert.equal((await import('@jobhub/sdk/rich-text')).richTextToPlain('<ul><li>Excel</li></ul>'), '• Excel');
const { JobHubProvider, useSession } = await import('@jobhub/widgets');
function Who() {
  const { session } = useSession();
  return createElement('p', null, session.status);
}
const html = renderToString(createElement(JobHubProvider, { apiBase: 'https://api.jobhub.test' }, createElement(Who)));
assert.equal(html, '<p>anonymous</p>');
console.log('import(): the packages load, and <JobHubProvider> renders on the server:', html);
`,
  );
  run('node', ['require.cjs'], app);
  run('node', ['import.mjs'], app);
}

function main(): void {
  for (const pkg of PACKAGES) {
    const missing = pkg.built.filter((file) => !existsSync(join(ROOT, pkg.folder, file)));
    if (missing.length) throw new Error(`${pkg.name} is not built (${missing.join(', ')}): run 'npm run build' first`);
  }
  const work = mkdtempSync(join(tmpdir(), 'jobhub-packages-'));
  try {
    const packed = JSON.parse(
      output('npm', ['pack', '--json', '--pack-destination', work, ...PACKAGES.flatMap((pkg) => ['-w', pkg.name])]),
    ) as { filename: string }[];
    const tarballs = packed.map((entry) => join(work, entry.filename));
    for (const pkg of PACKAGES) check(!existsSync(join(ROOT, pkg.folder, KEPT_MANIFEST)), `${pkg.name}: package.json restored after packing`);

    PACKAGES.forEach((pkg, index) => {
      const tarball = tarballs[index]!;
      run('npx', ['--no-install', 'publint', 'run', '--strict', tarball]);
      run('npx', ['--no-install', 'attw', tarball, ...(pkg.attwExclude.length ? ['--exclude-entrypoints', ...pkg.attwExclude] : [])]);
      inspectTarball(pkg, unpack(tarball, join(work, `unpacked-${index}`)));
    });

    // The tarballs themselves, as `npm publish` would send them (no third pack).
    for (const tarball of tarballs) run('npm', ['publish', '--dry-run', tarball]);

    const keepIn = process.env.JOBHUB_PACKS_DIR;
    if (keepIn) {
      mkdirSync(keepIn, { recursive: true });
      PACKAGES.forEach((pkg, index) => copyFileSync(tarballs[index]!, join(keepIn, `${pkg.name.replace('@jobhub/', 'jobhub-')}.tgz`)));
    }

    smokeTest(tarballs, work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (failures.length) throw new Error(`package checks failed:\n- ${failures.join('\n- ')}`);
  process.stdout.write('\npackages: publint, attw, publish --dry-run, tarball contents, require() and import(): all good\n');
}

main();
