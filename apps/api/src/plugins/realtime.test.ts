import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { AUTH_FAILED_CLOSE_CODE, ChatFrameSchema, MessagePageSchema, NotificationFrameSchema, envelope } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readTestVariable } from '../env';
import { createRedisFanout, type Frame } from '../realtime/fanout';
import { CLIENT_FRAME_BURST, CLIENT_FRAME_REFILL_MS, MAX_SOCKETS_PER_USER } from '../realtime/client-socket';
import { MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS } from './realtime';
import { notify } from '../services/notify';
import { createTestContext, describeEachDatabase, testDatabases, useTestContext, type TestContext } from '../test/context';
import { createEmployer } from '../test/employer-fixtures';
import { bearer, createUser, loginAs } from '../test/helpers';
import { openAuthenticatedSocket, openSocket, socketBaseUrl, type TestFrame, type TestSocket } from '../test/socket-client';

const REDIS_URL = readTestVariable('JOBHUB_TEST_REDIS_URL');
const MessagesResponse = envelope(MessagePageSchema);
const isType = (type: string) => (frame: TestFrame) => frame.type === type;

async function sendMessage(ctx: TestContext, headers: { authorization: string }, recipient: number, content: string) {
  const response = await ctx.inject({ method: 'POST', url: '/api/messages/send/', headers, payload: { recipient, content } });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: number } }).data;
}

