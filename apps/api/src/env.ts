/**
 * Environment of the API: the only module that reads `process.env`. Every value is parsed with zod;
 * a bad value stops start-up with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { weakSecretReason } from './lib/secret-strength';
import { STORAGE_VARIABLES, storageSettings, type StorageSettings } from './storage/storage-settings';

/** Root of the monorepo (apps/api/src/env.ts → ../../..), so defaults do not depend on the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const BOOL_WORDS = ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'] as const;

const bool = (fallback: boolean) =>
  z
    .enum(BOOL_WORDS, { error: 'must be one of true, false, 1, 0, yes, no, on, off' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value)));

/** A boolean whose default depends on other variables: undefined when unset or blank. */
const optionalBool = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
  .pipe(
    z
      .enum(BOOL_WORDS, { error: 'must be one of true, false, 1, 0, yes, no, on, off' })
      .optional()
      .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(value))),
  );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const url = (protocols: RegExp, what: string) =>
  optionalString.pipe(
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.test(new URL(value).protocol), {
        error: `must be a ${what} URL`,
      })
      .optional(),
  );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY lists. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP, an IP/prefix (CIDR) or one of {@link PROXY_RANGE_NAMES}. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, blank or `false` → no proxy is trusted (the socket's address is the client);
 * a whole number → that many proxy hops in front of the API; otherwise a comma-separated list of
 * proxy addresses (IP, CIDR, or loopback / linklocal / uniquelocal). `true` (trust any sender of
 * X-Forwarded-For) is refused: it lets every client choose its own address.
 */
const trustProxy = optionalString.pipe(
  z
    .string()
    .optional()
    .transform((value, context): number | string[] | false => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
      context.issues.push({
        code: 'custom',
        input: value,
        message: 'must be a hop count or a comma-separated list of proxy IPs / CIDRs (true is not allowed: it trusts any client)',
      });
      return z.NEVER;
    }),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  DATA_DIR: optionalString,
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://'),
  REDIS_URL: url(/^rediss?:$/, 'redis://'),
  SMTP_URL: url(/^smtps?:$/, 'smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('JobHub <no-reply@jobhub.local>'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  SITE_DIR: optionalString,
  SITE_RENDERER: optionalString,
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  WIDGETS_DIR: optionalString,
  UPLOAD_DIR: optionalString,
  ...STORAGE_VARIABLES,
  SEED: bool(true),
  AUTO_APPROVE_ENTERPRISES: optionalBool,
  DEV_MAIL_ENABLED: optionalBool,
  RATE_LIMIT_ENABLED: bool(true),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: trustProxy,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VNPAY_TMN_CODE: optionalString,
  VNPAY_HASH_SECRET: optionalString,
  VNPAY_URL: url(/^https?:$/, 'http(s)'),
  VNPAY_API_URL: url(/^https?:$/, 'http(s)'),
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: url(/^https?:$/, 'http(s)'),
  GEMINI_MODEL: optionalString,
  PARTNER_OIDC_SIGNING_KEY: optionalString,
  APPLICATION_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  APPLICATION_AUTO_CLOSE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Issue 30: days without the employer's confirmation before the reminder, and before the pause. */
  POST_CONFIRM_REMIND_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  POST_CONFIRM_PAUSE_DAYS: z.coerce.number().int().min(1).max(365).default(37),
});

