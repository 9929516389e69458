/**
 * The JobHub AI store against a real local HTTP server speaking the contract (SSE included), over
 * the SDK's real transport (ofetch on the platform's fetch).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantMessage, AssistantSession, AssistantStreamEvent } from '../contract/assistant';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { accessToken } from '../testing/fake-jwt';
import { postRowFixture } from '../testing/fixtures';
import { createAssistantStore } from './assistant';
import { createClient } from './client';

const NOW = Date.UTC(2026, 2, 5, 10);
const session = (id: number, title: string): AssistantSession => ({ id, title, preview: null, created_at: '2026-03-05T09:00:00.000Z', updated_at: '2026-03-05T09:00:00.000Z' });
const answer = (id: number, content: string, post_ids: number[] = []): AssistantMessage => ({ id, role: 'assistant', content, post_ids, created_at: '2026-03-05T10:00:00.000Z' });

/** What the server saw and lets the test wait for. */
const seen = { bodies: [] as unknown[], closedEarly: [] as string[] };
let onClosedEarly: (() => void) | undefined;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function sse(response: ServerResponse, event: AssistantStreamEvent | { type: 'future'; x: number }) {
  response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '';
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return json(response, 401, { status: 401, message: 'Phiên đăng nhập đã hết hạn' });
  if (request.method === 'GET' && url === '/api/gemini-chat/sessions/') return json(response, 200, { status: 200, data: [session(1, 'Cũ')] });
  if (request.method === 'GET' && url === '/api/gemini-chat/sessions/1/') {
    return json(response, 200, {
      status: 200,
      data: { ...session(1, 'Cũ'), messages: [answer(2, 'Trả lời cũ', [31])], jobs: [postRowFixture({ id: 31 })] },
    });
  }
  if (request.method === 'POST' && url === '/api/gemini-chat/stream/') {
    const body = (await readBody(request)) as { message: string; session_id?: number };
    seen.bodies.push(body);
    if (body.message === 'nhiều quá') return json(response, 429, { status: 429, message: 'Bạn đã hỏi JobHub AI quá 20 câu trong một phút. Vui lòng thử lại sau 30 giây.' });
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    sse(response, { type: 'session', session_id: body.session_id ?? 9, title: body.message.trim(), question_id: 100 });
    sse(response, { type: 'text', text: 'Các việc: ' });
    if (body.message === 'chờ') {
      response.on('close', () => {
        seen.closedEarly.push(body.message);
        onClosedEarly?.();
      });
      return;
    }
    if (body.message === 'lỗi') {
      sse(response, { type: 'error', message: 'JobHub AI đang gặp sự cố, vui lòng thử lại sau.' });
      return response.end();
    }
    sse(response, { type: 'future', x: 1 });
    sse(response, { type: 'jobs', post_ids: [41], jobs: [postRowFixture({ id: 41, title: 'Lập trình viên React' })] });
    sse(response, { type: 'text', text: '[React](/job/41)' });
    sse(response, { type: 'done', message: answer(101, 'Các việc: [React](/job/41)', [41]) });
    return response.end();
  }
  return json(response, 404, { status: 404, message: 'Không tìm thấy' });
}

const TOKEN = accessToken({ user_id: 7 }, NOW, 10 * 365 * 86_400);
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function setup() {
  const storage = createMemoryStorage({ token: TOKEN, refreshToken: 'r1' });
  const client = createClient({ baseUrl, storage, now: () => NOW, logger: silentLogger, retry: false });
  return createAssistantStore(client);
}

