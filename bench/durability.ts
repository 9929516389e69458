/**
 * Durability check: acknowledged writes survive a SIGKILL of the API process. For each database
 * (PGlite in a throw-away DATA_DIR, or a throw-away PostgreSQL database), the real server
 * (apps/api/src/server.ts, as `npm start` runs it) is started on a small seeded data set; --writers
 * concurrent loops write over HTTP as the demo accounts (chat messages both ways, candidate saves
 * job posts), the server is SIGKILLed 1–3 s into the stream, restarted on the same data, and every
 * write it had acknowledged (2xx with an id) is looked up through the API. --rounds times, each
 * round checking the acknowledged writes of all rounds so far.
 *
 *   node --conditions=source --import tsx bench/durability.ts [--db pglite|postgres|both] [--rounds 3] [--writers 8]
 *
 * Prints, per database and round: acknowledged writes, found after restart, lost (must be 0),
 * in-flight writes (sent, no answer before the kill) that landed or not, and the restart time.
 * Exits 1 when any acknowledged write is lost. Env: BENCH_DATABASE_URL (PostgreSQL server; default
 * postgres://postgres@127.0.0.1:5432/postgres), where `jobhub_bench_durability_<random>` is created and
 * dropped. Loopback only; every loop and wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS_FILE } from '../apps/api/src/db/demo-accounts';
import { seedIfEmpty } from '../apps/api/src/db/seed';
import { REPO_ROOT } from '../apps/api/src/env';
import { BENCH_JWT_SECRET, bounded, DEFAULT_ADMIN_URL, openBenchDatabase } from './common';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '3' },
    writers: { type: 'string', default: '8' },
  },
});
if (!['pglite', 'postgres', 'both'].includes(values.db)) throw new Error(`--db must be pglite, postgres or both (got ${values.db})`);
const KINDS: ('pglite' | 'postgres')[] = values.db === 'both' ? ['pglite', 'postgres'] : [values.db as 'pglite' | 'postgres'];
const ROUNDS = Math.min(20, Math.max(1, Number(values.rounds)));
const WRITERS = Math.min(64, Math.max(1, Number(values.writers)));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
/** Posts in the seeded data set: the candidate saves each public one at most once. */
const SEED_POSTS = 1_500;
const START_TIMEOUT_MS = 90_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** A writer that would keep going after a missed kill stops here anyway. */
const WRITE_LOOP_LIMIT_MS = 10_000;

const log = (line: string) => process.stdout.write(`[durability] ${line}\n`);

/** A free loopback port, kept for every restart of one database's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The API as `npm start` runs it in development (scripts/start.mjs), on `dataDir` (and `databaseUrl` for PostgreSQL). */
async function startServer(dataDir: string, port: number, databaseUrl: string | undefined): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: join(REPO_ROOT, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: BENCH_JWT_SECRET,
      SEED: 'false',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await bounded(
    new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening on')) resolve();
      });
      child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
    }),
    START_TIMEOUT_MS,
    'server start',
  );
  child.stdout!.resume();
  return { child, ms: performance.now() - started };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function stopGracefully(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await bounded(exited, 15_000, 'server stop').catch(() => killHard(child));
}

/** One JSON call; resolves with the status and the envelope's data. */
async function call<T>(base: string, path: string, init: { token?: string; json?: unknown; method?: string } = {}): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T };
  return { status: response.status, data: body.data as T };
}

async function callOk<T>(base: string, path: string, init: { token?: string; json?: unknown } = {}): Promise<T> {
  const { status, data } = await call<T>(base, path, init);
  if (status < 200 || status >= 300) throw new Error(`${path} → ${status}`);
  return data;
}

/** Every row of a paged list (page_size 100, at most `maxPages` pages). */
async function allPages<T>(base: string, path: string, token: string, maxPages = 500): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const data = await callOk<{ results: T[]; total_pages: number }>(base, `${path}${separator}page=${page}&page_size=100`, { token });
    rows.push(...data.results);
    if (page >= data.total_pages) break;
  }
  return rows;
}

