import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { notify } from '../../app/notify';
import type { FieldErrors } from 'react-hook-form';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, errorMessage, type RegisterBody } from '@jobhub/sdk';
import { RegisterBodySchema } from '@jobhub/sdk/contract';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SelectField, SubmitButton } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';

/**
 * The account (checked with the contract) and the employer's optional company: that one is not
 * checked here, as a company the API refuses does not stop the sign-up (it is created afterwards,
 * and a refusal is a warning toast).
 */
const RegisterFormSchema = /* @__PURE__ */ z.extend(RegisterBodySchema, {
  company_name: z.string().check(z.trim()),
  address: z.string().check(z.trim()),
});
type RegisterForm = z.output<typeof RegisterFormSchema>;
type RegisterFormValues = z.input<typeof RegisterFormSchema>;

/** /register — SPEC §4 Register, including the employer's optional company. */
export default function RegisterPage() {
  useDocumentTitle('Đăng ký');
  const client = useClient();
  const navigate = useNavigate();
  const form = useApiForm(RegisterFormSchema, {
    username: '',
    email: '',
    password: '',
    fullname: '',
    gender: 'male',
    role: 'candidate',
    company_name: '',
    address: '',
  });
  const isEmployer = form.watch('role') === 'employer';

  async function onSubmit({ company_name: companyName, address, ...account }: RegisterForm) {
    try {
      const result = await client.auth.register(
        account,
        account.role === 'employer' && companyName ? { company_name: companyName, ...(address ? { address } : {}) } : null,
      );
      notify.success(SUCCESS_MESSAGES.register);
      if (result.enterpriseCreated === false) notify.warning(result.warning ?? ERROR_MESSAGES.registerEnterpriseFailed);
      await navigate(`/activate/${encodeURIComponent(account.email)}`);
    } catch (error) {
      form.setFormError(errorMessage(error, ERROR_MESSAGES.registerFailed));
      form.showFieldErrors(error);
    }
  }

  /**
   * The form failed its own checks (a short password, say). Whether the e-mail or username is
   * taken only the API knows: it is asked with the same values, which it refuses too (the form
   * checks with the contract's schema), answering every field error at once; those join the
   * form's own, so a taken e-mail and a short password show together.
   */
  async function onInvalid(errors: FieldErrors<RegisterFormValues>) {
    if (errors.email || errors.username) return;
    const { company_name: _company, address: _address, ...account } = form.getValues();
    try {
      await client.auth.register(account as RegisterBody, null);
    } catch (error) {
      form.showFieldErrors(error);
    }
  }

  return (
    <div className="auth-wrap">
      <div className="card auth-card auth-card-wide">
        <h1>Đăng ký tài khoản</h1>
        <p className="auth-sub">Tạo tài khoản JobHub miễn phí để tìm việc hoặc tuyển dụng</p>
        <FormError message={form.formError} />
        <form className="form" onSubmit={form.submit(onSubmit, (errors) => void onInvalid(errors))} noValidate>
          <fieldset className="field">
            <legend>Bạn là</legend>
            <div className="choice-row">
              <label className="choice">
                <input type="radio" value="candidate" {...form.register('role')} />
                Ứng viên tìm việc
              </label>
              <label className="choice">
                <input type="radio" value="employer" {...form.register('role')} />
                Nhà tuyển dụng
              </label>
            </div>
            {form.formState.errors.role ? <p className="field-error">{form.formState.errors.role.message}</p> : null}
          </fieldset>
          <div className="form-grid">
            <InputField label="Họ và tên" autoComplete="name" required {...form.field('fullname')} />
            <InputField label="Tên đăng nhập" autoComplete="username" required {...form.field('username')} />
            <InputField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
            <InputField
              label="Mật khẩu"
              type="password"
              autoComplete="new-password"
              required
              hint="Ít nhất 8 ký tự"
              {...form.field('password')}
            />
            <SelectField label="Giới tính" required {...form.field('gender')}>
              <option value="male">Nam</option>
              <option value="female">Nữ</option>
              <option value="other">Khác</option>
            </SelectField>
          </div>
          {isEmployer ? (
            <div className="form-grid">
              <InputField
                label="Tên công ty"
                autoComplete="organization"
                hint="Không bắt buộc — bạn có thể tạo doanh nghiệp sau."
                {...form.field('company_name')}
              />
              <InputField label="Địa chỉ công ty" autoComplete="street-address" {...form.field('address')} />
            </div>
          ) : null}
          <SubmitButton pending={form.pending}>Đăng ký</SubmitButton>
        </form>
        <p className="center" style={{ marginTop: 16 }}>
          Đã có tài khoản? <Link to="/login">Đăng nhập</Link>
        </p>
      </div>
    </div>
  );
}
