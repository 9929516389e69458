/**
 * Compatibility suite (issue 14, shapes): plays a client written against the original JobHub API
 * and checks the shapes SPEC defines and the fields such clients read, on every test database.
 */
import {
  ApiErrorBodySchema,
  ConversationSchema,
  CriteriaSchema,
  LatestMessageSchema,
  PostDetailSchema,
  SavedPostPageSchema,
  envelope,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { insertMessage } from '../../repositories/messages';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { insertApplication } from '../../test/employer-fixtures';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';

const SavedPageResponse = envelope(SavedPostPageSchema);
const DetailResponse = envelope(PostDetailSchema);
const ConversationsResponse = envelope(z.array(ConversationSchema));
const LatestMessagesResponse = envelope(z.array(LatestMessageSchema));
const CriteriaResponse = envelope(CriteriaSchema);

describeEachDatabase('compatibility with clients of the original API: shapes', (kind) => {
  const ctx = useTestContext(kind);
  let posts: PostFacts[];
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: CreatedUser, payload?: unknown) => callApi(ctx(), method, url, user, payload);

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), 20, 2);
    posts = await publicPosts(ctx(), 3);
  });

  it('saved posts carry the post as post_detail too', async () => {
    const me = await createUser(ctx());
    expect((await call('POST', '/api/saved-posts/save/', me, { post_id: posts[0]!.id })).status).toBe(201);
    const [row] = SavedPageResponse.parse((await call('GET', '/api/saved-posts/', me)).body).data.results;
    expect(row!.post.id).toBe(posts[0]!.id);
    expect(row!.post_detail).toEqual(row!.post);
  });

  describe('job detail', () => {
    const detail = async (postId: number, user?: CreatedUser) => {
      const response = await call('GET', `/api/post/${postId}/`, user);
      expect(response.status).toBe(200);
      return DetailResponse.parse(response.body).data;
    };

    it("carries the company's address and the employer's user id (for 'Nhắn tin')", async () => {
      const post = posts[1]!;
      const [company] = await selectRows<{ address: string | null }>(ctx().database.db, sql`select address from enterprises where id = ${post.enterprise_id}`);
      const data = await detail(post.id);
      expect(data.user_id).toBe(post.owner_id);
      expect(data.enterprise_address).toBe(company!.address);
      expect(data.enterprise_address).toBe(data.enterprise_detail.address);
    });

    it("carries the viewer's latest application date: null anonymous or before applying, the application's date after", async () => {
      const post = posts[2]!;
      const candidate = await createUser(ctx());
      expect((await detail(post.id)).latest_application_date).toBeNull();
      expect((await detail(post.id, candidate)).latest_application_date).toBeNull();
      await insertApplication(ctx(), post.id, candidate.user.id);
      const applied = await detail(post.id, candidate);
      expect(applied.applied_at).toEqual(expect.any(String));
      // DD/MM/YYYY in Vietnam time since issue 26 (item 7); the instant is applied_at.
      expect(applied.latest_application_date).toBe(new Date(applied.applied_at!).toLocaleDateString('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' }));
      expect((await detail(post.id, await createUser(ctx()))).latest_application_date).toBeNull();
    });
  });

  describe('chat', () => {
    async function conversationOfThree() {
      const [me, first, second] = await Promise.all([createUser(ctx()), createUser(ctx()), createUser(ctx())]);
      const db = ctx().database.db;
      await insertMessage(db, { senderId: first.user.id, recipientId: me.user.id, content: 'Chào bạn' });
      await insertMessage(db, { senderId: me.user.id, recipientId: second.user.id, content: 'Tôi quan tâm vị trí này' });
      return { me, first, second };
    }

    it('conversations carry the sender and recipient user ids (SPEC §3) and the partner id, on both endpoints', async () => {
      const { me, first, second } = await conversationOfThree();
      const expected = [
        { user_id: second.user.id, conversation_partner_id: second.user.id, sender: me.user.id, recipient: second.user.id },
        { user_id: first.user.id, conversation_partner_id: first.user.id, sender: first.user.id, recipient: me.user.id },
      ];
      const listed = ConversationsResponse.parse((await call('GET', '/api/conversations/', me)).body).data;
      expect(listed).toMatchObject(expected);
      const latest = ConversationsResponse.parse((await call('GET', '/api/messages/latest/?separate_by_user=true', me)).body).data;
      expect(latest).toMatchObject(expected);
    });

    it('latest messages carry conversation_partner_id: the other participant, sent or received', async () => {
      const { me, first, second } = await conversationOfThree();
      const latest = LatestMessagesResponse.parse((await call('GET', '/api/messages/latest/?separate_by_user=false', me)).body).data;
      expect(latest.map((message) => [message.sender, message.recipient, message.conversation_partner_id])).toEqual([
        [me.user.id, second.user.id, second.user.id],
        [first.user.id, me.user.id, first.user.id],
      ]);
    });
  });

  describe('criteria', () => {
    it('accept scales as one string (comma-joined allowed) or as a list', async () => {
      const me = await createUser(ctx());
      const created = await call('POST', '/api/criteria/create/', me, { scales: '1-9,10-24' });
      expect(created.status).toBe(201);
      expect(CriteriaResponse.parse(created.body).data.scales).toEqual(['1-9', '10-24']);

      const one = await call('PUT', '/api/criteria/update/', me, { scales: '100-499' });
      expect(CriteriaResponse.parse(one.body).data.scales).toEqual(['100-499']);

      const list = await call('PUT', '/api/criteria/update/', me, { scales: ['500-999', '1000+'] });
      expect(CriteriaResponse.parse(list.body).data.scales).toEqual(['500-999', '1000+']);
    });

    it('answer 400 naming scales (or the bad item) for an unknown scale, given as a string or in a list', async () => {
      const me = await createUser(ctx());
      for (const scales of ['1-9,lớn', ['khổng lồ'], 7]) {
        const response = await call('POST', '/api/criteria/create/', me, { scales });
        expect(response.status).toBe(400);
        // A bad item is named by its place in the list (`scales.1`), as for lists everywhere.
        expect(Object.keys(ApiErrorBodySchema.parse(response.body).errors ?? {})).toEqual([expect.stringMatching(/^scales(\.\d+)?$/)]);
      }
    });
  });
});
