/**
 * "Does this build need to run again?" for `npm start` (scripts/build-if-changed.ts): a build
 * records the SHA-256 of its inputs (every source file's path and content) in a stamp file next to
 * its output; the next start rebuilds only when an output is missing or the inputs' hash differs.
 * Content rather than mtimes, so a `git checkout` of the same files, or a touch, rebuilds nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders never read: installed packages, build output, caches. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git']);
/** Tests are not part of a build. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** A build `npm start` may skip. */
export interface BuildTarget {
  name: string;
  /** The npm script that builds it. */
  script: string;
  /** Files and folders (relative to the repository root) whose content the build reads. */
  inputs: readonly string[];
  /** Files (relative to the root) the build writes; any missing one means "rebuild". */
  outputs: readonly string[];
  /** Where the inputs' hash of the last build is kept (relative to the root, inside the output folder). */
  stamp: string;
}

function listFiles(root: string, entry: string, into: string[]): void {
  const full = join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) {
      if (!SKIPPED_DIRS.has(child)) listFiles(root, join(entry, child), into);
    }
  } else if (!TEST_FILE.test(entry)) {
    into.push(entry);
  }
}

/**
 * SHA-256 (hex) of the input files under `root`: their paths (with `/`) and contents, in a fixed order.
 * @example sourceHash('/repo', ['apps/reference-site/src', 'package-lock.json'])
 */
export function sourceHash(root: string, inputs: readonly string[]): string {
  const files: string[] = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(relative(root, join(root, file)).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Why `target` must be built again, or undefined when its outputs are there and were built from
 * sources with this `hash`.
 * @example rebuildReason('/repo', target, sourceHash('/repo', target.inputs)) // 'sources changed since the last build'
 */
export function rebuildReason(root: string, target: BuildTarget, hash: string): string | undefined {
  const missing = target.outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const stamp = join(root, target.stamp);
  if (!existsSync(stamp)) return 'no record of the last build';
  if (readFileSync(stamp, 'utf8').trim() !== hash) return 'sources changed since the last build';
  return undefined;
}

/** Records that `target` was just built from sources with this `hash`. */
export function writeStamp(root: string, target: BuildTarget, hash: string): void {
  writeFileSync(join(root, target.stamp), `${hash}\n`);
}
