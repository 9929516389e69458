import { describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_PATH } from '../http/client';
import { silentLogger } from '../lib/logger';
import { createMemoryStorage } from '../lib/memory-storage';
import { createFakeFetch, type FakeAnswer } from '../testing/fake-fetch';
import { accessToken } from '../testing/fake-jwt';
import { createClient } from './client';
import { logout as logoutEndpoint } from '../contract/endpoints/accounts';
import { createSessionClient } from './session-client';

const LOGOUT_PATH = logoutEndpoint.path;

const NOW = Date.UTC(2026, 2, 5, 10);

function setup(refreshAnswer: () => FakeAnswer, expInS = 86_400) {
  const storage = createMemoryStorage({
    token: accessToken({ role: 'candidate' }, NOW, expInS),
    refreshToken: 'r1',
    username: 'an@example.com',
    user_role: 'candidate',
  });
  const onSessionExpired = vi.fn();
  const onLogout = vi.fn();
  const fake = createFakeFetch((request) =>
    request.method === 'POST' && request.path === TOKEN_REFRESH_PATH ? refreshAnswer() : { status: 404, body: { status: 404, message: 'no route' } },
  );
  const client = createSessionClient({
    baseUrl: 'https://api.test',
    fetch: fake.fetch,
    storage,
    now: () => NOW,
    onSessionExpired,
    onLogout,
    logger: silentLogger,
  });
  return { client, storage, onSessionExpired, onLogout, fake };
}

const rotated = () => ({ status: 200, body: { status: 200, data: { access: accessToken({ role: 'candidate' }, NOW), refresh: 'r2' } } });

describe('createSessionClient', () => {
  it('holds the session core of createClient, without the route guards and the ownership state', () => {
    const { client } = setup(rotated);
    const full = createClient({ storage: createMemoryStorage(), logger: silentLogger });
    expect(Object.keys(client).sort()).toEqual(Object.keys(full).filter((key) => key !== 'guardRoute' && key !== 'ownership').sort());
    expect(client.baseUrl).toBe('https://api.test');
    expect(client.$session.get()).toMatchObject({ status: 'authenticated', user: { user_id: 7, role: 'candidate' } });
  });

  it('refreshes a token close to expiry through the shared refresh and keeps the user signed in', async () => {
    const { client, storage, onLogout } = setup(rotated, 60);
    await expect(client.checkToken()).resolves.toBe('refreshed');
    expect(storage.getItem('refreshToken')).toBe('r2');
    expect(client.$session.get().status).toBe('authenticated');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh token is refused: onSessionExpired, then onLogout("expired")', async () => {
    const { client, onSessionExpired, onLogout } = setup(() => ({ status: 401, body: { status: 401, message: 'Token không hợp lệ' } }), 60);
    await expect(client.checkToken()).resolves.toBe('logged_out');
    expect(client.$session.get()).toEqual({ status: 'anonymous' });
    expect(onLogout).toHaveBeenCalledWith('expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('logout revokes the login on the server with the refresh token, without the access token', async () => {
    const { client, storage, fake } = setup(rotated);
    client.logout();
    expect(storage.getItem('refreshToken')).toBeNull(); // cleared at once, not after the answer
    await vi.waitFor(() => expect(fake.calls.filter((call) => call.path === LOGOUT_PATH)).toHaveLength(1));
    const [call] = fake.calls.filter((c) => c.path === LOGOUT_PATH);
    expect(call).toMatchObject({ method: 'POST', body: { refresh: 'r1' } });
    expect(call!.headers.get('authorization')).toBeNull();
  });

  it('logout sends nothing once no refresh token is stored', async () => {
    const { client, fake } = setup(rotated);
    client.logout();
    client.logout();
    await vi.waitFor(() => expect(fake.calls.filter((call) => call.path === LOGOUT_PATH)).toHaveLength(1));
    expect(fake.calls).toHaveLength(1);
  });

  it('logout clears the stored session and calls onLogout("logout")', () => {
    const { client, storage, onLogout } = setup(rotated);
    client.logout();
    expect(storage.getItem('token')).toBeNull();
    expect(client.$session.get()).toEqual({ status: 'anonymous' });
    expect(onLogout).toHaveBeenCalledWith('logout');
  });
});