describe('createAssistantStore', () => {
  it('loads the sessions and opens one with its messages and job cards', async () => {
    const store = setup();
    await store.loadSessions();
    expect(store.$sessions.get()).toMatchObject({ status: 'ready', data: [{ id: 1, title: 'Cũ' }] });
    await store.open(1);
    const conversation = store.$conversation.get();
    expect(conversation.status).toBe('ready');
    expect(conversation.data?.messages.map((message) => message.content)).toEqual(['Trả lời cũ']);
    expect(Object.keys(conversation.data?.jobs ?? {})).toEqual(['31']);
  });

  it('streams an answer into $reply, then adds both turns and the cited cards, and puts the session first', async () => {
    const store = setup();
    await store.loadSessions();
    const texts: string[] = [];
    const off = store.$reply.listen((reply) => {
      if (reply.status === 'streaming') texts.push(reply.text);
    });
    const result = await store.ask(' Tìm việc React ở Hà Nội ');
    off();
    expect(result).toEqual({ ok: true });
    expect(seen.bodies.at(-1)).toEqual({ message: ' Tìm việc React ở Hà Nội ' });
    expect(texts).toContain('Các việc: ');
    expect(texts.at(-1)).toBe('Các việc: [React](/job/41)');
    expect(store.$reply.get()).toEqual({ status: 'idle' });
    const conversation = store.$conversation.get().data!;
    expect(conversation.sessionId).toBe(9);
    expect(conversation.messages.map((message) => [message.id, message.role, message.content])).toEqual([
      [100, 'user', 'Tìm việc React ở Hà Nội'],
      [101, 'assistant', 'Các việc: [React](/job/41)'],
    ]);
    expect(conversation.jobs[41]?.title).toBe('Lập trình viên React');
    expect(store.$sessions.get().data?.map((row) => [row.id, row.title])).toEqual([
      [9, 'Tìm việc React ở Hà Nội'],
      [1, 'Cũ'],
    ]);
  });

  it('asks in the open session', async () => {
    const store = setup();
    await store.open(1);
    await store.ask('Còn nữa không?');
    expect(seen.bodies.at(-1)).toEqual({ message: 'Còn nữa không?', session_id: 1 });
    expect(store.$conversation.get().data?.messages.map((message) => message.id)).toEqual([2, 100, 101]);
  });

  it('stop() closes the connection (the server sees it) and keeps the text received', async () => {
    const store = setup();
    const closed = new Promise<void>((resolve) => (onClosedEarly = resolve));
    const textArrived = new Promise<void>((resolve) => {
      const off = store.$reply.listen((reply) => {
        if (reply.status === 'streaming' && reply.text) {
          off();
          resolve();
        }
      });
    });
    const asking = store.ask('chờ');
    await textArrived;
    store.stop();
    await expect(asking).resolves.toEqual({ ok: true });
    await closed;
    expect(seen.closedEarly).toEqual(['chờ']);
    expect(store.$reply.get()).toEqual({ status: 'idle' });
    expect(store.$conversation.get().data?.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'chờ'],
      ['assistant', 'Các việc: '],
    ]);
  });

  it('keeps the text of a failed answer in the conversation and shows the error', async () => {
    const store = setup();
    const result = await store.ask('lỗi');
    expect(result).toEqual({ ok: false, message: 'JobHub AI đang gặp sự cố, vui lòng thử lại sau.' });
    expect(store.$reply.get()).toMatchObject({ status: 'error', text: '', error: 'JobHub AI đang gặp sự cố, vui lòng thử lại sau.' });
    expect(store.$conversation.get().data?.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'lỗi'],
      ['assistant', 'Các việc: '],
    ]);
  });

  it('reports a refusal with the server text', async () => {
    const store = setup();
    const result = await store.ask('nhiều quá');
    expect(result).toMatchObject({ ok: false, message: 'Bạn đã hỏi JobHub AI quá 20 câu trong một phút. Vui lòng thử lại sau 30 giây.' });
    expect(store.$reply.get()).toMatchObject({ status: 'error', error: 'Bạn đã hỏi JobHub AI quá 20 câu trong một phút. Vui lòng thử lại sau 30 giây.' });
    expect(store.$conversation.get().data?.messages).toEqual([]);
  });
});
