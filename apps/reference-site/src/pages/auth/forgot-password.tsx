import { useState } from 'react';
import { Link } from 'react-router';
import { ERROR_MESSAGES, errorMessage } from '@jobhub/sdk';
import { EmailBodySchema, type EmailBody } from '@jobhub/sdk/contract';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';

const SENT_FALLBACK = 'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư của bạn.';

/** /forgot-password — asks for a reset link. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Quên mật khẩu');
  const client = useClient();
  const form = useApiForm(EmailBodySchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit({ email }: EmailBody) {
    try {
      const message: unknown = await client.auth.forgotPassword(email);
      setSent(typeof message === 'string' && message ? message : SENT_FALLBACK);
    } catch (caught) {
      form.setFormError(errorMessage(caught, ERROR_MESSAGES.forgotPasswordFailed));
      form.showFieldErrors(caught);
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
        <FormError message={form.formError} />
        <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
          <InputField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
          <SubmitButton pending={form.pending}>Gửi yêu cầu</SubmitButton>
        </form>
        <p className="center" style={{ marginTop: 16 }}>
          <Link to="/login">Quay lại đăng nhập</Link>
        </p>
      </div>
    </div>
  );
}
