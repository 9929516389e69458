import { ApiErrorBodySchema, LoginResponseSchema, MessageEnvelopeSchema, ProfileResponseSchema } from '@jobhub/sdk/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, TEST_PASSWORD } from '../../test/helpers';

/** The SDK's profile calls (sdk api/profile.ts) against every path API.md gives them. */
describeEachDatabase('profile and password (SDK paths)', (kind) => {
  const ctx = useTestContext(kind);

  it('reads and updates the profile at /api/profile/, /api/profile/update/ and /profile/update/', async () => {
    const me = await createUser(ctx(), { fullname: 'Lê Thị Cúc' });
    const read = ProfileResponseSchema.parse((await ctx().inject({ method: 'GET', url: '/api/profile/', headers: me.headers })).json()).data;
    expect(read).toMatchObject({ user_id: me.user.id, fullname: 'Lê Thị Cúc', role: 'candidate', is_premium: false, premium_expiry: null });

    const updates = [
      ['/api/profile/update/', { fullname: 'Lê Thị Cúc Hoa' }],
      ['/profile/update/', { gender: 'female' }],
      ['/api/profile/', { name_display: 'Cúc Hoa' }],
    ] as const;
    for (const [url, payload] of updates) {
      const response = await ctx().inject({ method: 'PUT', url, headers: me.headers, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      ProfileResponseSchema.parse(response.json());
    }
    const after = ProfileResponseSchema.parse((await ctx().inject({ method: 'GET', url: '/api/profile', headers: me.headers })).json()).data;
    expect(after).toMatchObject({ fullname: 'Lê Thị Cúc Hoa', gender: 'female', name_display: 'Cúc Hoa' });

    const bad = await ctx().inject({ method: 'PUT', url: '/api/profile/', headers: me.headers, payload: { gender: 'robot' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(ApiErrorBodySchema.parse(bad.json()).errors ?? {})).toEqual(['gender']);
    expect((await ctx().inject({ method: 'PUT', url: '/api/profile/', payload: { gender: 'male' } })).statusCode).toBe(401);
  });

  it('changes the password (200) and refuses a wrong current one or a mismatch (400)', async () => {
    const me = await createUser(ctx());
    const change = (payload: object) => ctx().inject({ method: 'POST', url: '/api/change-password/', headers: me.headers, payload });
    const wrong = await change({ current_password: 'khong-dung-1', new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' });
    expect(wrong.statusCode).toBe(400);
    ApiErrorBodySchema.parse(wrong.json());
    const mismatch = await change({ current_password: TEST_PASSWORD, new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-khac-789' });
    expect(mismatch.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(mismatch.json()).errors?.confirm_password).toEqual(['Mật khẩu xác nhận không khớp']);

    const ok = await change({ current_password: TEST_PASSWORD, new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' });
    expect(ok.statusCode).toBe(200);
    MessageEnvelopeSchema.parse(ok.json());
    const login = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: me.user.email, password: 'Mat-khau-moi-456' } });
    expect(LoginResponseSchema.parse(login.json()).status).toBe(200);
    expect((await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: me.user.email, password: TEST_PASSWORD } })).statusCode).toBe(400);
  });
});
