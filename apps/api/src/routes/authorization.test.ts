/**
 * Authorization walk: every endpoint the API serves × every kind of caller, with the status each
 * must get, over one fixture world built once. A second test reads the app's route table and
 * fails when an endpoint is served that this table does not list (or the table lists one that is
 * gone), so a new route cannot skip the walk.
 *
 * What it proves, besides the statuses: no caller reads or changes what is not theirs. Reads of
 * someone else's application, CV file, post, company, notification, message or interview answer
 * 404 (existence not revealed) or 403 (wrong role); lists answered 200 are checked not to hold
 * the other party's rows; and after the walk every protected row is checked unchanged except by
 * the callers allowed to change it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sql } from 'drizzle-orm';
import {
  AdminEnterprisePageSchema,
  AdminReportPageSchema,
  ApiErrorBodySchema,
  AssistantSessionDetailSchema,
  AssistantSessionSchema,
  ApplicationPageSchema,
  ApplicationTimelineSchema,
  CvViewerSchema,
  ApplicationSchema,
  EmployerPostDetailSchema,
  EmployerPostPageSchema,
  FlaggedConversationSchema,
  InterviewSchema,
  MessagePageSchema,
  NotificationPageSchema,
  NotificationSchema,
  PostPageResponseSchema,
  SavedPostPageSchema,
  envelope,
  paged,
} from '@jobhub/sdk/contract';
import { createSession } from '../repositories/assistant-chat';
import { insertInterview } from '../repositories/interviews';
import { insertMessage } from '../repositories/messages';
import { insertNotification } from '../repositories/notifications';
import { selectRows } from '../repositories/sql-rows';
import { signUrl } from '../lib/signed-url';
import { describeEachDatabase, TEST_JWT_SECRET, useTestContext } from '../test/context';
import {
  createCatalogue,
  createEmployer,
  insertApplication,
  insertPost,
  insertReport,
  postBody,
  storePrivateFile,
  TEST_PDF,
  type TestCatalogue,
  type TestEmployer,
} from '../test/employer-fixtures';
import { createUser, type CreatedUser } from '../test/helpers';
import type { TestContext } from '../test/context';

/** The kinds of caller, in the order each row is walked (owners last: their writes succeed). */
const CALLERS = ['anonymous', 'none', 'premium', 'other', 'admin', 'candidate', 'owner'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

/** Everything the walk reads or changes; ids are fixed once, in beforeAll. */
interface World {
  catalogue: TestCatalogue;
  users: Record<Exclude<Caller, 'anonymous'>, CreatedUser>;
  /** The owning employer ("owner") and another employer ("other") with their companies. */
  owner: TestEmployer;
  other: TestEmployer;
  /** A company waiting for approval (no caller owns it). */
  pending: TestEmployer;
  posts: {
    /** The owner's public post, applied to by the candidate. */
    public: number;
    /** The owner's hidden post (only the owner may read it). */
    hidden: number;
    /** Targets of the owner's writes. */
    toggle: number;
    update: number;
    remove: number;
    /** Hidden posts holding the candidate's applications to withdraw. */
    withdrawA: number;
    withdrawB: number;
    /** The other employer's public posts: one to save, two reported. */
    otherPublic: number;
    reportedA: number;
    reportedB: number;
    /** A live post of the pending company: not public until the company is approved. */
    pendingCompany: number;
  };
  /** The candidate's application to the public post, and two to withdraw. */
  application: number;
  withdrawA: number;
  withdrawB: number;
  interview: number;
  /** A notification of the owner and one of the candidate. */
  ownerNotification: number;
  candidateNotification: number;
  /** A message from the owner to the candidate. */
  message: number;
  /** The candidate's saved posts (public post, other employer's post). */
  savedPublic: number;
  reports: { takeDown: number; dismiss: number };
  /** The candidate's JobHub AI sessions: one to read, rename and ask in, one to delete. */
  assistant: { session: number; toDelete: number };
  /** The candidate's CV library: one to read and rename, one to delete. */
  savedCvs: { kept: number; toDelete: number };
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (parameters as `:name`), the key of the coverage check. */
  route: string;
  url: (world: World, caller: Caller) => string;
  body?: (world: World, ctx: TestContext) => unknown;
  expected: Expected;
  /** Schema of a 2xx body. */
  schema?: z.ZodMiniType;
  /** Extra checks of a 2xx answer (e.g. a list holds none of the other party's rows). */
  check?: (caller: Caller, body: unknown, world: World) => void;
}

const all = (status: number): Expected => ({ anonymous: status, none: status, premium: status, other: status, admin: status, candidate: status, owner: status });
/** Any signed-in caller gets `status` (the route only needs a token). */
const signedIn = (status: number, overrides: Partial<Expected> = {}): Expected => ({ ...all(status), anonymous: 401, ...overrides });
/** Only the listed callers pass the role check; others get 403, anonymous 401. */
const only = (allowed: Partial<Expected>): Expected => ({ ...all(403), anonymous: 401, ...allowed });
/** Both employers (each on their own data). */
const employers = (owner: number, other: number, overrides: Partial<Expected> = {}) => only({ owner, other, ...overrides });
/** Both candidates (each on their own data). */
const candidates = (candidate: number, premium: number) => only({ candidate, premium });

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const dataOf = <T>(schema: z.ZodMiniType<{ data: T }>, body: unknown): T => z.parse(schema, body).data;

/** Routes served but walked elsewhere, with the reason. */
const NOT_WALKED: Record<string, string> = {
  'GET /api/ws/notifications': 'WebSocket upgrade; its token handshake is tested in plugins/realtime.test.ts',
  'GET /ws/notifications': 'WebSocket upgrade (alias); see plugins/realtime.test.ts',
  'GET /dev/vnpay': 'the VNPay sandbox: an HTML payment page whose refusals are pages too; routes/premium/payments.test.ts walks it',
  'POST /dev/vnpay/pay': 'the VNPay sandbox form; routes/premium/payments.test.ts walks it (and its same-site check)',
  'POST /dev/vnpay/merchant_webapi/api/transaction': "the VNPay sandbox's merchant API (refund), answering in VNPay's JSON with its own codes; routes/premium/payments.test.ts walks it",
  'GET /dev/oidc/interaction/:uid': "the built-in OpenID provider's login page (dev only); walked over real HTTP in google-auth/google-auth.test.ts",
  'POST /dev/oidc/interaction/:uid/login': 'the built-in provider (dev only); see google-auth/google-auth.test.ts',
  'POST /dev/oidc/interaction/:uid/abort': 'the built-in provider (dev only); see google-auth/google-auth.test.ts',
  'GET /dev/jobs': "the job queue's dev view (dev only, refused from another site); jobs/job-alerts.test.ts walks it",
  'GET /dev/jobs.json': 'the same list as JSON; jobs/job-alerts.test.ts',
  'POST /dev/jobs/:name/run': 'runs a job now (dev only, refused from another site, 404 for an unknown job); jobs/job-alerts.test.ts',
  'GET /oauth/consent/:uid': "the site's consent page (index.html); the partner flow is walked over real HTTP in partner-oauth/partner-oauth.test.ts",
};

const ROWS: Row[] = [
  // Health, catalogue: public.
  { method: 'GET', route: '/api/health', url: () => '/api/health', expected: all(200) },
  { method: 'GET', route: '/api/fields/', url: () => '/api/fields/', expected: all(200) },
  { method: 'GET', route: '/api/fields/:id/', url: (w) => `/api/fields/${w.catalogue.fieldId}/`, expected: all(200) },
  { method: 'GET', route: '/api/positions/', url: () => '/api/positions/', expected: all(200) },
  { method: 'GET', route: '/api/positions/field/:field_id/', url: (w) => `/api/positions/field/${w.catalogue.fieldId}/`, expected: all(200) },
  { method: 'GET', route: '/api/position/:id/', url: (w) => `/api/position/${w.catalogue.positionId}/`, expected: all(200) },
  { method: 'GET', route: '/api/cities/', url: () => '/api/cities/', expected: all(200) },

  // Accounts. Public calls get the same answer whoever calls; bodies are deliberately invalid or
  // unknown so nothing changes.
  { method: 'POST', route: '/api/register/', url: () => '/api/register/', body: () => ({}), expected: all(400) },
  { method: 'POST', route: '/api/login/', url: () => '/api/login/', body: () => ({ username: 'nobody@example.vn', password: 'Sai-mat-khau-1' }), expected: all(400) },
  { method: 'POST', route: '/api/token-refresh/', url: () => '/api/token-refresh/', body: () => ({ refresh: 'not-a-refresh-token' }), expected: all(401) },
  { method: 'GET', route: '/api/activate/:token/', url: () => '/api/activate/not-a-token/', expected: all(400) },
  { method: 'POST', route: '/api/resend-it/', url: () => '/api/resend-it/', body: () => ({ email: 'nobody@example.vn' }), expected: all(200) },
  { method: 'POST', route: '/api/resend-activation/', url: () => '/api/resend-activation/', body: () => ({ email: 'nobody@example.vn' }), expected: all(200) },
  { method: 'POST', route: '/api/forgot-password/', url: () => '/api/forgot-password/', body: () => ({ email: 'nobody@example.vn' }), expected: all(200) },
  { method: 'POST', route: '/api/reset-password/', url: () => '/api/reset-password/', body: () => ({ token: 'not-a-token', password: 'Mat-khau-moi-1' }), expected: all(400) },
  { method: 'POST', route: '/api/reset-password/:token/', url: () => '/api/reset-password/not-a-token/', body: () => ({ password: 'Mat-khau-moi-1' }), expected: all(400) },
  { method: 'POST', route: '/api/change-password/', url: () => '/api/change-password/', body: () => ({}), expected: signedIn(400) },
  { method: 'POST', route: '/api/set-password/', url: () => '/api/set-password/', body: () => ({}), expected: signedIn(400) },
  { method: 'POST', route: '/api/logout/', url: () => '/api/logout/', body: () => ({ refresh: 'not-a-refresh-token' }), expected: all(200) },
  { method: 'POST', route: '/api/set-role/', url: () => '/api/set-role/', body: () => ({ role: 'candidate' }), expected: signedIn(400, { none: 200 }) },
  { method: 'GET', route: '/api/profile/', url: () => '/api/profile/', expected: signedIn(200) },
  { method: 'PUT', route: '/api/profile/update/', url: () => '/api/profile/update/', body: () => ({}), expected: signedIn(200) },
  { method: 'GET', route: '/profile/', url: () => '/profile/', expected: signedIn(200) },
  { method: 'PUT', route: '/profile/update/', url: () => '/profile/update/', body: () => ({}), expected: signedIn(200) },
  { method: 'PUT', route: '/api/profile/', url: () => '/api/profile/', body: () => ({}), expected: signedIn(200) },
  { method: 'PUT', route: '/profile/', url: () => '/profile/', body: () => ({}), expected: signedIn(200) },
  { method: 'GET', route: '/api/users/:id/info/', url: (w) => `/api/users/${w.users.owner.user.id}/info/`, expected: signedIn(200) },
  { method: 'GET', route: '/api/account/mail-preferences/', url: () => '/api/account/mail-preferences/', expected: signedIn(200) },
  { method: 'PUT', route: '/api/account/mail-preferences/', url: () => '/api/account/mail-preferences/', body: () => ({ news: true }), expected: signedIn(200) },
  // The signed token is the permission: without a valid one, everyone gets 403.
  { method: 'POST', route: '/api/mail/unsubscribe/', url: () => '/api/mail/unsubscribe/?token=1.news.forged', body: () => ({}), expected: all(403) },
  // Google sign-in: browser navigations answered with redirects (here the provider cannot be
  // reached: PUBLIC_URL is not served, so the start redirects with an error); the link for anyone
  // signed in (nobody here has Google linked). The real flow: google-auth/google-auth.test.ts.
  { method: 'GET', route: '/api/auth/google/login/', url: () => '/api/auth/google/login/', expected: all(302) },
  { method: 'GET', route: '/api/auth/google/callback/', url: () => '/api/auth/google/callback/?state=unknown&code=x', expected: all(302) },
  { method: 'GET', route: '/api/auth/google/link/', url: () => '/api/auth/google/link/', expected: signedIn(200) },
  { method: 'POST', route: '/api/auth/google/link/', url: () => '/api/auth/google/link/', expected: signedIn(400) },
  { method: 'DELETE', route: '/api/auth/google/link/', url: () => '/api/auth/google/link/', expected: signedIn(400) },

  // Enterprises: public reads; own company for employers; the certificate for its owner only.
  { method: 'GET', route: '/api/enterprises/', url: () => '/api/enterprises/', expected: all(200) },
  { method: 'GET', route: '/api/enterprises/search/', url: () => '/api/enterprises/search/', expected: all(200) },
  { method: 'GET', route: '/api/enterprises/premium/', url: () => '/api/enterprises/premium/', expected: all(200) },
  { method: 'GET', route: '/api/enterprises/:id/', url: (w) => `/api/enterprises/${w.owner.enterpriseId}/`, expected: all(200) },
  { method: 'GET', route: '/api/enterprises/:id/ (pending)', url: (w) => `/api/enterprises/${w.pending.enterpriseId}/`, expected: all(404) },
  {
    method: 'GET',
    route: '/api/enterprises/user/',
    url: () => '/api/enterprises/user/',
    expected: employers(200, 200),
    check: (caller, body, w) => expect(dataOf(envelope(z.object({ id: z.number() })), body).id).toBe(caller === 'owner' ? w.owner.enterpriseId : w.other.enterpriseId),
  },
  { method: 'GET', route: '/api/enterprises/user/certificate/', url: () => '/api/enterprises/user/certificate/', expected: employers(200, 404) },
  { method: 'POST', route: '/api/enterprises/create/', url: () => '/api/enterprises/create/', body: () => ({}), expected: employers(400, 400) },
  { method: 'PUT', route: '/api/enterprises/update/', url: () => '/api/enterprises/update/', body: () => ({}), expected: employers(400, 400) },
  // Admins get the platform's figures (SPEC §2: /enterprise/statistics is for employer or admin).
  { method: 'GET', route: '/api/enterprises/statistics/', url: () => '/api/enterprises/statistics/', expected: employers(200, 200, { admin: 200 }) },
  { method: 'GET', route: '/api/statistics/', url: () => '/api/statistics/', expected: employers(200, 200, { admin: 200 }) },

  // Job posts: public reads (a hidden post only for its owner).
  { method: 'GET', route: '/api/posts/', url: () => '/api/posts/', expected: all(200) },
  {
    method: 'GET',
    route: '/api/posts/search/',
    url: () => '/api/posts/search/?page_size=100',
    expected: all(200),
    schema: PostPageResponseSchema,
    check: (_caller, body, w) => {
      const listed = ids(dataOf(PostPageResponseSchema, body).results);
      expect(listed).toContain(w.posts.public);
      expect(listed).not.toContain(w.posts.pendingCompany); // its company is not approved yet
    },
  },
  { method: 'GET', route: '/api/posts/enterprise/:enterprise_id/', url: (w) => `/api/posts/enterprise/${w.owner.enterpriseId}/`, expected: all(200) },
  {
    method: 'GET',
    route: '/api/posts/enterprise/:enterprise_id/ (pending company)',
    url: (w) => `/api/posts/enterprise/${w.pending.enterpriseId}/`,
    expected: all(200),
    check: (_caller, body) => expect(dataOf(PostPageResponseSchema, body).results).toEqual([]),
  },
  { method: 'GET', route: '/api/post/:id/', url: (w) => `/api/post/${w.posts.public}/`, expected: all(200) },
  { method: 'GET', route: '/api/post/:id/ (hidden)', url: (w) => `/api/post/${w.posts.hidden}/`, expected: { ...all(404), owner: 200 } },
  { method: 'GET', route: '/api/post/:id/ (pending company)', url: (w) => `/api/post/${w.posts.pendingCompany}/`, expected: all(404) },
  // What crawlers and link previews read: the same for everyone; a post's picture only while the
  // post is public (its owner included: the picture is for visitors). Walked in seo/ and og/.
  { method: 'GET', route: '/robots.txt', url: () => '/robots.txt', expected: all(200) },
  { method: 'GET', route: '/sitemap.xml', url: () => '/sitemap.xml', expected: all(200) },
  { method: 'GET', route: '/sitemaps/:file', url: () => '/sitemaps/jobs-1.xml', expected: all(200) },
  { method: 'GET', route: '/og/default.png', url: () => '/og/default.png', expected: all(200) },
  { method: 'GET', route: '/og/job/:file', url: (w) => `/og/job/${w.posts.public}.png`, expected: all(200) },
  { method: 'GET', route: '/og/job/:file (hidden)', url: (w) => `/og/job/${w.posts.hidden}.png`, expected: all(404) },
  { method: 'GET', route: '/og/job/:file (pending company)', url: (w) => `/og/job/${w.posts.pendingCompany}.png`, expected: all(404) },

  // The employer's own posts: another employer gets 404 for the owner's post.
  {
    method: 'GET',
    route: '/api/posts/enterprise/',
    url: () => '/api/posts/enterprise/',
    expected: employers(200, 200),
    schema: envelope(EmployerPostPageSchema),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(EmployerPostPageSchema), body).results);
      if (caller === 'other') expect(listed).not.toContain(w.posts.public);
      else expect(listed).toContain(w.posts.hidden);
    },
  },
  { method: 'GET', route: '/api/post/enterprise/:id/', url: (w) => `/api/post/enterprise/${w.posts.hidden}/`, expected: employers(200, 404), schema: envelope(EmployerPostDetailSchema) },
  { method: 'POST', route: '/api/posts/create/', url: () => '/api/posts/create/', body: (w, ctx) => postBody(ctx, w.catalogue), expected: employers(201, 201), schema: envelope(EmployerPostDetailSchema) },
  { method: 'PUT', route: '/api/posts/update/:id/', url: (w) => `/api/posts/update/${w.posts.update}/`, body: (w, ctx) => postBody(ctx, w.catalogue, { title: 'Tin đã sửa bởi chủ' }), expected: employers(200, 404) },
  { method: 'PUT', route: '/api/post/:id/toggle-status/', url: (w) => `/api/post/${w.posts.toggle}/toggle-status/`, expected: employers(200, 404) },
  { method: 'PUT', route: '/api/post/:id/confirm/', url: (w) => `/api/post/${w.posts.hidden}/confirm/`, expected: employers(200, 404) },
  { method: 'DELETE', route: '/api/posts/delete/:id/', url: (w) => `/api/posts/delete/${w.posts.remove}/`, expected: employers(200, 404) },
  // Activated candidates and employers report; role none and admins get 403; nobody reports their own post.
  {
    method: 'POST',
    route: '/api/posts/report/',
    url: () => '/api/posts/report/',
    body: (w) => ({ post: w.posts.otherPublic, reason: 'Nội dung không phù hợp' }),
    expected: only({ candidate: 201, premium: 201, owner: 201, other: 400 }),
  },

  // Applications: the candidate and the post's owner only; contacts and files likewise.
  { method: 'POST', route: '/api/cv/create/', url: () => '/api/cv/create/', body: () => ({}), expected: candidates(400, 400) },
  {
    method: 'GET',
    route: '/api/cv/',
    url: () => '/api/cv/',
    expected: candidates(200, 200),
    schema: envelope(ApplicationPageSchema),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(ApplicationPageSchema), body).results);
      if (caller === 'premium') expect(listed).toEqual([]);
      else expect(listed).toContain(w.application);
    },
  },
  // 404 for another employer's post, the same answer as for a missing one (ids cannot be probed).
  { method: 'GET', route: '/api/cv/post/:post_id/', url: (w) => `/api/cv/post/${w.posts.public}/`, expected: employers(200, 404), schema: envelope(ApplicationPageSchema) },
  { method: 'GET', route: '/api/cv/post/:post_id/ (missing)', url: () => '/api/cv/post/2000000000/', expected: employers(404, 404) },
  { method: 'GET', route: '/api/cv/:id/', url: (w) => `/api/cv/${w.application}/`, expected: signedIn(404, { candidate: 200, owner: 200 }), schema: envelope(ApplicationSchema) },
  { method: 'GET', route: '/api/cv/:id/file/', url: (w) => `/api/cv/${w.application}/file/`, expected: signedIn(404, { candidate: 200, owner: 200 }) },
  // The signed link (cv_file_url) is the permission: anyone holding it reads the file, nobody without.
  { method: 'GET', route: '/api/cv/:id/file/signed/', url: (w) => signUrl(TEST_JWT_SECRET, `/api/cv/${w.application}/file/signed/`, new Date()), expected: all(200) },
  { method: 'GET', route: '/api/cv/:id/file/signed/ (unsigned)', url: (w) => `/api/cv/${w.application}/file/signed/`, expected: all(403) },
  // The CV library: each candidate their own (another candidate's answers 404); the multipart upload gets a JSON body here.
  {
    method: 'GET',
    route: '/api/profile/cvs/',
    url: () => '/api/profile/cvs/',
    expected: candidates(200, 200),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(z.array(z.object({ id: z.number() }))), body));
      if (caller === 'premium') expect(listed).toEqual([]);
      else expect(listed).toContain(w.savedCvs.kept);
    },
  },
  { method: 'POST', route: '/api/profile/cvs/', url: () => '/api/profile/cvs/', body: () => ({}), expected: candidates(400, 400) },
  { method: 'PATCH', route: '/api/profile/cvs/:id/', url: (w) => `/api/profile/cvs/${w.savedCvs.kept}/`, body: () => ({ name: 'CV đã đổi tên' }), expected: candidates(200, 404) },
  { method: 'GET', route: '/api/profile/cvs/:id/file/', url: (w) => `/api/profile/cvs/${w.savedCvs.kept}/file/`, expected: candidates(200, 404) },
  { method: 'DELETE', route: '/api/profile/cvs/:id/', url: (w) => `/api/profile/cvs/${w.savedCvs.toDelete}/`, expected: candidates(200, 404) },
  // The timeline and "who viewed my CV": the candidate's own only; another candidate gets 404, employers 403.
  { method: 'GET', route: '/api/cv/:id/timeline/', url: (w) => `/api/cv/${w.application}/timeline/`, expected: candidates(200, 404), schema: envelope(ApplicationTimelineSchema) },
  { method: 'GET', route: '/api/profile/cvs/:id/viewers/', url: (w) => `/api/profile/cvs/${w.savedCvs.kept}/viewers/`, expected: candidates(200, 404), schema: envelope(z.array(CvViewerSchema)) },
  { method: 'PUT', route: '/api/cv/:id/status/', url: (w) => `/api/cv/${w.application}/status/`, body: () => ({ status: 'approved', note: 'Hẹn phỏng vấn' }), expected: employers(200, 404) },
  { method: 'PUT', route: '/api/cv/:id/note/', url: (w) => `/api/cv/${w.application}/note/`, body: () => ({ note: 'Ứng viên tiềm năng' }), expected: employers(200, 404) },
  { method: 'POST', route: '/api/cv/mark-as-viewed/:id/', url: (w) => `/api/cv/mark-as-viewed/${w.application}/`, expected: employers(200, 404) },
  { method: 'DELETE', route: '/api/cv/:id/', url: (w) => `/api/cv/${w.withdrawA}/`, expected: candidates(200, 404) },
  { method: 'POST', route: '/api/cv/:id/withdraw/', url: (w) => `/api/cv/${w.withdrawB}/withdraw/`, expected: candidates(200, 404) },

  // Interviews.
  {
    method: 'POST',
    route: '/api/interviews/',
    url: () => '/api/interviews/',
    body: (w, ctx) => ({ cv: w.application, title: 'Phỏng vấn vòng 2', interview_date: new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString(), location: 'Văn phòng' }),
    expected: employers(201, 404),
    schema: envelope(InterviewSchema),
  },
  {
    method: 'GET',
    route: '/api/interviews/',
    url: () => '/api/interviews/',
    expected: only({ candidate: 200, premium: 200, owner: 200, other: 200 }),
    schema: envelope(paged(InterviewSchema)),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(paged(InterviewSchema)), body).results);
      if (caller === 'premium' || caller === 'other') expect(listed).not.toContain(w.interview);
      else expect(listed).toContain(w.interview);
    },
  },
  { method: 'POST', route: '/api/interviews/:id/respond/', url: (w) => `/api/interviews/${w.interview}/respond/`, body: () => ({ response: 'accepted' }), expected: candidates(200, 404) },

  // Saved posts, criteria, recommendations: candidates, each on their own rows.
  { method: 'POST', route: '/api/saved-posts/save/', url: () => '/api/saved-posts/save/', body: (w) => ({ post_id: w.posts.otherPublic }), expected: candidates(400, 201) }, // the candidate saved it already
  {
    method: 'GET',
    route: '/api/saved-posts/',
    url: () => '/api/saved-posts/',
    expected: candidates(200, 200),
    schema: envelope(SavedPostPageSchema),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(SavedPostPageSchema), body).results);
      if (caller === 'premium') expect(listed).not.toContain(w.savedPublic);
      else expect(listed).toContain(w.savedPublic);
    },
  },
  { method: 'GET', route: '/api/saved-posts/post/:post_id/check/', url: (w) => `/api/saved-posts/post/${w.posts.public}/check/`, expected: candidates(200, 200) },
  { method: 'DELETE', route: '/api/saved-posts/:id/delete/', url: (w) => `/api/saved-posts/${w.savedPublic}/delete/`, expected: candidates(200, 404) },
  { method: 'DELETE', route: '/api/saved-posts/post/:post_id/delete/', url: (w) => `/api/saved-posts/post/${w.posts.otherPublic}/delete/`, expected: candidates(200, 200) },
  { method: 'GET', route: '/api/criteria/', url: () => '/api/criteria/', expected: candidates(200, 200) },
  { method: 'GET', route: '/api/posts/recommended/', url: () => '/api/posts/recommended/', expected: candidates(200, 200) },
  { method: 'POST', route: '/api/criteria/create/', url: () => '/api/criteria/create/', body: () => ({ city: 'Đà Nẵng' }), expected: candidates(400, 201) },
  { method: 'PUT', route: '/api/criteria/update/', url: () => '/api/criteria/update/', body: () => ({ city: 'Hà Nội' }), expected: candidates(200, 200) },
  { method: 'GET', route: '/api/criteria/alert-preview/', url: () => '/api/criteria/alert-preview/', expected: candidates(200, 200) },
  { method: 'DELETE', route: '/api/criteria/delete/', url: () => '/api/criteria/delete/', expected: candidates(200, 200) },

  // Notifications: each user their own; another user's notification is 404.
  {
    method: 'GET',
    route: '/api/notifications/',
    url: () => '/api/notifications/',
    expected: signedIn(200),
    schema: envelope(NotificationPageSchema),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(NotificationPageSchema), body).results);
      if (caller !== 'owner') expect(listed).not.toContain(w.ownerNotification);
      if (caller !== 'candidate') expect(listed).not.toContain(w.candidateNotification);
    },
  },
  { method: 'GET', route: '/api/notifications/unread-count/', url: () => '/api/notifications/unread-count/', expected: signedIn(200) },
  { method: 'GET', route: '/api/notifications/:id/', url: (w) => `/api/notifications/${w.ownerNotification}/`, expected: signedIn(404, { owner: 200 }), schema: envelope(NotificationSchema) },
  { method: 'POST', route: '/api/notifications/:id/read/', url: (w) => `/api/notifications/${w.ownerNotification}/read/`, expected: signedIn(404, { owner: 200 }) },
  {
    method: 'POST',
    route: '/api/notifications/create/',
    url: () => '/api/notifications/create/',
    body: (w) => ({ notification_type: 'cv_viewed', recipient_id: w.users.candidate.user.id, object_id: w.application, title: 'x', message: 'x' }),
    // Only the owner of the applied-to post (or an admin): the other employer has no relation to the
    // candidate (403). The owner already sent this cv_viewed (mark-as-viewed above): 200, not 201.
    expected: signedIn(403, { owner: 200, admin: 201 }),
  },
  {
    method: 'POST',
    route: '/api/notifications/create-system/',
    url: () => '/api/notifications/create-system/',
    body: (w) => ({ recipient_id: w.users.candidate.user.id, title: 'Bảo trì', message: 'JobHub bảo trì lúc 23:00.' }),
    expected: only({ admin: 201 }),
  },
  { method: 'POST', route: '/api/notifications/mark-all-as-read/', url: () => '/api/notifications/mark-all-as-read/', expected: signedIn(200) },

  // Chat: conversations and messages are the caller's own; only the recipient marks read.
  { method: 'GET', route: '/api/conversations/', url: () => '/api/conversations/', expected: signedIn(200) },
  { method: 'GET', route: '/api/conversations/contacts/', url: () => '/api/conversations/contacts/', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/messages/',
    // Each caller asks for the conversation with the candidate; the candidate asks for the owner's.
    url: (w, caller) => `/api/messages/?user_id=${(caller === 'candidate' ? w.users.owner : w.users.candidate).user.id}`,
    expected: signedIn(200),
    schema: envelope(MessagePageSchema),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(MessagePageSchema), body).results);
      if (caller === 'owner' || caller === 'candidate') expect(listed).toContain(w.message);
      else expect(listed).not.toContain(w.message);
    },
  },
  { method: 'GET', route: '/api/messages/latest/', url: () => '/api/messages/latest/', expected: signedIn(200) },
  { method: 'GET', route: '/api/messages/unread/', url: () => '/api/messages/unread/', expected: signedIn(200) },
  { method: 'POST', route: '/api/messages/:id/read/', url: (w) => `/api/messages/${w.message}/read/`, expected: signedIn(404, { owner: 403, candidate: 200 }) },
  { method: 'POST', route: '/api/messages/:id/report/', url: (w) => `/api/messages/${w.message}/report/`, expected: signedIn(404, { owner: 403, candidate: 200 }) },
  {
    method: 'POST',
    route: '/api/messages/send/',
    url: () => '/api/messages/send/',
    body: (w) => ({ recipient: w.users.other.user.id, content: 'Xin chào' }),
    expected: signedIn(201, { none: 403, candidate: 403, other: 400 }),
  },

  // JobHub AI: any signed-in user, each on their own sessions (another user's answers 404).
  {
    method: 'GET',
    route: '/api/gemini-chat/sessions/',
    url: () => '/api/gemini-chat/sessions/',
    expected: signedIn(200),
    schema: envelope(z.array(AssistantSessionSchema)),
    check: (caller, body, w) => {
      const listed = ids(dataOf(envelope(z.array(AssistantSessionSchema)), body));
      if (caller === 'candidate') expect(listed).toContain(w.assistant.session);
      else expect(listed).not.toContain(w.assistant.session);
    },
  },
  { method: 'POST', route: '/api/gemini-chat/sessions/create/', url: () => '/api/gemini-chat/sessions/create/', body: () => ({}), expected: signedIn(201) },
  { method: 'GET', route: '/api/gemini-chat/sessions/:id/', url: (w) => `/api/gemini-chat/sessions/${w.assistant.session}/`, expected: signedIn(404, { candidate: 200 }), schema: envelope(AssistantSessionDetailSchema) },
  {
    method: 'PUT',
    route: '/api/gemini-chat/sessions/:id/update-title/',
    url: (w) => `/api/gemini-chat/sessions/${w.assistant.session}/update-title/`,
    body: () => ({ title: 'Tiêu đề mới' }),
    expected: signedIn(404, { candidate: 200 }),
  },
  {
    method: 'POST',
    route: '/api/gemini-chat/send-message/',
    url: () => '/api/gemini-chat/send-message/',
    body: (w) => ({ message: 'Xin chào', session_id: w.assistant.session }),
    expected: signedIn(404, { candidate: 200 }),
  },
  {
    method: 'POST',
    route: '/api/gemini-chat/stream/',
    url: () => '/api/gemini-chat/stream/',
    body: (w) => ({ message: 'Xin chào', session_id: w.assistant.session }),
    expected: signedIn(404, { candidate: 200 }),
  },
  { method: 'DELETE', route: '/api/gemini-chat/sessions/:id/delete/', url: (w) => `/api/gemini-chat/sessions/${w.assistant.toDelete}/delete/`, expected: signedIn(404, { candidate: 200 }) },

  // Admin moderation.
  { method: 'GET', route: '/api/admin/enterprises/', url: () => '/api/admin/enterprises/', expected: only({ admin: 200 }), schema: envelope(AdminEnterprisePageSchema) },
  { method: 'GET', route: '/api/admin/enterprises/:id/certificate/', url: (w) => `/api/admin/enterprises/${w.owner.enterpriseId}/certificate/`, expected: only({ admin: 200 }) },
  { method: 'POST', route: '/api/admin/enterprises/:id/approve/', url: (w) => `/api/admin/enterprises/${w.pending.enterpriseId}/approve/`, expected: only({ admin: 200 }) },
  { method: 'POST', route: '/api/admin/enterprises/:id/reject/', url: (w) => `/api/admin/enterprises/${w.pending.enterpriseId}/reject/`, expected: only({ admin: 200 }) },
  { method: 'GET', route: '/api/admin/mail-failures/', url: () => '/api/admin/mail-failures/', expected: only({ admin: 200 }) },
  { method: 'GET', route: '/api/admin/reports/', url: () => '/api/admin/reports/', expected: only({ admin: 200 }), schema: envelope(AdminReportPageSchema) },
  { method: 'POST', route: '/api/admin/reports/:id/take-down/', url: (w) => `/api/admin/reports/${w.reports.takeDown}/take-down/`, expected: only({ admin: 200 }) },
  { method: 'POST', route: '/api/admin/reports/:id/dismiss/', url: (w) => `/api/admin/reports/${w.reports.dismiss}/dismiss/`, expected: only({ admin: 200 }) },
  {
    method: 'GET',
    route: '/api/admin/flagged-conversations/',
    url: () => '/api/admin/flagged-conversations/',
    expected: only({ admin: 200 }),
    schema: envelope(paged(FlaggedConversationSchema)),
  },

  // Premium packages and payments (before the cancel rows: the Premium caller is still Premium).
  { method: 'GET', route: '/api/premium/packages/', url: () => '/api/premium/packages/', expected: signedIn(200) },
  // Package 1 is the seeded 'Gói Premium Tháng' (candidates): the Premium candidate is refused (already
  // Premium), employers too (another role's package), the plain candidate gets a payment URL.
  {
    method: 'POST',
    route: '/api/premium/purchase/',
    url: () => '/api/premium/purchase/',
    body: () => ({ package_id: 1 }),
    expected: only({ candidate: 200, premium: 400, owner: 400, other: 400 }),
  },
  // VNPay's callbacks are public (VNPay and the browser call them); junk is refused in VNPay's terms.
  { method: 'GET', route: '/api/vnpay/payment-return/', url: () => '/api/vnpay/payment-return/?vnp_TxnRef=x', expected: all(302) },
  { method: 'GET', route: '/api/vnpay/ipn/', url: () => '/api/vnpay/ipn/?vnp_TxnRef=x', expected: all(200) },
  { method: 'GET', route: '/api/admin/payments/', url: () => '/api/admin/payments/', expected: only({ admin: 200 }) },

  // "Sign in with JobHub": the admin's partner apps, the consent calls (which also need the
  // provider's interaction cookie: none here, so 400 for every signed-in caller), connected apps.
  // The whole flow: partner-oauth/partner-oauth.test.ts.
  { method: 'GET', route: '/api/admin/partner-apps/', url: () => '/api/admin/partner-apps/', expected: only({ admin: 200 }) },
  { method: 'POST', route: '/api/admin/partner-apps/', url: () => '/api/admin/partner-apps/', body: () => ({}), expected: only({ admin: 400 }) },
  {
    method: 'PUT',
    route: '/api/admin/partner-apps/:client_id/',
    url: () => '/api/admin/partner-apps/jh_unknown/',
    body: () => ({ name: 'Đối tác', allowed_origins: ['https://doitac.example'], redirect_uris: ['https://doitac.example/cb'], scopes: ['chat'] }),
    expected: only({ admin: 404 }),
  },
  { method: 'POST', route: '/api/admin/partner-apps/:client_id/disable/', url: () => '/api/admin/partner-apps/jh_unknown/disable/', expected: only({ admin: 404 }) },
  { method: 'GET', route: '/oauth/consent/:uid/details/', url: () => '/oauth/consent/unknown/details/', expected: signedIn(400) },
  { method: 'POST', route: '/oauth/consent/:uid/decision/', url: () => '/oauth/consent/unknown/decision/', body: () => ({ allow: true }), expected: signedIn(400) },
  { method: 'GET', route: '/api/profile/connected-apps/', url: () => '/api/profile/connected-apps/', expected: signedIn(200) },
  { method: 'POST', route: '/api/profile/connected-apps/:client_id/revoke/', url: () => '/api/profile/connected-apps/jh_unknown/revoke/', expected: signedIn(404) },
  { method: 'POST', route: '/api/admin/payments/:id/refund/', url: () => '/api/admin/payments/999999/refund/', expected: only({ admin: 404 }) },

  // Premium: any signed-in user cancels their own (walked last: the Premium caller loses it here).
  { method: 'POST', route: '/auth/delete-premium/', url: () => '/auth/delete-premium/', expected: signedIn(200) },
  { method: 'POST', route: '/api/delete-premium/', url: () => '/api/delete-premium/', expected: signedIn(200) },

  // Dev outbox: served only without SMTP_URL and with DEV_MAIL_ENABLED (default outside production,
  // as in tests), to anyone; routes/dev-mail/dev-mail.test.ts checks production hides it.
  { method: 'GET', route: '/dev/mail', url: () => '/dev/mail', expected: all(200) },
  { method: 'GET', route: '/dev/mail.json', url: () => '/dev/mail.json', expected: all(200) },
];

