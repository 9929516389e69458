import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, googleAuthFailedMessage } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { ErrorBox } from '../../components/error-box';

/** Errors return to /login after this delay (SPEC §4 Google callback). */
export const GOOGLE_ERROR_REDIRECT_MS = 3000;

/** /auth/google/callback — finishes the Google sign-in (SPEC §4, §5, §8). */
export default function GoogleCallbackPage() {
  useDocumentTitle('Đăng nhập với Google');
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const fail = (message: string, logout: boolean) => {
      if (logout) client.auth.logout();
      setError(message);
    };
    // The API refuses banned and disabled accounts with the flag and no tokens (SPEC §8).
    const providerError = params.get('error');
    if (providerError) return fail(googleAuthFailedMessage(providerError), false);
    if (params.get('is_banned') === 'true') return fail(ERROR_MESSAGES.accountBanned, false);
    if (params.get('is_active') === 'false') return fail(ERROR_MESSAGES.accountDisabled, false);
    const access = params.get('access_token');
    const refresh = params.get('refresh_token');
    if (!access || !refresh) return fail(ERROR_MESSAGES.googleMissingTokens, false);
    void (async () => {
      try {
        // Role 'none' → /select-role; others land by role, as after a password login.
        const { redirect } = await client.auth.finishGoogleSignIn({ access, refresh });
        notify.success(SUCCESS_MESSAGES.login);
        await navigate(redirect, { replace: true });
      } catch {
        fail(ERROR_MESSAGES.googleLoginFailed, true);
      }
    })();
  }, [client, navigate, params]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), GOOGLE_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, navigate]);

  return (
    <div className="auth-wrap">
      <div className="card auth-card center stack">
        <h1>Đăng nhập với Google</h1>
        {error ? (
          <>
            <ErrorBox message={error} />
            <p className="muted">
              Bạn sẽ được chuyển về trang đăng nhập sau 3 giây. <Link to="/login">Đăng nhập</Link>
            </p>
          </>
        ) : (
          <p role="status">Đang xử lý đăng nhập...</p>
        )}
      </div>
    </div>
  );
}
