/** GET /api/conversations/contacts/: the people one has an application with, on both databases. */
import { ChatContactPageSchema, envelope } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, createEmployer, insertApplication, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';

const ContactsResponse = envelope(ChatContactPageSchema);

describeEachDatabase('chat contacts', (kind) => {
  const ctx = useTestContext(kind);
  let catalogue: TestCatalogue;
  let employer: TestEmployer;
  let rival: TestEmployer;
  let lan: CreatedUser;
  let minh: CreatedUser;
  let stranger: CreatedUser;
  let backendPost: number;

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
    employer = await createEmployer(ctx(), { fullname: 'Trần Tuyển Dụng' });
    rival = await createEmployer(ctx(), { fullname: 'Đối Thủ' });
    lan = await createUser(ctx(), { fullname: 'Nguyễn Thị Lan' });
    minh = await createUser(ctx(), { fullname: 'Phạm Văn Minh' });
    stranger = await createUser(ctx(), { fullname: 'Người Lạ' });
    backendPost = await insertPost(ctx(), employer, catalogue, { title: 'Lập trình viên Backend' });
    const frontendPost = await insertPost(ctx(), employer, catalogue, { title: 'Lập trình viên Frontend' });
    const rivalPost = await insertPost(ctx(), rival, catalogue, { title: 'Kế toán' });
    // Lan applied twice to the employer (one row, the latest post) and once to the rival; Minh once.
    await insertApplication(ctx(), backendPost, lan.user.id);
    await insertApplication(ctx(), frontendPost, minh.user.id);
    await insertApplication(ctx(), frontendPost, lan.user.id);
    await insertApplication(ctx(), rivalPost, lan.user.id);
    // A message alone does not make a contact.
    await ctx().inject({ method: 'POST', url: '/api/messages/send/', headers: employer.headers, payload: { recipient: stranger.user.id, content: 'Chào bạn' } });
  });

  const contacts = async (user: CreatedUser, query = '') => {
    const response = await ctx().inject({ method: 'GET', url: `/api/conversations/contacts/${query}`, headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return ContactsResponse.parse(response.json()).data;
  };

  it("lists an employer's own applicants only, once each, the latest application first", async () => {
    const page = await contacts(employer);
    expect(page.results.map((row) => [row.user_id, row.post_title])).toEqual([
      [lan.user.id, 'Lập trình viên Frontend'],
      [minh.user.id, 'Lập trình viên Frontend'],
    ]);
    expect(page.results[0]).toMatchObject({ fullname: 'Nguyễn Thị Lan', role: 'candidate', company_name: null });
    expect(page).toMatchObject({ total: 2, page: 1, total_pages: 1 });
    expect((await contacts(rival)).results.map((row) => row.user_id)).toEqual([lan.user.id]);
  });

  it("lists a candidate's employers of the posts applied to, with their company", async () => {
    const page = await contacts(lan);
    expect(page.results.map((row) => row.user_id)).toEqual([rival.user.id, employer.user.id]);
    expect(page.results[1]).toMatchObject({ role: 'employer', company_name: employer.companyName, post_title: 'Lập trình viên Frontend' });
    expect((await contacts(minh)).results.map((row) => row.user_id)).toEqual([employer.user.id]);
  });

  it('is empty for people without applications (messages do not count)', async () => {
    expect(await contacts(stranger)).toMatchObject({ results: [], total: 0, total_pages: 0 });
    expect((await contacts(await createUser(ctx(), { role: 'admin' }))).total).toBe(0);
  });

  it('pages and searches by name, company or post without diacritics', async () => {
    const first = await contacts(employer, '?page_size=1');
    const second = await contacts(employer, '?page_size=1&page=2');
    expect([first.results[0]?.user_id, second.results[0]?.user_id]).toEqual([lan.user.id, minh.user.id]);
    expect(first).toMatchObject({ total: 2, total_pages: 2, page_size: 1 });
    expect(await contacts(employer, '?page=3&page_size=1')).toMatchObject({ results: [], total: 2 });
    expect((await contacts(employer, '?q=pham%20van')).results.map((row) => row.user_id)).toEqual([minh.user.id]);
    expect((await contacts(lan, '?q=ke%20toan')).results.map((row) => row.user_id)).toEqual([rival.user.id]);
    expect((await contacts(lan, `?q=${encodeURIComponent(employer.companyName.toLowerCase())}`)).results.map((row) => row.user_id)).toEqual([employer.user.id]);
    expect((await contacts(employer, '?q=%25')).total).toBe(0);
  });

  it('leaves out banned users and refuses anonymous callers and bad queries', async () => {
    const banned = await createUser(ctx(), { fullname: 'Sẽ Bị Khóa' });
    await insertApplication(ctx(), backendPost, banned.user.id);
    expect((await contacts(employer)).results.map((row) => row.user_id)).toContain(banned.user.id);
    await ctx().database.db.execute(sql`update users set is_banned = true where id = ${banned.user.id}`);
    expect((await contacts(employer)).results.map((row) => row.user_id)).not.toContain(banned.user.id);
    expect((await ctx().inject({ method: 'GET', url: '/api/conversations/contacts/' })).statusCode).toBe(401);
    const bad = await ctx().inject({ method: 'GET', url: '/api/conversations/contacts/?page_size=500', headers: employer.headers });
    expect(bad.statusCode).toBe(400);
  });
});
