import { sql } from 'drizzle-orm';
import type { EnterpriseRecord } from '../../db/schema/catalogue';
import { vietnamToday } from '../../lib/vietnam-date';
import { searchWhere } from '../../repositories/post-search-where';
import { selectRows } from '../../repositories/sql-rows';
import type { GroundingContext, JobFilters } from './types';

/** Companies one ranking names. */
export const TOP_COMPANIES_LIMIT = 5;

export interface CompanyOpenings {
  id: number;
  name: string;
  /** Open posts of the company matching the filters. */
  open_posts: number;
  /** The company's page on the site. */
  link: string;
}

/**
 * The companies with the most open posts matching `filters` (a city, a field…), most first, over
 * the search's own conditions (searchWhere), so each figure is what a search for that company's
 * posts with these filters counts.
 * @example await topCompanies(ctx, { city: ['Đà Nẵng'] }) // [{ name: 'Công ty …', open_posts: 61, link: '/enterprises/12' }, …]
 */
export async function topCompanies(ctx: GroundingContext, filters: JobFilters, limit = TOP_COMPANIES_LIMIT): Promise<CompanyOpenings[]> {
  const rows = await selectRows<Pick<EnterpriseRecord, 'id'> & { name: EnterpriseRecord['company_name']; open_posts: number }>(
    ctx.db,
    sql`select e.id, e.company_name as name, t.open_posts from (
        select s.enterprise_id, count(*)::int as open_posts from post_search s where ${searchWhere(filters, vietnamToday(ctx.clock.now()))}
        group by s.enterprise_id order by open_posts desc, s.enterprise_id limit ${limit}
      ) t join enterprises e on e.id = t.enterprise_id order by t.open_posts desc, e.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, open_posts: Number(row.open_posts), link: `/enterprises/${row.id}` }));
}
