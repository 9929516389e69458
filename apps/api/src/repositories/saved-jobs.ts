import { sql } from 'drizzle-orm';
import type { Page, SavedPost } from '@jobhub/sdk/contract';
import { openPostSql } from './post-visibility';
import { postRowsByIds } from './post-rows';
import { isoTimestamp, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/** A candidate's saved jobs (API.md: Saved jobs). */

/** Saves a public post; false when the candidate had already saved it (unique user+post). */
export async function saveJob(db: SqlExecutor, userId: number, postId: number): Promise<number | undefined> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into saved_posts (user_id, post_id) values (${userId}, ${postId})
      on conflict (user_id, post_id) do nothing returning id`,
  );
  return row ? Number(row.id) : undefined;
}

/** True when the post is open on `today` (Vietnamese date; post-visibility.ts). */
export async function isPublicPost(db: SqlExecutor, postId: number, today: string): Promise<boolean> {
  const [row] = await selectRows<{ ok: boolean }>(
    db,
    sql`select ${openPostSql(today)} as ok
      from posts p join enterprises e on e.id = p.enterprise_id where p.id = ${postId}`,
  );
  return Boolean(row?.ok);
}

/**
 * The candidate's saved posts, newest save first. Posts hidden or expired since stay listed (the
 * candidate saved them); posts removed by their employer or an admin are left out. Owners'
 * Premium at `now` (the app's clock). The handler adds the `post_detail` copy once the posts are marked.
 */
export async function listSavedJobs(
  db: SqlExecutor,
  userId: number,
  paging: { page: number; page_size: number },
  now: Date,
): Promise<Page<Omit<SavedPost, 'post_detail'>>> {
  const offset = (paging.page - 1) * paging.page_size;
  const where = sql`sp.user_id = ${userId} and not p.is_removed`;
  const [count] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from saved_posts sp join posts p on p.id = sp.post_id where ${where}`,
  );
  const total = Number(count?.total ?? 0);
  const saved = await selectRows<{ id: number; post_id: number; created_at: Date | string }>(
    db,
    sql`select sp.id, sp.post_id, sp.created_at from saved_posts sp join posts p on p.id = sp.post_id
      where ${where} order by sp.created_at desc, sp.id desc limit ${paging.page_size} offset ${offset}`,
  );
  const rows = new Map((await postRowsByIds(db, saved.map((row) => Number(row.post_id)), now)).map((row) => [row.id, row]));
  return {
    results: saved.flatMap((row) => {
      const post = rows.get(Number(row.post_id));
      return post ? [{ id: Number(row.id), post: { ...post, is_saved: true }, created_at: isoTimestamp(row.created_at) }] : [];
    }),
    total,
    page: paging.page,
    total_pages: pageCount(total, paging.page_size),
    page_size: paging.page_size,
  };
}

/** Deletes one of the candidate's saves by its id; false when it is not theirs or not there. */
export async function deleteSavedJob(db: SqlExecutor, userId: number, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`delete from saved_posts where id = ${id} and user_id = ${userId} returning id`);
  return rows.length > 0;
}

/** Deletes the candidate's save of a post; false when there was none. */
export async function deleteSavedPostByPost(db: SqlExecutor, userId: number, postId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`delete from saved_posts where post_id = ${postId} and user_id = ${userId} returning id`);
  return rows.length > 0;
}

/** The id of the candidate's save of a post, if any. */
export async function findSavedId(db: SqlExecutor, userId: number, postId: number): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from saved_posts where post_id = ${postId} and user_id = ${userId}`);
  return row ? Number(row.id) : null;
}
