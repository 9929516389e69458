/**
 * What a partner page downloads for the script-tag widgets, and of what (issue 27's budgets):
 * builds the CDN delivery (rollup.config.ts) into a temporary directory with hidden source maps,
 * then for each element (its module with the chunks it imports) and for all four together prints
 * the gzip size as size-limit counts it (each file gzipped on its own, summed), the share that is
 * the libraries' code (zod, Preact with preact/compat, ofetch, nanostores…) and the share that is
 * JobHub's, next to the budget; then each library's weight in the runtime chunk.
 *
 * A byte belongs to the source its source-map segment names; "library" means under node_modules.
 * The per-library figures are marginal: the runtime's gzip size minus its size without that
 * library's bytes (compression shares context, so they sum to slightly less than the whole).
 *
 * Run: `npm run bench:cdn` (about 15 s).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { CdnManifest } from '../packages/widgets/scripts/cdn-files';

const ROOT = resolve(import.meta.dirname, '..');
const KIB = 1024;
/**
 * Issue 27's budgets (gzip, as size-limit counts), over the libraries' real floor (zod/mini, Preact
 * with preact/compat, ofetch, nanostores): the job search 34 KiB, each signed-in element's first
 * load (closed) 40 KiB, all four 57 KiB.
 */
const JOB_SEARCH_BUDGET = 34 * KIB;
const SIGNED_IN_ELEMENT_BUDGET = 40 * KIB;
const ALL_ELEMENTS_BUDGET = 57 * KIB;

/** A built file, each character tagged with the package or JobHub source it comes from. */
interface AttributedFile {
  code: string;
  /** Per character: the npm package ('zod', '@nanostores/i18n'…) or null for JobHub's own code. */
  owners: (string | null)[];
}

function build(dir: string): CdnManifest {
  const result = spawnSync('npx', ['rollup', '-c', '../../rollup.config.ts', '--configPlugin', 'esbuild', '--silent'], {
    cwd: join(ROOT, 'packages/widgets'),
    env: { ...process.env, JOBHUB_CDN_DIR: dir, JOBHUB_SOURCEMAP: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the CDN build failed:\n${result.stderr}`);
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as CdnManifest;
}

/** The npm package a source path of a map is in, or null for the repository's own sources. */
function packageOf(source: string | null): string | null {
  const match = source?.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/);
  return match ? match[1]! : null;
}

function attribute(dir: string, file: string): AttributedFile {
  const code = readFileSync(join(dir, file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as RawSourceMap);
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const owners = new Array<string | null>(code.length).fill(null);
  const segments: { offset: number; owner: string | null }[] = [];
  map.eachMapping((mapping) =>
    segments.push({ offset: lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn, owner: packageOf(mapping.source) }),
  );
  segments.sort((a, b) => a.offset - b.offset);
  segments.forEach((segment, index) => owners.fill(segment.owner, segment.offset, segments[index + 1]?.offset ?? code.length));
  return { code, owners };
}

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;
/** The file's text with only the characters whose owner `keep` accepts. */
function only(file: AttributedFile, keep: (owner: string | null) => boolean): string {
  let text = '';
  for (let start = 0, end = 0; start < file.code.length; start = end) {
    const owner = file.owners[start]!;
    while (end < file.code.length && file.owners[end] === owner) end++;
    if (keep(owner)) text += file.code.slice(start, end);
  }
  return text;
}
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'jobhub-cdn-weight-'));
  try {
    const manifest = build(dir);
    const files = new Map<string, AttributedFile>();
    const fileOf = (name: string) => files.get(name) ?? files.set(name, attribute(dir, name)).get(name)!;

    const rows: [string, string[], number][] = Object.entries(manifest.elements).map(([tag, element]) => [
      `<${tag}>`,
      [...element.imports, element.module],
      tag === 'jobhub-job-search' ? JOB_SEARCH_BUDGET : SIGNED_IN_ELEMENT_BUDGET,
    ]);
    const everything = [...new Set(rows.flatMap(([, names]) => names))];
    rows.push(['all four elements', everything, ALL_ELEMENTS_BUDGET]);

    process.stdout.write('What a page downloads (gzip, each file on its own, as size-limit counts):\n');
    process.stdout.write(`${'elements'.padEnd(30)}${'total'.padStart(11)}${'libraries'.padStart(12)}${'JobHub'.padStart(11)}${'budget'.padStart(11)}   files\n`);
    for (const [label, names, budget] of rows) {
      const total = names.reduce((sum, name) => sum + gzipBytes(fileOf(name).code), 0);
      const libraries = names.reduce((sum, name) => sum + gzipBytes(only(fileOf(name), (owner) => owner !== null)), 0);
      const own = names.reduce((sum, name) => sum + gzipBytes(only(fileOf(name), (owner) => owner === null)), 0);
      const verdict = total <= budget ? 'within' : `over by ${kib(total - budget)}`;
      process.stdout.write(
        `${label.padEnd(30)}${kib(total).padStart(11)}${kib(libraries).padStart(12)}${kib(own).padStart(11)}${kib(budget).padStart(11)}   ${verdict}; ${names.map((name) => name.replace(/-[\w-]{8}\.js$/, '')).join(' + ')}\n`,
      );
    }

    const runtime = fileOf(manifest.runtime);
    const whole = gzipBytes(runtime.code);
    const weights = new Map<string, number>();
    for (const owner of new Set(runtime.owners)) {
      if (owner !== null) weights.set(owner, whole - gzipBytes(only(runtime, (other) => other !== owner)));
    }
    process.stdout.write(`\nLibraries in ${manifest.runtime} (${kib(whole)} gzip), each one's marginal gzip weight:\n`);
    for (const [owner, bytes] of [...weights].sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${owner.padEnd(24)}${kib(bytes).padStart(10)}\n`);
    const sum = [...weights.values()].reduce((total, bytes) => total + bytes, 0);
    process.stdout.write(`  ${'together'.padEnd(24)}${kib(sum).padStart(10)}  (${((sum / JOB_SEARCH_BUDGET) * 100).toFixed(0)}% of the job search's budget)\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
