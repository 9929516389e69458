import { sql, type SQL } from 'drizzle-orm';
import { approvedEnterpriseSql } from './enterprises';
import { openSearchSql } from './post-visibility';
import { isoTimestamp, selectRows, type SqlExecutor } from './sql-rows';

/**
 * What the sitemaps list: open job posts (the public job search's rule, post-visibility.ts) and
 * approved companies (the public company list's rule, enterprises.ts), in id order, so a sitemap
 * file is a fixed slice of that order and is read in keyset batches (`id > last`), never with a
 * growing OFFSET.
 */

/** One URL of a sitemap: the row's id and, when the row has one, when it last changed. */
export interface SitemapEntry {
  id: number;
  lastmod?: string;
}

/** A listed kind of page: how many there are, where a slice starts, and batches in id order. */
export interface SitemapSource {
  count(): Promise<number>;
  /** The id just before the `offset`-th row (0 for the first), where a slice of the order starts. */
  idBefore(offset: number): Promise<number>;
  /** Up to `limit` entries with an id above `afterId`, in id order. */
  after(afterId: number, limit: number): Promise<SitemapEntry[]>;
}

interface Table {
  /** `from …` with the rows' alias, and the rule a row must meet. */
  from: SQL;
  where: SQL;
  id: SQL;
  /** Column of the row's last change, if the table has one. */
  lastmod?: SQL;
}

function sourceOf(db: SqlExecutor, table: Table): SitemapSource {
  const { from, where, id } = table;
  return {
    async count() {
      const [row] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`);
      return Number(row?.total ?? 0);
    },
    async idBefore(offset) {
      if (offset <= 0) return 0;
      const [row] = await selectRows<{ id: number }>(db, sql`select ${id} as id from ${from} where ${where} order by ${id} offset ${offset - 1} limit 1`);
      return Number(row?.id ?? Number.MAX_SAFE_INTEGER);
    },
    async after(afterId, limit) {
      const lastmod = table.lastmod ?? sql`null`;
      const rows = await selectRows<{ id: number; lastmod: unknown }>(
        db,
        sql`select ${id} as id, ${lastmod} as lastmod from ${from} where ${where} and ${id} > ${afterId} order by ${id} limit ${limit}`,
      );
      return rows.map((row) => (row.lastmod ? { id: Number(row.id), lastmod: isoTimestamp(row.lastmod) } : { id: Number(row.id) }));
    },
  };
}

/**
 * Job posts open on the Vietnamese date `today`; lastmod is the post's creation (posts carry no
 * update time, and a post is edited only while hidden, i.e. out of the sitemap).
 * @example const jobs = openPostSitemapSource(app.db, vietnamToday(app.clock.now()));
 */
export function openPostSitemapSource(db: SqlExecutor, today: string): SitemapSource {
  return sourceOf(db, { from: sql`post_search s`, where: openSearchSql(today), id: sql`s.post_id`, lastmod: sql`s.created_at` });
}

/**
 * Approved companies, without lastmod: a company has no update time, and its creation date would
 * misreport every profile edit since.
 * @example const companies = approvedEnterpriseSitemapSource(app.db);
 */
export function approvedEnterpriseSitemapSource(db: SqlExecutor): SitemapSource {
  return sourceOf(db, { from: sql`enterprises e`, where: approvedEnterpriseSql(), id: sql`e.id` });
}
