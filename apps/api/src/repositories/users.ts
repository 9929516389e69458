/** Users: look-ups and writes used by the accounts routes. */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema/accounts';
import { enterprises } from '../db/schema/catalogue';
import type { TokenState } from '../services/token-versions';
import { appliedToCompanyOf } from './applications';
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

/**
 * Sets the password of an account that has none (made through Google sign-in); undefined when it
 * has one by now, so two set-password requests at once cannot both set it.
 */
export async function setFirstPassword(db: Db, id: number, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ password_hash: passwordHash })
    .where(and(eq(users.id, id), isNull(users.password_hash)))
    .returning();
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
 * The one rule of Premium (with its SQL twin {@link premiumAtSql}): the flag is set and the
 * expiry lies after `now`. `now` is always the app's clock (`app.clock.now()`), never the
 * database's now() nor `new Date()`: tests move a fixed clock past an expiry and every Premium
 * answer (chat, applicant counts, contact masking, limits, ranking flags, enterprise lists)
 * changes at once, and every process and the database agree on the moment whatever their own
 * clocks say.
 * @example if (!isPremiumAt(sender, app.clock.now())) throw httpError(403, MSG.premiumOnly);
 */
export function isPremiumAt(user: { is_premium: boolean; premium_expiry: Date | null }, now: Date): boolean {
  return user.is_premium && user.premium_expiry !== null && user.premium_expiry.getTime() > now.getTime();
}

/**
 * Whether `viewerId` may see `targetId`'s name and role (GET /api/users/{id}/info/): the two share
 * a conversation or an application (either one applied to the other's post), or the target is an
 * employer with an approved company (public). One statement: messages_pair_idx,
 * applications_user_created_idx, enterprises.user_id.
 */
export async function canSeeUserInfo(db: SqlExecutor, viewerId: number, targetId: number): Promise<boolean> {
  const [low, high] = viewerId < targetId ? [viewerId, targetId] : [targetId, viewerId];
  const [row] = await selectRows<{ visible: boolean }>(
    db,
    sql`select exists(select 1 from messages where least(sender_id, recipient_id) = ${low} and greatest(sender_id, recipient_id) = ${high})
      or ${appliedToCompanyOf(viewerId, targetId)} or ${appliedToCompanyOf(targetId, viewerId)}
      or exists(select 1 from ${enterprises} e join ${users} u on u.id = e.user_id
        where e.user_id = ${targetId} and e.is_active and u.role = 'employer') as visible`,
  );
  return Boolean(row?.visible);
}

/**
 * {@link isPremiumAt} as SQL over the users row `alias`, with `now` (the app's clock) bound as a
 * timestamptz parameter rather than the database's now(), for the same reasons.
 * @example sql`select ${premiumAtSql('u', app.clock.now())} as is_premium from users u where u.id = ${id}`
 */
export function premiumAtSql(alias: string, now: Date): SQL {
  const user = sql.raw(alias);
  return sql`(${user}.is_premium and ${user}.premium_expiry is not null and ${user}.premium_expiry > ${now.toISOString()}::timestamptz)`;
}

/** The account a Google identity (its OpenID `sub`) is linked to. */
export function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.google_sub, sub)).limit(1).then((rows) => rows[0]);
}
