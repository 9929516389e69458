import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, errorMessage } from '@jobhub/sdk';
import { EmailBodySchema, type EmailBody } from '@jobhub/sdk/contract';
import { useClient, useSession } from '../../app/client-context';
import { InputField, SubmitButton } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { ErrorBox } from '../../components/error-box';

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

function StatusAlert({ status }: { status: Status }) {
  if (status.kind === 'success') {
    return (
      <div className="alert alert-success" role="status">
        {status.message}
      </div>
    );
  }
  if (status.kind === 'error') {
    return <ErrorBox message={status.message} />;
  }
  return null;
}

/** ?token= : activates the account once (tokens are single use, so a ref guards re-runs). */
function ActivateWithToken({ token }: { token: string }) {
  const client = useClient();
  const [status, setStatus] = useState<Status>({ kind: 'pending' });
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    client.auth
      .activate(token)
      .then(() => setStatus({ kind: 'success', message: SUCCESS_MESSAGES.activated }))
      .catch((error: unknown) => setStatus({ kind: 'error', message: errorMessage(error, ERROR_MESSAGES.activationFailed) }));
  }, [client, token]);
  return (
    <div className="stack">
      {status.kind === 'pending' ? (
        <p role="status" className="muted center">
          Đang kích hoạt tài khoản...
        </p>
      ) : null}
      <StatusAlert status={status} />
      {status.kind === 'success' ? (
        <Link to="/login" className="btn btn-primary btn-block">
          Đăng nhập
        </Link>
      ) : null}
      {status.kind === 'error' ? (
        <Link to="/activate" className="btn btn-outline btn-block">
          Gửi lại mã kích hoạt
        </Link>
      ) : null}
    </div>
  );
}

function looksLikeEmail(value: string | undefined): value is string {
  return Boolean(value && /^[^\s@]+@[^\s@]+$/.test(value));
}

/** Pending activation: explains the e-mail and offers a resend. */
function ActivationPending({ initialEmail, initialError }: { initialEmail: string; initialError: string | null }) {
  const client = useClient();
  const form = useApiForm(EmailBodySchema, { email: initialEmail });
  const [status, setStatus] = useState<Status>(initialError ? { kind: 'error', message: initialError } : { kind: 'idle' });

  async function onSubmit({ email }: EmailBody) {
    try {
      await client.auth.resendActivation(email);
      setStatus({ kind: 'success', message: SUCCESS_MESSAGES.activationResent });
    } catch {
      setStatus({ kind: 'error', message: ERROR_MESSAGES.resendActivationFailed });
    }
  }

  return (
    <div className="stack">
      <StatusAlert status={status} />
      <p>
        {initialEmail ? (
          <>
            Chúng tôi đã gửi email kích hoạt đến <strong>{initialEmail}</strong>. Vui lòng mở email và nhấn vào liên kết
            kích hoạt để hoàn tất đăng ký.
          </>
        ) : (
          'Vui lòng kiểm tra email và nhấn vào liên kết kích hoạt để hoàn tất đăng ký.'
        )}
      </p>
      <p className="muted">Không nhận được email? Kiểm tra thư mục spam hoặc gửi lại mã kích hoạt.</p>
      <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
        <InputField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <SubmitButton pending={form.pending}>Gửi lại mã kích hoạt</SubmitButton>
      </form>
      <p className="center">
        <Link to="/login">Quay lại đăng nhập</Link>
      </p>
    </div>
  );
}

/** /activate/:email? — pending state with resend, or ?token= activation (SPEC §2, §4, §8). */
export default function ActivatePage() {
  useDocumentTitle('Kích hoạt tài khoản');
  const { email: emailParam } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const token = params.get('token');
  const stateError = (location.state as { error?: unknown } | null)?.error;
  const sessionEmail = session.status === 'authenticated' ? session.user.username : undefined;
  const initialEmail = emailParam ?? (looksLikeEmail(sessionEmail) ? sessionEmail : '');
  return (
    <div className="auth-wrap">
      <div className="card auth-card">
        <h1>Kích hoạt tài khoản</h1>
        {token ? (
          <ActivateWithToken token={token} />
        ) : (
          <ActivationPending
            key={initialEmail}
            initialEmail={initialEmail}
            initialError={typeof stateError === 'string' ? stateError : null}
          />
        )}
      </div>
    </div>
  );
}