describeEachDatabase('real time', (kind) => {
  // Short auth timeout (no 10 s sleeps); a long heartbeat so slow PGlite queries never drop a live socket.
  // The frame throttle reads this clock: it stands still unless a test moves it.
  let clock = 0;
  const ctx = useTestContext(kind, { realtime: { authTimeoutMs: 150, heartbeatMs: 60_000, now: () => clock } });
  let base = '';
  beforeAll(async () => {
    base = await socketBaseUrl(ctx().app);
  });

  describe('handshake', () => {
    it('asks for the token, then accepts a valid one, on both paths and spellings', async () => {
      const user = await createUser(ctx());
      for (const path of ['/api/ws/notifications/', '/api/ws/notifications', '/ws/notifications/', '/ws/notifications']) {
        const socket = await openSocket(`${base}${path}`);
        expect(await socket.next()).toEqual({ type: 'auth_required' });
        socket.send({ type: 'authenticate', token: user.access });
        expect(await socket.next()).toEqual({ type: 'auth_success' });
        await socket.close();
      }
    });

    // Issue 29 (≤ 8 KiB per idle socket): the upgrade's request, reply and headers are not kept for
    // the socket's life, and a socket error is still handled (logged, the socket dropped).
    it('keeps nothing of the upgrade request once a socket is open', async () => {
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      const user = await createUser(ctx());
      const requests: WeakRef<object>[] = [];
      const collect = (_socket: unknown, request: object) => requests.push(new WeakRef(request));
      ctx().app.websocketServer.on('connection', collect);
      const socket = await openSocket(`${base}/api/ws/notifications/`);
      ctx().app.websocketServer.off('connection', collect);
      await socket.next(isType('auth_required'));
      socket.send({ type: 'authenticate', token: user.access });
      await socket.next(isType('auth_success'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      gc();
      expect(requests.length).toBe(1);
      expect(requests[0]!.deref()).toBeUndefined();
      const [held] = ctx().app.websocketServer.clients;
      expect(held!.listenerCount('error')).toBe(1);
      held!.emit('error', new Error('a broken frame'));
      expect((await socket.closed).code).toBe(1006);
    });

    it('closes the socket without a reply on any frame but authenticate before authentication', async () => {
      const junk: Array<(socket: TestSocket) => void> = [
        (socket) => socket.send({ type: 'hello' }),
        (socket) => socket.send('not json {'),
        (socket) => socket.send('[1,2]'),
        (socket) => socket.raw.send(Buffer.from([1, 2, 3]), { binary: true }),
      ];
      for (const sendJunk of junk) {
        const socket = await openSocket(`${base}/api/ws/notifications/`);
        await socket.next(isType('auth_required'));
        sendJunk(socket);
        expect((await socket.closed).code).toBe(AUTH_FAILED_CLOSE_CODE);
        expect(socket.frames).toEqual([{ type: 'auth_required' }]);
      }
    });

    it('ignores other frames once authenticated', async () => {
      const user = await createUser(ctx());
      const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, user.access);
      socket.send({ type: 'hello' });
      socket.send('not json {');
      await notify(ctx().app, { recipientId: user.user.id, type: 'system', title: 'Vẫn mở', message: 'ok' });
      expect((await socket.next(isType('system'))).title).toBe('Vẫn mở');
      expect(socket.frames.map((frame) => frame.type)).toEqual(['auth_required', 'auth_success', 'system']);
      await socket.close();
    });

    it('answers auth_fail and closes with 4001 for a bad, missing, expired-signature or banned token', async () => {
      const banned = await createUser(ctx(), { is_banned: true });
      for (const token of ['not-a-jwt', undefined, `${banned.access.slice(0, -4)}AAAA`, banned.access]) {
        const socket = await openSocket(`${base}/api/ws/notifications/`);
        await socket.next(isType('auth_required'));
        socket.send({ type: 'authenticate', token });
        expect(await socket.next()).toEqual({ type: 'auth_fail' });
        expect((await socket.closed).code).toBe(AUTH_FAILED_CLOSE_CODE);
      }
    });

    it('closes a socket that never authenticates (4001)', async () => {
      const socket = await openSocket(`${base}/ws/notifications/`);
      await socket.next(isType('auth_required'));
      expect((await socket.closed).code).toBe(AUTH_FAILED_CLOSE_CODE);
    });

    it('keeps an authenticated socket past the auth timeout', async () => {
      const user = await createUser(ctx());
      const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, user.access);
      // Wait for a frame that only comes after the timeout would have fired.
      const probe = await openSocket(`${base}/api/ws/notifications/`);
      await probe.closed;
      await notify(ctx().app, { recipientId: user.user.id, type: 'system', title: 'Còn kết nối', message: 'ok' });
      expect((await socket.next(isType('system'))).title).toBe('Còn kết nối');
      await socket.close();
    });

    it("answers the client's ping with pong once authenticated", async () => {
      const user = await createUser(ctx());
      const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, user.access);
      socket.send({ type: 'ping' });
      expect(await socket.next(isType('pong'))).toEqual({ type: 'pong' });
      await socket.close();
    });

    it('closes a socket that floods pings with 1008, after answering the burst', async () => {
      const user = await createUser(ctx());
      const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, user.access);
      for (let i = 0; i < 200; i++) socket.send({ type: 'ping' });
      expect((await socket.closed).code).toBe(1008);
      // The authenticate frame took one token of the burst.
      expect(socket.frames.filter(isType('pong'))).toHaveLength(CLIENT_FRAME_BURST - 1);
    });

    it('answers pings again as the bucket refills', async () => {
      const user = await createUser(ctx());
      const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, user.access);
      for (let i = 0; i < CLIENT_FRAME_BURST - 1; i++) socket.send({ type: 'ping' });
      for (let i = 0; i < CLIENT_FRAME_BURST - 1; i++) await socket.next(isType('pong'));
      clock += 2 * CLIENT_FRAME_REFILL_MS;
      socket.send({ type: 'ping' });
      socket.send({ type: 'ping' });
      await socket.next(isType('pong'));
      await socket.next(isType('pong'));
      socket.send({ type: 'ping' });
      expect((await socket.closed).code).toBe(1008);
    });

    it('closes the socket when a frame is larger than 4 KB', async () => {
      const socket = await openSocket(`${base}/api/ws/notifications/`);
      await socket.next(isType('auth_required'));
      socket.send({ type: 'authenticate', token: 'x'.repeat(5000) });
      expect((await socket.closed).code).toBe(1009);
    });

    it('answers a plain HTTP GET with 426', async () => {
      const response = await ctx().inject({ method: 'GET', url: '/api/ws/notifications/' });
      expect(response.statusCode).toBe(426);
      expect(response.json()).toMatchObject({ status: 426 });
    });
  });

  describe('sessions and limits', () => {
    const url = () => `${base}/api/ws/notifications/`;

    it('refuses an eleventh socket of one user with 1008 and keeps the ten', async () => {
      const user = await createUser(ctx());
      const tabs: TestSocket[] = [];
      for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) tabs.push(await openAuthenticatedSocket(url(), user.access));
      const extra = await openSocket(url());
      await extra.next(isType('auth_required'));
      extra.send({ type: 'authenticate', token: user.access });
      expect((await extra.closed).code).toBe(1008);
      expect(extra.frames).toEqual([{ type: 'auth_required' }]);
      expect(ctx().app.realtime.hub.socketsOf(user.user.id)).toBe(MAX_SOCKETS_PER_USER);
      // Another user is not affected, and a closed tab frees its place.
      await (await openAuthenticatedSocket(url(), (await createUser(ctx())).access)).close();
      await tabs.pop()!.close();
      tabs.push(await openAuthenticatedSocket(url(), user.access));
      for (const tab of tabs) await tab.close();
    });

    it('closes every socket of the user when a password change ends its sessions, and refuses the old token', async () => {
      const user = await createUser(ctx());
      const bystander = await createUser(ctx());
      const session = await loginAs(ctx(), user.user.email, user.password);
      const tabs = [await openAuthenticatedSocket(url(), session.access), await openAuthenticatedSocket(url(), user.access)];
      const other = await openAuthenticatedSocket(url(), bystander.access);
      const changed = await ctx().inject({
        method: 'POST',
        url: '/api/change-password/',
        headers: bearer(session.access),
        payload: { current_password: user.password, new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' },
      });
      expect(changed.statusCode).toBe(200);
      for (const tab of tabs) expect(await tab.closed).toEqual({ code: AUTH_FAILED_CLOSE_CODE, reason: 'session revoked' });

      const stale = await openSocket(url());
      await stale.next(isType('auth_required'));
      stale.send({ type: 'authenticate', token: session.access });
      expect(await stale.next()).toEqual({ type: 'auth_fail' });
      const fresh = await openAuthenticatedSocket(url(), (changed.json() as { data: { access: string } }).data.access);

      await notify(ctx().app, { recipientId: bystander.user.id, type: 'system', title: 'Vẫn mở', message: 'ok' });
      expect((await other.next(isType('system'))).title).toBe('Vẫn mở');
      await fresh.close();
      await other.close();
    });

    it('closes only the sockets opened with the login that logs out', async () => {
      const user = await createUser(ctx());
      const leaving = await loginAs(ctx(), user.user.email, user.password);
      const staying = await loginAs(ctx(), user.user.email, user.password);
      const leavingTab = await openAuthenticatedSocket(url(), leaving.access);
      const stayingTab = await openAuthenticatedSocket(url(), staying.access);
      const response = await ctx().inject({ method: 'POST', url: '/api/logout/', payload: { refresh: leaving.refresh } });
      expect(response.statusCode).toBe(200);
      expect((await leavingTab.closed).code).toBe(AUTH_FAILED_CLOSE_CODE);
      await notify(ctx().app, { recipientId: user.user.id, type: 'system', title: 'Còn phiên', message: 'ok' });
      expect((await stayingTab.next(isType('system'))).title).toBe('Còn phiên');
      expect(stayingTab.raw.readyState).toBe(stayingTab.raw.OPEN);
      await stayingTab.close();
    });
  });

  describe('delivery', () => {
    it('pushes notifications to every socket of the recipient only', async () => {
      const [me, other] = [await createUser(ctx()), await createUser(ctx())];
      const tabs = [
        await openAuthenticatedSocket(`${base}/api/ws/notifications/`, me.access),
        await openAuthenticatedSocket(`${base}/ws/notifications/`, me.access),
      ];
      const otherSocket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, other.access);
      const created = await notify(ctx().app, {
        recipientId: me.user.id,
        type: 'interview_scheduled',
        title: 'Lịch phỏng vấn',
        message: 'Thứ Hai 9:00',
        link: '/my-applications?cv_id=5',
        objectId: 5,
      });
      for (const tab of tabs) {
        const frame = NotificationFrameSchema.parse(await tab.next(isType('interview_scheduled')));
        expect(frame).toEqual({
          type: 'interview_scheduled',
          id: created.id,
          title: 'Lịch phỏng vấn',
          message: 'Thứ Hai 9:00',
          link: '/my-applications?cv_id=5',
          object_id: 5,
          is_read: false,
          created_at: created.created_at,
        });
      }
      await notify(ctx().app, { recipientId: other.user.id, type: 'system', title: 'Riêng', message: 'x' });
      expect((await otherSocket.next(isType('system'))).title).toBe('Riêng');
      expect(otherSocket.frames.map((frame) => frame.type)).toEqual(['auth_required', 'auth_success', 'system']);
      for (const socket of [...tabs, otherSocket]) await socket.close();
    });

    it('pushes new_message to the recipient and the sender, plus one message_received notification', async () => {
      const employer = await createEmployer(ctx(), { fullname: 'Trần Thị Bình' });
      const candidate = await createUser(ctx(), { fullname: 'Nguyễn Văn An' });
      const toCandidate = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, candidate.access);
      const employerTab = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, employer.access);

      const sent = await sendMessage(ctx(), employer.headers, candidate.user.id, 'Chào bạn 👋');
      const expected = {
        type: 'new_message',
        message_id: sent.id,
        sender_id: employer.user.id,
        recipient_id: candidate.user.id,
        content: 'Chào bạn 👋',
        is_read: false,
        recipient_fullname: 'Nguyễn Văn An',
        sender_fullname: 'Trần Thị Bình',
      };
      expect(ChatFrameSchema.parse(await toCandidate.next(isType('new_message')))).toMatchObject(expected);
      expect(ChatFrameSchema.parse(await employerTab.next(isType('new_message')))).toMatchObject(expected);
      const notification = NotificationFrameSchema.parse(await toCandidate.next(isType('message_received')));
      expect(notification).toMatchObject({ object_id: employer.user.id, title: 'Tin nhắn mới', message: 'Trần Thị Bình: Chào bạn 👋' });

      // A second message while the first is unread: the frame, but no second notification.
      const second = await sendMessage(ctx(), employer.headers, candidate.user.id, 'Bạn rảnh không?');
      await toCandidate.next((frame) => frame.type === 'new_message' && frame.message_id === second.id);
      await notify(ctx().app, { recipientId: candidate.user.id, type: 'system', title: 'marker', message: 'm' });
      await toCandidate.next(isType('system'));
      expect(toCandidate.frames.map((frame) => frame.type)).toEqual(['auth_required', 'auth_success', 'new_message', 'message_received', 'new_message', 'system']);
      expect(employerTab.frames.filter((frame) => frame.type === 'message_received')).toHaveLength(0);
      await toCandidate.close();
      await employerTab.close();
    });

    it('lets a reconnecting client catch up with after_id', async () => {
      const employer = await createEmployer(ctx());
      const candidate = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() + 86_400_000) });
      const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, candidate.access);
      const first = await sendMessage(ctx(), employer.headers, candidate.user.id, 'một');
      const seen = await socket.next(isType('new_message'));
      expect(seen.message_id).toBe(first.id);
      await socket.close();

      const missed = [];
      for (const content of ['hai', 'ba', 'bốn']) missed.push(await sendMessage(ctx(), employer.headers, candidate.user.id, content));
      await sendMessage(ctx(), candidate.headers, employer.user.id, 'năm');

      const again = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, candidate.access);
      const response = await ctx().inject({
        method: 'GET',
        url: `/api/messages/?user_id=${employer.user.id}&after_id=${seen.message_id as number}&page_size=2`,
        headers: candidate.headers,
      });
      const page = MessagesResponse.parse(response.json()).data;
      expect(page.total).toBe(4);
      expect(page.total_pages).toBe(2);
      expect(page.results.map((message) => message.content)).toEqual(['hai', 'ba']);
      const rest = MessagesResponse.parse(
        (
          await ctx().inject({
            method: 'GET',
            url: `/api/messages/?user_id=${employer.user.id}&after_id=${page.results[1]!.id}&page_size=2`,
            headers: candidate.headers,
          })
        ).json(),
      ).data;
      expect(rest.results.map((message) => message.content)).toEqual(['bốn', 'năm']);
      await again.close();
    });
  });
});

