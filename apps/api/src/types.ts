/** Fastify decorations shared by every plugin and route. */
import type { Role } from '@jobhub/sdk/contract';
import type { Assistant } from './assistant/assistant';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { BackgroundTasks } from './lib/background-tasks';
import type { JobQueue } from './jobs/job-queue';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';
import type { AuthService } from './plugins/auth';
import type { PartnerAccess } from './services/partner-tokens';
import type { FileStorage } from './storage/file-storage';

/**
 * The signed-in user: claims of the access token, except `is_active` and `is_banned`, which are the
 * account's live values (services/token-versions.ts).
 */
export interface AuthUser {
  user_id: number;
  role: Role;
  is_active: boolean;
  is_banned: boolean;
  username: string;
  fullname: string;
  /** The token version the access token was signed with (equal to the user's current one). */
  token_version: number;
  /** The refresh-token family (one login) the access token belongs to; null for tokens signed outside a login. */
  session_id: string | null;
  /** Set when the token is a partner app's ("Sign in with JobHub"): the app and its scopes. */
  partner?: PartnerAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** Shorthand for `database.db` (drizzle). */
    db: Db;
    mailer: Mailer;
    /** Where uploads are read and written: disk or an S3-compatible bucket (storage/create-file-storage.ts). */
    storage: FileStorage;
    clock: Clock;
    /** Work finished after the answer is sent (mails whose timing would leak whether an account exists). */
    background: BackgroundTasks;
    /** The job queue: the registry's jobs, scheduled and retried (jobs/job-queue.ts). */
    jobs: JobQueue;
    auth: AuthService;
    /** JobHub AI's assistant (app.ts; tests inject their own). */
    assistant: Assistant;
    /** preHandler: 401 unless a valid access token is sent; sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets `request.user` when a valid token is sent, never fails. */
    optionalAuthenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 without a token, 403 when inactive, banned or of another role. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like requireRole, but also lets a signed-up, not yet activated account through. */
    requireRoleBeforeActivation: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
