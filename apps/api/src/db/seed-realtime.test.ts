import { ConversationSchema, NotificationPageSchema, envelope } from '@jobhub/sdk/contract';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeEachDatabase, useTestContext } from '../test/context';
import { bearer } from '../test/helpers';
import { seed } from './seed';
import { seedRealtimeDemo } from './seed-realtime';
import { users } from './schema/accounts';
import { messages } from './schema/realtime';
import { DEMO_POST_TITLES } from './seed-demo-posts';

const NOW = new Date('2026-03-01T08:00:00Z');

describeEachDatabase('seed: real-time demo data', (kind) => {
  const ctx = useTestContext(kind, { now: NOW });

  it('makes the demo candidate Premium and fills chat and notifications for both demo accounts, once', async () => {
    const db = ctx().database.db;
    expect(await seedRealtimeDemo(db, NOW)).toBeUndefined(); // no demo accounts yet
    await seed(db, { posts: 30, companies: 3, rng: 5, now: NOW, demoPasswords: { candidate: 'Mat-khau-123', employer: 'Mat-khau-123' } });
    expect(await seedRealtimeDemo(db, NOW)).toEqual({ messages: 5, notifications: 12 });
    expect(await seedRealtimeDemo(db, NOW)).toBeUndefined();

    const [candidate] = await db.select().from(users).where(eq(users.email, 'candidate@jobhub.local'));
    const [employer] = await db.select().from(users).where(eq(users.email, 'employer@jobhub.local'));
    expect(candidate!.is_premium).toBe(true);
    expect(candidate!.premium_expiry!.getTime()).toBeGreaterThan(NOW.getTime() + 364 * 86_400_000);

    for (const [user, other] of [
      [candidate!, employer!],
      [employer!, candidate!],
    ] as const) {
      const headers = bearer(await ctx().app.auth.signAccess(user));
      const conversations = envelope(z.array(ConversationSchema)).parse((await ctx().inject({ method: 'GET', url: '/api/conversations/', headers })).json()).data;
      expect(conversations.map((c) => c.user_id)).toEqual([other.id]);
      const notifications = envelope(NotificationPageSchema).parse((await ctx().inject({ method: 'GET', url: '/api/notifications/', headers })).json()).data;
      expect(notifications.total).toBe(6);
      expect(notifications.results.some((n) => n.notification_type === 'system')).toBe(true);
      expect(notifications.results.some((n) => !n.is_read)).toBe(true);
    }
    // The conversation is about the demo employer's first post (seed-demo-posts.ts), the one the
    // demo candidate applied to in the marketplace demo.
    const [first] = await db.select({ content: messages.content }).from(messages).orderBy(asc(messages.id)).limit(1);
    expect(first!.content).toContain(DEMO_POST_TITLES.active);
    const candidateHeaders = bearer(await ctx().app.auth.signAccess(candidate!));
    const send = await ctx().inject({ method: 'POST', url: '/api/messages/send/', headers: candidateHeaders, payload: { recipient: employer!.id, content: 'Dạ được ạ' } });
    expect(send.statusCode).toBe(201);
  });
});