/** `METHOD /path` without trailing slash or the row's "(variant)" note. */
const routeKey = (method: string, route: string) => `${method} ${route.replace(/ \(.*\)$/, '').replace(/\/+$/, '')}`;

/**
 * Every `METHOD /path` the app serves, read from `printRoutes({ commonPrefix: false })`: each line
 * is a tree node whose text continues its parent's path. HEAD (automatic for GET) and the
 * OPTIONS catch-all are left out.
 */
function servedRoutes(tree: string): Set<string> {
  const served = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD' || (method === 'OPTIONS' && path === '*')) continue;
      served.add(routeKey(method, path));
    }
  }
  return served;
}

/**
 * The walk's fixtures. Independent rows are written concurrently (PostgreSQL takes them on several
 * connections; PGlite queues them), and every user shares
 * TEST_PASSWORD's precomputed hash: this hook once timed out under a loaded full run (#24).
 */
async function buildWorld(ctx: TestContext): Promise<World> {
  const [catalogue, certificate, candidate, premium, none, admin] = await Promise.all([
    createCatalogue(ctx),
    storePrivateFile(ctx, 'certificates', TEST_PDF, 'pdf'),
    createUser(ctx, { role: 'candidate' }),
    createUser(ctx, { role: 'candidate', is_premium: true, premium_expiry: new Date(ctx.clock.now().getTime() + 30 * 86_400_000) }),
    createUser(ctx, { role: 'none' }),
    createUser(ctx, { role: 'admin' }),
  ]);
  const [owner, other, pending] = await Promise.all([createEmployer(ctx, { certificate }), createEmployer(ctx), createEmployer(ctx, { state: 'pending' })]);

  // The owner has two live posts (public, toggle), so creating a third stays within the free limit.
  // One after the other: checks read some of them in id order.
  const posts = {
    public: await insertPost(ctx, owner, catalogue, { title: 'Kỹ sư phần mềm của chủ' }),
    hidden: await insertPost(ctx, owner, catalogue, { is_active: false }),
    toggle: await insertPost(ctx, owner, catalogue),
    update: await insertPost(ctx, owner, catalogue, { is_active: false }),
    remove: await insertPost(ctx, owner, catalogue, { is_active: false }),
    withdrawA: await insertPost(ctx, owner, catalogue, { is_active: false }),
    withdrawB: await insertPost(ctx, owner, catalogue, { is_active: false }),
    otherPublic: await insertPost(ctx, other, catalogue),
    reportedA: await insertPost(ctx, other, catalogue),
    // Hidden, so the other employer has two live posts and may create a third.
    reportedB: await insertPost(ctx, other, catalogue, { is_active: false }),
    pendingCompany: await insertPost(ctx, pending, catalogue, { title: 'Tin của công ty chờ duyệt' }),
  };
  const application = await insertApplication(ctx, posts.public, candidate.user.id);
  const withdrawA = await insertApplication(ctx, posts.withdrawA, candidate.user.id);
  const withdrawB = await insertApplication(ctx, posts.withdrawB, candidate.user.id);
  const now = ctx.clock.now();
  const interview = await insertInterview(ctx.database.db, {
    applicationId: application,
    title: 'Phỏng vấn vòng 1',
    date: new Date(now.getTime() + 2 * 86_400_000),
    location: 'Hà Nội',
    meetingLink: null,
    note: null,
    now,
  });
  const ownerNotification = await insertNotification(ctx.database.db, {
    recipientId: owner.user.id,
    type: 'new_application',
    title: 'Hồ sơ mới',
    message: 'Ứng viên mới',
    objectId: application,
  });
  const candidateNotification = await insertNotification(ctx.database.db, { recipientId: candidate.user.id, type: 'system', title: 'Chào mừng', message: 'Chào mừng' });
  const message = await insertMessage(ctx.database.db, { senderId: owner.user.id, recipientId: candidate.user.id, content: 'Mời bạn phỏng vấn' });
  const [saved] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into saved_posts (user_id, post_id) values (${candidate.user.id}, ${posts.public}) returning id`,
  );
  await ctx.database.db.execute(sql`insert into saved_posts (user_id, post_id) values (${candidate.user.id}, ${posts.otherPublic})`);
  await ctx.database.db.execute(sql`insert into criteria (user_id, city, field_id) values (${candidate.user.id}, 'Hà Nội', ${catalogue.fieldId})`);
  const savedCv = async (name: string) => {
    const key = await storePrivateFile(ctx, 'cv', TEST_PDF, 'pdf');
    const [row] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into saved_cvs (user_id, name, cv_path, file_name, file_type, size) values (${candidate.user.id}, ${name}, ${key}, 'cv.pdf', 'pdf', ${TEST_PDF.length}) returning id`,
    );
    return Number(row!.id);
  };
  const savedCvs = { kept: await savedCv('CV giữ lại'), toDelete: await savedCv('CV sẽ xoá') };
  const reports = {
    takeDown: await insertReport(ctx, posts.reportedA, candidate.user.id),
    dismiss: await insertReport(ctx, posts.reportedB, premium.user.id),
  };
  return {
    catalogue,
    users: { none, candidate, premium, owner, other, admin },
    owner,
    other,
    pending,
    posts,
    application,
    withdrawA,
    withdrawB,
    interview,
    ownerNotification: ownerNotification.id,
    candidateNotification: candidateNotification.id,
    message: message.id,
    savedPublic: Number(saved!.id),
    reports,
    savedCvs,
    assistant: {
      session: (await createSession(ctx.database.db, candidate.user.id, 'Việc của ứng viên', new Date())).id,
      toDelete: (await createSession(ctx.database.db, candidate.user.id, 'Sẽ xoá', new Date())).id,
    },
  };
}

