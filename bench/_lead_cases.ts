import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../apps/api/src/db/client';
import { searchPosts } from '../apps/api/src/repositories/post-search';
import type { PostSearchFilters, PostOrder } from '../apps/api/src/repositories/post-search-where';
import { figures } from './common';
const dialect = new PgDialect();
const name = process.argv[2]!;
const seconds = Number(process.argv[3] ?? 3);
const only = process.argv[4];
const explain = process.env.EXPLAIN === '1';
const database = await openDatabase({ DATA_DIR: '/tmp', DATABASE_URL: undefined }, { databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`, maxConnections: 10 });
type C = [string, PostSearchFilters, PostOrder, number];
const cases: C[] = [
  ['default', {}, 'relevance', 1],
  ['kw nhan vien', { q: 'nhân viên' }, 'relevance', 1],
  ['kw ke toan', { q: 'kế toán' }, 'relevance', 1],
  ['kw ky su phan mem', { q: 'ky su phan mem' }, 'relevance', 2],
  ['kw+city', { q: 'kế toán', city: ['Hà Nội'] }, 'relevance', 1],
  ['city+sal+exp', { city: ['Hà Nội'], salary_min: 15000000, experience: ['1-2 năm'] }, 'relevance', 1],
  ['sort salary', {}, 'salary', 1],
  ['page 50', {}, 'relevance', 50],
  ['kw page 50', { q: 'nhân viên' }, 'relevance', 50],
  ['rare kw', { q: 'giáo viên mầm non' }, 'relevance', 1],
  ['kw newest', { q: 'kỹ sư' }, 'newest', 3],
  ['field+city', { field: 3, city: ['Hồ Chí Minh'] }, 'relevance', 1],
];
const executor = {
  execute: async (query: any) => {
    if (explain) {
      const built = dialect.sqlToQuery(query);
      const res: any = await (database.db as any).execute(sql.raw(`explain (analyze, buffers) ` + inline(built.sql, built.params)));
      console.log((Array.isArray(res) ? res : res.rows).map((r: any) => r['QUERY PLAN']).join('\n'));
    }
    return (database.db as any).execute(query);
  },
};
function inline(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, i) => { const v = params[Number(i) - 1]; return v === null ? 'null' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`; });
}
for (const [label, filters, order, page] of cases) {
  if (only && !label.includes(only)) continue;
  if (explain) { console.log(`=== ${label}`); await searchPosts(executor, filters, order, { page, page_size: 10 }); continue; }
  const first = await searchPosts(database.db, filters, order, { page, page_size: 10 });
  const lat: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: 10 }, async () => { while (performance.now() < deadline) { const t = performance.now(); await searchPosts(database.db, filters, order, { page, page_size: 10 }); lat.push(performance.now() - t); } }));
  const f = figures(lat, seconds);
  console.log(`${label.padEnd(20)} total ${String(first.total).padStart(6)} rows ${first.results.length} | p50 ${f.p50.toFixed(1)} p95 ${f.p95.toFixed(1)} p99 ${f.p99.toFixed(1)} ms`);
}
await database.close();
process.exit(0);
