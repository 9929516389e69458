import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeWithCompressedCopies } from './cdn-fixture';

/** The files of {@link writeSiteFixture}: the page and one content-hashed script. */
export const SITE_FIXTURE = {
  index: 'index.html',
  asset: 'assets/index-Ab12Cd34.js',
} as const;

/**
 * Writes a small site build into `dir` the way `vite build` does (index.html, a hashed file under
 * assets/, each with its `.gz` and `.br` copy), for the serving tests; never the repository's
 * build output.
 */
export function writeSiteFixture(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeWithCompressedCopies(dir, SITE_FIXTURE.index, '<!doctype html><html lang="vi"><head><title>JobHub</title></head><body><div id="root"></div></body></html>');
  writeWithCompressedCopies(dir, SITE_FIXTURE.asset, `/* site entry */ export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `việc làm ${index}`))};`);
}
