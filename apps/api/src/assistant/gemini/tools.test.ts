import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { selectRows } from '../../repositories/sql-rows';
import { createUser } from '../../test/helpers';
import { publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';
import { loadCatalogue } from '../grounding/catalogue';
import { searchJobs } from '../grounding/job-search';
import { runTool, toolDeclarations } from './tools';

describeEachDatabase('Gemini tools', (kind) => {
  const ctx = useTestContext(kind);
  let posts: PostFacts[];

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), 120, 6);
    posts = await publicPosts(ctx(), 40);
  });

  it('declares the soft preference of search_jobs with the values the local assistant reads', async () => {
    const declarations = toolDeclarations(await loadCatalogue(ctx().database.db));
    const search = declarations.find((item) => item.name === 'search_jobs')!;
    expect(search.parameters!.properties!.prefer!.enum).toEqual(['large_company', 'premium_company']);
  });

  it('ranks jobs of large companies first for prefer=large_company, with the total of the plain search', async () => {
    const asker = await createUser(ctx());
    const grounding = { db: ctx().database.db, clock: ctx().clock, userId: asker.user.id, role: 'candidate' as const };
    const catalogue = await loadCatalogue(ctx().database.db);
    const field = catalogue.fields.find((item) => item.id === posts[0]!.field_id)!;
    const plain = await searchJobs(grounding, { field: field.id });
    // A company of the field that the plain relevance order does not put first.
    const [top] = await selectRows<{ enterprise_id: number }>(ctx().database.db, sql`select enterprise_id from posts where id = ${plain.jobs[0]!.id}`);
    const large = posts.find((post) => post.field_id === field.id && post.enterprise_id !== Number(top!.enterprise_id))!;
    await ctx().database.db.execute(sql`update enterprises set scale = case when id = ${large.enterprise_id} then '1000+' else '10-24' end`);
    const result = await runTool('search_jobs', { field: field.name, prefer: 'large_company' }, grounding, catalogue);
    expect(result.response.total).toBe(plain.total);
    const [first] = await selectRows<{ enterprise_id: number }>(ctx().database.db, sql`select enterprise_id from posts where id = ${result.jobIds[0]!}`);
    expect(Number(first!.enterprise_id)).toBe(large.enterprise_id);
    // An unknown preference is ignored, as every model argument is checked.
    const ignored = await runTool('search_jobs', { field: field.name, prefer: 'drop table' }, grounding, catalogue);
    expect(ignored.jobIds).toEqual(plain.jobs.map((job) => job.id));
  });
});
