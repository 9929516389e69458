import type { Field, Page, Position, PostRow } from '@jobhub/sdk';

/** Answer of a fake route: a JSON body (200) or a full Response. */
type Answer = unknown;
type Handler = (url: URL) => Answer | Response | Promise<Answer | Response>;

/** A fake JobHub API behind an injected `fetch`: the real SDK client runs against it. */
export interface FakeApi {
  /** Pass as `createClient({ fetch })`. */
  fetch: typeof globalThis.fetch;
  /** Every requested URL, in order. */
  readonly requests: URL[];
  /** Query strings of the job searches (GET /api/posts/search/), in order. */
  searches(): URLSearchParams[];
  /** Replaces the job search answer. */
  onSearch(handler: Handler): void;
}

export const FIELDS: Field[] = [
  { id: 1, name: 'Công nghệ thông tin' },
  { id: 2, name: 'Marketing' },
];

export const POSITIONS: Position[] = [
  { id: 11, name: 'Lập trình viên', field: 1 },
  { id: 12, name: 'Kiểm thử phần mềm', field: 1 },
  { id: 21, name: 'Chuyên viên SEO', field: 2 },
];

/** A search row with sensible defaults. */
export function makeRow(overrides: Partial<PostRow> = {}): PostRow {
  return {
    id: 1,
    title: 'Kỹ sư phần mềm',
    enterprise: 10,
    enterprise_name: 'Công ty ABC',
    enterprise_logo: null,
    is_enterprise_premium: false,
    position: { id: 11, name: 'Lập trình viên' },
    field: { id: 1, name: 'Công nghệ thông tin' },
    city: 'Hà Nội',
    experience: '1-2 năm',
    level: 'Junior',
    type_working: 'Toàn thời gian',
    salary_min: 15_000_000,
    salary_max: 25_000_000,
    is_salary_negotiable: false,
    deadline: '2026-12-31',
    created_at: '2026-03-05T10:00:00Z',
    is_saved: false,
    matches_criteria: false,
    ...overrides,
  };
}

/** A page envelope of rows. */
export function makePage(results: PostRow[], page = 1, totalPages = 1, total = results.length): Page<PostRow> {
  return { results, total, page, total_pages: totalPages, page_size: 10 };
}

/** A JSON error answer in the contract's error shape. */
export function errorResponse(status: number, message: string): Response {
  return new Response(JSON.stringify({ status, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/**
 * Creates a fake API: fields, positions and job search, each answered from memory.
 *
 * @param search - the first job search answer (default: one page with one row)
 */
export function createFakeApi(search: Handler = () => ({ status: 200, data: makePage([makeRow()]) })): FakeApi {
  const requests: URL[] = [];
  let searchHandler = search;
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://api.test');
    requests.push(url);
    const path = url.pathname.replace(/\/+$/, '');
    let answer: Answer | Response;
    if (path === '/api/posts/search') answer = await searchHandler(url);
    else if (path === '/api/fields') answer = { status: 200, data: FIELDS };
    else if (path === '/api/positions') answer = { status: 200, data: POSITIONS };
    else if (path.startsWith('/api/positions/field/')) {
      const fieldId = Number(path.split('/').pop());
      answer = { status: 200, data: POSITIONS.filter((position) => position.field === fieldId) };
    } else answer = errorResponse(404, 'Không tìm thấy');
    return answer instanceof Response ? answer : json(answer);
  };
  return {
    fetch,
    requests,
    searches: () => requests.filter((url) => url.pathname.startsWith('/api/posts/search')).map((url) => url.searchParams),
    onSearch(handler) {
      searchHandler = handler;
    },
  };
}

/**
 * Runs `action` inside React's act() and lets the fake API's answers land in the same act scope: a
 * few macrotask turns cover fetch, body parsing and the store updates that follow. For widgets
 * mounted outside Testing Library's render().
 */
export async function actAndSettle<T>(act: (callback: () => Promise<void>) => Promise<void>, action: () => T): Promise<T> {
  let result!: T;
  await act(async () => {
    result = action();
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
