import { errorMessage, type ChangePasswordBody, type SetPasswordBody } from '@jobhub/sdk';
import { ChangePasswordBodySchema, SetPasswordBodySchema } from '@jobhub/sdk/contract';
import { useClient } from '../../app/client-context';
import { notify } from '../../app/notify';
import { FormError, InputField, SubmitButton } from '../../components/form-field';
import { useApiForm, type FieldProps } from '../../components/use-api-form';
import { useCandidateApis } from '../../app/candidate-kit';
import { useProfile } from './use-profile';

const PASSWORD_CHANGED = 'Đổi mật khẩu thành công!';
const PASSWORD_CHANGE_FAILED = 'Không thể đổi mật khẩu.';
const PASSWORD_SET = 'Đặt mật khẩu thành công!';
const PASSWORD_SET_FAILED = 'Không thể đặt mật khẩu.';

/** The new password typed twice: the change and the set forms alike. */
function NewPasswordFields({ field }: { field: (name: 'new_password' | 'confirm_password') => FieldProps }) {
  return (
    <>
      <InputField label="Mật khẩu mới" type="password" autoComplete="new-password" required hint="Ít nhất 8 ký tự" {...field('new_password')} />
      <InputField label="Xác nhận mật khẩu mới" type="password" autoComplete="new-password" required {...field('confirm_password')} />
    </>
  );
}

function ChangePasswordForm() {
  const client = useClient();
  // The contract checks the confirmation too ('Mật khẩu xác nhận không khớp').
  const form = useApiForm(ChangePasswordBodySchema, { current_password: '', new_password: '', confirm_password: '' });

  async function onSubmit(body: ChangePasswordBody) {
    try {
      const message: unknown = await client.auth.changePassword(body);
      notify.success(typeof message === 'string' && message ? message : PASSWORD_CHANGED);
      form.reset();
    } catch (error) {
      form.setFormError(errorMessage(error, PASSWORD_CHANGE_FAILED));
      form.showFieldErrors(error);
    }
  }

  return (
    <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
      <FormError message={form.formError} />
      <InputField label="Mật khẩu hiện tại" type="password" autoComplete="current-password" required {...form.field('current_password')} />
      <NewPasswordFields field={form.field} />
      <SubmitButton pending={form.pending} className="btn btn-primary">
        Đổi mật khẩu
      </SubmitButton>
    </form>
  );
}

/** The first password of an account made through Google sign-in: it has no current one to ask for. */
function SetPasswordForm({ onSet }: { onSet: () => void }) {
  const { profile } = useCandidateApis();
  const form = useApiForm(SetPasswordBodySchema, { new_password: '', confirm_password: '' });

  async function onSubmit(body: SetPasswordBody) {
    try {
      notify.success((await profile.setPassword(body)) || PASSWORD_SET);
      onSet();
    } catch (error) {
      form.setFormError(errorMessage(error, PASSWORD_SET_FAILED));
      form.showFieldErrors(error);
    }
  }

  return (
    <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
      <FormError message={form.formError} />
      <NewPasswordFields field={form.field} />
      <SubmitButton pending={form.pending} className="btn btn-primary">
        Đặt mật khẩu
      </SubmitButton>
    </form>
  );
}

/**
 * The password card of /profile and /employer/settings. An account made through Google sign-in
 * has no password, so it is offered 'Đặt mật khẩu' (no current password); once set, or for any
 * other account, 'Đổi mật khẩu'. Until the profile says so (loading, or a failed load) it is the
 * change form, what almost every account has.
 */
export function PasswordSection() {
  const [state, , replace] = useProfile();
  const profile = state.status === 'ready' ? state.data : null;
  if (profile && !profile.has_password) {
    return (
      <section className="card" aria-labelledby="set-password">
        <h2 id="set-password">Đặt mật khẩu</h2>
        <p className="muted">Tài khoản của bạn đăng nhập bằng Google và chưa có mật khẩu. Đặt mật khẩu để đăng nhập bằng email.</p>
        <SetPasswordForm onSet={() => replace({ ...profile, has_password: true })} />
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="change-password">
      <h2 id="change-password">Đổi mật khẩu</h2>
      <ChangePasswordForm />
    </section>
  );
}
