/** Test fixtures for the marketplace routes: a small seeded catalogue and posts in chosen states. */
import { sql } from 'drizzle-orm';
import { seed } from '../db/seed';
import { findUserById } from '../repositories/users';
import { selectRows } from '../repositories/sql-rows';
import type { TestContext } from './context';
import { bearer, type CreatedUser } from './helpers';

/**
 * The database's "today" in Vietnam, for test queries: matches the app's `vietnamToday(clock.now())`
 * while the test clock is the real time (lib/vietnam-date.ts), at any hour of the UTC day.
 */
export const VIETNAM_TODAY_SQL = sql.raw("(now() at time zone 'Asia/Ho_Chi_Minh')::date");

/** Seeds fields, positions, a few companies and `posts` posts (deterministic). */
export async function seedSmallCatalogue(ctx: TestContext, posts = 120, companies = 6): Promise<void> {
  await seed(ctx.database.db, { posts, companies, rng: 11, now: ctx.clock.now() });
}

export interface PostFacts {
  id: number;
  field_id: number;
  position_id: number;
  city: string;
  enterprise_id: number;
  owner_id: number;
}

/** Public posts (active, not removed, deadline today or later), oldest id first. */
export async function publicPosts(ctx: TestContext, limit = 10, where = sql`true`): Promise<PostFacts[]> {
  const rows = await selectRows<PostFacts>(
    ctx.database.db,
    sql`select p.id, p.field_id, p.position_id, p.city, p.enterprise_id, e.user_id as owner_id
      from posts p join enterprises e on e.id = p.enterprise_id
      where p.is_active and not p.is_removed and p.deadline >= ${VIETNAM_TODAY_SQL} and ${where} order by p.id limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), field_id: Number(row.field_id), position_id: Number(row.position_id), enterprise_id: Number(row.enterprise_id), owner_id: Number(row.owner_id) }));
}

/** Puts a post in a non-public state (the post_search trigger follows). */
export async function makeNotPublic(ctx: TestContext, postId: number, how: 'hidden' | 'expired' | 'removed'): Promise<void> {
  const change = how === 'hidden' ? sql`is_active = false` : how === 'removed' ? sql`is_removed = true` : sql`deadline = ${VIETNAM_TODAY_SQL} - 1`;
  await ctx.database.db.execute(sql`update posts set ${change} where id = ${postId}`);
}

/** The post's owner as a signed-in user. */
export async function ownerOf(ctx: TestContext, post: PostFacts): Promise<CreatedUser> {
  const user = (await findUserById(ctx.database.db, post.owner_id))!;
  const access = await ctx.app.auth.signAccess(user);
  return { user, password: '', access, headers: bearer(access) };
}
