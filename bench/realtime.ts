/**
 * Real-time benchmark: N authenticated WebSocket clients, M chat messages per second sent over
 * HTTP (POST /api/messages/send/, employer → candidate) for D seconds while a share of the clients
 * drop and reconnect at random. A reconnected client catches up the way the SDK's chat store does
 * (stores/chat.ts `catchUp`): GET /api/messages/?user_id=…&after_id=<last id seen>&ordering=created_at
 * &page_size=100 after `auth_success`, and after the cap of the SDK's first reconnect wait (RECONNECT_BASE_MS;
 * the SDK draws its wait below it).
 *
 * Figures per scenario: delivery latency p50/p99 (POST issued → `new_message` frame received, end
 * to end; plus row inserted → frame, i.e. the fan-out part alone), server memory per idle socket
 * (heap + external, and RSS, delta / sockets after a forced GC), server CPU, and message accounting
 * by message id: a message confirmed by a 201 is lost only if its recipient neither got it pushed
 * nor caught it up; duplicated = the same message id pushed to the same client more than once.
 *
 *   node --conditions=source --import tsx bench/realtime.ts [--sockets 2000] [--rate 200] [--seconds 60] [--warmup 5]
 *        [--processes 1,2] [--drop 0.1] [--senders 50] [--db postgres|pglite] [--reconnect-ms 3000]
 *   npm run bench:realtime -- --sockets 500 --seconds 10
 *
 * --processes: one scenario per entry; 1 = one API process with in-process fan-out, N ≥ 2 = N API
 * processes over Redis pub/sub (sockets spread evenly; every send goes through the first process,
 * so (N-1)/N of the frames cross Redis to another process).
 * --db postgres (default): a throw-away database `jobhub_bench_rt_<hex>` on BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), shared by all processes, dropped at the end.
 * --db pglite: in-memory PGlite per process (with N ≥ 2 the other processes only verify JWTs).
 * Env: BENCH_SOCKETS, BENCH_RATE, BENCH_SECONDS, BENCH_PROCESSES, BENCH_DB, BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379; multi-process scenarios are skipped if unreachable).
 * Servers run as child processes started with --expose-gc (the client sockets of this process do
 * not count in their memory). Loopback only; every wait is bounded.
 *
 * Targets (issues 7 and 29): p99 ≤ 50 ms, ≤ 8 KiB per idle authenticated socket, 0 lost, 0 duplicated.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { WebSocket } from 'ws';
import { BENCH_JWT_SECRET, BenchServerProcess, bounded, serveBenchApi } from './common';

const SELF = fileURLToPath(import.meta.url);
const CONNECT_CONCURRENCY = 100;
/** The SDK's catch-up page (packages/sdk/src/stores/chat.ts CATCH_UP_PAGE_SIZE). */
const CATCH_UP_PAGE_SIZE = 100;
const DRAIN_TIMEOUT_MS = 15_000;
const STEP_TIMEOUT_MS = 120_000;
const TARGET = { p99Ms: 50, kibPerSocket: 8, lost: 0, duplicated: 0 };

// ───────────────────────────── server child ─────────────────────────────

interface ChildConfig {
  databaseUrl?: string;
  redisUrl?: string;
  channel: string;
}
type ChildRequest = { id: number; kind: 'stats' | 'cpu' | 'reset' } | { id: number; kind: 'users'; candidates: number; employers: number } | { id: number; kind: 'close' };

interface Stats {
  heapUsed: number;
  external: number;
  rss: number;
  cpu: NodeJS.CpuUsage;
  sockets: number;
  gc: boolean;
  elu: EventLoopUtilization;
  /** Server-side time of POST /api/messages/send/ (onResponse elapsedTime) since the last 'reset', ms. */
  sendP50: number;
  sendP99: number;
  /** Event-loop delay since the last 'reset' (monitorEventLoopDelay, 10 ms resolution), ms. */
  loopDelayP99: number;
  loopDelayMax: number;
}