describeEachDatabase('authorization walk', (kind) => {
  const ctx = useTestContext(kind);
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(ctx());
  });

  it('lists every served endpoint exactly once (new routes must join the walk)', () => {
    const served = servedRoutes(ctx().app.printRoutes({ commonPrefix: false }));
    const walked = new Set([...ROWS.map((row) => routeKey(row.method, row.route)), ...Object.keys(NOT_WALKED)]);
    expect([...served].filter((key) => !walked.has(key)).sort(), 'served but not in the walk').toEqual([]);
    expect([...walked].filter((key) => !served.has(key)).sort(), 'in the walk but not served').toEqual([]);
  });

  describe('each endpoint × each caller', () => {
    for (const row of ROWS) {
      it(`${row.method} ${row.route}`, async () => {
        const outcomes: string[] = [];
        for (const caller of CALLERS) {
          const who = caller === 'anonymous' ? undefined : world.users[caller];
          const body = row.body?.(world, ctx());
          const response = await ctx().inject({
            method: row.method,
            url: row.url(world, caller),
            headers: { accept: 'application/json', ...(who?.headers ?? {}) },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          const got = response.statusCode;
          outcomes.push(`${caller}: ${got}${got === row.expected[caller] ? '' : ` (expected ${row.expected[caller]})`}`);
          const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
          if (got >= 400) {
            // Every refusal is the contract's error body, and never carries data.
            const error = ApiErrorBodySchema.parse(response.json());
            expect(error.status).toBe(got);
            expect(response.json()).not.toHaveProperty('data');
          } else if (got === row.expected[caller]) {
            if (row.schema && json) z.parse(row.schema, response.json());
            if (row.check) row.check(caller, json ? response.json() : undefined, world);
          }
        }
        expect(outcomes.filter((line) => line.includes('expected')), outcomes.join(', ')).toEqual([]);
      });
    }
  });

  it('left every protected row as only its owner could change it', async () => {
    const db = ctx().database.db;
    const [post] = await selectRows<{ title: string; is_active: boolean }>(db, sql`select title, is_active from posts where id = ${world.posts.public}`);
    expect(post).toMatchObject({ title: 'Kỹ sư phần mềm của chủ', is_active: true });
    const [updated] = await selectRows<{ title: string }>(db, sql`select title from posts where id = ${world.posts.update}`);
    expect(updated?.title).toBe('Tin đã sửa bởi chủ');
    const [application] = await selectRows<{ status: string; note: string | null }>(db, sql`select status, note from applications where id = ${world.application}`);
    expect(application).toMatchObject({ status: 'approved', note: 'Ứng viên tiềm năng' });
    const [company] = await selectRows<{ company_name: string }>(db, sql`select company_name from enterprises where id = ${world.owner.enterpriseId}`);
    expect(company?.company_name).toBe(world.owner.companyName);
    const [candidateNote] = await selectRows<{ is_read: boolean }>(db, sql`select is_read from notifications where id = ${world.candidateNotification}`);
    expect(candidateNote?.is_read).toBe(true); // by the candidate's own mark-all-as-read
    const [message] = await selectRows<{ content: string; is_read: boolean }>(db, sql`select content, is_read from messages where id = ${world.message}`);
    expect(message).toMatchObject({ content: 'Mời bạn phỏng vấn', is_read: true });
    const reported = await selectRows<{ id: number; is_removed: boolean }>(
      db,
      sql`select id, is_removed from posts where id in (${world.posts.reportedA}, ${world.posts.reportedB}) order by id`,
    );
    expect(reported.map((row) => row.is_removed)).toEqual([true, false]);
    const [premium] = await selectRows<{ is_premium: boolean }>(db, sql`select is_premium from users where id = ${world.users.premium.user.id}`);
    expect(premium?.is_premium).toBe(false);
    const history = await selectRows<{ user_id: number }>(db, sql`select user_id from premium_history`);
    expect(history.map((row) => row.user_id)).toEqual([world.users.premium.user.id]); // others had no Premium to cancel
    const sessions = await selectRows<{ id: number; title: string }>(db, sql`select id, title from assistant_sessions where user_id = ${world.users.candidate.user.id} and id in (${world.assistant.session}, ${world.assistant.toDelete})`);
    expect(sessions).toEqual([{ id: world.assistant.session, title: 'Tiêu đề mới' }]);
    const library = await selectRows<{ id: number; name: string }>(db, sql`select id, name from saved_cvs order by id`);
    expect(library.map((row) => [Number(row.id), row.name])).toEqual([[world.savedCvs.kept, 'CV đã đổi tên']]);
    const turns = await selectRows<{ user_id: number; role: string }>(db, sql`select user_id, role from assistant_messages where session_id = ${world.assistant.session} order by id`);
    expect(turns.map((turn) => [Number(turn.user_id), turn.role])).toEqual(
      ['user', 'assistant', 'user', 'assistant'].map((role) => [world.users.candidate.user.id, role]),
    );
  });
});
