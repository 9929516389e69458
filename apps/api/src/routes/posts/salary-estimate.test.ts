import { PostDetailSchema, envelope } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, createEmployer, dateIn, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';

const DetailResponse = envelope(PostDetailSchema);
const MILLION = 1_000_000;

describeEachDatabase('salary estimate of negotiable posts', (kind) => {
  const ctx = useTestContext(kind);

  /** Open posts of the catalogue's position, one per salary (in millions; [min, max] for a range). */
  async function insertPaidPosts(
    employer: TestEmployer,
    catalogue: TestCatalogue,
    salaries: readonly (number | [number | null, number | null])[],
    where: { city?: string; level?: string; deadlineDays?: number } = {},
  ) {
    for (const salary of salaries) {
      const [min, max] = Array.isArray(salary) ? salary : [salary, salary];
      await ctx().database.db.execute(sql`insert into posts (title, enterprise_id, position_id, field_id, city, experience, level, type_working,
          salary_min, salary_max, is_salary_negotiable, description, required, interest, deadline)
        values ('Tin có lương', ${employer.enterpriseId}, ${catalogue.positionId}, ${catalogue.fieldId}, ${where.city ?? 'Hà Nội'}, '1-2 năm',
          ${where.level ?? 'Junior'}, 'Toàn thời gian', ${min === null ? null : min * MILLION}, ${max === null ? null : max * MILLION}, false,
          '<p>Mô tả</p>', '<p>Yêu cầu</p>', '<p>Quyền lợi</p>', ${dateIn(ctx(), where.deadlineDays ?? 30)}::date)`);
    }
  }
  const detail = async (id: number) => {
    const response = await ctx().inject({ method: 'GET', url: `/api/post/${id}/` });
    expect(response.statusCode).toBe(200);
    return DetailResponse.parse(response.json()).data;
  };
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('gives the median and quartiles of 20 posts of the same position, province and level', async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    // 10..29 million: percentile_cont gives 14.75 / 19.5 / 24.25 million.
    await insertPaidPosts(employer, catalogue, range(10, 20));
    const negotiable = await insertPost(ctx(), employer, catalogue);
    expect((await detail(negotiable)).salary_estimate).toEqual({
      median: 19_500_000,
      p25: 14_750_000,
      p75: 24_250_000,
      sample_size: 20,
      basis: 'position_city_level',
    });
  });

  it('widens to the province, then the position, and gives none below 20 posts', async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    const negotiable = await insertPost(ctx(), employer, catalogue);
    await insertPaidPosts(employer, catalogue, range(10, 10));
    await insertPaidPosts(employer, catalogue, range(10, 5), { level: 'Senior' });
    expect((await detail(negotiable)).salary_estimate).toBeNull();

    await insertPaidPosts(employer, catalogue, range(20, 4), { city: 'Đà Nẵng' });
    await insertPaidPosts(employer, catalogue, [[8, null]], { city: 'Đà Nẵng' });
    expect((await detail(negotiable)).salary_estimate).toMatchObject({ sample_size: 20, basis: 'position' });

    await insertPaidPosts(employer, catalogue, range(10, 5), { level: 'Senior' });
    expect((await detail(negotiable)).salary_estimate).toMatchObject({ sample_size: 20, basis: 'position_city' });
  });

  it('counts only open posts with a salary: not negotiable ones, closed ones or other positions', async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    const negotiable = await insertPost(ctx(), employer, catalogue);
    await insertPaidPosts(employer, catalogue, range(10, 19));
    for (let i = 0; i < 5; i++) await insertPost(ctx(), employer, catalogue);
    await insertPaidPosts(employer, catalogue, [30], { deadlineDays: -2 });
    await insertPaidPosts(employer, { ...catalogue, positionId: catalogue.otherPositionId, fieldId: catalogue.otherFieldId }, [30]);
    expect((await detail(negotiable)).salary_estimate).toBeNull();
  });

  it('is absent on a post with its own salary', async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx());
    await insertPaidPosts(employer, catalogue, range(10, 21));
    const [paid] = await selectRows<{ id: number }>(ctx().database.db, sql`select max(id) as id from posts where position_id = ${catalogue.positionId}`);
    expect(await detail(Number(paid!.id))).not.toHaveProperty('salary_estimate');
  });
});
