// @ts-check
/**
 * `npm start`, in plain JavaScript so that production needs no TypeScript loader.
 *
 * - NODE_ENV=production: the compiled server (apps/api/dist/server.js, from `npm run build`) in
 *   this very process, so SIGTERM reaches its graceful shutdown directly. Nothing is built or
 *   transpiled at start; a missing build stops here and says what to run.
 * - Otherwise, the development loop: the site and the CDN files are rebuilt when their sources
 *   changed (scripts/build-if-changed.ts), then the API runs from its TypeScript sources through
 *   tsx, the workspace packages resolved to their sources too (the `source` export condition).
 *   Started as a child of this process rather than through npm, which does not pass SIGTERM on.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = join(ROOT, 'apps/api');
const COMPILED_SERVER = join(API_DIR, 'dist/server.js');

/**
 * Runs node with `args` in `cwd` with this terminal, passing on SIGINT and SIGTERM so the API can
 * shut down gracefully, and resolves with its exit code.
 *
 * @param {string} cwd
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function runNode(cwd, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

async function startProduction() {
  if (!existsSync(COMPILED_SERVER)) {
    process.stderr.write(`JobHub: the compiled server ${relative(ROOT, COMPILED_SERVER)} is missing: run npm run build first.\n`);
    process.exit(1);
  }
  // Errors' stack traces then name the TypeScript sources (tsup writes the maps beside the bundle).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(COMPILED_SERVER).href);
}

async function startDevelopment() {
  const built = await runNode(ROOT, ['--import', 'tsx', 'scripts/build-if-changed.ts']);
  if (built !== 0) process.exit(built);
  process.exit(await runNode(API_DIR, ['--conditions=source', '--import', 'tsx', 'src/server.ts']));
}

await (process.env.NODE_ENV === 'production' ? startProduction() : startDevelopment());
