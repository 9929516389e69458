import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS_MESSAGES } from '@jobhub/sdk';
import { useClient } from './client-context';
import { notify } from './notify';

/**
 * SPEC §4 Logout: the SDK clears token, refresh token, username and role (and runs its logout
 * hook), then 'Đăng xuất thành công!' and /login. The navigation happens in the same tick as the
 * session change, so guards never see the signed-out user on the old page.
 */
export function useLogout(): () => void {
  const client = useClient();
  const navigate = useNavigate();
  return useCallback(() => {
    client.auth.logout();
    notify.success(SUCCESS_MESSAGES.logout);
    void navigate('/login');
  }, [client, navigate]);
}