async function serve(config: ChildConfig) {
  // Bench-side instrumentation only (no API change): server time of each send, event-loop delay.
  let sendTimes: number[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const gc = (globalThis as { gc?: () => void }).gc;
  await serveBenchApi<ChildRequest>({
    name: 'rt',
    database: config.databaseUrl ? { databaseUrl: config.databaseUrl, maxConnections: 20 } : { pgliteDataDir: 'memory://' },
    migrate: true,
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    // Every simulated client shares the loopback address: lift the per-address cap of pending sockets.
    realtime: { channel: config.channel, maxPendingPerAddress: Number.MAX_SAFE_INTEGER },
    configure: (app) => {
      app.addHook('onResponse', async (request, reply) => {
        if (request.method === 'POST' && request.url.startsWith('/api/messages/send')) sendTimes.push(reply.elapsedTime);
      });
      loopDelay.enable();
    },
    handle: async (request, reply, { app, database }) => {
      if (request.kind === 'reset') {
        sendTimes = [];
        loopDelay.reset();
        reply({ reset: true });
      } else if (request.kind === 'stats' || request.kind === 'cpu') {
        const sorted = [...sendTimes].sort((a, b) => a - b);
        // 'cpu' is asked for during the load: no forced GC then.
        if (request.kind === 'stats') {
          gc?.();
          gc?.();
        }
        const memory = process.memoryUsage();
        reply({
          heapUsed: memory.heapUsed,
          external: memory.external,
          rss: memory.rss,
          cpu: process.cpuUsage(),
          sockets: app.realtime.hub.size(),
          gc: Boolean(gc),
          elu: performance.eventLoopUtilization(),
          sendP50: percentile(sorted, 50),
          sendP99: percentile(sorted, 99),
          loopDelayP99: loopDelay.percentile(99) / 1e6,
          loopDelayMax: loopDelay.max / 1e6,
        } satisfies Stats);
      } else if (request.kind === 'users') {
        const make = (role: string, prefix: string, count: number) =>
          database.query<{ id: number; username: string; fullname: string; role: string }>(
            `insert into users (username, email, fullname, role, is_active)
             select '${prefix}' || g || '_' || $2, '${prefix}' || g || '_' || $2 || '@bench.local', '${prefix} ' || g, '${role}', true
             from generate_series(1, $1::int) g returning id, username, fullname, role`,
            [count, randomBytes(3).toString('hex')],
          );
        const candidates = await make('candidate', 'cand', request.candidates);
        const employers = await make('employer', 'emp', request.employers);
        // Employers write only to people related to them (routes/chat): each candidate has
        // written once to the employer it is paired with (candidate i ↔ employer i % senders).
        await database.query(
          `insert into messages (sender_id, recipient_id, content, is_read)
           select c.id, e.id, 'Xin chào', true
           from unnest($1::int[]) with ordinality c(id, n) join unnest($2::int[]) with ordinality e(id, m) on e.m = (c.n - 1) % $3 + 1`,
          [candidates.map((user) => user.id), employers.map((user) => user.id), employers.length],
        );
        reply({ candidates, employers });
      }
    },
  });
}

// ───────────────────────────── parent: helpers ─────────────────────────────

interface BenchUser {
  id: number;
  username: string;
  fullname: string;
  role: string;
}

class Server extends BenchServerProcess {
  /** Memory after a forced GC, CPU, event-loop utilisation. */
  stats = () => this.request<Stats>({ kind: 'stats' });
  /** Same without the GC (for use under load). */
  cpu = () => this.request<Stats>({ kind: 'cpu' });
  /** Starts the server-side send timings and event-loop delay afresh. */
  reset = () => this.request<unknown>({ kind: 'reset' });
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

// ───────────────────────────── parent: clients ─────────────────────────────

/** Message accounting shared by all clients, keyed by message id (each message has one candidate recipient). */
interface Ledger {
  /** Send issued (performance.now()), by the sequence number carried in the content. */
  sentAt: Map<number, number>;
  /** POST → first push of the frame (ms); messages sent during the warm-up are not recorded. */
  latencies: number[];
  /** POST → 201 response (ms), same messages. */
  httpLatencies: number[];
  /** Sequence numbers up to this one were sent during the warm-up. */
  warmupSeq: number;
  /** Row created_at → first push (ms, wall clock: the fan-out part). */
  fanoutLatencies: number[];
  pushed: Set<number>;
  caughtUp: Set<number>;
  /** The same id pushed again to the same client (a real duplicate delivery). */
  duplicates: number;
  /** Pushed after the client had already caught it up (the client drops it by id; not a duplicate push). */
  overlaps: number;
  reconnects: number;
  catchUpRequests: number;
  /** Catch-ups that needed more than one page (the SDK fetches only one). */
  multiPageCatchUps: number;
  catchUpErrors: number;
}

interface NewMessageFrame {
  type: string;
  message_id?: number;
  content?: string;
  created_at?: string;
}

const seqOf = (content: string) => Number(content.slice(content.lastIndexOf('#') + 1));

/** One simulated candidate: a socket, the message ids it has seen, reconnect + catch-up. */
class Client {
  socket: WebSocket | null = null;
  pushedHere = new Set<number>();
  lastId = 0;
  connected = false;
  stopped = false;
  constructor(
    readonly user: BenchUser,
    readonly token: string,
    readonly peerId: number,
    readonly url: string,
    readonly http: string,
    readonly ledger: Ledger,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url, { perMessageDeflate: false });
      this.socket = socket;
      const timer = setTimeout(() => reject(new Error('socket auth timeout')), 30_000);
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as NewMessageFrame;
        if (frame.type === 'auth_required') socket.send(JSON.stringify({ type: 'authenticate', token: this.token }));
        else if (frame.type === 'auth_success') {
          clearTimeout(timer);
          this.connected = true;
          resolve();
        } else if (frame.type === 'auth_fail') reject(new Error('auth_fail'));
        else if (frame.type === 'new_message') this.onPush(frame);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        this.connected = false;
        clearTimeout(timer);
      });
    });
  }

  private onPush(frame: NewMessageFrame) {
    const now = performance.now();
    const id = frame.message_id!;
    const { ledger } = this;
    if (this.pushedHere.has(id)) {
      ledger.duplicates += 1;
      return;
    }
    this.pushedHere.add(id);
    const seq = seqOf(frame.content!);
    const started = ledger.sentAt.get(seq);
    if (started !== undefined && seq > ledger.warmupSeq) {
      ledger.latencies.push(now - started);
      if (frame.created_at) ledger.fanoutLatencies.push(Date.now() - Date.parse(frame.created_at));
    }
    if (ledger.caughtUp.has(id)) ledger.overlaps += 1;
    ledger.pushed.add(id);
    if (id > this.lastId) this.lastId = id;
  }

  /** Drops the connection (as a network cut would), waits the SDK's reconnect delay, reconnects, catches up. */
  async bounce(delayMs: number) {
    this.ledger.reconnects += 1;
    this.socket?.terminate();
    this.connected = false;
    await sleep(delayMs);
    if (this.stopped) return;
    await this.connect();
    await this.catchUp();
  }

  /** GET /api/messages/ with after_id, oldest first, like the SDK's chat store (paging on if a page was full). */
  async catchUp() {
    for (let page = 0; ; page += 1) {
      this.ledger.catchUpRequests += 1;
      if (page === 1) this.ledger.multiPageCatchUps += 1;
      const query = new URLSearchParams({ user_id: String(this.peerId), ordering: 'created_at', page_size: String(CATCH_UP_PAGE_SIZE) });
      if (this.lastId > 0) query.set('after_id', String(this.lastId));
      const response = await fetch(`${this.http}/api/messages/?${query.toString()}`, { headers: { authorization: `Bearer ${this.token}` } });
      if (response.status !== 200) {
        this.ledger.catchUpErrors += 1;
        await response.arrayBuffer();
        return;
      }
      const body = (await response.json()) as { data: { results: Array<{ id: number }>; total: number } };
      for (const message of body.data.results) {
        if (!this.ledger.pushed.has(message.id)) this.ledger.caughtUp.add(message.id);
        if (message.id > this.lastId) this.lastId = message.id;
      }
      if (body.data.total <= body.data.results.length || body.data.results.length === 0) return;
    }
  }
}

