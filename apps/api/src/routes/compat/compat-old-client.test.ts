/**
 * Compatibility suite (issue 26, the "old client" table): plays the original Vue client, built
 * against the original API, and checks that each field it reads is there, on every test database.
 * Each `describe` is one row of the table.
 */
import {
  AdminEnterprisePageSchema,
  AssistantSessionDetailSchema,
  EmployerPostDetailSchema,
  ConversationSchema,
  EmployerStatisticsSchema,
  OwnEnterpriseResponseSchema,
  PostDetailSchema,
  PostPageResponseSchema,
  PremiumPackagesDataSchema,
  SavedPostPageSchema,
  envelope,
  listAssistantSessions,
  type Enterprise,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createSession, insertMessage as insertAssistantTurn } from '../../repositories/assistant-chat';
import { insertMessage } from '../../repositories/messages';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createEmployer, createEmployerSetup, insertApplication, insertPost, postBody } from '../../test/employer-fixtures';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { ownerOf, publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';

const DetailResponse = envelope(PostDetailSchema);
const EmployerDetailResponse = envelope(EmployerPostDetailSchema);
const SavedPageResponse = envelope(SavedPostPageSchema);
const ConversationsResponse = envelope(z.array(ConversationSchema));
const PremiumResponse = envelope(PremiumPackagesDataSchema);
const StatisticsResponse = envelope(EmployerStatisticsSchema);
const SessionsResponse = listAssistantSessions.responses[200];
const SessionResponse = envelope(AssistantSessionDetailSchema);
const EnterpriseResponse = envelope(z.looseObject({}));
const DAY_MS = 86_400_000;
/** The test contexts' PUBLIC_URL (test/context.ts). */
const PUBLIC_URL = 'http://jobhub.test';

describeEachDatabase('compatibility with the original Vue client (issue 26)', (kind) => {
  const ctx = useTestContext(kind);
  let posts: PostFacts[];
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: CreatedUser, payload?: unknown) => callApi(ctx(), method, url, user, payload);
  const ok = async (url: string, user?: CreatedUser) => {
    const response = await call('GET', url, user);
    expect(response.status).toBe(200);
    return response.body;
  };

  /** The old client's user: a Premium candidate with a history (a period ended, one cancelled, one running). */
  let premium: CreatedUser;
  let premiumPackage: { id: number; price: number };
  /** `days` after the fixture's start, as the API writes instants. */
  let dayAt: (days: number) => string;

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), 20, 2);
    posts = await publicPosts(ctx(), 3);
    // Every company of the seed shows a logo and a background image.
    await ctx().database.db.execute(sql`update enterprises set logo = 'public/logos/' || id || '.png', background_image = 'public/backgrounds/' || id || '.jpg'`);

    const now = ctx().clock.now().getTime();
    dayAt = (days) => new Date(now + days * DAY_MS).toISOString();
    premium = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(now + 20 * DAY_MS) });
    const [first] = await selectRows<{ id: number; price: number }>(ctx().database.db, sql`select id, price from premium_packages order by id limit 1`);
    premiumPackage = { id: Number(first!.id), price: Number(first!.price) };
    const { id: pkg, price } = premiumPackage;
    await ctx().database.db.execute(sql`insert into premium_history (user_id, package_id, price, start_date, end_date, is_active, cancelled_at, created_at) values
      (${premium.user.id}, ${pkg}, ${price}, ${dayAt(-90)}::timestamptz, ${dayAt(-60)}::timestamptz, false, null, ${dayAt(-90)}::timestamptz),
      (${premium.user.id}, ${pkg}, ${price}, ${dayAt(-50)}::timestamptz, ${dayAt(-20)}::timestamptz, false, ${dayAt(-40)}::timestamptz, ${dayAt(-50)}::timestamptz),
      (${premium.user.id}, ${pkg}, ${price}, ${dayAt(-10)}::timestamptz, ${dayAt(20)}::timestamptz, true, null, ${dayAt(-10)}::timestamptz)`);
  });

  /** The post's position, field and district as stored. */
  const namesOf = async (postId: number) => {
    const [row] = await selectRows<{ position_name: string; field_name: string; district: string | null }>(
      ctx().database.db,
      sql`select pos.name as position_name, f.name as field_name, p.district
        from posts p join positions pos on pos.id = p.position_id join fields f on f.id = p.field_id where p.id = ${postId}`,
    );
    return row!;
  };

  describe('1. job detail: description, required and interest as text, the HTML in *_html', () => {
    const html = {
      description: '<p>Phát triển <strong>dịch vụ</strong> &amp; API</p><p>Dòng 1<br>Dòng 2</p>',
      required: '<ul><li>TypeScript</li><li>Node.js</li></ul>',
      interest: '<p>Lương tháng 13</p><ol><li>Du lịch</li></ol>',
    };
    const text = {
      description: 'Phát triển dịch vụ & API\n\nDòng 1\nDòng 2',
      required: '• TypeScript\n• Node.js',
      interest: 'Lương tháng 13\n\n• Du lịch',
    };
    const expected = { ...text, description_html: html.description, required_html: html.required, interest_html: html.interest };

    it('answers them so on create, update, the employer\'s view and the public detail', async () => {
      const { catalogue, employer } = await createEmployerSetup(ctx());
      const created = await call('POST', '/api/posts/create/', employer, postBody(ctx(), catalogue, html));
      expect(created.status).toBe(201);
      const id = EmployerDetailResponse.parse(created.body).data.id;
      expect(EmployerDetailResponse.parse(created.body).data).toMatchObject(expected);
      expect(EmployerDetailResponse.parse(await ok(`/api/post/enterprise/${id}/`, employer)).data).toMatchObject(expected);
      expect(DetailResponse.parse(await ok(`/api/post/${id}/`)).data).toMatchObject(expected);

      // Editing from *_html keeps the formatting: sending them back (a shown post is hidden to edit) changes nothing.
      expect((await call('PUT', `/api/post/${id}/toggle-status/`, employer)).status).toBe(200);
      const again = await call('PUT', `/api/posts/update/${id}/`, employer, postBody(ctx(), catalogue, html));
      expect(again.status).toBe(200);
      expect(EmployerDetailResponse.parse(again.body).data).toMatchObject(expected);
    });

    it('answers an older plain-text post as it is in both', async () => {
      const { catalogue, employer } = await createEmployerSetup(ctx());
      const id = await insertPost(ctx(), employer, catalogue);
      await ctx().database.db.execute(sql`update posts set description = ${'Dòng 1\nDòng 2'} where id = ${id}`);
      const data = DetailResponse.parse(await ok(`/api/post/${id}/`)).data;
      expect(data).toMatchObject({ description: 'Dòng 1\nDòng 2', description_html: 'Dòng 1\nDòng 2', required: 'Yêu cầu', required_html: '<p>Yêu cầu</p>' });
    });
  });

  describe('2. job detail: field_name and position_name', () => {
    it('carries the names beside the field and position objects', async () => {
      const data = DetailResponse.parse(await ok(`/api/post/${posts[0]!.id}/`)).data;
      expect(data.field_name).toBe(data.field.name);
      expect(data.position_name).toBe(data.position.name);
      expect({ field_name: data.field_name, position_name: data.position_name }).toEqual({
        field_name: (await namesOf(data.id)).field_name,
        position_name: (await namesOf(data.id)).position_name,
      });
    });
  });

  describe('3. conversations: the last message on the row', () => {
    it("copies the last message's id, text, state, time and names, and the partner's name, on both endpoints", async () => {
      const [me, partner] = await Promise.all([createUser(ctx(), { fullname: 'Nguyễn Văn A' }), createUser(ctx(), { fullname: 'Trần Thị B' })]);
      const db = ctx().database.db;
      await insertMessage(db, { senderId: partner.user.id, recipientId: me.user.id, content: 'Chào bạn' });
      const last = await insertMessage(db, { senderId: me.user.id, recipientId: partner.user.id, content: 'Tôi quan tâm vị trí này' });
      for (const url of ['/api/messages/latest/?separate_by_user=true', '/api/conversations/']) {
        const [row] = ConversationsResponse.parse(await ok(url, me)).data;
        expect(row).toMatchObject({
          id: last.id,
          content: 'Tôi quan tâm vị trí này',
          is_read: false,
          created_at: row!.last_message.created_at,
          sender_fullname: 'Nguyễn Văn A',
          recipient_fullname: 'Trần Thị B',
          conversation_partner_fullname: 'Trần Thị B',
        });
        expect(Number.isNaN(new Date(row!.created_at!).getTime())).toBe(false);
      }
    });
  });

  describe("4. the employer's own company: data[0]", () => {
    it('answers the company as an object that also holds it under "0"', async () => {
      const { employer } = await createEmployerSetup(ctx());
      const body = await ok('/api/enterprises/user/', employer);
      const data = OwnEnterpriseResponseSchema.parse(body).data;
      expect(data.id).toBe(employer.enterpriseId);
      expect(data[0]).toEqual({ ...data, 0: undefined });
      // What the old client does with the raw JSON: `response.data[0].company_name`.
      const raw = body as { data: Record<string, Enterprise> };
      expect(raw.data['0']!.company_name).toBe(employer.companyName);
      expect(raw.data['0']).not.toHaveProperty('0');
    });
  });

  describe('5. Premium history: the original names', () => {
    it('carries is_active, is_cancelled, cancelled_date and package_price beside status, cancelled_at and price', async () => {
      const history = PremiumResponse.parse(await ok('/api/premium/packages/', premium)).data.premium_history;
      expect(history.map(({ status, is_active, is_cancelled }) => ({ status, is_active, is_cancelled }))).toEqual([
        { status: 'active', is_active: true, is_cancelled: false },
        { status: 'cancelled', is_active: false, is_cancelled: true },
        { status: 'expired', is_active: false, is_cancelled: false },
      ]);
      for (const row of history) {
        expect(row.package_price).toBe(row.price);
        expect(row.package_price).toBe(Number(premiumPackage.price));
        expect(row.cancelled_date).toBe(row.cancelled_at);
      }
      expect(history[1]!.cancelled_date).toBe(dayAt(-40));
    });
  });

  describe('6. statistics: applicants of each post by status', () => {
    it('carries total, pending, approved and rejected applicants on each post_stats row', async () => {
      const { catalogue, employer } = await createEmployerSetup(ctx());
      const postId = await insertPost(ctx(), employer, catalogue);
      const candidates = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx())));
      const ids = await Promise.all(candidates.map((candidate) => insertApplication(ctx(), postId, candidate.user.id)));
      await ctx().database.db.execute(sql`update applications set status = 'approved' where id = ${ids[0]!}`);
      await ctx().database.db.execute(sql`update applications set status = 'rejected' where id in (${ids[1]!}, ${ids[2]!})`);
      const { post_stats } = StatisticsResponse.parse(await ok('/api/statistics/', employer)).data;
      expect(post_stats.find((row) => row.id === postId)).toMatchObject({
        applicants: 4,
        total_applicants: 4,
        pending_applicants: 1,
        approved_applicants: 1,
        rejected_applicants: 2,
      });
    });
  });

  describe('7. job detail: latest_application_date as printed', () => {
    it('is DD/MM/YYYY in Vietnam time, and applied_at keeps the instant in ISO 8601', async () => {
      const candidate = await createUser(ctx());
      const post = posts[1]!;
      expect(DetailResponse.parse(await ok(`/api/post/${post.id}/`, candidate)).data.latest_application_date).toBeNull();
      const id = await insertApplication(ctx(), post.id, candidate.user.id);
      // 20:00 UTC is 03:00 the next day in Vietnam.
      await ctx().database.db.execute(sql`update applications set created_at = '2026-11-26T20:00:00Z' where id = ${id}`);
      const data = DetailResponse.parse(await ok(`/api/post/${post.id}/`, candidate)).data;
      expect(data.latest_application_date).toBe('27/11/2026');
      expect(data.applied_at).toBe('2026-11-26T20:00:00.000Z');
    });
  });

  describe('8. company objects: logo_url and background_image_url', () => {
    /** A seeded company's files (see beforeAll); a company of another test has none, and null URLs. */
    const expectAbsolute = (company: { logo: string | null; logo_url?: string | null; background_image?: string | null; background_image_url?: string | null }) => {
      if (company.logo === null) return expect(company.logo_url).toBeNull();
      expect(company.logo).toMatch(/^\/uploads\//);
      expect(company.logo_url).toBe(`${PUBLIC_URL}${company.logo}`);
      if ('background_image' in company) expect(company.background_image_url).toBe(`${PUBLIC_URL}${company.background_image}`);
    };

    it('carries them on the public company, the lists, the own company and the job detail box', async () => {
      const id = posts[0]!.enterprise_id;
      const one = envelope(z.looseObject({ logo: z.nullable(z.string()) })).parse(await ok(`/api/enterprises/${id}/`)).data as Enterprise;
      expectAbsolute(one);
      const page = (await ok('/api/enterprises/')) as { data: { results: Enterprise[] } };
      expect(page.data.results.length).toBeGreaterThan(0);
      page.data.results.forEach(expectAbsolute);
      expect(page.data.results.filter((company) => company.logo_url).length).toBeGreaterThan(0);
      const own = EnterpriseResponse.parse(await ok('/api/enterprises/user/', await ownerOf(ctx(), posts[0]!))).data as Enterprise;
      expectAbsolute(own);
      const detail = DetailResponse.parse(await ok(`/api/post/${posts[0]!.id}/`)).data;
      expect(detail.enterprise_detail.logo_url).toBe(`${PUBLIC_URL}${detail.enterprise_detail.logo}`);
    });

    it("carries them in the admin's review queue", async () => {
      const waiting = await createEmployer(ctx(), { state: 'pending' });
      await ctx().database.db.execute(sql`update enterprises set logo = 'public/logos/waiting.png' where id = ${waiting.enterpriseId}`);
      const admin = await createUser(ctx(), { role: 'admin' });
      const queue = envelope(AdminEnterprisePageSchema).parse(await ok('/api/admin/enterprises/?status=pending&page_size=100', admin)).data.results;
      const row = queue.find((company) => company.id === waiting.enterpriseId)!;
      expect(row).toMatchObject({ logo_url: `${PUBLIC_URL}/uploads/logos/waiting.png`, background_image_url: null });
    });
  });

  describe('9. JobHub AI sessions: results and messages[].timestamp', () => {
    it('lists the sessions in a top-level results too, and stamps each message', async () => {
      const me = premium;
      const now = ctx().clock.now();
      const session = await createSession(ctx().database.db, me.user.id, 'Việc làm Hà Nội', now);
      await insertAssistantTurn(ctx().database.db, { sessionId: session.id, userId: me.user.id, role: 'user', content: 'Việc làm ở Hà Nội?', now });
      const list = SessionsResponse.parse(await ok('/api/gemini-chat/sessions/', me));
      expect(list.results).toEqual(list.data);
      expect(list.results!.map((row) => row.id)).toEqual([session.id]);
      const detail = SessionResponse.parse(await ok(`/api/gemini-chat/sessions/${session.id}/`, me)).data;
      expect(detail.messages).toHaveLength(1);
      for (const message of detail.messages) expect(message.timestamp).toBe(message.created_at);
    });
  });

  describe('10. post rows: district, position_name, field_name', () => {
    const expectNames = async (rows: { id: number; district?: string | null; position_name?: string; field_name?: string }[]) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect({ district: row.district, position_name: row.position_name, field_name: row.field_name }).toEqual(await namesOf(row.id));
    };

    it('carry them in lists, search, one company, saved posts and related posts', async () => {
      await expectNames(PostPageResponseSchema.parse(await ok('/api/posts/')).data.results);
      await expectNames(PostPageResponseSchema.parse(await ok('/api/posts/search/?q=a')).data.results.concat(PostPageResponseSchema.parse(await ok('/api/posts/search/')).data.results));
      await expectNames(PostPageResponseSchema.parse(await ok(`/api/posts/enterprise/${posts[0]!.enterprise_id}/`)).data.results);
      const me = await createUser(ctx());
      expect((await call('POST', '/api/saved-posts/save/', me, { post_id: posts[1]!.id })).status).toBe(201);
      await expectNames(SavedPageResponse.parse(await ok('/api/saved-posts/', me)).data.results.map((row) => row.post));
      const related = await Promise.all(posts.map(async (post) => DetailResponse.parse(await ok(`/api/post/${post.id}/`)).data.related_posts));
      await expectNames(related.flat());
    });
  });

  describe("11. one company's posts: the page envelope stays", () => {
    // Decision (issue 26, item 11): the original API answered a bare JSON list here. A body cannot
    // be that list and the `{ status, data }` envelope every endpoint answers, and switching the
    // shape on the query would change the answer for current clients: not additive, which only
    // items 1 and 7 may be. The old company page can read `data.results` (as it does for search).
    it('answers { status, data: { results, total, … } } as before', async () => {
      const body = PostPageResponseSchema.parse(await ok(`/api/posts/enterprise/${posts[0]!.enterprise_id}/`));
      expect(body.data.results.length).toBeGreaterThan(0);
      expect(body.data.total).toBeGreaterThanOrEqual(body.data.results.length);
      expect(body.data.results.every((row) => row.enterprise === posts[0]!.enterprise_id)).toBe(true);
    });
  });
});