interface Session {
  token: string;
  userId: number;
}

async function signIn(base: string, email: string, password: string): Promise<Session> {
  const { access } = await callOk<{ access: string }>(base, '/api/login/', { json: { username: email, password } });
  const profile = await callOk<{ user_id: number }>(base, '/api/profile/', { token: access });
  return { token: access, userId: profile.user_id };
}

/** A write the bench sent: its key (message content or saved post id) and, once acknowledged, its id. */
interface Write {
  kind: 'message' | 'save';
  key: string;
  round: number;
  ackedId?: number;
  /** Sent before the kill, no answer: it may or may not have landed. */
  inFlight?: boolean;
}

interface RoundFigures {
  round: number;
  acked: number;
  ackedMessages: number;
  ackedSaves: number;
  found: number;
  lost: number;
  inFlight: number;
  inFlightLanded: number;
  refused: number;
  killAfterMs: number;
  restartMs: number;
}

/** The state written during one database's run: the demo accounts and every write so far. */
interface Run {
  base: string;
  candidate: Session;
  employer: Session;
  /** Public post ids not saved yet (the candidate saves each once). */
  unsaved: number[];
  writes: Write[];
}

/** WRITERS loops of acknowledged writes until `isKilled()`; returns the writes refused outright. */
async function writeUntilKilled(run: Run, round: number, isKilled: () => boolean): Promise<number> {
  let refused = 0;
  let sequence = 0;
  const deadline = performance.now() + WRITE_LOOP_LIMIT_MS;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      while (!isKilled() && performance.now() < deadline) {
        const n = sequence++;
        const postId = n % 3 === 2 ? run.unsaved.pop() : undefined;
        const fromEmployer = n % 2 === 0;
        const write: Write =
          postId === undefined
            ? { kind: 'message', key: `durability r${round} w${writer} #${n}`, round }
            : { kind: 'save', key: String(postId), round };
        const request =
          write.kind === 'save'
            ? call<{ saved_id: number | null }>(run.base, '/api/saved-posts/save/', { token: run.candidate.token, json: { post_id: postId } })
            : call<{ id: number }>(run.base, '/api/messages/send/', {
                token: (fromEmployer ? run.employer : run.candidate).token,
                json: { recipient: (fromEmployer ? run.candidate : run.employer).userId, content: write.key },
              });
        try {
          const { status, data } = await request;
          const id = write.kind === 'save' ? (data as { saved_id: number | null } | undefined)?.saved_id : (data as { id: number } | undefined)?.id;
          if (status < 200 || status >= 300 || typeof id !== 'number') throw new Error(`${write.kind} → ${status}`);
          write.ackedId = id;
          run.writes.push(write);
        } catch (error) {
          if (isKilled()) run.writes.push({ ...write, inFlight: true });
          else {
            refused += 1;
            if (refused <= 3) log(`write refused while the server was up: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    }),
  );
  return refused;
}

/** What the restarted server holds: message contents by id, and saved post ids. */
async function readBack(run: Run): Promise<{ messageIds: Set<number>; messageContents: Set<string>; savedPosts: Set<string> }> {
  const messages = await allPages<{ id: number; content: string }>(
    run.base,
    `/api/messages/?user_id=${run.candidate.userId}&ordering=created_at`,
    run.employer.token,
  );
  const saved = await allPages<{ id: number; post: { id: number } }>(run.base, '/api/saved-posts/', run.candidate.token);
  return {
    messageIds: new Set(messages.map((message) => message.id)),
    messageContents: new Set(messages.map((message) => message.content)),
    savedPosts: new Set(saved.map((row) => String(row.post.id))),
  };
}

function isPresent(write: Write, stored: Awaited<ReturnType<typeof readBack>>): boolean {
  if (write.kind === 'save') return stored.savedPosts.has(write.key);
  return write.ackedId === undefined ? stored.messageContents.has(write.key) : stored.messageIds.has(write.ackedId) && stored.messageContents.has(write.key);
}

async function runDatabase(kind: 'pglite' | 'postgres'): Promise<RoundFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), `jobhub-bench-durability-${kind}-`));
  const opened = await openBenchDatabase(kind, { name: 'jobhub_bench_durability', dataDir, adminUrl: ADMIN_URL });
  let child: ChildProcess | undefined;
  try {
    await seedIfEmpty(opened.database.db, { DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') }, { info: () => {} }, { posts: SEED_POSTS, companies: 30 });
    await opened.database.close();
    const passwords = new Map(
      (await readFile(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8'))
        .split('\n')
        .map((line) => line.split('\t'))
        .filter((parts) => parts.length >= 3)
        .map(([role, email, password]) => [role!, { email: email!, password: password! }]),
    );
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(dataDir, port, opened.url);
    child = first.child;
    log(`${kind}: server up in ${(first.ms / 1000).toFixed(1)} s on ${base}`);
    const account = (role: string) => passwords.get(role) ?? { email: '', password: '' };
    const candidate = await signIn(base, account('candidate').email, account('candidate').password);
    const employer = await signIn(base, account('employer').email, account('employer').password);
    const posts = await allPages<{ id: number; is_saved?: boolean }>(base, '/api/posts?sort=-created_at', candidate.token, 30);
    const run: Run = { base, candidate, employer, unsaved: posts.filter((post) => !post.is_saved).map((post) => post.id), writes: [] };
    const figures: RoundFigures[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const killAfterMs = 1_000 + Math.floor(Math.random() * 2_000);
      let killed = false;
      const server = child;
      const kill = new Promise<void>((resolve) =>
        setTimeout(() => {
          killed = true;
          void killHard(server).then(resolve);
        }, killAfterMs),
      );
      const refused = await writeUntilKilled(run, round, () => killed);
      await kill;
      const restarted = await startServer(dataDir, port, opened.url);
      child = restarted.child;
      const stored = await readBack(run);
      const acked = run.writes.filter((write) => write.ackedId !== undefined);
      const lostWrites = acked.filter((write) => !isPresent(write, stored));
      const inFlight = run.writes.filter((write) => write.round === round && write.inFlight);
      const row: RoundFigures = {
        round,
        acked: acked.length,
        ackedMessages: acked.filter((write) => write.kind === 'message').length,
        ackedSaves: acked.filter((write) => write.kind === 'save').length,
        found: acked.length - lostWrites.length,
        lost: lostWrites.length,
        inFlight: inFlight.length,
        inFlightLanded: inFlight.filter((write) => isPresent(write, stored)).length,
        refused,
        killAfterMs,
        restartMs: restarted.ms,
      };
      figures.push(row);
      log(
        `${kind} round ${round}: SIGKILL after ${killAfterMs} ms | acknowledged so far ${row.acked} (${row.ackedMessages} messages, ${row.ackedSaves} saves) | ` +
          `found after restart ${row.found} | LOST ${row.lost} | in-flight ${row.inFlight}: landed ${row.inFlightLanded}, not ${row.inFlight - row.inFlightLanded} | ` +
          `refused while up ${row.refused} | restart ${(row.restartMs / 1000).toFixed(2)} s`,
      );
      for (const write of lostWrites.slice(0, 5)) log(`  lost: ${write.kind} ${write.key} (id ${write.ackedId}, round ${write.round})`);
    }
    return figures;
  } finally {
    if (child) await stopGracefully(child);
    await opened.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

log(`${WRITERS} writers, ${ROUNDS} rounds, SIGKILL 1–3 s into each round; databases: ${KINDS.join(', ')}`);
const results: Record<string, RoundFigures[]> = {};
for (const kind of KINDS) results[kind] = await runDatabase(kind);
const totalLost = Object.values(results).reduce((sum, rows) => sum + Math.max(0, ...rows.map((row) => row.lost)), 0);
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
log(totalLost === 0 ? 'every acknowledged write survived the kills' : `${totalLost} acknowledged writes LOST`);
process.exit(totalLost === 0 ? 0 : 1);
