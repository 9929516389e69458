/**
 * A node:test reporter for e2e/run.ts, next to the TAP one: at the end of the run it prints the
 * slowest journey steps with their wall time and file, and each journey's top-level tests and suites
 * added up, so a run that got slower shows where. A suite's concurrent tests overlap: the journey's
 * figure counts the suite's wall time once. Hooks (a file's browser start) are in neither. Its lines start
 * with `[e2e]`, never `# pass` / `# fail` (.ci/run counts those in the TAP output). Plain JavaScript:
 * node loads reporters without the tsx loader the journeys run under.
 */
import { basename } from 'node:path';

/** How many steps the table lists. */
const SHOWN = 15;

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/**
 * @param {AsyncIterable<{ type: string, data: { name: string, nesting: number, file?: string, details?: { duration_ms?: number, type?: string } } }>} source
 * @returns {AsyncGenerator<string>}
 */
export default async function* slowestSteps(source) {
  /** @type {{ name: string, file: string, ms: number, failed: boolean }[]} */
  const steps = [];
  /** Wall time of each journey's top-level tests and suites. @type {Map<string, number>} */
  const byJourney = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, nesting, details } = event.data;
    const file = event.data.file ? basename(event.data.file) : '?';
    const ms = details?.duration_ms;
    if (ms === undefined) continue;
    if (nesting === 0) byJourney.set(file, (byJourney.get(file) ?? 0) + ms);
    // A suite (describe) is not a step: its tests are.
    if (details?.type !== 'suite') steps.push({ name, file, ms, failed: event.type === 'test:fail' });
  }
  if (steps.length === 0) return;
  const total = [...byJourney.values()].reduce((sum, ms) => sum + ms, 0);
  yield `\n[e2e] the ${Math.min(SHOWN, steps.length)} slowest of ${steps.length} steps (all journeys: ${seconds(total).trim()}):\n`;
  for (const { name, file, ms, failed } of [...steps].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
    yield `[e2e] ${seconds(ms)}  ${file}: ${name}${failed ? ' (failed)' : ''}\n`;
  }
  yield '[e2e] by journey (top-level tests and suites, wall time):\n';
  for (const [file, ms] of [...byJourney].sort((a, b) => b[1] - a[1])) yield `[e2e] ${seconds(ms)}  ${file}\n`;
}
