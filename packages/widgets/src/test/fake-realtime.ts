import {
  createAccountStore,
  createApplicantsApi,
  createChatStore,
  createClient,
  createMemoryStorage,
  createNotificationsStore,
  createRealtime,
  createStatisticsApi,
  silentLogger,
  type Application,
  type ChatContact,
  type Conversation,
  type EmployerStatistics,
  type Message,
  type Notification,
  type Role,
  type SocketLike,
} from '@jobhub/sdk';

/** An unsigned JWT with these claims (the SDK reads claims, it never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** An access token of `userId` valid for a day from now (real or fake clock). */
export function accessToken(userId: number, role: Role): string {
  return fakeJwt({ user_id: userId, role, is_active: true, is_banned: false, exp: Math.floor(Date.now() / 1000) + 86_400 });
}

/** A WebSocket stand-in: the test opens it and pushes frames. */
export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }

  /** Opens the socket and completes the handshake. */
  connect(): void {
    this.readyState = 1;
    this.onopen?.({});
    this.push({ type: 'auth_required' });
    this.push({ type: 'auth_success' });
  }

  push(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The last socket created, if any. */
  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }
}

interface Recorded {
  method: string;
  url: URL;
  body: unknown;
}

type Override = (request: Recorded) => { status: number; body: unknown } | undefined;

/** An error answer in the contract's error shape, for `state.override`. */
export function errorAnswer(status: number, message: string): { status: number; body: unknown } {
  return { status, body: { status, message } };
}

/** A notification with defaults. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    notification_type: 'system',
    title: 'Thông báo hệ thống',
    message: 'Nội dung thông báo',
    link: null,
    object_id: null,
    is_read: false,
    created_at: '2026-03-05T12:00:00Z',
    icon: null,
    ...overrides,
  };
}

/** A chat message with defaults. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    sender: 12,
    recipient: 7,
    content: 'Xin chào',
    is_read: false,
    created_at: '2026-03-05T12:00:00Z',
    recipient_fullname: null,
    ...overrides,
  };
}

/** A conversation row with defaults. */
/** A person with an application in common (GET /api/conversations/contacts/ row). */
export function makeContact(overrides: Partial<ChatContact> = {}): ChatContact {
  return {
    user_id: 40,
    fullname: 'Lê Văn Cường',
    avatar: null,
    role: 'employer',
    company_name: null,
    post_title: 'Lập trình viên Frontend',
    applied_at: '2026-03-01T08:00:00Z',
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const userId = overrides.user_id ?? 12;
  return {
    user_id: userId,
    fullname: `Người ${userId}`,
    avatar: null,
    role: 'employer',
    last_message: makeMessage({ id: userId * 100, sender: userId }),
    unread_count: 0,
    ...overrides,
  };
}

/** An employer's dashboard figures (GET /api/statistics/) with defaults: two posts, 42 applicants. */
export function makeStatistics(overrides: Partial<EmployerStatistics> = {}): EmployerStatistics {
  return {
    total_posts: 5,
    active_posts: 3,
    expired_posts: 1,
    total_applicants: 42,
    pending_applicants: 10,
    approved_applicants: 20,
    rejected_applicants: 12,
    total_interviews: 4,
    upcoming_interviews: 2,
    completed_interviews: 2,
    monthly_stats: [{ month: '03/2026', applicants: 7, posts: 1 }],
    post_stats: [
      { id: 1, title: 'Kỹ sư phần mềm', applicants: 2, is_active: true, deadline: '2026-04-01', created_at: '2026-03-01T00:00:00Z' },
      { id: 2, title: 'Kế toán', applicants: 1, is_active: true, deadline: '2026-04-01', created_at: '2026-02-01T00:00:00Z' },
    ],
    ...overrides,
  };
}

/** An application to one of the employer's posts (GET /api/cv/post/{id}/ row) with defaults. */
export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 1,
    post: 1,
    post_title: 'Kỹ sư phần mềm',
    enterprise: 3,
    enterprise_name: 'Sao Việt',
    enterprise_logo: null,
    user: 9,
    name: 'Nguyễn Văn A',
    email: 'a@example.com',
    phone_number: '0901234567',
    description: '',
    cv_file: '/f.pdf',
    cv_file_name: 'cv.pdf',
    cv_file_type: 'pdf',
    status: 'pending',
    is_viewed: false,
    note: null,
    contact_masked: false,
    created_at: '2026-03-05T11:00:00Z',
    updated_at: '2026-03-05T11:00:00Z',
    ...overrides,
  };
}

/**
 * The server side of the notifications, chat and employer console calls, kept in memory, behind an
 * injected fetch.
 */
