import { sql } from 'drizzle-orm';
import { selectRows, type SqlExecutor } from './sql-rows';

/** Reports of job posts by users (API.md: POST /api/posts/report/, one per user and post). */

/** Stores a report; undefined when the user already reported the post. */
export async function createReport(db: SqlExecutor, reporterId: number, postId: number, reason: string): Promise<number | undefined> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into post_reports (post_id, reporter_id, reason) values (${postId}, ${reporterId}, ${reason})
      on conflict (post_id, reporter_id) do nothing returning id`,
  );
  return row ? Number(row.id) : undefined;
}
