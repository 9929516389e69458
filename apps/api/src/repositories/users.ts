/** Users: look-ups and writes used by the accounts routes. */
import { eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema/accounts';
import { enterprises } from '../db/schema/catalogue';
import type { TokenState } from '../services/token-versions';
import { selectRows, type SqlExecutor } from './sql-rows';

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).limit(1).then((rows) => rows[0]);
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** Login accepts the e-mail (any case) or the username (exact). */
export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${login})`, eq(users.username, login)))
    .orderBy(sql`lower(${users.email}) = lower(${login}) desc`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** Which of e-mail / username are taken already. */
export async function findTakenIdentity(db: Db, email: string, username: string): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${email})`, eq(users.username, username)));
  return {
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((row) => row.username === username),
  };
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned no row');
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** What each request's access token is checked against (plugins/auth.ts); undefined for a deleted user. */
export async function findTokenState(db: Db, id: number): Promise<TokenState | undefined> {
  const [row] = await db
    .select({ token_version: users.token_version, is_banned: users.is_banned, is_active: users.is_active })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Adds one to the user's token version (ending every access token signed before); returns the new one. */
export async function bumpTokenVersion(db: Db | Tx, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, id))
    .returning({ token_version: users.token_version });
  return row?.token_version;
}

/** Logo of the employer's enterprise (a stored file key under UPLOAD_DIR/public), if any. */
export async function findEnterpriseLogo(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ logo: enterprises.logo }).from(enterprises).where(eq(enterprises.user_id, userId)).limit(1);
  return row?.logo ?? null;
}

/**
 * True when the user's Premium is on at `now` (flag set and expiry after `now`).
 *
 * @example if (await isPremiumNow(db, viewerId, app.clock.now())) showApplicantCount();
 */
export async function isPremiumNow(db: SqlExecutor, userId: number, now: Date): Promise<boolean> {
  const [row] = await selectRows<{ premium: boolean }>(
    db,
    sql`select (is_premium and premium_expiry is not null and premium_expiry > ${now.toISOString()}::timestamptz) as premium from users where id = ${userId}`,
  );
  return Boolean(row?.premium);
}

/** Premium employer right now: Premium flag and an expiry in the future. */
export const PREMIUM_USER_SQL = (alias: string) =>
  sql.raw(`(${alias}.is_premium and ${alias}.premium_expiry is not null and ${alias}.premium_expiry > now())`);
