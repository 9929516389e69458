import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * Writes `file` with its `.gz` and `.br` copies into `dir`, as the builds do
 * (scripts/precompress.ts), for the serving tests.
 */
export function writeWithCompressedCopies(dir: string, file: string, body: string): void {
  writeFileSync(join(dir, file), body);
  writeFileSync(join(dir, `${file}.gz`), gzipSync(body));
  writeFileSync(join(dir, `${file}.br`), brotliCompressSync(body));
}

/** The files of {@link writeCdnFixture}: a loader, one hashed runtime and one element module. */
export const CDN_FIXTURE = {
  loader: 'jobhub.js',
  runtime: 'jobhub-runtime-Ab12Cd34.js',
  element: 'jobhub-job-search-Ef56Gh78.js',
  legacy: 'embed.js',
} as const;

/**
 * Writes a small CDN build into `dir` the way rollup.config.ts does (files, `.gz` and `.br`
 * copies, manifest.json), for the serving tests; never the repository's build output.
 *
 * @returns the body of each file by name
 */
export function writeCdnFixture(dir: string): Record<string, string> {
  mkdirSync(dir, { recursive: true });
  const bodies: Record<string, string> = {
    [CDN_FIXTURE.loader]: '/* jobhub.js test loader */ window.JobHub = window.JobHub || [];',
    [CDN_FIXTURE.runtime]: `/* runtime */ export const runtime = ${JSON.stringify('x'.repeat(2000))};`,
    [CDN_FIXTURE.element]: `import { runtime } from './${CDN_FIXTURE.runtime}'; export function define() { return runtime; }`,
    [CDN_FIXTURE.legacy]: '/* embed.js: loads jobhub.js */',
  };
  const files: Record<string, { file: string; integrity: string }> = {};
  for (const [file, body] of Object.entries(bodies)) {
    writeWithCompressedCopies(dir, file, body);
    files[file] = { file, integrity: `sha256-${createHash('sha256').update(body).digest('base64')}` };
  }
  const manifest = {
    version: '0.0.0-test',
    runtime: CDN_FIXTURE.runtime,
    elements: { 'jobhub-job-search': { module: CDN_FIXTURE.element, imports: [CDN_FIXTURE.runtime] } },
    files,
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return bodies;
}
