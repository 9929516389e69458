import { sql } from 'drizzle-orm';
import { envelope, paged, PostRowSchema } from '@jobhub/sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { callApi, createUser } from '../../test/helpers';
import { makeNotPublic, publicPosts, seedSmallCatalogue, VIETNAM_TODAY_SQL, type PostFacts } from '../../test/marketplace-fixtures';
import { askerContext, candidateWithData } from '../../test/assistant-fixtures';
import { jobDetail } from './job-detail';
import { searchJobs } from './job-search';
import { jobStats } from './job-stats';
import { searchKnowledge } from './knowledge';
import { KNOWLEDGE_BASE } from './knowledge-base';
import { myApplications, mySavedJobs } from './my-data';

const SearchResponse = envelope(paged(PostRowSchema));

describeEachDatabase('assistant grounding', (kind) => {
  const ctx = useTestContext(kind);
  let posts: PostFacts[];

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), 160, 6);
    posts = await publicPosts(ctx(), 40);
  });

  it('finds the jobs the site search finds, in the same order', async () => {
    const asker = await createUser(ctx());
    const post = posts[3]!;
    const { total, jobs } = await searchJobs(askerContext(ctx(), asker), { field: post.field_id, city: [post.city as never] }, 10);
    const site = SearchResponse.parse((await callApi(ctx(), 'GET', `/api/posts/search/?field=${post.field_id}&city=${encodeURIComponent(post.city)}&page_size=10`)).body).data;
    expect(total).toBe(site.total);
    expect(jobs.map((job) => job.id)).toEqual(site.results.map((row) => row.id));
    expect(jobs.map((job) => job.link)).toEqual(site.results.map((row) => `/job/${row.id}`));
    expect(jobs.map((job) => job.id)).toContain(post.id);
  });

  it('searches keywords without accents, as the site does', async () => {
    const asker = await createUser(ctx());
    const [row] = await selectRows<{ title: string }>(ctx().database.db, sql`select title from posts where id = ${posts[0]!.id}`);
    const word = row!.title.split(/\s+/).find((part) => /[^\x00-\x7f]/.test(part)) ?? row!.title.split(/\s+/)[0]!;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
    const accented = await searchJobs(askerContext(ctx(), asker), { q: word }, 10);
    const unaccented = await searchJobs(askerContext(ctx(), asker), { q: plain }, 10);
    expect(accented.total).toBeGreaterThan(0);
    expect(unaccented.jobs.map((job) => job.id)).toEqual(accented.jobs.map((job) => job.id));
  });

  it('counts open posts and their salaries with SQL that agrees with the posts themselves', async () => {
    const asker = await createUser(ctx());
    const field = posts[0]!.field_id;
    const stats = await jobStats(askerContext(ctx(), asker), { field });
    const rows = await selectRows<{ salary_min: number | null; salary_max: number | null; is_salary_negotiable: boolean }>(
      ctx().database.db,
      sql`select p.salary_min::float8 as salary_min, p.salary_max::float8 as salary_max, p.is_salary_negotiable from posts p join enterprises e on e.id = p.enterprise_id
        where p.field_id = ${field} and p.is_active and not p.is_removed and e.is_active and p.deadline >= ${VIETNAM_TODAY_SQL}`,
    );
    const mids = rows
      .filter((row) => !row.is_salary_negotiable && (row.salary_min !== null || row.salary_max !== null))
      .map((row) => (Number(row.salary_min ?? row.salary_max) + Number(row.salary_max ?? row.salary_min)) / 2)
      .sort((a, b) => a - b);
    expect(stats.count).toBe(rows.length);
    expect(stats.with_salary).toBe(mids.length);
    if (mids.length > 0) {
      const middle = mids.length % 2 ? mids[(mids.length - 1) / 2]! : (mids[mids.length / 2 - 1]! + mids[mids.length / 2]!) / 2;
      expect(stats.median).toBe(Math.round(middle));
      expect(stats.average).toBe(Math.round(mids.reduce((sum, value) => sum + value, 0) / mids.length));
    }
    const site = SearchResponse.parse((await callApi(ctx(), 'GET', `/api/posts/search/?field=${field}`)).body).data;
    expect(stats.count).toBe(site.total);
  });

  it('gives a job by id only while it is open to the public', async () => {
    const asker = await createUser(ctx());
    const [open, hidden] = [posts[10]!, posts[11]!];
    expect(await jobDetail(askerContext(ctx(), asker), open.id)).toMatchObject({ id: open.id, link: `/job/${open.id}`, city: open.city });
    await makeNotPublic(ctx(), hidden.id, 'hidden');
    expect(await jobDetail(askerContext(ctx(), asker), hidden.id)).toBeUndefined();
    expect(await jobDetail(askerContext(ctx(), asker), 2_147_483_647)).toBeUndefined();
  });

  it("reads only the asker's own saved jobs and applications", async () => {
    const alice = await candidateWithData(ctx(), 'Trần Bí Mật', [posts[20]!, posts[21]!], [posts[22]!]);
    const bob = await candidateWithData(ctx(), 'Lê Văn Khác', [posts[23]!], []);
    const aliceSaved = await mySavedJobs(askerContext(ctx(), alice));
    expect(aliceSaved.jobs.map((job) => job.id).sort()).toEqual(alice.savedPostIds.sort());
    expect((await mySavedJobs(askerContext(ctx(), bob))).jobs.map((job) => job.id)).toEqual(bob.savedPostIds);
    expect((await myApplications(askerContext(ctx(), alice))).applications.map((item) => item.post_id)).toEqual(alice.appliedPostIds);
    const bobApplications = await myApplications(askerContext(ctx(), bob));
    expect(bobApplications).toMatchObject({ total: 0, applications: [] });
    expect(JSON.stringify(bobApplications)).not.toContain('Trần Bí Mật');
  });
});

it('retrieves advice from the knowledge base by meaning of the question', () => {
  expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(24);
  expect(new Set(KNOWLEDGE_BASE.map((entry) => entry.id)).size).toBe(KNOWLEDGE_BASE.length);
  expect(searchKnowledge('Cách viết CV cho sinh viên mới ra trường')[0]?.id).toBe('cv-fresh-graduate');
  expect(searchKnowledge('cach viet cv cho sinh vien moi ra truong')[0]?.id).toBe('cv-fresh-graduate');
  expect(searchKnowledge('Làm sao đàm phán lương khi nhận offer?')[0]?.topic).toBe('salary');
  expect(searchKnowledge('phỏng vấn online cần chuẩn bị gì', 'interview')[0]?.id).toBe('interview-online');
  expect(searchKnowledge('thời tiết Hà Nội')).toEqual([]);
});
