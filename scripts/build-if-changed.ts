/**
 * `npm start`'s first step: builds the site and the script-tag bundles only when their sources
 * changed since the last build (scripts/build-stamp.ts), so a second start is immediate.
 * `--force` builds both anyway.
 */
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebuildReason, sourceHash, writeStamp, type BuildTarget } from './build-stamp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What both builds read besides their own folder: the SDK and widget sources, the shared compression and the lockfile. */
const SHARED_INPUTS = ['scripts/precompress.ts', 'packages/sdk/src', 'packages/sdk/scripts', 'packages/sdk/package.json', 'packages/widgets/src', 'packages/widgets/package.json', 'package-lock.json', 'tsconfig.base.json'];

const BUILD_TARGETS: readonly BuildTarget[] = [
  {
    name: 'site',
    script: 'build:site',
    inputs: ['apps/reference-site/src', 'apps/reference-site/index.html', 'apps/reference-site/vite.config.ts', 'apps/reference-site/package.json', ...SHARED_INPUTS],
    // The brotli copy too: a site built before the build precompressed has none; and the server
    // renderer, which a site built before server rendering lacks.
    outputs: ['apps/reference-site/dist/index.html', 'apps/reference-site/dist/index.html.br', 'apps/reference-site/dist-server/entry-server.js'],
    stamp: 'apps/reference-site/dist/.source-hash',
  },
  {
    name: 'CDN files (jobhub.js and the element modules)',
    script: 'build:embed',
    inputs: ['rollup.config.ts', 'packages/widgets/scripts', ...SHARED_INPUTS],
    outputs: ['packages/widgets/dist/cdn/manifest.json', 'packages/widgets/dist/cdn/jobhub.js'],
    stamp: 'packages/widgets/dist/.embed-source-hash',
  },
];

const force = process.argv.includes('--force');
for (const target of BUILD_TARGETS) {
  const hash = sourceHash(ROOT, target.inputs);
  const reason = force ? '--force' : rebuildReason(ROOT, target, hash);
  if (!reason) {
    process.stdout.write(`${target.name}: up to date, not rebuilt\n`);
    continue;
  }
  process.stdout.write(`${target.name}: building (${reason})\n`);
  execFileSync('npm', ['run', target.script], { cwd: ROOT, stdio: 'inherit' });
  writeStamp(ROOT, target, hash);
}
