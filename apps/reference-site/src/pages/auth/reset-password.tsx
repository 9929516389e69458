import { Link, useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { notify } from '../../app/notify';
import { ERROR_MESSAGES, errorMessage } from '@jobhub/sdk';
import { ResetPasswordBodySchema } from '@jobhub/sdk/contract';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';

const RESET_SUCCESS = 'Đặt lại mật khẩu thành công! Vui lòng đăng nhập.';

/** The new password (contract rules) typed twice. */
const ResetPasswordFormSchema = /* @__PURE__ */ z
  .extend(ResetPasswordBodySchema, { confirm: z.string() })
  .check(z.refine((values) => values.password === values.confirm, { message: 'Mật khẩu xác nhận không khớp', path: ['confirm'] }));

/** /reset-password/:token — sets a new password, then /login. */
export default function ResetPasswordPage() {
  useDocumentTitle('Đặt lại mật khẩu');
  const { token = '' } = useParams();
  const client = useClient();
  const navigate = useNavigate();
  const form = useApiForm(ResetPasswordFormSchema, { password: '', confirm: '' });

  async function onSubmit({ password }: { password: string }) {
    try {
      const message: unknown = await client.auth.resetPassword(token, password);
      notify.success(typeof message === 'string' && message ? message : RESET_SUCCESS);
      await navigate('/login', { replace: true });
    } catch (error) {
      form.setFormError(errorMessage(error, ERROR_MESSAGES.resetPasswordFailed));
      form.showFieldErrors(error);
    }
  }

  return (
    <div className="auth-wrap">
      <div className="card auth-card">
        <h1>Đặt lại mật khẩu</h1>
        <p className="auth-sub">Nhập mật khẩu mới cho tài khoản của bạn.</p>
        <FormError message={form.formError} />
        <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
          <InputField label="Mật khẩu mới" type="password" autoComplete="new-password" required hint="Ít nhất 8 ký tự" {...form.field('password')} />
          <InputField label="Xác nhận mật khẩu" type="password" autoComplete="new-password" required {...form.field('confirm')} />
          <SubmitButton pending={form.pending}>Đặt lại mật khẩu</SubmitButton>
        </form>
        <p className="center" style={{ marginTop: 16 }}>
          <Link to="/login">Quay lại đăng nhập</Link>
        </p>
      </div>
    </div>
  );
}
