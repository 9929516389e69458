/**
 * Issue 26: the candidate's phone is kept on the profile (set there or by applying), and an
 * account made through Google, which has no password, sets one without a current password.
 */
import { ApiErrorBodySchema, ApplicationSchema, envelope, LoginResponseSchema, ProfileResponseSchema, TokenPairSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { multipartForm } from '../../test/application-fixtures';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createEmployerSetup, insertPost, TEST_PDF, VIETNAM_MORNING, type EmployerSetup } from '../../test/employer-fixtures';
import { createUser, TEST_PASSWORD, type CreatedUser } from '../../test/helpers';
import { MSG } from './accounts.messages';

const TokenMessage = envelope(TokenPairSchema);

describeEachDatabase('phone on the profile and a first password', (kind) => {
  const ctx = useTestContext(kind, { now: VIETNAM_MORNING });
  let setup: EmployerSetup;

  beforeAll(async () => {
    setup = await createEmployerSetup(ctx());
  });

  const profileOf = async (user: CreatedUser) =>
    ProfileResponseSchema.parse((await ctx().inject({ method: 'GET', url: '/api/profile/', headers: user.headers })).json()).data;
  const updateProfile = (user: CreatedUser, payload: object) => ctx().inject({ method: 'PUT', url: '/api/profile/update/', headers: user.headers, payload });

  /** An account made through Google sign-in: no password. */
  const googleOnly = async () => {
    const user = await createUser(ctx());
    await ctx().database.db.execute(sql`update users set password_hash = null, google_sub = ${`sub-${user.user.id}`} where id = ${user.user.id}`);
    return user;
  };

  it('keeps the phone given on the profile, checked like the apply form’s, and clears it with null', async () => {
    const me = await createUser(ctx());
    expect(await profileOf(me)).toMatchObject({ phone_number: null, has_password: true });

    const saved = await updateProfile(me, { phone_number: ' 0912 345 678 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ProfileResponseSchema.parse(saved.json()).data.phone_number).toBe('0912 345 678');
    expect((await profileOf(me)).phone_number).toBe('0912 345 678');

    const bad = await updateProfile(me, { phone_number: 'gọi tôi' });
    expect(bad.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(bad.json()).errors).toEqual({ phone_number: ['Số điện thoại không hợp lệ'] });

    expect((await updateProfile(me, { phone_number: null })).statusCode).toBe(200);
    expect((await profileOf(me)).phone_number).toBeNull();
  });

  it('keeps the number a candidate applies with as their phone', async () => {
    const me = await createUser(ctx());
    await updateProfile(me, { phone_number: '0900 000 001' });
    const post = await insertPost(ctx(), setup.employer, setup.catalogue);
    const form = { post: String(post), name: 'Trần Thị Ứng Viên', email: 'ung.vien@example.vn', phone_number: '+84 912 000 999', description: '' };
    const { payload, headers } = multipartForm(form, { cv: { name: 'ho-so.pdf', body: TEST_PDF, type: 'application/pdf' } });
    const applied = await ctx().inject({ method: 'POST', url: '/api/cv/create/', payload, headers: { ...headers, ...me.headers } });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(envelope(ApplicationSchema).parse(applied.json()).data.phone_number).toBe('+84 912 000 999');
    expect((await profileOf(me)).phone_number).toBe('+84 912 000 999');
  });

  it('lets an account without a password set one without a current password, once; then it signs in with it', async () => {
    const me = await googleOnly();
    expect((await profileOf(me)).has_password).toBe(false);
    const set = (user: CreatedUser, payload: object) => ctx().inject({ method: 'POST', url: '/api/set-password/', headers: user.headers, payload });

    const mismatch = await set(me, { new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-khac-789' });
    expect(mismatch.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(mismatch.json()).errors?.confirm_password).toEqual(['Mật khẩu xác nhận không khớp']);

    const first = await set(me, { new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' });
    expect(first.statusCode, first.body).toBe(200);
    const answer = TokenMessage.parse(first.json());
    expect(answer.message).toBe(MSG.passwordSet);
    const continued = { ...me, headers: { authorization: `Bearer ${answer.data.access}` } };
    expect((await profileOf(continued)).has_password).toBe(true);
    const login = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: me.user.email, password: 'Mat-khau-moi-456' } });
    expect(LoginResponseSchema.parse(login.json()).status).toBe(200);

    // From now on the password is changed, never set again.
    const again = await set(continued, { new_password: 'Mat-khau-thu-ba-789', confirm_password: 'Mat-khau-thu-ba-789' });
    expect(again.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(again.json()).message).toBe(MSG.passwordAlreadySet);
  });

  it('refuses to set a password over an existing one, and asks for a signed-in user', async () => {
    const me = await createUser(ctx());
    const response = await ctx().inject({ method: 'POST', url: '/api/set-password/', headers: me.headers, payload: { new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' } });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json()).message).toBe(MSG.passwordAlreadySet);
    const login = await ctx().inject({ method: 'POST', url: '/api/login/', payload: { username: me.user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await ctx().inject({ method: 'POST', url: '/api/set-password/', payload: { new_password: 'Mat-khau-moi-456', confirm_password: 'Mat-khau-moi-456' } })).statusCode).toBe(401);
  });
});
