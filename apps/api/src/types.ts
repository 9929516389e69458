/** Fastify decorations shared by every plugin and route. */
import type { Role } from '@jobhub/sdk/contract';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';
import type { AuthService } from './plugins/auth';

/** The signed-in user as read from the access token. */
export interface AuthUser {
  user_id: number;
  role: Role;
  is_active: boolean;
  is_banned: boolean;
  username: string;
  fullname: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** Shorthand for `database.db` (drizzle). */
    db: Db;
    mailer: Mailer;
    clock: Clock;
    auth: AuthService;
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