export function createFakeRealtimeApi() {
  const requests: Recorded[] = [];
  const state = {
    notifications: [] as Notification[],
    unread: 0,
    conversations: [] as Conversation[],
    /** People with an application in common (GET /api/conversations/contacts/, `q` matches the name). */
    contacts: [] as ChatContact[],
    /** Messages with each user, oldest first. */
    threads: new Map<number, Message[]>(),
    unreadMessages: 0,
    nextMessageId: 10_000,
    /** The signed-in user's role and Premium, as GET /api/profile/ answers them. */
    role: 'candidate' as Role,
    premium: true,
    /** The employer's figures (GET /api/statistics/); applicants per post come from `applications`. */
    statistics: makeStatistics(),
    applications: [] as Application[],
    override: null as Override | null,
    /** Requests this returns true for never get an answer (a widget's loading state, as in Storybook). */
    hold: null as ((request: Recorded) => boolean) | null,
  };

  const ok = (body: unknown, status = 200) => ({ status, body });

  function answer(request: Recorded, me: number): { status: number; body: unknown } {
    const overridden = state.override?.(request);
    if (overridden) return overridden;
    const path = request.url.pathname.replace(/\/+$/, '');
    const query = request.url.searchParams;
    if (path === '/api/profile') {
      const premium = { is_premium: state.premium, premium_expiry: state.premium ? '2099-01-01T00:00:00Z' : null };
      const profile = { user_id: me, username: `u${me}`, email: `u${me}@example.com`, fullname: `Người ${me}`, gender: null, role: state.role, is_active: true, ...premium, balance: 0, name_display: '', avatar: null };
      return ok({ status: 200, data: profile });
    }
    if (path === '/api/notifications') {
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      const results = state.notifications.slice((page - 1) * size, page * size);
      const totalPages = Math.ceil(state.notifications.length / size);
      return ok({ status: 200, data: { results, total: state.notifications.length, page, total_pages: totalPages, page_size: size } });
    }
    if (path === '/api/notifications/unread-count') return ok({ status: 200, unread_count: state.unread });
    if (path === '/api/notifications/mark-all-as-read') return ok({ status: 200, message: 'Đã đánh dấu tất cả là đã đọc' });
    if (/^\/api\/notifications\/\d+\/read$/.test(path)) return ok({ status: 200, message: 'Đã đánh dấu đã đọc' });
    if (path === '/api/conversations') return ok({ status: 200, data: state.conversations });
    if (path === '/api/conversations/contacts') {
      const q = (query.get('q') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      const found = state.contacts.filter((row) => row.fullname.toLowerCase().includes(q));
      const results = found.slice((page - 1) * size, page * size);
      return ok({ status: 200, data: { results, total: found.length, page, total_pages: Math.ceil(found.length / size), page_size: size } });
    }
    if (path === '/api/messages/unread') return ok({ status: 200, data: { total: state.unreadMessages, results: [] } });
    if (path === '/api/messages') {
      const other = Number(query.get('user_id'));
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 30);
      const newestFirst = [...(state.threads.get(other) ?? [])].reverse();
      const results = newestFirst.slice((page - 1) * size, page * size);
      const totalPages = Math.max(1, Math.ceil(newestFirst.length / size));
      return ok({ status: 200, data: { results, total: newestFirst.length, page, total_pages: totalPages, page_size: size } });
    }
    if (path === '/api/messages/send') {
      const { recipient, content, client_id } = request.body as { recipient: number; content: string; client_id?: string };
      const message = makeMessage({ id: state.nextMessageId++, sender: me, recipient, content, created_at: '2026-03-05T12:30:00Z' });
      state.threads.set(recipient, [...(state.threads.get(recipient) ?? []), message]);
      return ok({ status: 201, message: 'Đã gửi', data: { ...message, client_id } }, 201);
    }
    const read = /^\/api\/messages\/(\d+)\/read$/.exec(path);
    if (read) return ok({ status: 200, message: 'ok', data: { message_id: Number(read[1]), marked: 1 } });
    if (path === '/api/statistics') return ok({ status: 200, data: state.statistics });
    const applicants = /^\/api\/cv\/post\/(\d+)$/.exec(path);
    if (applicants) {
      const size = Number(query.get('page_size') ?? 10);
      const found = state.applications.filter((row) => row.post === Number(applicants[1]));
      const counts = { total: found.length, pending: 0, approved: 0, rejected: 0 };
      for (const row of found) counts[row.status] += 1;
      const data = { results: found.slice(0, size), total: found.length, page: 1, total_pages: Math.ceil(found.length / size), page_size: size, counts };
      return ok({ status: 200, data });
    }
    const info = /^\/api\/users\/(\d+)\/info$/.exec(path);
    if (info) return ok({ status: 200, data: { user_id: Number(info[1]), fullname: `Người ${info[1]}`, avatar: null, role: 'employer' } });
    return ok({ status: 404, message: 'Không tìm thấy' });
  }

  return {
    requests,
    state,
    /** Requests to a path (trailing slash ignored). */
    calls(path: string, method = 'GET'): Recorded[] {
      return requests.filter((request) => request.method === method && request.url.pathname.replace(/\/+$/, '') === path);
    },
    fetchFor(me: number): typeof globalThis.fetch {
      return async (input, init = {}) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://api.test');
        let body: unknown = init.body;
        if (typeof body === 'string') body = JSON.parse(body);
        const request: Recorded = { method: (init.method ?? 'GET').toUpperCase(), url, body };
        requests.push(request);
        if (state.hold?.(request)) return new Promise<Response>(() => undefined);
        const { status, body: json } = answer(request, me);
        return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
      };
    },
  };
}

/**
 * A signed-in SDK client over the fake API and the fake socket, with the real account, realtime,
 * notifications and chat factories, and the employer console's resources. The profile says `role`
 * and, unless `premium` is false, an active Premium. `retry: false` shows a failed GET at once (the
 * SDK's retries are tested in the SDK).
 */
export function createRealtimeFixture({ userId = 7, role = 'candidate' as Role, premium = true, retry = undefined as false | undefined } = {}) {
  const api = createFakeRealtimeApi();
  Object.assign(api.state, { role, premium });
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch: api.fetchFor(userId),
    storage: createMemoryStorage({ token: accessToken(userId, role), refreshToken: 'refresh-1' }),
    logger: silentLogger,
    ...(retry === false ? { retry } : {}),
  });
  const account = createAccountStore(client);
  const realtime = createRealtime(client, { WebSocket: FakeWebSocket, events: () => () => undefined });
  const notifications = createNotificationsStore(client, realtime);
  const chat = createChatStore(client, realtime, account);
  const employerConsole = { statistics: createStatisticsApi(client), applicants: createApplicantsApi(client) };
  return { api, client, realtime, notifications, chat, employerConsole, userId };
}
