import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, errorMessage, fieldErrors } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SelectField, SubmitButton } from '../../components/form-field';
import { firstMessages, useFormState } from '../../components/use-form-state';
import { useDocumentTitle } from '../../components/use-document-title';

type Gender = 'male' | 'female' | 'other';
type SelectableRole = 'candidate' | 'employer';

/** /register — SPEC §4 Register, including the employer's optional company. */
export default function RegisterPage() {
  useDocumentTitle('Đăng ký');
  const client = useClient();
  const navigate = useNavigate();
  const form = useFormState({
    username: '',
    email: '',
    password: '',
    fullname: '',
    gender: 'male',
    role: 'candidate',
    company_name: '',
    address: '',
  });
  const isEmployer = form.values.role === 'employer';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setPending(true);
    form.setFormError(null);
    form.setErrors({});
    const { values } = form;
    const email = values.email.trim();
    const companyName = values.company_name.trim();
    const address = values.address.trim();
    try {
      const result = await client.auth.register(
        {
          username: values.username.trim(),
          email,
          password: values.password,
          fullname: values.fullname.trim(),
          gender: values.gender as Gender,
          role: values.role as SelectableRole,
        },
        isEmployer && companyName ? { company_name: companyName, ...(address ? { address } : {}) } : null,
      );
      notify.success(SUCCESS_MESSAGES.register);
      if (result.enterpriseCreated === false) notify.warning(result.warning ?? ERROR_MESSAGES.registerEnterpriseFailed);
      await navigate(`/activate/${encodeURIComponent(email)}`);
    } catch (error) {
      form.setFormError(errorMessage(error, ERROR_MESSAGES.registerFailed));
      form.setErrors(firstMessages(fieldErrors(error)));
      form.setPending(false);
    }
  }

  return (
    <div className="auth-wrap">
      <div className="card auth-card auth-card-wide">
        <h1>Đăng ký tài khoản</h1>
        <p className="auth-sub">Tạo tài khoản JobHub miễn phí để tìm việc hoặc tuyển dụng</p>
        <FormError message={form.formError} />
        <form className="form" onSubmit={onSubmit} noValidate>
          <fieldset className="field">
            <legend>Bạn là</legend>
            <div className="choice-row">
              <label className="choice">
                <input type="radio" name="role" value="candidate" checked={form.values.role === 'candidate'} onChange={form.bind('role').onChange} />
                Ứng viên tìm việc
              </label>
              <label className="choice">
                <input type="radio" name="role" value="employer" checked={isEmployer} onChange={form.bind('role').onChange} />
                Nhà tuyển dụng
              </label>
            </div>
            {form.errors.role ? <p className="field-error">{form.errors.role}</p> : null}
          </fieldset>
          <div className="form-grid">
            <InputField label="Họ và tên" autoComplete="name" required {...form.bind('fullname')} />
            <InputField label="Tên đăng nhập" autoComplete="username" required {...form.bind('username')} />
            <InputField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
            <InputField
              label="Mật khẩu"
              type="password"
              autoComplete="new-password"
              required
              hint="Ít nhất 8 ký tự"
              {...form.bind('password')}
            />
            <SelectField label="Giới tính" required {...form.bind('gender')}>
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
                {...form.bind('company_name')}
              />
              <InputField label="Địa chỉ công ty" autoComplete="street-address" {...form.bind('address')} />
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
