/**
 * "Việc làm liên quan" on a job page (issue 26): posts like the one shown from every employer, not
 * only its own company's: same position and city first, then same position, then same city, then
 * the field; at most two of one company; only listed, open posts; never the post itself.
 */
import { envelope, PostDetailSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { RELATED_POSTS_PER_COMPANY } from '../../repositories/post-detail';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext, type TestContext } from '../../test/context';
import { createCatalogue, createEmployer, dateIn, type TestCatalogue } from '../../test/employer-fixtures';

const DetailResponse = envelope(PostDetailSchema);

interface Placed {
  company: number;
  field: number;
  position: number;
  city: string;
  /** Minutes after the first post: later is newer. */
  minute: number;
  is_active?: boolean;
}

async function insertPost(ctx: TestContext, post: Placed): Promise<number> {
  const created = new Date(Date.UTC(2026, 10, 1) + post.minute * 60_000).toISOString();
  const [row] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into posts (title, enterprise_id, position_id, field_id, city, experience, level, type_working,
        is_salary_negotiable, description, required, interest, deadline, is_active, created_at)
      values (${`Tin ${post.minute}`}, ${post.company}, ${post.position}, ${post.field}, ${post.city}, '1-2 năm', 'Junior',
        'Toàn thời gian', true, '<p>Mô tả</p>', '<p>Yêu cầu</p>', '<p>Quyền lợi</p>', ${dateIn(ctx, 30)}::date,
        ${post.is_active ?? true}, ${created}::timestamptz)
      returning id`,
  );
  return Number(row!.id);
}

describeEachDatabase('related posts of a job page', (kind) => {
  const ctx = useTestContext(kind);
  let catalogue: TestCatalogue;
  let otherPosition: number;
  const companies: number[] = [];

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
    const [row] = await selectRows<{ id: number }>(
      ctx().database.db,
      sql`insert into positions (name, field_id) values ('Kỹ sư kiểm thử', ${catalogue.fieldId}) returning id`,
    );
    otherPosition = Number(row!.id);
    for (let index = 0; index < 5; index += 1) companies.push((await createEmployer(ctx())).enterpriseId);
  });

  it('ranks posts of other employers by position, city and field, at most two of one company', async () => {
    const [own, second, third, fourth, fifth] = companies as [number, number, number, number, number];
    const { fieldId: field, positionId: position } = catalogue;
    const shown = await insertPost(ctx(), { company: own, field, position, city: 'Hà Nội', minute: 0 });
    // The company's own posts alike in every way: only its two newest are listed.
    const ownPosts: number[] = [];
    for (let minute = 1; minute <= 5; minute += 1) ownPosts.push(await insertPost(ctx(), { company: own, field, position, city: 'Hà Nội', minute }));
    const samePositionAndCity = await insertPost(ctx(), { company: second, field, position, city: 'Hà Nội', minute: 10 });
    const samePosition = await insertPost(ctx(), { company: third, field, position, city: 'Đà Nẵng', minute: 20 });
    const sameCity = await insertPost(ctx(), { company: fourth, field, position: otherPosition, city: 'Hà Nội', minute: 30 });
    const sameField = await insertPost(ctx(), { company: fifth, field, position: otherPosition, city: 'Cần Thơ', minute: 40 });
    // Never listed: another field, a hidden post.
    await insertPost(ctx(), { company: second, field: catalogue.otherFieldId, position: catalogue.otherPositionId, city: 'Hà Nội', minute: 50 });
    await insertPost(ctx(), { company: third, field, position, city: 'Hà Nội', minute: 60, is_active: false });

    const response = await ctx().inject({ method: 'GET', url: `/api/post/${shown}/` });
    expect(response.statusCode).toBe(200);
    const related = DetailResponse.parse(response.json()).data.related_posts.map((row) => row.id);
    expect(related).toEqual([samePositionAndCity, ownPosts[4], ownPosts[3], samePosition, sameCity, sameField]);
    expect(related.filter((id) => ownPosts.includes(id))).toHaveLength(RELATED_POSTS_PER_COMPANY);
  });
});
