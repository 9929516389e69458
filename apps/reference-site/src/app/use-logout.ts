import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS_MESSAGES } from '@jobhub/sdk';
import type { Client } from './client-context';
import { useClient } from './client-context';
import { notify } from './notify';

/**
 * Clients whose user signed out with the logout button (until the next visit to /login). A guarded
 * page re-renders with the signed-out session before the navigation to /login commits (the router
 * navigates in a transition, the session store updates at once); for these clients the guard sends
 * to plain `/login`, not `/login?redirect=<the page>`: nobody asked to come back there.
 */
const loggedOutByUser = new WeakSet<Client>();

/** True while the client's anonymous session comes from the user's own logout (see above). */
export function isUserLogout(client: Client): boolean {
  return loggedOutByUser.has(client);
}

/** Forgets the logout once /login is shown, so a later guard redirect keeps its `?redirect=`. */
export function clearUserLogout(client: Client): void {
  loggedOutByUser.delete(client);
}

/**
 * SPEC §4 Logout: the SDK clears token, refresh token, username and role (and runs its logout
 * hook), then 'Đăng xuất thành công!' and /login (plain, never `?redirect=`).
 */
export function useLogout(): () => void {
  const client = useClient();
  const navigate = useNavigate();
  return useCallback(() => {
    loggedOutByUser.add(client);
    client.auth.logout();
    notify.success(SUCCESS_MESSAGES.logout);
    void navigate('/login', { replace: true });
  }, [client, navigate]);
}
