/** Helpers for API tests: users, tokens, mails. */
import { desc } from 'drizzle-orm';
import type { LoginData, Role } from '@jobhub/sdk/contract';
import { LoginResponseSchema } from '@jobhub/sdk/contract';
import { mailOutbox, type UserRow } from '../db/schema/accounts';
import { hashPassword } from '../routes/accounts/password-hash';
import { insertUser } from '../repositories/users';
import type { TestContext } from './context';

let counter = 0;
/** A unique suffix for usernames and e-mails within a run. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}

export const TEST_PASSWORD = 'Mat-khau-123';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  fullname: string;
  gender: 'male' | 'female' | 'other';
  role: 'candidate' | 'employer';
}

export function registerInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const suffix = uniqueSuffix();
  return {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.vn`,
    password: TEST_PASSWORD,
    fullname: 'Nguyễn Văn Thử',
    gender: 'male',
    role: 'candidate',
    ...overrides,
  };
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  created_at: Date;
}

/** Mails in the dev outbox, newest first (optionally only to one address), once mails being written are. */
export async function readMails(ctx: TestContext, to?: string): Promise<OutboxMail[]> {
  await ctx.app.background.idle();
  const rows = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  return to ? rows.filter((row) => row.to.toLowerCase() === to.toLowerCase()) : rows;
}

/** The newest mail to `to`, or throws. */
export async function lastMail(ctx: TestContext, to: string): Promise<OutboxMail> {
  const [mail] = await readMails(ctx, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The token at the end of the first link matching `pathPrefix` in the newest mail to `to`. */
export async function tokenFromMail(ctx: TestContext, to: string, pathPrefix: '/api/activate/' | '/reset-password/'): Promise<string> {
  const mail = await lastMail(ctx, to);
  const escaped = pathPrefix.replace(/[/]/g, '\\/');
  const match = new RegExp(`${escaped}([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}" to ${to}`);
  return match[1];
}

/** POST /api/register/ and expect 201. */
export async function registerUser(ctx: TestContext, overrides: Partial<RegisterInput> = {}): Promise<RegisterInput> {
  const input = registerInput(overrides);
  const response = await ctx.inject({ method: 'POST', url: '/api/register/', payload: input });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return input;
}

/** Registers through the API and activates through the mailed link. */
export async function registerAndActivate(ctx: TestContext, overrides: Partial<RegisterInput> = {}): Promise<RegisterInput> {
  const input = await registerUser(ctx, overrides);
  const token = await tokenFromMail(ctx, input.email, '/api/activate/');
  const response = await ctx.inject({ method: 'GET', url: `/api/activate/${token}/`, headers: { accept: 'application/json' } });
  if (response.statusCode !== 200) throw new Error(`activate failed: ${response.statusCode} ${response.body}`);
  return input;
}

/** POST /api/login/ and return the parsed data (throws unless 200). */
export async function loginAs(ctx: TestContext, username: string, password = TEST_PASSWORD): Promise<LoginData> {
  const response = await ctx.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return LoginResponseSchema.parse(response.json()).data;
}

/**
 * TEST_PASSWORD's argon2id hash, made once with `hashPassword`'s settings (m=19456, t=2, p=1), so a
 * test file's users cost no hash at all (one is ~0.5 s, over 1 s on a loaded machine, and comes on
 * top of the database start in a setup hook; #24). `helpers.test.ts` checks that it verifies and
 * has the settings `hashPassword` uses today.
 */
export const TEST_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$2VGYme3f8fkOJJpAyTwxJg$iNM+UkgcPWJh2/64JlPpgwMXdSDS7INKXVTCF9Icxgc';

/**
 * argon2id is slow on purpose (tens of milliseconds a hash): users made with the same password
 * share one real hash per process, which every login verifies like any other.
 */
const passwordHashes = new Map<string, Promise<string>>([[TEST_PASSWORD, Promise.resolve(TEST_PASSWORD_HASH)]]);
function testPasswordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

export interface CreatedUser {
  user: UserRow;
  password: string;
  /** Access JWT signed by the app. */
  access: string;
  /** `{ authorization: 'Bearer …' }` */
  headers: { authorization: string };
}

/**
 * Inserts a user directly (fast: no HTTP, no mail) and signs an access token for it.
 * @example const employer = await createUser(ctx, { role: 'employer' }); ctx.inject({ ..., headers: employer.headers })
 */
export async function createUser(
  ctx: TestContext,
  options: { role?: Role; is_active?: boolean; is_banned?: boolean; is_premium?: boolean; premium_expiry?: Date | null; fullname?: string; password?: string } = {},
): Promise<CreatedUser> {
  const suffix = uniqueSuffix();
  const password = options.password ?? TEST_PASSWORD;
  const user = await insertUser(ctx.database.db, {
    username: `u_${suffix}`,
    email: `u_${suffix}@example.vn`,
    password_hash: await testPasswordHash(password),
    fullname: options.fullname ?? 'Người Dùng Thử',
    gender: 'other',
    role: options.role ?? 'candidate',
    is_active: options.is_active ?? true,
    is_banned: options.is_banned ?? false,
    is_premium: options.is_premium ?? false,
    premium_expiry: options.premium_expiry ?? null,
  });
  const access = await ctx.app.auth.signAccess(user);
  return { user, password, access, headers: bearer(access) };
}

export function bearer(access: string): { authorization: string } {
  return { authorization: `Bearer ${access}` };
}

/** Status and JSON body of an API answer, as {@link callApi} returns them. */
export interface ApiCall {
  status: number;
  body: unknown;
}

/**
 * Sends a request as `user` (anonymous without one) and reads the JSON answer; parse `body` with
 * its contract schema.
 * @example const { status, body } = await callApi(ctx(), 'POST', '/api/saved-posts/save/', candidate, { post_id: 1 });
 */
export async function callApi(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: { headers: Record<string, string> } | null,
  payload?: unknown,
): Promise<ApiCall> {
  const response = await ctx.inject({
    method,
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}