/** Parsed, defaulted configuration of the API. */
export interface Env {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  /** Must be a loopback address unless NODE_ENV=production (see isLoopbackHost). */
  HOST: string;
  /**
   * Origin the browser uses; links in e-mails, Google's redirect and the CSP point here. No
   * trailing slash. Required in production; elsewhere it defaults to the address the server
   * listens on (`http://${HOST}:${PORT}`), so `PORT=8100 npm start` links to port 8100.
   */
  PUBLIC_URL: string;
  DATA_DIR: string;
  /** Unset → embedded PGlite at `${DATA_DIR}/db` (outside production only: production requires it). */
  DATABASE_URL: string | undefined;
  REDIS_URL: string | undefined;
  /** Unset → mails go to the outbox table (readable at /dev/mail when DEV_MAIL_ENABLED). */
  SMTP_URL: string | undefined;
  MAIL_FROM: string;
  JWT_SECRET: string;
  SITE_DIR: string;
  /** The site's server renderer (`vite build --ssr`); without it every page is the app shell. */
  SITE_RENDERER: string;
  /**
   * How long a server-rendered public page is served again without rendering it
   * (plugins/page-cache.ts); 0 renders every request. Default 10 in production, 0 elsewhere (a
   * developer changing data by hand sees it at once).
   */
  PAGE_CACHE_SECONDS: number;
  /** The widgets' CDN files (jobhub.js, the hashed modules, manifest.json), served at the site root. */
  WIDGETS_DIR: string;
  /** Uploads on disk; with STORAGE=s3, only the local staging of uploads being received and checked. */
  UPLOAD_DIR: string;
  /** Where uploads are kept: `disk` (UPLOAD_DIR, the default) or an S3-compatible bucket (storage/storage-settings.ts). */
  STORAGE: StorageSettings;
  /** Demo data on first start (db/seed.ts). Always false in production, whatever SEED says. */
  SEED: boolean;
  /**
   * New companies start approved. Off by default in every NODE_ENV: companies wait for an
   * admin's approval (the /admin queue); turn it on for a demo or a test that needs it.
   */
  AUTO_APPROVE_ENTERPRISES: boolean;
  /**
   * Serve the outbox at /dev/mail and /dev/mail.json (only when SMTP_URL is unset). It shows every
   * activation and password-reset link to whoever asks, so it defaults to on only outside
   * production; set it to true in production only for a private staging server.
   */
  DEV_MAIL_ENABLED: boolean;
  RATE_LIMIT_ENABLED: boolean;
  /**
   * Requests per minute and IP on the sensitive auth calls (login, register, resend, forgot,
   * reset and change password). With RATE_LIMIT_ENABLED=false the per-account password backoff
   * (services/login-backoff.ts) is off too.
   */
  RATE_LIMIT_MAX: number;
  /**
   * Which proxies may set X-Forwarded-For (fastify's `trustProxy`): `false` (default: the TCP peer
   * is the client), a hop count, or a list of proxy addresses / CIDRs. Rate limits key on the
   * address this yields, so trusting any sender would let a client pick a new address per request.
   */
  TRUST_PROXY: number | string[] | false;
  /**
   * Google sign-in (OpenID Connect, issuer https://accounts.google.com), both or neither. Unset:
   * outside production the built-in provider at /dev/oidc stands in (routes/dev-oidc); in
   * production the Google button answers that sign-in with Google is not set up.
   */
  GOOGLE_CLIENT_ID: string | undefined;
  GOOGLE_CLIENT_SECRET: string | undefined;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The merchant's VNPay settings (all three or none). Unset outside production: the built-in
   * sandbox at `${PUBLIC_URL}/dev/vnpay` with the terminal DEV_VNPAY_TMN_CODE and a hash secret
   * generated at first start (`${DATA_DIR}/vnpay-dev-secret`). Unset in production: purchases are
   * refused (`vnpay` is undefined).
   */
  VNPAY: VnpayEnv | undefined;
  /** Set → JobHub AI answers with Gemini (tool calling); unset → the local assistant (assistant/create-assistant.ts). */
  GEMINI_API_KEY: string | undefined;
  /** Another endpoint speaking Gemini's REST protocol (tests use a local stub). Unset → Google's. */
  GEMINI_BASE_URL: string | undefined;
  /** Gemini model name; unset → DEFAULT_GEMINI_MODEL (assistant/gemini/gemini-assistant.ts). */
  GEMINI_MODEL: string | undefined;
  /**
   * "Sign in with JobHub"'s RS256 signing key, a private JWK (JSON). Unset: generated at first start
   * into `${DATA_DIR}/partner-oidc-key.json` (routes/partner-oauth/partner-oidc-settings.ts); set it
   * when several API processes serve one site.
   */
  PARTNER_OIDC_SIGNING_KEY: string | undefined;
  /**
   * Days after which an application the employer has not acted on (no status change, no interview)
   * gets the employer a reminder (notification, and mail unless they turned off application
   * updates); jobs/application-follow-up.ts. Default 7 (issue 30).
   */
  APPLICATION_REMINDER_DAYS: number;
  /**
   * Days after which such an application is closed by JobHub with a polite message to the
   * candidate. Default 14; must be more than APPLICATION_REMINDER_DAYS.
   */
  APPLICATION_AUTO_CLOSE_DAYS: number;
  /** Days a post goes unconfirmed before its employer is reminded (default 30; jobs/post-freshness.ts). */
  POST_CONFIRM_REMIND_DAYS: number;
  /** Days a post goes unconfirmed before it is paused (default 37; more than the reminder's). */
  POST_CONFIRM_PAUSE_DAYS: number;
}

