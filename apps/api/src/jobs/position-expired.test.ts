import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notificationsOf } from '../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../test/context';
import { VIETNAM_MORNING, createEmployer, createEmployerSetup, dateIn, insertPost, type TestCatalogue, type TestEmployer } from '../test/employer-fixtures';
import { notifyExpiredPositions } from './position-expired';

const DAY_MS = 86_400_000;

describeEachDatabase('position_expired job', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let catalogue: TestCatalogue;
  let employer: TestEmployer;

  beforeAll(async () => {
    ({ catalogue, employer } = await createEmployerSetup(ctx()));
  });

  it('writes one position_expired notification per post whose deadline passed, once only', async () => {
    const other = await createEmployer(ctx());
    const expired = await insertPost(ctx(), employer, catalogue, {
      title: 'Tin đã hết hạn',
      deadline: dateIn(ctx(), -1),
    });
    const expiredHidden = await insertPost(ctx(), employer, catalogue, {
      is_active: false,
      deadline: dateIn(ctx(), -3),
    });
    const othersExpired = await insertPost(ctx(), other, catalogue, {
      deadline: dateIn(ctx(), -2),
    });
    const dueToday = await insertPost(ctx(), employer, catalogue, {
      deadline: dateIn(ctx(), 0),
    });
    await insertPost(ctx(), employer, catalogue, {
      deadline: dateIn(ctx(), 10),
    });
    await insertPost(ctx(), employer, catalogue, {
      is_removed: true,
      deadline: dateIn(ctx(), -1),
    });

    expect(await notifyExpiredPositions(ctx().app)).toBe(3);
    const mine = await notificationsOf(ctx(), employer.user.id, 'position_expired');
    expect(mine.map((row) => row.object_id).sort()).toEqual([expired, expiredHidden].sort());
    const first = mine.find((row) => row.object_id === expired)!;
    expect(first).toMatchObject({
      title: 'Tin tuyển dụng đã hết hạn',
      message: 'Tin "Tin đã hết hạn" đã hết hạn nhận hồ sơ.',
      actor_id: null,
    });
    expect((await notificationsOf(ctx(), other.user.id, 'position_expired')).map((row) => row.object_id)).toEqual([othersExpired]);

    // Running again writes nothing new.
    expect(await notifyExpiredPositions(ctx().app)).toBe(0);
    expect(await notificationsOf(ctx(), employer.user.id, 'position_expired')).toHaveLength(2);

    // The next Vietnamese day, today's deadline has passed too.
    ctx().clock.advance(DAY_MS);
    try {
      expect(await notifyExpiredPositions(ctx().app)).toBe(1);
      const after = await notificationsOf(ctx(), employer.user.id, 'position_expired');
      expect(after.map((row) => row.object_id)).toContain(dueToday);
      expect(after).toHaveLength(3);
      expect(await notifyExpiredPositions(ctx().app)).toBe(0);
    } finally {
      ctx().clock.advance(-DAY_MS);
    }
  });

  it('does not notify deadlines older than the 30-day look-back (no flood on a first start)', async () => {
    const owner = await createEmployer(ctx());
    await insertPost(ctx(), owner, catalogue, { deadline: dateIn(ctx(), -45) });
    const recent = await insertPost(ctx(), owner, catalogue, {
      deadline: dateIn(ctx(), -29),
    });
    await notifyExpiredPositions(ctx().app);
    expect((await notificationsOf(ctx(), owner.user.id, 'position_expired')).map((row) => row.object_id)).toEqual([recent]);
  });

  it('notifies again when a reopened post (deadline moved later) expires a second time', async () => {
    const owner = await createEmployer(ctx());
    const postId = await insertPost(ctx(), owner, catalogue, {
      deadline: dateIn(ctx(), -1),
    });
    await notifyExpiredPositions(ctx().app);
    expect(await notificationsOf(ctx(), owner.user.id, 'position_expired')).toHaveLength(1);

    await ctx().database.db.execute(sql`update posts set deadline = ${dateIn(ctx(), 2)}::date where id = ${postId}`);
    expect(await notifyExpiredPositions(ctx().app)).toBe(0);
    ctx().clock.advance(3 * DAY_MS);
    try {
      await notifyExpiredPositions(ctx().app);
      await notifyExpiredPositions(ctx().app);
      const notices = await notificationsOf(ctx(), owner.user.id, 'position_expired');
      expect(notices.map((row) => row.object_id)).toEqual([postId, postId]);
    } finally {
      ctx().clock.advance(-3 * DAY_MS);
    }
  });
});
