import { ApiErrorBodySchema, ProfileResponseSchema, cancelPremium } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY_MS } from '../../lib/clock';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createEmployer, createCatalogue, insertPost } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';
import { MSG_PREMIUM_CANCELLED } from './premium.routes';

const CancelAnswerSchema = cancelPremium.responses[200];

describeEachDatabase('premium cancel', (kind) => {
  const ctx = useTestContext(kind);
  const cancel = (user: CreatedUser | undefined, url = '/auth/delete-premium/') =>
    ctx().inject({ method: 'POST', url, ...(user ? { headers: user.headers } : {}) });
  const profileOf = async (user: CreatedUser) =>
    ProfileResponseSchema.parse((await ctx().inject({ method: 'GET', url: '/api/profile/', headers: user.headers })).json()).data;
  const historyOf = (user: CreatedUser) =>
    selectRows<{ start_date: Date | null; end_date: Date | null; is_active: boolean; cancelled_at: Date | null }>(
      ctx().database.db,
      sql`select start_date, end_date, is_active, cancelled_at from premium_history where user_id = ${user.user.id} order by id`,
    );

  it('cancels an expired Premium and records the period it ended', async () => {
    const expiry = new Date(ctx().clock.now().getTime() - DAY_MS);
    const me = await createUser(ctx(), { is_premium: true, premium_expiry: expiry });
    const response = await cancel(me);
    expect(response.statusCode).toBe(200);
    expect(CancelAnswerSchema.parse(response.json())).toEqual({ status: 200, message: MSG_PREMIUM_CANCELLED });
    expect(await profileOf(me)).toMatchObject({ is_premium: false, premium_expiry: null });
    const [period] = await historyOf(me);
    expect(period).toMatchObject({ start_date: null, is_active: false });
    expect(new Date(period!.end_date!).toISOString()).toBe(expiry.toISOString());
    expect(new Date(period!.cancelled_at!).toISOString()).toBe(ctx().clock.now().toISOString());
  });

  it('closes the open period of an active Premium (also at /api/delete-premium/)', async () => {
    const me = await createUser(ctx(), { is_premium: true, premium_expiry: new Date(ctx().clock.now().getTime() + 30 * DAY_MS) });
    const start = new Date(ctx().clock.now().getTime() - DAY_MS);
    await ctx().database.db.execute(
      sql`insert into premium_history (user_id, start_date, end_date) values (${me.user.id}, ${start.toISOString()}::timestamptz, ${start.toISOString()}::timestamptz + interval '31 days')`,
    );
    expect((await cancel(me, '/api/delete-premium')).statusCode).toBe(200);
    expect(await profileOf(me)).toMatchObject({ is_premium: false, premium_expiry: null });
    const history = await historyOf(me);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ is_active: false });
    expect(new Date(history[0]!.start_date!).toISOString()).toBe(start.toISOString());
  });

  it('changes nothing for a user without Premium, and answers the same', async () => {
    const me = await createUser(ctx());
    const response = await cancel(me);
    expect(response.statusCode).toBe(200);
    expect(CancelAnswerSchema.parse(response.json()).message).toBe(MSG_PREMIUM_CANCELLED);
    expect(await historyOf(me)).toEqual([]);
  });

  it("takes an employer's posts out of the Premium ranking at once", async () => {
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx(), { premium: true });
    const post = await insertPost(ctx(), employer, catalogue);
    const ranked = async () =>
      (await selectRows<{ is_premium: boolean }>(ctx().database.db, sql`select is_premium from post_search where post_id = ${post}`))[0]?.is_premium;
    expect(await ranked()).toBe(true);
    expect((await cancel(employer)).statusCode).toBe(200);
    expect(await ranked()).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const response = await cancel(undefined);
    expect(response.statusCode).toBe(401);
    ApiErrorBodySchema.parse(response.json());
  });
});
