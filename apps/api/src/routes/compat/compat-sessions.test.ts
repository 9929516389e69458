/**
 * Compatibility suite (issue 14, sessions): a client of the original JobHub API keeps its refresh
 * token and sends it again and again (SPEC §7: the answer is `data.access`), and decodes it to read
 * its expiry; our SDK opts in to rotation (`rotate: true`). Revocation ends tokens of both kinds.
 * On every test database.
 */
import { ApiErrorBodySchema, TokenRefreshResponseSchema } from '@jobhub/sdk/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/accounts';
import { DAY_MS } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { bearer, createUser, loginAs, TEST_PASSWORD, type CreatedUser } from '../../test/helpers';

const EXPIRED = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại';

describeEachDatabase('compatibility with clients of the original API: sessions', (kind) => {
  const ctx = useTestContext(kind);

  const refresh = async (token: string, rotate?: boolean) => {
    const response = await ctx().inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh: token, ...(rotate === undefined ? {} : { rotate }) } });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const renewed = async (token: string, rotate?: boolean) => {
    const answer = await refresh(token, rotate);
    expect(answer.status).toBe(200);
    return TokenRefreshResponseSchema.parse(answer.body).data;
  };
  const profileStatus = async (access: string) =>
    (await ctx().inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })).statusCode;
  const signIn = async (user: CreatedUser) => loginAs(ctx(), user.user.email, user.password);

  it('refreshes again and again with the original refresh token (SPEC §7: data.access)', async () => {
    const user = await createUser(ctx());
    const login = await signIn(user);
    const first = await renewed(login.refresh);
    const second = await renewed(login.refresh);
    for (const data of [first, second]) {
      expect(await profileStatus(data.access)).toBe(200);
      expect(decodeJwt(data.access).user_id).toBe(user.user.id);
      expect(data.refresh).toBe(login.refresh); // echoed: the token stays the client's
    }
    // Concurrent refreshes with the same token all succeed too (a page opened in several tabs).
    const answers = await Promise.all([1, 2, 3].map(() => refresh(login.refresh)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await renewed(login.refresh, false)).toMatchObject({ refresh: login.refresh });
  });

  it('works for the refresh token’s lifetime (7 days), then answers 401', async () => {
    const login = await signIn(await createUser(ctx()));
    ctx().clock.advance(7 * DAY_MS - 60_000);
    try {
      await renewed(login.refresh);
      ctx().clock.advance(61_000);
      const late = await refresh(login.refresh);
      expect(late.status).toBe(401);
      expect(ApiErrorBodySchema.parse(late.body).message).toBe(EXPIRED);
    } finally {
      ctx().clock.advance(-(7 * DAY_MS + 1000));
    }
  });

  it('issues refresh tokens as JWTs a client decodes for their expiry (jti, user_id, exp, token_type)', async () => {
    const user = await createUser(ctx());
    const login = await signIn(user);
    const claims = decodeJwt(login.refresh);
    expect(claims).toMatchObject({ user_id: user.user.id, token_type: 'refresh', sub: String(user.user.id) });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp).toBe(Math.floor(ctx().clock.now().getTime() / 1000) + 7 * 24 * 3600);
    // Tracked server-side by the hash of its jti.
    const rows = await ctx().database.db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, sha256Hex(claims.jti!)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at.getTime()).toBe(claims.exp! * 1000);
    // A rotated successor is a JWT of the same login, with its own jti.
    const next = decodeJwt((await renewed(login.refresh, true)).refresh);
    expect(next).toMatchObject({ user_id: user.user.id, token_type: 'refresh' });
    expect(next.jti).not.toBe(claims.jti);
  });

  it('does not take a refresh token as an access token, nor an access token as a refresh token', async () => {
    const login = await signIn(await createUser(ctx()));
    expect(await profileStatus(login.refresh)).toBe(401);
    expect((await refresh(login.access)).status).toBe(401);
  });

  it('rotates for clients that opt in (rotate: true); reusing a spent token revokes the family', async () => {
    const user = await createUser(ctx());
    const login = await signIn(user);
    const other = await signIn(user);
    const rotated = await renewed(login.refresh, true);
    expect(rotated.refresh).not.toBe(login.refresh);
    const again = await renewed(rotated.refresh, true);

    const reuse = await refresh(login.refresh, true);
    expect(reuse.status).toBe(401);
    expect(ApiErrorBodySchema.parse(reuse.body).message).toBe(EXPIRED);
    // The whole family ends, whichever way its tokens are then sent; so do the user's access tokens.
    expect((await refresh(again.refresh, true)).status).toBe(401);
    expect((await refresh(again.refresh)).status).toBe(401);
    expect((await refresh(rotated.refresh)).status).toBe(401);
    expect(await profileStatus(again.access)).toBe(401);
    // Another login (another family) goes on.
    expect(await profileStatus((await renewed(other.refresh)).access)).toBe(200);
  });

  it('treats a spent token sent without rotate as a reuse too', async () => {
    const login = await signIn(await createUser(ctx()));
    const rotated = await renewed(login.refresh, true);
    expect((await refresh(login.refresh)).status).toBe(401);
    expect((await refresh(rotated.refresh, true)).status).toBe(401);
  });

  it('logout ends the login for both kinds of client, through the original or the latest token', async () => {
    const user = await createUser(ctx());
    // A client of the original API: never rotates, logs out with the token it kept.
    const keeper = await signIn(user);
    await renewed(keeper.refresh);
    expect((await ctx().inject({ method: 'POST', url: '/api/logout/', payload: { refresh: keeper.refresh } })).statusCode).toBe(200);
    expect((await refresh(keeper.refresh)).status).toBe(401);
    // A rotating client that logs out with its spent first token still ends its latest one.
    const rotating = await signIn(user);
    const latest = await renewed(rotating.refresh, true);
    expect((await ctx().inject({ method: 'POST', url: '/api/logout/', payload: { refresh: rotating.refresh } })).statusCode).toBe(200);
    expect((await refresh(latest.refresh, true)).status).toBe(401);
    // Logout works after the token expired too (the family may live on in a successor).
    const third = await signIn(user);
    const successor = await renewed(third.refresh, true);
    ctx().clock.advance(7 * DAY_MS + 1000);
    try {
      expect((await ctx().inject({ method: 'POST', url: '/api/logout/', payload: { refresh: third.refresh } })).statusCode).toBe(200);
    } finally {
      ctx().clock.advance(-(7 * DAY_MS + 1000));
    }
    expect((await refresh(successor.refresh)).status).toBe(401);
  });

  it('a ban, a password change end the tokens of both kinds of client', async () => {
    const banned = await createUser(ctx());
    const keeper = await signIn(banned);
    const rotating = await renewed((await signIn(banned)).refresh, true);
    await ctx().database.db.update(users).set({ is_banned: true }).where(eq(users.id, banned.user.id));
    await ctx().app.auth.revokeUser(banned.user.id);
    expect((await refresh(keeper.refresh)).status).toBe(401);
    expect((await refresh(rotating.refresh, true)).status).toBe(401);

    const changer = await createUser(ctx());
    const kept = await signIn(changer);
    const rotated = await renewed((await signIn(changer)).refresh, true);
    const changed = await ctx().inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: changer.headers,
      payload: { current_password: TEST_PASSWORD, new_password: 'Mat-khau-moi-789', confirm_password: 'Mat-khau-moi-789' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await refresh(kept.refresh)).status).toBe(401);
    expect((await refresh(rotated.refresh, true)).status).toBe(401);
  });

  it('a ban set by hand refuses the refresh with 403 and ends the sessions', async () => {
    const user = await createUser(ctx());
    const login = await signIn(user);
    await ctx().database.db.update(users).set({ is_banned: true }).where(eq(users.id, user.user.id));
    expect((await refresh(login.refresh)).status).toBe(403);
    await ctx().database.db.update(users).set({ is_banned: false }).where(eq(users.id, user.user.id));
    expect((await refresh(login.refresh)).status).toBe(401);
  });

  describe('opaque refresh tokens issued before refresh tokens were JWTs', () => {
    const legacy = async () => {
      const user = await createUser(ctx());
      const token = randomToken();
      await ctx().database.db.insert(refreshTokens).values({
        user_id: user.user.id,
        family_id: `legacy-${token.slice(0, 8)}`,
        token_hash: sha256Hex(token),
        expires_at: new Date(ctx().clock.now().getTime() + DAY_MS),
      });
      return token;
    };

    it('answers 401 (the user signs in again), with or without rotate', async () => {
      const token = await legacy();
      for (const rotate of [undefined, true]) {
        const answer = await refresh(token, rotate);
        expect(answer.status).toBe(401);
        expect(ApiErrorBodySchema.parse(answer.body).message).toBe(EXPIRED);
      }
    });

    it('are still revoked by a logout', async () => {
      const token = await legacy();
      expect((await ctx().inject({ method: 'POST', url: '/api/logout/', payload: { refresh: token } })).statusCode).toBe(200);
      const [row] = await ctx().database.db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, sha256Hex(token)));
      expect(row!.revoked_at).not.toBeNull();
    });
  });
});
