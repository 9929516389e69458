import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../app/notify';
import { ERROR_MESSAGES, errorMessage, fieldErrors } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { firstMessages, useFormState } from '../../components/use-form-state';
import { useDocumentTitle } from '../../components/use-document-title';

const RESET_SUCCESS = 'Đặt lại mật khẩu thành công! Vui lòng đăng nhập.';
const MISMATCH = 'Mật khẩu xác nhận không khớp';

/** /reset-password/:token — sets a new password, then /login. */
export default function ResetPasswordPage() {
  useDocumentTitle('Đặt lại mật khẩu');
  const { token = '' } = useParams();
  const client = useClient();
  const navigate = useNavigate();
  const form = useFormState({ password: '', confirm: '' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    form.setErrors({});
    if (form.values.password !== form.values.confirm) {
      form.setErrors({ confirm: MISMATCH });
      return;
    }
    form.setPending(true);
    try {
      const message: unknown = await client.auth.resetPassword(token, form.values.password);
      notify.success(typeof message === 'string' && message ? message : RESET_SUCCESS);
      await navigate('/login', { replace: true });
    } catch (error) {
      form.setFormError(errorMessage(error, ERROR_MESSAGES.resetPasswordFailed));
      form.setErrors(firstMessages(fieldErrors(error)));
      form.setPending(false);
    }
  }

  return (
    <div className="auth-wrap">
      <div className="card auth-card">
        <h1>Đặt lại mật khẩu</h1>
        <p className="auth-sub">Nhập mật khẩu mới cho tài khoản của bạn.</p>
        <FormError message={form.formError} />
        <form className="form" onSubmit={onSubmit} noValidate>
          <InputField label="Mật khẩu mới" type="password" autoComplete="new-password" required hint="Ít nhất 8 ký tự" {...form.bind('password')} />
          <InputField label="Xác nhận mật khẩu" type="password" autoComplete="new-password" required {...form.bind('confirm')} />
          <SubmitButton pending={form.pending}>Đặt lại mật khẩu</SubmitButton>
        </form>
        <p className="center" style={{ marginTop: 16 }}>
          <Link to="/login">Quay lại đăng nhập</Link>
        </p>
      </div>
    </div>
  );
}