// ───────────────────────────── parent: one scenario ─────────────────────────────

interface Options {
  sockets: number;
  rate: number;
  seconds: number;
  warmup: number;
  drop: number;
  senders: number;
  reconnectMs: number;
}
interface Result {
  scenario: string;
  sent: number;
  sendErrors: number;
  pushed: number;
  caughtUp: number;
  overlaps: number;
  lost: number;
  duplicates: number;
  reconnects: number;
  catchUpRequests: number;
  multiPageCatchUps: number;
  catchUpErrors: number;
  p50: number;
  p99: number;
  max: number;
  fanoutP50: number;
  fanoutP99: number;
  idleSockets: number[];
  heapPerSocketKiB: number[];
  jsPerSocketKiB: number[];
  rssPerSocketKiB: number[];
  cpuPercent: number[];
  serverElu: number[];
  loadCpuPercent: number;
  loadElu: number;
  achievedRate: number;
  measuredSends: number;
  measuredSeconds: number;
  httpP50: number;
  httpP99: number;
  serverSend: number[][];
  loopDelay: number[][];
  loadAverage: number;
  gc: boolean;
}

async function runScenario(name: string, servers: Server[], options: Options): Promise<Result> {
  const [main] = servers as [Server];
  const http = `http://127.0.0.1:${main.port}`;
  const { createAuthService } = await import('../apps/api/src/plugins/auth');
  const { systemClock } = await import('../apps/api/src/lib/clock');
  const auth = createAuthService(undefined as never, BENCH_JWT_SECRET, systemClock);
  const sign = (user: BenchUser) => auth.signAccess({ ...user, is_active: true, is_banned: false });

  const { candidates, employers } = await main.request<{ candidates: BenchUser[]; employers: BenchUser[] }>({
    kind: 'users',
    candidates: options.sockets,
    employers: options.senders,
  });
  const senderTokens = await Promise.all(employers.map(sign));
  const ledger: Ledger = {
    sentAt: new Map(),
    latencies: [],
    httpLatencies: [],
    warmupSeq: Number.POSITIVE_INFINITY,
    fanoutLatencies: [],
    pushed: new Set(),
    caughtUp: new Set(),
    duplicates: 0,
    overlaps: 0,
    reconnects: 0,
    catchUpRequests: 0,
    multiPageCatchUps: 0,
    catchUpErrors: 0,
  };

  const before = await Promise.all(servers.map((server) => server.stats()));
  // Client i talks with employer i % senders and sits on process i % processes.
  const clients = await Promise.all(
    candidates.map(async (user, index) => {
      const server = servers[index % servers.length]!;
      return new Client(user, await sign(user), employers[index % employers.length]!.id, `ws://127.0.0.1:${server.port}/api/ws/notifications/`, http, ledger);
    }),
  );
  await pool(clients, CONNECT_CONCURRENCY, (client) => client.connect());
  await sleep(1000);
  const idle = await Promise.all(servers.map((server) => server.stats()));
  const perServerSockets = idle.map((stats) => Math.max(1, stats.sockets));
  const perSocket = (pick: (stats: Stats) => number) => idle.map((stats, i) => (pick(stats) - pick(before[i]!)) / perServerSockets[i]! / 1024);
  const heapPerSocketKiB = perSocket((stats) => stats.heapUsed);
  const jsPerSocketKiB = perSocket((stats) => stats.heapUsed + stats.external);
  const rssPerSocketKiB = perSocket((stats) => stats.rss);

  // Load: `rate` messages per second, each from the employer paired with a random client.
  let seq = 0;
  let sendErrors = 0;
  const confirmed = new Map<number, number>(); // message id → client index
  const inFlight = new Set<Promise<void>>();
  const bounces = new Set<Promise<void>>();
  const started = performance.now();
  const warmupMs = options.warmup * 1000;
  const dropsTotal = Math.round(options.sockets * options.drop);
  const dropTimes = Array.from({ length: dropsTotal }, () => warmupMs + Math.random() * options.seconds * 1000).sort((a, b) => a - b);
  const TICK_MS = 10;
  let nextDrop = 0;
  let measuring = false;
  let measureStart = started;
  let loadElu = performance.eventLoopUtilization();
  let loadCpu = process.cpuUsage();
  let serverStart: Stats[] = idle;
  while (performance.now() - started < warmupMs + options.seconds * 1000) {
    const elapsed = performance.now() - started;
    if (!measuring && elapsed >= warmupMs) {
      // End of the warm-up (same load, not recorded): baselines for latency, CPU and ELU.
      measuring = true;
      ledger.warmupSeq = seq;
      serverStart = options.warmup > 0 ? await Promise.all(servers.map((server) => server.cpu())) : idle;
      await Promise.all(servers.map((server) => server.reset()));
      measureStart = performance.now();
      loadElu = performance.eventLoopUtilization();
      loadCpu = process.cpuUsage();
    }
    const due = Math.floor((elapsed / 1000) * options.rate) - seq;
    for (let i = 0; i < due; i += 1) {
      const id = ++seq;
      const target = Math.floor(Math.random() * clients.length);
      const client = clients[target]!;
      ledger.sentAt.set(id, performance.now());
      const request = fetch(`${http}/api/messages/send/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${senderTokens[target % employers.length]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recipient: client.user.id, content: `Tin nhắn thử #${id}` }),
      })
        .then(async (response) => {
          const body = (await response.json()) as { data?: { id?: number } };
          if (id > ledger.warmupSeq) ledger.httpLatencies.push(performance.now() - ledger.sentAt.get(id)!);
          if (response.status === 201 && typeof body.data?.id === 'number') confirmed.set(body.data.id, target);
          else {
            sendErrors += 1;
            if (sendErrors <= 3) process.stderr.write(`send ${response.status}: ${JSON.stringify(body).slice(0, 200)}\n`);
          }
        })
        .catch((error: unknown) => {
          sendErrors += 1;
          if (sendErrors <= 3) process.stderr.write(`send failed: ${String(error)} ${String((error as { cause?: unknown }).cause)}\n`);
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    while (nextDrop < dropTimes.length && dropTimes[nextDrop]! <= elapsed) {
      nextDrop += 1;
      const client = clients[Math.floor(Math.random() * clients.length)]!;
      if (!client.connected) continue;
      const bounce = client.bounce(options.reconnectMs).catch((error: unknown) => {
        process.stderr.write(`reconnect failed: ${String(error)}\n`);
      });
      bounces.add(bounce);
      void bounce.finally(() => bounces.delete(bounce));
    }
    await sleep(TICK_MS);
  }
  const loadMs = performance.now() - measureStart;
  const totalMs = performance.now() - started;
  const sentDuringMeasure = seq - ledger.warmupSeq;
  const loadEluEnd = performance.eventLoopUtilization(loadElu).utilization;
  const loadCpuEnd = process.cpuUsage(loadCpu);
  const loadAverage = loadavg()[0]!;
  const busy = await Promise.all(servers.map((server) => server.cpu()));
  await bounded(Promise.all(inFlight), DRAIN_TIMEOUT_MS, 'in-flight sends').catch(() => {});
  await bounded(Promise.all(bounces), DRAIN_TIMEOUT_MS + options.reconnectMs, 'reconnects').catch(() => {});
  // Let the last frames arrive: wait until every confirmed message is accounted for (bounded).
  const missing = () => [...confirmed.keys()].filter((id) => !ledger.pushed.has(id) && !ledger.caughtUp.has(id));
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (missing().length > 0 && performance.now() < deadline) await sleep(50);
  // Anything still missing: one more after_id catch-up by each affected client (what it does on its next reconnect).
  for (const target of new Set(missing().map((id) => confirmed.get(id)!))) await clients[target]!.catchUp();
  const lost = missing().length;
  for (const client of clients) {
    client.stopped = true;
    client.socket?.terminate();
  }

  const sorted = [...ledger.latencies].sort((a, b) => a - b);
  const fanout = [...ledger.fanoutLatencies].sort((a, b) => a - b);
  const httpSorted = [...ledger.httpLatencies].sort((a, b) => a - b);
  const confirmedIds = [...confirmed.keys()];
  return {
    scenario: name,
    sent: confirmed.size,
    sendErrors,
    pushed: confirmedIds.filter((id) => ledger.pushed.has(id)).length,
    caughtUp: confirmedIds.filter((id) => !ledger.pushed.has(id) && ledger.caughtUp.has(id)).length,
    overlaps: ledger.overlaps,
    lost,
    duplicates: ledger.duplicates,
    reconnects: ledger.reconnects,
    catchUpRequests: ledger.catchUpRequests,
    multiPageCatchUps: ledger.multiPageCatchUps,
    catchUpErrors: ledger.catchUpErrors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    fanoutP50: percentile(fanout, 50),
    fanoutP99: percentile(fanout, 99),
    idleSockets: idle.map((stats) => stats.sockets),
    heapPerSocketKiB,
    jsPerSocketKiB,
    rssPerSocketKiB,
    cpuPercent: busy.map((stats, i) => ((stats.cpu.user + stats.cpu.system - serverStart[i]!.cpu.user - serverStart[i]!.cpu.system) / 1000 / loadMs) * 100),
    serverElu: busy.map((stats, i) => performance.eventLoopUtilization(stats.elu, serverStart[i]!.elu).utilization),
    loadCpuPercent: ((loadCpuEnd.user + loadCpuEnd.system) / 1000 / loadMs) * 100,
    loadElu: loadEluEnd,
    achievedRate: confirmed.size / (totalMs / 1000),
    measuredSends: sentDuringMeasure,
    measuredSeconds: loadMs / 1000,
    httpP50: percentile(httpSorted, 50),
    httpP99: percentile(httpSorted, 99),
    serverSend: busy.map((stats) => [stats.sendP50, stats.sendP99]),
    loopDelay: busy.map((stats) => [stats.loopDelayP99, stats.loopDelayMax]),
    loadAverage,
    gc: idle.every((stats) => stats.gc),
  };
}

// ───────────────────────────── parent: main ─────────────────────────────

async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function withDatabase<T>(kind: 'postgres' | 'pglite', fn: (databaseUrl: string | undefined) => Promise<T>): Promise<T> {
  if (kind === 'pglite') return fn(undefined);
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `jobhub_bench_rt_${randomBytes(4).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

function printTable(results: Result[], options: Options, db: string) {
  const each = (values: number[], digits = 1) => values.map((v) => v.toFixed(digits)).join(' / ');
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const rows: Array<[string, string, ...string[]]> = [
    ['sent (201) / send errors', '', ...results.map((r) => `${r.sent} / ${r.sendErrors}`)],
    ['achieved rate (msg/s)', `${options.rate}`, ...results.map((r) => r.achievedRate.toFixed(1))],
    ['delivered by push', '', ...results.map((r) => String(r.pushed))],
    ['recovered by after_id catch-up', '', ...results.map((r) => String(r.caughtUp))],
    ['pushed after caught up (deduped)', '', ...results.map((r) => String(r.overlaps))],
    ['reconnects / catch-up requests', '', ...results.map((r) => `${r.reconnects} / ${r.catchUpRequests}`)],
    ['catch-ups > 1 page / errors', '', ...results.map((r) => `${r.multiPageCatchUps} / ${r.catchUpErrors}`)],
    ['messages measured (after warm-up)', '', ...results.map((r) => String(r.measuredSends))],
    ['latency p50 (ms), POST → push', '', ...results.map((r) => r.p50.toFixed(1))],
    ['latency p99 (ms), POST → push', `≤ ${TARGET.p99Ms}`, ...results.map((r) => `${r.p99.toFixed(1)} ${verdict(r.p99 <= TARGET.p99Ms)}`)],
    ['latency max (ms)', '', ...results.map((r) => r.max.toFixed(1))],
    ['  POST → 201 p50 / p99 (ms)', '', ...results.map((r) => `${r.httpP50.toFixed(1)} / ${r.httpP99.toFixed(1)}`)],
    ['  server time of the send p50 / p99 (ms)', '', ...results.map((r) => `${r.serverSend[0]![0]!.toFixed(1)} / ${r.serverSend[0]![1]!.toFixed(1)}`)],
    ['  row created_at → push p50 / p99 (ms)', '', ...results.map((r) => `${r.fanoutP50.toFixed(0)} / ${r.fanoutP99.toFixed(0)}`)],
    ['authenticated sockets (server hub)', `${options.sockets}`, ...results.map((r) => r.idleSockets.join(' / '))],
    [
      'heap+external / idle socket (KiB)',
      `≤ ${TARGET.kibPerSocket}`,
      ...results.map((r) => `${each(r.jsPerSocketKiB)} ${verdict(r.jsPerSocketKiB.every((v) => v <= TARGET.kibPerSocket))}`),
    ],
    ['  of which heap (KiB)', '', ...results.map((r) => each(r.heapPerSocketKiB))],
    ['RSS / idle socket (KiB)', '', ...results.map((r) => each(r.rssPerSocketKiB))],
    ['server CPU (% of a core)', '', ...results.map((r) => each(r.cpuPercent, 0))],
    ['server CPU per message (ms)', '', ...results.map((r) => each(r.cpuPercent.map((cpu) => (cpu * r.measuredSeconds * 10) / Math.max(1, r.measuredSends)), 2))],
    ['server event-loop utilisation', '', ...results.map((r) => each(r.serverElu, 2))],
    ['server event-loop delay p99 / max (ms)', '', ...results.map((r) => r.loopDelay.map(([p99, max]) => `${p99!.toFixed(0)}/${max!.toFixed(0)}`).join(' · '))],
    ['load generator CPU % / ELU', '', ...results.map((r) => `${r.loadCpuPercent.toFixed(0)} / ${r.loadElu.toFixed(2)}`)],
    ['machine load average (1 min)', '', ...results.map((r) => r.loadAverage.toFixed(1))],
    ['lost', `= ${TARGET.lost}`, ...results.map((r) => `${r.lost} ${verdict(r.lost === TARGET.lost)}`)],
    ['duplicated (same id pushed twice)', `= ${TARGET.duplicated}`, ...results.map((r) => `${r.duplicates} ${verdict(r.duplicates === TARGET.duplicated)}`)],
  ];
  const header: [string, string, ...string[]] = ['', 'target', ...results.map((r) => r.scenario)];
  const widths = header.map((_, col) => Math.max(...[header, ...rows].map((row) => (row[col] ?? '').length)));
  const line = (row: string[]) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  console.log(
    `\nReal-time bench: ${options.sockets} sockets, ${options.rate} msg/s for ${options.seconds} s (after a ${options.warmup} s warm-up), ${Math.round(options.drop * 100)}% of sockets dropped at random ` +
      `(reconnect after ${options.reconnectMs} ms + after_id catch-up), ${options.senders} employer senders, database ${db}`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    '("a / b" = first / second API process; memory = delta between before and after connecting, after a forced GC' +
      (results.every((r) => r.gc) ? ')' : '; gc unavailable, figures are noisy)'),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: process.env.BENCH_SOCKETS ?? '2000' },
      rate: { type: 'string', default: process.env.BENCH_RATE ?? '200' },
      seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '60' },
      warmup: { type: 'string', default: '5' },
      processes: { type: 'string', default: process.env.BENCH_PROCESSES ?? '1,2' },
      drop: { type: 'string', default: '0.1' },
      senders: { type: 'string', default: '50' },
      db: { type: 'string', default: process.env.BENCH_DB ?? 'postgres' },
      'reconnect-ms': { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const { RECONNECT_BASE_MS } = await import('../packages/sdk/src/rules/reconnect-delay');
  const options: Options = {
    sockets: Math.max(1, Number(values.sockets)),
    rate: Math.max(1, Number(values.rate)),
    seconds: Math.max(1, Number(values.seconds)),
    warmup: Math.max(0, Number(values.warmup)),
    drop: Math.min(1, Math.max(0, Number(values.drop))),
    senders: Math.max(1, Number(values.senders)),
    reconnectMs: values['reconnect-ms'] !== undefined ? Number(values['reconnect-ms']) : RECONNECT_BASE_MS,
  };
  const db = values.db === 'pglite' ? 'pglite' : 'postgres';
  const processCounts = values.processes.split(',').map((s) => Math.max(1, Number(s.trim())));
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const results: Result[] = [];

  for (const count of processCounts) {
    const label = count === 1 ? '1 process (in-process)' : `${count} processes + Redis`;
    if (count > 1 && !(await redisReachable(redisUrl))) {
      console.log(`\n${label}: skipped, ${redisUrl} unreachable (set BENCH_REDIS_URL).`);
      continue;
    }
    process.stdout.write(`[bench] ${label}: ${options.sockets} sockets, ${options.rate} msg/s for ${options.seconds} s...\n`);
    const result = await withDatabase(db, async (databaseUrl) => {
      const channel = `jobhub:bench:${randomBytes(4).toString('hex')}`;
      const config: ChildConfig = { ...(databaseUrl ? { databaseUrl } : {}), ...(count > 1 ? { redisUrl } : {}), channel };
      const servers: Server[] = [];
      try {
        for (let i = 0; i < count; i += 1) servers.push(await Server.start(SELF, JSON.stringify(config), STEP_TIMEOUT_MS));
        return await runScenario(label, servers, options);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });
    results.push(result);
  }
  printTable(results, options, db === 'pglite' ? 'PGlite (in-memory, per process)' : 'PostgreSQL');
  if (values.json) console.log(JSON.stringify(results, null, 2));
  process.exit(0);
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  serve(JSON.parse(process.argv[serveIndex + 1]!) as ChildConfig).catch((error: unknown) => {
    process.stderr.write(`bench server failed: ${String(error)}\n`);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
