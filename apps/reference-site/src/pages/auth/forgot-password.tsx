import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ERROR_MESSAGES, errorMessage, fieldErrors } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { firstMessages } from '../../components/use-form-state';
import { useDocumentTitle } from '../../components/use-document-title';

const SENT_FALLBACK = 'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư của bạn.';

/** /forgot-password — asks for a reset link. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Quên mật khẩu');
  const client = useClient();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setEmailError(undefined);
    try {
      const message: unknown = await client.auth.forgotPassword(email.trim());
      setSent(typeof message === 'string' && message ? message : SENT_FALLBACK);
    } catch (caught) {
      setError(errorMessage(caught, ERROR_MESSAGES.forgotPasswordFailed));
      setEmailError(firstMessages(fieldErrors(caught)).email);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="auth-wrap">
      <div className="card auth-card">
        <h1>Quên mật khẩu</h1>
        <p className="auth-sub">Nhập email đăng ký, chúng tôi sẽ gửi liên kết đặt lại mật khẩu cho bạn.</p>
        {sent ? (
          <div className="alert alert-success" role="status">
            {sent}
          </div>
        ) : null}
        <FormError message={error} />
        <form className="form" onSubmit={onSubmit} noValidate>
          <InputField
            label="Email"
            type="email"
            autoComplete="email"
            required
            name="email"
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubmitButton pending={pending}>Gửi yêu cầu</SubmitButton>
        </form>
        <p className="center" style={{ marginTop: 16 }}>
          <Link to="/login">Quay lại đăng nhập</Link>
        </p>
      </div>
    </div>
  );
}
