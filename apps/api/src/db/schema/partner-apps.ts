/**
 * "Sign in with JobHub" (routes/partner-oauth): the partner apps an admin registers (oidc-provider's
 * clients) and oidc-provider's own records (grants, codes, refresh tokens, sessions, interactions),
 * kept here so they survive restarts and are shared by every process.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PARTNER_APP_NAME_MAX, PARTNER_CLIENT_ID_MAX } from '@jobhub/sdk/contract';
import { users } from './accounts';

export const partnerApps = pgTable(
  'partner_apps',
  {
    id: serial('id').primaryKey(),
    client_id: varchar('client_id', { length: PARTNER_CLIENT_ID_MAX }).notNull(),
    name: varchar('name', { length: PARTNER_APP_NAME_MAX }).notNull(),
    /** Origins (scheme://host[:port]) whose pages may call the token endpoint (CORS). */
    allowed_origins: text('allowed_origins').array().notNull(),
    redirect_uris: text('redirect_uris').array().notNull(),
    /** Of PARTNER_SCOPES ('notifications', 'chat'); `openid profile` always come with them. */
    scopes: text('scopes').array().notNull(),
    /** False once an admin disabled it: no sign-in, and its grants are gone. */
    is_active: boolean('is_active').notNull().default(true),
    /** The admin who registered it (null: the dev demo app made at start). */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_apps_client_id_unique').on(t.client_id)],
);

/**
 * oidc-provider's adapter store (one row per model instance). `grant_id`, `uid`, `account_id` and
 * `client_id` are copied out of the payload for the lookups the provider and /profile make.
 */
export const oidcRecords = pgTable(
  'oidc_records',
  {
    model: varchar('model', { length: 40 }).notNull(),
    id: varchar('id', { length: 255 }).notNull(),
    payload: jsonb('payload').notNull(),
    grant_id: varchar('grant_id', { length: 255 }),
    uid: varchar('uid', { length: 255 }),
    /** The JobHub user (the provider's accountId). */
    account_id: integer('account_id'),
    client_id: varchar('client_id', { length: PARTNER_CLIENT_ID_MAX }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumed_at: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_records_grant_id_idx').on(t.grant_id),
    index('oidc_records_uid_idx').on(t.uid).where(sql`${t.uid} is not null`),
    index('oidc_records_account_idx').on(t.account_id, t.client_id),
  ],
);
