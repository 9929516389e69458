/** Accounts: users, refresh tokens (rotation families), one-time tokens and the dev mail outbox. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX, GENDER_MAX, PERSON_NAME_MAX, PHONE_MAX, ROLE_MAX, USERNAME_MAX } from '@jobhub/sdk/contract';

/** OpenID Connect caps `sub` at 255 ASCII characters (Core 1.0 §2). */
export const OIDC_SUBJECT_MAX = 255;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: USERNAME_MAX }).notNull(),
    /** Stored lower-cased; unique case-insensitively through the lower() index. */
    email: varchar('email', { length: EMAIL_MAX }).notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    password_hash: text('password_hash'),
    fullname: varchar('fullname', { length: PERSON_NAME_MAX }).notNull().default(''),
    gender: varchar('gender', { length: GENDER_MAX }),
    role: varchar('role', { length: ROLE_MAX }).notNull().default('none'),
    is_active: boolean('is_active').notNull().default(false),
    is_banned: boolean('is_banned').notNull().default(false),
    is_premium: boolean('is_premium').notNull().default(false),
    premium_expiry: timestamp('premium_expiry', { withTimezone: true, mode: 'date' }),
    /** Integer VND. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    name_display: varchar('name_display', { length: PERSON_NAME_MAX }).notNull().default(''),
    avatar: text('avatar'),
    /** The candidate's phone, kept from the profile or the last application so the apply form starts from it. */
    phone_number: varchar('phone_number', { length: PHONE_MAX }),
    /**
     * Stamped into access tokens; bumping it (ban, password change or reset, refresh-token reuse)
     * makes every earlier access token invalid at once (plugins/auth.ts).
     */
    token_version: integer('token_version').notNull().default(0),
    /** The OpenID `sub` of the linked Google account (null: not linked); one JobHub account per Google account. */
    google_sub: varchar('google_sub', { length: OIDC_SUBJECT_MAX }),
    /** The e-mail the linked Google account had when it was linked or last signed in (shown on /profile). */
    google_email: varchar('google_email', { length: EMAIL_MAX }),
    /** Mail types wanted (/settings, one switch each; mail/mail-categories.ts); transactional mail ignores them. */
    mail_job_alerts: boolean('mail_job_alerts').notNull().default(true),
    mail_application_updates: boolean('mail_application_updates').notNull().default(true),
    mail_messages: boolean('mail_messages').notNull().default(true),
    mail_news: boolean('mail_news').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_google_sub_unique').on(t.google_sub),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'employer', 'candidate', 'none')`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one login shares a family; reuse of a spent token revokes it. */
    family_id: varchar('family_id', { length: 64 }).notNull(),
    /** sha256 of the opaque token (hex). */
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_user_idx').on(t.user_id),
  ],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.token_hash),
    index('one_time_tokens_user_kind_idx').on(t.user_id, t.kind),
    check('one_time_tokens_kind_check', sql`${t.kind} in ('activation', 'reset')`),
  ],
);

/**
 * Google sign-ins in progress (routes/google-auth): what the callback checks the provider's answer
 * against. Single use (deleted when the callback reads it), 10 minutes, bound to the browser that
 * started it through a cookie whose hash is `binding_hash` (login CSRF).
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the `state` sent to the provider. */
    state_hash: varchar('state_hash', { length: 64 }).notNull(),
    /** sha256 of the browser's binding cookie. */
    binding_hash: varchar('binding_hash', { length: 64 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    code_verifier: varchar('code_verifier', { length: 128 }).notNull(),
    /** 'login' (sign in or sign up) or 'link' (add Google to `user_id`'s account). */
    purpose: varchar('purpose', { length: 8 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_flows_state_unique').on(t.state_hash),
    index('oidc_flows_expires_idx').on(t.expires_at),
    check('oidc_flows_purpose_check', sql`${t.purpose} in ('login', 'link') and (${t.purpose} = 'login') = (${t.user_id} is null)`),
  ],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The mail's extra headers (List-Unsubscribe…), shown by /dev/mail. */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  created_at: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