/** The merchant side of VNPay: terminal code, hash secret and the payment page's URL. */
export interface VnpayEnv {
  TMN_CODE: string;
  HASH_SECRET: string;
  /** The payment page (VNPay's `.../paymentv2/vpcpay.html`, or the built-in sandbox). */
  URL: string;
  /**
   * VNPay's merchant API (refund): VNPAY_API_URL, else `merchant_webapi/api/transaction` on the
   * payment page's host (right for VNPay's sandbox; production has its own host, so set it there).
   */
  API_URL: string;
  /** True when URL is the built-in sandbox (served at /dev/vnpay outside production). */
  BUILT_IN_SANDBOX: boolean;
}

/** The terminal code of the built-in sandbox. */
export const DEV_VNPAY_TMN_CODE = 'JOBHUBDEV';

/** Variables whose value is never printed (a start-up error names them, with the length only). */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'GOOGLE_CLIENT_SECRET', 'GEMINI_API_KEY', 'VNPAY_HASH_SECRET', 'PARTNER_OIDC_SIGNING_KEY', 'S3_SECRET_ACCESS_KEY']);
/** Variables that are URLs and may carry a password (printed with the password hidden). */
const URL_VARIABLES = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

/** How a variable's value appears in an error message: secrets and passwords hidden. */
function shownValue(key: string, value: string | undefined): string {
  if (value === undefined) return '""';
  if (SECRET_VARIABLES.has(key)) return `<hidden, ${value.length} characters>`;
  if (URL_VARIABLES.has(key) && URL.canParse(value)) {
    const url = new URL(value);
    if (url.password) {
      url.password = 'hidden';
      return JSON.stringify(url.toString());
    }
  }
  return JSON.stringify(value);
}

/**
 * Whether `host` only accepts connections from this machine: localhost, 127.0.0.0/8 or ::1.
 * @example isLoopbackHost('127.0.0.1') // true
 * @example isLoopbackHost('0.0.0.0') // false
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Raised when the environment is invalid; the message lists every bad variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Reads (or creates once, mode 600) a development secret in the data dir (the JWT's, the VNPay sandbox's). */
function devSecret(dataDir: string, name = 'dev-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The built-in sandbox's settings. Its hash secret is generated (once, in the data dir) when first
 * read, i.e. when the app builds its payment routes: parsing the environment alone writes nothing.
 */
function builtInSandbox(dataDir: string, publicUrl: string): VnpayEnv {
  let secret: string | undefined;
  return {
    TMN_CODE: DEV_VNPAY_TMN_CODE,
    get HASH_SECRET() {
      secret ??= devSecret(dataDir, 'vnpay-dev-secret');
      return secret;
    },
    URL: `${publicUrl}/dev/vnpay`,
    API_URL: `${publicUrl}/dev/vnpay/merchant_webapi/api/transaction`,
    BUILT_IN_SANDBOX: true,
  };
}

/** How to make a good JWT_SECRET, quoted by every message that refuses one. */
const MAKE_A_SECRET = 'make one with `openssl rand -base64 48`';

/**
 * What production refuses (one line each, all at once): settings whose development fallback would
 * be unsafe or wrong on a public server.
 */
function productionProblems(raw: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!raw.JWT_SECRET) {
    problems.push(`  JWT_SECRET="": required when NODE_ENV=production; ${MAKE_A_SECRET}`);
  } else {
    const weakness = weakSecretReason(raw.JWT_SECRET);
    if (weakness) problems.push(`  JWT_SECRET=${shownValue('JWT_SECRET', raw.JWT_SECRET)}: ${weakness}, so tokens signed with it can be forged; ${MAKE_A_SECRET}`);
  }
  if (!raw.DATABASE_URL) {
    problems.push(
      '  DATABASE_URL="": required when NODE_ENV=production (production never uses the embedded database); ' +
        'set it to your PostgreSQL server, e.g. postgres://jobhub:<password>@db.example.vn:5432/jobhub',
    );
  }
  if (!raw.PUBLIC_URL) {
    problems.push(
      '  PUBLIC_URL="": required when NODE_ENV=production; set it to the address browsers use, e.g. https://jobhub.vn ' +
        '(links in mails, the Google sign-in redirect and the CSP point there)',
    );
  }
  return problems;
}

