import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, errorMessage, googleLoginUrl, type LoginBody } from '@jobhub/sdk';
import { LoginBodySchema } from '@jobhub/sdk/contract';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';

/** /login — every branch of SPEC §4 Login. */
export default function LoginPage() {
  useDocumentTitle('Đăng nhập');
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useApiForm(LoginBodySchema, { username: '', password: '' });

  async function onSubmit(body: LoginBody) {
    try {
      // The SDK keeps a `redirect` only when it is a path on this site.
      const outcome = await client.auth.login(body, { returnTo: params.get('redirect') });
      if (outcome.kind === 'ok') {
        notify.success(SUCCESS_MESSAGES.login);
        await navigate(outcome.redirect, { replace: true });
        return;
      }
      if (outcome.kind === 'not_activated') {
        await navigate(`/activate/${encodeURIComponent(outcome.email)}`, { state: { error: outcome.message } });
        return;
      }
      form.setFormError(outcome.message || ERROR_MESSAGES.noToken);
    } catch (error) {
      form.setFormError(errorMessage(error, ERROR_MESSAGES.loginFailed));
      form.showFieldErrors(error);
    }
  }

  return (
    <div className="auth-wrap">
      <div className="card auth-card">
        <h1>Đăng nhập</h1>
        <p className="auth-sub">Chào mừng bạn quay lại JobHub</p>
        <FormError message={form.formError} />
        <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
          <InputField label="Email" type="text" inputMode="email" autoComplete="username" required {...form.field('username')} />
          <InputField label="Mật khẩu" type="password" autoComplete="current-password" required {...form.field('password')} />
          <div className="auth-links">
            <Link to="/forgot-password">Quên mật khẩu?</Link>
          </div>
          <SubmitButton pending={form.pending}>Đăng nhập</SubmitButton>
        </form>
        <div className="stack" style={{ marginTop: 16 }}>
          <div className="divider">hoặc</div>
          <button type="button" className="btn btn-google" onClick={() => window.location.assign(googleLoginUrl(client))}>
            Đăng nhập với Google
          </button>
          <p className="center">
            Chưa có tài khoản? <Link to="/register">Đăng ký ngay</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
