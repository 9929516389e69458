import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { registerInput, registerUser } from '../../test/helpers';

describeEachDatabase('register answers every field error at once', (kind) => {
  const ctx = useTestContext(kind);
  const register = async (payload: unknown) => {
    const response = await ctx().inject({ method: 'POST', url: '/api/register/', payload: payload as Record<string, unknown> });
    expect(response.statusCode).toBe(400);
    return ApiErrorBodySchema.parse(response.json());
  };

  describe('a taken e-mail and a short password', () => {
    it('are said together, each on its field', async () => {
      const first = await registerUser(ctx());
      const body = await register(registerInput({ email: first.email.toUpperCase(), password: '123' }));
      expect(body.message).toBe('Dữ liệu không hợp lệ');
      expect(body.errors?.email).toEqual(['Email đã được sử dụng']);
      expect(body.errors?.password?.length).toBe(1);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'password']);
    });

    it('and a taken username with a bad gender too', async () => {
      const first = await registerUser(ctx());
      const body = await register({ ...registerInput({ username: first.username, password: '123' }), gender: 'x' });
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['gender', 'password', 'username']);
      expect(body.errors?.username).toEqual(['Tên đăng nhập đã tồn tại']);
    });
  });

  it('leaves answers without a taken identity as they were', async () => {
    const body = await register(registerInput({ password: '123' }));
    expect(Object.keys(body.errors ?? {})).toEqual(['password']);
  });
});