/**
 * The URL of the address the server listens on: PUBLIC_URL's default outside production.
 * @example listenUrl('::1', 8100) // 'http://[::1]:8100'
 */
function listenUrl(host: string, port: number): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return `http://${isIP(bare) === 6 ? `[${bare}]` : bare}:${port}`;
}

/**
 * Parses an environment record (defaults to `process.env`).
 * @throws EnvError naming each invalid variable.
 * @example const env = parseEnv({ PORT: '0', JWT_SECRET: 'x'.repeat(32) });
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      return `  ${key}=${shownValue(key, source[key])}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dataDir = fromRoot(raw.DATA_DIR ?? '.data');
  const production = raw.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(raw);
    if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
  }
  // Outside production the dev outbox (/dev/mail: every reset link) and the generated JWT secret
  // are on: only this machine may reach such a server.
  if (!production && !isLoopbackHost(raw.HOST)) {
    throw new EnvError(
      `Invalid environment:\n  HOST=${JSON.stringify(raw.HOST)}: listening beyond this machine needs NODE_ENV=production ` +
        `(with JWT_SECRET and SMTP_URL); outside production use a loopback address (127.0.0.1, ::1, localhost)`,
    );
  }
  const publicUrl = raw.PUBLIC_URL ?? listenUrl(raw.HOST, raw.PORT);
  const vnpaySet = [raw.VNPAY_TMN_CODE, raw.VNPAY_HASH_SECRET, raw.VNPAY_URL].filter((value) => value !== undefined).length;
  if (vnpaySet !== 0 && vnpaySet !== 3) {
    throw new EnvError('Invalid environment:\n  VNPAY_TMN_CODE, VNPAY_HASH_SECRET, VNPAY_URL: set all three (VNPay\'s merchant settings) or none (the built-in sandbox)');
  }
  const vnpay: VnpayEnv | undefined =
    vnpaySet === 3
      ? {
          TMN_CODE: raw.VNPAY_TMN_CODE!,
          HASH_SECRET: raw.VNPAY_HASH_SECRET!,
          URL: raw.VNPAY_URL!,
          API_URL: raw.VNPAY_API_URL ?? new URL('/merchant_webapi/api/transaction', raw.VNPAY_URL!).href,
          BUILT_IN_SANDBOX: false,
        }
      : production
        ? undefined
        : builtInSandbox(dataDir, publicUrl);
  const storage = storageSettings(raw);
  if (!storage.settings) throw new EnvError(`Invalid environment:\n${storage.problems.join('\n')}`);
  if (raw.APPLICATION_AUTO_CLOSE_DAYS <= raw.APPLICATION_REMINDER_DAYS) {
    throw new EnvError(
      `Invalid environment:\n  APPLICATION_AUTO_CLOSE_DAYS=${raw.APPLICATION_AUTO_CLOSE_DAYS}: must be more than APPLICATION_REMINDER_DAYS (${raw.APPLICATION_REMINDER_DAYS}), so the employer is reminded before the application closes`,
    );
  }
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    const missing = raw.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new EnvError(`Invalid environment:\n  ${missing}="": GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together`);
  }
  if (raw.POST_CONFIRM_PAUSE_DAYS <= raw.POST_CONFIRM_REMIND_DAYS) {
    throw new EnvError(
      `Invalid environment:\n  POST_CONFIRM_PAUSE_DAYS=${raw.POST_CONFIRM_PAUSE_DAYS}: must be more than POST_CONFIRM_REMIND_DAYS=${raw.POST_CONFIRM_REMIND_DAYS} (the employer is reminded before the post is paused)`,
    );
  }
  return {
    NODE_ENV: raw.NODE_ENV,
    PORT: raw.PORT,
    HOST: raw.HOST,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: raw.DATABASE_URL,
    REDIS_URL: raw.REDIS_URL,
    SMTP_URL: raw.SMTP_URL,
    MAIL_FROM: raw.MAIL_FROM,
    JWT_SECRET: raw.JWT_SECRET ?? devSecret(dataDir),
    SITE_DIR: fromRoot(raw.SITE_DIR ?? 'apps/reference-site/dist'),
    SITE_RENDERER: fromRoot(raw.SITE_RENDERER ?? 'apps/reference-site/dist-server/entry-server.js'),
    PAGE_CACHE_SECONDS: raw.PAGE_CACHE_SECONDS ?? (production ? 10 : 0),
    WIDGETS_DIR: fromRoot(raw.WIDGETS_DIR ?? 'packages/widgets/dist/cdn'),
    UPLOAD_DIR: raw.UPLOAD_DIR ? fromRoot(raw.UPLOAD_DIR) : join(dataDir, 'uploads'),
    STORAGE: storage.settings,
    // Demo accounts with passwords in a file and thousands of made-up posts never reach a real site.
    SEED: raw.SEED && !production,
    AUTO_APPROVE_ENTERPRISES: raw.AUTO_APPROVE_ENTERPRISES ?? false,
    DEV_MAIL_ENABLED: raw.DEV_MAIL_ENABLED ?? !production,
    RATE_LIMIT_ENABLED: raw.RATE_LIMIT_ENABLED,
    RATE_LIMIT_MAX: raw.RATE_LIMIT_MAX,
    TRUST_PROXY: raw.TRUST_PROXY,
    GOOGLE_CLIENT_ID: raw.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: raw.GOOGLE_CLIENT_SECRET,
    LOG_LEVEL: raw.LOG_LEVEL,
    VNPAY: vnpay,
    GEMINI_API_KEY: raw.GEMINI_API_KEY,
    GEMINI_BASE_URL: raw.GEMINI_BASE_URL,
    GEMINI_MODEL: raw.GEMINI_MODEL,
    PARTNER_OIDC_SIGNING_KEY: raw.PARTNER_OIDC_SIGNING_KEY,
    APPLICATION_REMINDER_DAYS: raw.APPLICATION_REMINDER_DAYS,
    APPLICATION_AUTO_CLOSE_DAYS: raw.APPLICATION_AUTO_CLOSE_DAYS,
    POST_CONFIRM_REMIND_DAYS: raw.POST_CONFIRM_REMIND_DAYS,
    POST_CONFIRM_PAUSE_DAYS: raw.POST_CONFIRM_PAUSE_DAYS,
  };
}

/**
 * The first admin's password for `npm run admin:create` (cli/admin-create-command.ts), when given
 * in JOBHUB_ADMIN_PASSWORD rather than on standard input. Not part of {@link Env}: the server never needs it.
 */
export function readAdminPassword(source: Record<string, string | undefined> = process.env): string | undefined {
  const value = source.JOBHUB_ADMIN_PASSWORD;
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Reads test-only variables (e.g. JOBHUB_TEST_DATABASE_URL) so tests never touch process.env.
 * JOBHUB_FUZZ_RUNS / JOBHUB_FUZZ_SEED widen or replay the endpoint fuzz test (routes/fuzz.test.ts).
 */
export function readTestVariable(name: 'JOBHUB_TEST_DATABASE_URL' | 'JOBHUB_TEST_REDIS_URL' | 'JOBHUB_FUZZ_RUNS' | 'JOBHUB_FUZZ_SEED' | 'JOBHUB_TEST_DATABASES'): string | undefined {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}
