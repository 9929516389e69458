import { errorMessage, fieldErrors, type Profile } from '@jobhub/sdk';
import type { FormEvent } from 'react';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { FormError, InputField, SelectField, SubmitButton } from '../../components/form-field';
import { firstMessages, useFormState } from '../../components/use-form-state';

const PROFILE_UPDATED = 'Cập nhật thông tin thành công!';
const PROFILE_UPDATE_FAILED = 'Không thể cập nhật thông tin.';

/**
 * Edits what PUT /api/profile/update/ accepts (API.md: fullname, gender, name_display); the
 * server's message and field errors are shown as they come.
 */
export function ProfileEditForm({ profile, onSaved, onCancel }: { profile: Profile; onSaved: (profile: Profile) => void; onCancel: () => void }) {
  const { profile: profileApi } = useCandidateApis();
  const form = useFormState({
    fullname: profile.fullname,
    name_display: profile.name_display,
    gender: profile.gender ?? '',
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    form.setErrors({});
    form.setPending(true);
    try {
      const { gender, ...rest } = form.values;
      const saved = await profileApi.update({ ...rest, ...(gender ? { gender: gender as NonNullable<Profile['gender']> } : {}) });
      notify.success(PROFILE_UPDATED);
      onSaved(saved);
    } catch (error) {
      form.setErrors(firstMessages(fieldErrors(error)));
      form.setFormError(errorMessage(error, PROFILE_UPDATE_FAILED));
    } finally {
      form.setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError message={form.formError} />
      <InputField label="Họ và tên" autoComplete="name" required maxLength={100} {...form.bind('fullname')} />
      <InputField label="Tên hiển thị" maxLength={100} hint="Không bắt buộc" {...form.bind('name_display')} />
      <SelectField label="Giới tính" {...form.bind('gender')}>
        <option value="" disabled>
          Chọn giới tính
        </option>
        <option value="male">Nam</option>
        <option value="female">Nữ</option>
        <option value="other">Khác</option>
      </SelectField>
      <div className="actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={form.pending}>
          Hủy
        </button>
        <SubmitButton pending={form.pending} className="btn btn-primary">
          Lưu thay đổi
        </SubmitButton>
      </div>
    </form>
  );
}
