/**
 * Issue #24, finding 5, on the WebSocket: a token signed with the real secret but without `exp`
 * or `iat` is refused at `authenticate` like on HTTP (routes/accounts/accounts.test.ts covers the
 * HTTP API and the refresh token). services/token-claims.ts REQUIRED_TIME_CLAIMS is the rule.
 */
import { AUTH_FAILED_CLOSE_CODE } from '@jobhub/sdk/contract';
import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../test/context';
import { createUser } from '../test/helpers';
import { openSocket, socketBaseUrl } from '../test/socket-client';

describeEachDatabase('WebSocket token time claims', (kind) => {
  const ctx = useTestContext(kind, { realtime: { authTimeoutMs: 2_000, heartbeatMs: 60_000 } });
  let base = '';
  beforeAll(async () => {
    base = await socketBaseUrl(ctx().app);
  });

  it('refuses an access token signed with the real secret but without exp or iat; accepts it with both', async () => {
    const created = await createUser(ctx());
    const key = new TextEncoder().encode(ctx().env.JWT_SECRET);
    const now = Math.floor(ctx().clock.now().getTime() / 1000);
    const claims = { user_id: created.user.id, role: created.user.role, is_active: true, is_banned: false, username: created.user.username, fullname: created.user.fullname, token_version: 0 };
    const sign = (times: { iat?: boolean; exp?: boolean }) => {
      const jwt = new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(created.user.id));
      if (times.iat) jwt.setIssuedAt(now);
      if (times.exp) jwt.setExpirationTime(now + 600);
      return jwt.sign(key);
    };
    const answer = async (token: string) => {
      const socket = await openSocket(`${base}/api/ws/notifications/`);
      await socket.next((frame) => frame.type === 'auth_required');
      socket.send({ type: 'authenticate', token });
      const frame = await socket.next();
      if (frame.type === 'auth_fail') expect((await socket.closed).code).toBe(AUTH_FAILED_CLOSE_CODE);
      else await socket.close();
      return frame.type;
    };
    // The control: only the missing claim makes the difference.
    expect(await answer(await sign({ iat: true, exp: true }))).toBe('auth_success');
    for (const times of [{ iat: true }, { exp: true }, {}]) expect(await answer(await sign(times)), JSON.stringify(times)).toBe('auth_fail');
  });
});