describeEachDatabase('real time keep-alive and shutdown', (kind) => {
  let ctx: TestContext;
  let base = '';
  beforeAll(async () => {
    // A long auth timeout: the per-address test holds unauthenticated sockets however slow the machine is.
    ctx = await createTestContext(kind, { realtime: { heartbeatMs: 40, authTimeoutMs: 10 * 60_000 } });
    base = await socketBaseUrl(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('terminates a socket that does not answer pings', async () => {
    const user = await createUser(ctx);
    const silent = await openSocket(`${base}/api/ws/notifications/`, { autoPong: false });
    await silent.next(isType('auth_required'));
    silent.send({ type: 'authenticate', token: user.access });
    await silent.next(isType('auth_success'));
    expect((await silent.closed).code).toBe(1006);
  });

  it('refuses unauthenticated sockets past the per-address cap with 1013, whatever X-Forwarded-For says', async () => {
    const url = `${base}/api/ws/notifications/`;
    // Each claims another address; without TRUST_PROXY the header counts for nothing.
    const spoofed = (i: number) => openSocket(url, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    const pending = await Promise.all(Array.from({ length: MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS }, (_, i) => spoofed(i)));
    await Promise.all(pending.map((socket) => socket.next(isType('auth_required'))));
    const extra = await spoofed(250);
    expect(await extra.closed).toEqual({ code: 1013, reason: 'too many unauthenticated connections' });
    expect(extra.frames).toEqual([]);
    // A socket that authenticates frees its place; authenticated sockets are not counted.
    const user = await createUser(ctx);
    pending[0]!.send({ type: 'authenticate', token: user.access });
    await pending[0]!.next(isType('auth_success'));
    const next = await spoofed(251);
    await next.next(isType('auth_required'));
    expect((await spoofed(252).then((socket) => socket.closed)).code).toBe(1013);
    // A closed one too.
    await pending[1]!.close();
    const last = await spoofed(253);
    await last.next(isType('auth_required'));
    for (const socket of [...pending, next, last]) await socket.close();
  });

  it('closes open sockets with 1001 when the app closes', async () => {
    const user = await createUser(ctx);
    const socket = await openAuthenticatedSocket(`${base}/api/ws/notifications/`, user.access);
    const closing = ctx.app.close();
    expect((await socket.closed).code).toBe(1001);
    await closing;
  });
});

describe.skipIf(!REDIS_URL)('Redis fan-out', () => {
  it('delivers a published frame to every subscriber once and closes cleanly', async () => {
    const channel = `jobhub:test:${randomBytes(6).toString('hex')}`;
    const a = createRedisFanout(REDIS_URL!, { channel });
    const b = createRedisFanout(REDIS_URL!, { channel });
    const got: Record<'a' | 'b', Array<[number, Frame]>> = { a: [], b: [] };
    let wake = () => {};
    const both = new Promise<void>((resolve) => (wake = () => got.a.length >= 2 && got.b.length >= 2 && resolve()));
    await a.start((userId, frame) => (got.a.push([userId, frame]), wake()));
    await b.start((userId, frame) => (got.b.push([userId, frame]), wake()));
    await a.publish(7, { type: 'system', id: 1 });
    await b.publish(8, { type: 'new_message', message_id: 2 });
    await both;
    expect(got.a).toEqual([
      [7, { type: 'system', id: 1 }],
      [8, { type: 'new_message', message_id: 2 }],
    ]);
    expect(got.b).toEqual(got.a);
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers one event published for two users to each of them on every subscriber, once', async () => {
    const channel = `jobhub:test:${randomBytes(6).toString('hex')}`;
    const a = createRedisFanout(REDIS_URL!, { channel });
    const b = createRedisFanout(REDIS_URL!, { channel });
    const got: Record<'a' | 'b', Array<[number, Frame]>> = { a: [], b: [] };
    let wake = () => {};
    const done = new Promise<void>((resolve) => (wake = () => got.a.length >= 3 && got.b.length >= 3 && resolve()));
    await a.start((userId, frame) => (got.a.push([userId, frame]), wake()));
    await b.start((userId, frame) => (got.b.push([userId, frame]), wake()));
    await a.publish([7, 8], { type: 'new_message', message_id: 3 });
    await a.publish(9, { type: 'system', id: 4 });
    await done;
    expect(got.a).toEqual([
      [7, { type: 'new_message', message_id: 3 }],
      [8, { type: 'new_message', message_id: 3 }],
      [9, { type: 'system', id: 4 }],
    ]);
    expect(got.b).toEqual(got.a);
    await Promise.all([a.close(), b.close()]);
  });

  it('fails start-up clearly when Redis is unreachable', async () => {
    const fanout = createRedisFanout('redis://127.0.0.1:1', { channel: 'x' });
    await expect(fanout.start(() => {})).rejects.toThrow();
    await fanout.close();
  });
});

for (const kind of REDIS_URL ? testDatabases() : []) {
  describe(`real time over Redis, two API instances [${kind}]`, () => {
    const channel = `jobhub:test:${randomBytes(6).toString('hex')}`;
    let a: TestContext;
    let b: FastifyInstance;
    let baseA = '';
    let baseB = '';
    beforeAll(async () => {
      a = await createTestContext(kind, { env: { REDIS_URL: REDIS_URL! }, realtime: { channel } });
      b = await buildApp({ env: a.env, database: a.database, clock: a.clock, realtime: { channel } });
      await b.ready();
      [baseA, baseB] = [await socketBaseUrl(a.app), await socketBaseUrl(b)];
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('delivers a message sent through instance A to a socket on instance B, once', async () => {
      expect(a.app.realtime.fanout.kind).toBe('redis');
      const employer = await createEmployer(a);
      const candidate = await createUser(a);
      const onB = await openAuthenticatedSocket(`${baseB}/api/ws/notifications/`, candidate.access);
      const senderOnA = await openAuthenticatedSocket(`${baseA}/api/ws/notifications/`, employer.access);

      const sent = await sendMessage(a, employer.headers, candidate.user.id, 'Qua Redis');
      const frame = ChatFrameSchema.parse(await onB.next(isType('new_message')));
      expect(frame).toMatchObject({ message_id: sent.id, content: 'Qua Redis', sender_id: employer.user.id });
      expect((await senderOnA.next(isType('new_message'))).message_id).toBe(sent.id);

      // Instance B notifies a user whose socket is on A; then a marker proves nothing was duplicated.
      await notify(b, { recipientId: employer.user.id, type: 'system', title: 'Từ B', message: 'x' });
      expect((await senderOnA.next(isType('system'))).title).toBe('Từ B');
      await notify(a.app, { recipientId: candidate.user.id, type: 'system', title: 'marker', message: 'm' });
      await onB.next((f) => f.type === 'system' && f.title === 'marker');
      expect(onB.frames.map((f) => f.type)).toEqual(['auth_required', 'auth_success', 'new_message', 'message_received', 'system']);
      expect(senderOnA.frames.map((f) => f.type)).toEqual(['auth_required', 'auth_success', 'new_message', 'system']);
      await onB.close();
      await senderOnA.close();
    });

    it('closes the sockets on instance B of a user whose sessions end on instance A, and B refuses the old token', async () => {
      const user = await createUser(a);
      const onB = await openAuthenticatedSocket(`${baseB}/api/ws/notifications/`, user.access);
      await a.app.auth.revokeUser(user.user.id);
      expect((await onB.closed).code).toBe(AUTH_FAILED_CLOSE_CODE);
      const again = await openSocket(`${baseB}/api/ws/notifications/`);
      await again.next(isType('auth_required'));
      again.send({ type: 'authenticate', token: user.access });
      expect(await again.next()).toEqual({ type: 'auth_fail' });
    });
  });
}
