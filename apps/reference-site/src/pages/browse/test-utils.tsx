/**
 * Test helpers of the browse pages: a real SDK client over a fake `fetch` that answers from a
 * route table, contract-shaped fixtures, and a render helper with the router and the shell's
 * client provider. Imported by tests only.
 */
import { createMemoryStorage, silentLogger, type Enterprise, type Page, type PostDetail, type PostRow } from '@jobhub/sdk';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { ClientProvider, createSiteClient } from '../../app/client-context';

afterEach(() => cleanup());

/** A recorded request: method, path and query of one fetch call. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** What a route handler returns: a JSON body and a status (200 by default). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fake `fetch` answering from `routes`, keyed 'METHOD /path' (trailing slash ignored). Unknown
 * routes answer 404 with the API's error body. Every call is recorded in `requests`.
 */
export function createFakeFetch(routes: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const normalise = (path: string) => path.replace(/\/+$/, '') || '/';
  const table = new Map(Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', path = '/'] = key.split(' ');
    return [`${method.toUpperCase()} ${normalise(path)}`, handler] as const;
  }));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
    const request: RecordedRequest = { method, path: url.pathname, query: url.searchParams };
    requests.push(request);
    const handler = table.get(`${method} ${normalise(url.pathname)}`);
    const answer = handler ? await handler(request) : { status: 404, body: { status: 404, message: 'Không tìm thấy' } };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

/** The success envelope `{ status, data }`. */
export function ok(data: unknown): FakeAnswer {
  return { status: 200, body: { status: 200, data } };
}

/** The error envelope `{ status, message }`. */
export function fail(status: number, message: string): FakeAnswer {
  return { status, body: { status, message } };
}

export function pageOf<T>(results: T[], page = 1, total = results.length, pageSize = 10): Page<T> {
  return { results, total, page, page_size: pageSize, total_pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export function postRow(overrides: Partial<PostRow> = {}): PostRow {
  return {
    id: 1,
    title: 'Kỹ sư phần mềm',
    enterprise: 10,
    enterprise_name: 'Công ty ABC',
    enterprise_logo: null,
    is_enterprise_premium: false,
    position: { id: 3, name: 'Lập trình viên' },
    field: { id: 2, name: 'Công nghệ thông tin' },
    city: 'Hà Nội',
    experience: '1-2 năm',
    level: 'Junior',
    type_working: 'Toàn thời gian',
    salary_min: 15_000_000,
    salary_max: 25_000_000,
    is_salary_negotiable: false,
    deadline: '2099-12-31',
    created_at: new Date().toISOString(),
    is_saved: false,
    matches_criteria: false,
    ...overrides,
  };
}

export function enterprise(overrides: Partial<Enterprise> = {}): Enterprise {
  return {
    id: 10,
    company_name: 'Công ty ABC',
    address: '1 Tràng Tiền',
    business_certificate: null,
    description: '<p>Chúng tôi làm phần mềm.</p>',
    email_company: 'hr@abc.vn',
    field_of_activity: 'Công nghệ thông tin',
    link_web_site: 'https://abc.vn',
    logo: null,
    background_image: null,
    phone_number: '024 1234 5678',
    scale: '100-499',
    tax: '0101234567',
    city: 'Hà Nội',
    is_active: true,
    is_premium: false,
    created_at: '2024-05-01T08:00:00.000Z',
    job_count: 3,
    ...overrides,
  };
}

export function postDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  const company = enterprise();
  return {
    ...postRow(),
    district: 'Hoàn Kiếm',
    detail_address: 'Tầng 5, 1 Tràng Tiền',
    time_working: 'Thứ 2 - Thứ 6, 8:30 - 17:30',
    quantity: 2,
    // As the API answers them: plain text under the old names, the stored HTML in *_html.
    description: 'Phát triển API.\n\n• Viết mã\n• Review',
    required: 'Biết TypeScript\nBiết SQL',
    interest: 'Lương tháng 13',
    description_html: '<p>Phát triển <strong>API</strong>.</p><ul><li>Viết mã</li><li>Review</li></ul>',
    required_html: 'Biết TypeScript\nBiết SQL',
    interest_html: '<p>Lương tháng 13</p>',
    is_active: true,
    enterprise_detail: {
      id: company.id,
      company_name: company.company_name,
      logo: null,
      address: company.address,
      city: company.city,
      scale: company.scale,
      field_of_activity: company.field_of_activity,
      link_web_site: company.link_web_site,
      is_premium: false,
    },
    related_posts: [],
    can_view_applicants: false,
    has_applied: false,
    applied_at: null,
    enterprise_address: company.address,
    user_id: 2,
    latest_application_date: null,
    ...overrides,
  };
}

/** An unsigned access token with the given claims (the client decodes, the server verifies). */
export function fakeAccessToken(claims: { user_id: number; role: 'candidate' | 'employer' | 'admin' | 'none' }): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + 24 * 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, is_active: true, exp })}.signature`;
}

/** Shows the router's current location, so tests can assert URL changes. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `element` at `url` under route `path`, with a real SDK client over `fetch`.
 *
 * @param options.token - an access token to start signed in
 * @param options.extra - rendered inside the router next to the page (e.g. a navigation button)
 */
export function renderPage(
  element: ReactElement,
  { url, path, fetch, token, extra }: { url: string; path: string; fetch: typeof globalThis.fetch; token?: string; extra?: ReactNode },
) {
  const storage = createMemoryStorage(token ? { token, refreshToken: 'refresh' } : {});
  // Failures show at once: the SDK's retries of GET requests are tested in the SDK.
  const client = createSiteClient({ baseUrl: '', fetch, storage, logger: silentLogger, retry: false });
  const view = render(
    <ClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Trang khác</p>} />
        </Routes>
        <LocationProbe />
        {extra}
      </MemoryRouter>
    </ClientProvider>,
  );
  return { ...view, client, location: () => view.getByTestId('location').textContent ?? '' };
}
