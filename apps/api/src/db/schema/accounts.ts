/** Accounts: users, refresh tokens (rotation families), one-time tokens and the dev mail outbox. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    /** Stored lower-cased; unique case-insensitively through the lower() index. */
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    password_hash: text('password_hash'),
    fullname: varchar('fullname', { length: 100 }).notNull().default(''),
    gender: varchar('gender', { length: 10 }),
    role: varchar('role', { length: 16 }).notNull().default('none'),
    is_active: boolean('is_active').notNull().default(false),
    is_banned: boolean('is_banned').notNull().default(false),
    is_premium: boolean('is_premium').notNull().default(false),
    premium_expiry: timestamp('premium_expiry', { withTimezone: true, mode: 'date' }),
    /** Integer VND. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    name_display: varchar('name_display', { length: 100 }).notNull().default(''),
    avatar: text('avatar'),
    /**
     * Stamped into access tokens; bumping it (ban, password change or reset, refresh-token reuse)
     * makes every earlier access token invalid at once (plugins/auth.ts).
     */
    token_version: integer('token_version').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
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

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  created_at: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
