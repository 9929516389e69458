import { errorMessage, type Profile, type ProfileUpdateBody } from '@jobhub/sdk';
import { ProfileUpdateBodySchema } from '@jobhub/sdk/contract';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { FormError, InputField, SelectField, SubmitButton } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';

const PROFILE_UPDATED = 'Cập nhật thông tin thành công!';
const PROFILE_UPDATE_FAILED = 'Không thể cập nhật thông tin.';

interface ProfileFormValues {
  fullname: string;
  name_display: string;
  /** '' while the user has never picked one (the select shows 'Chọn giới tính'). */
  gender: string;
  /** '' for none: sent as null, which removes a kept number. */
  phone_number: string;
}

/**
 * The form's values as the update body: a gender never picked is not sent, nor a phone left as it
 * was (`kept`); a phone emptied is sent as null, which removes it.
 */
function profileFormSchema(kept: string) {
  return z.pipe(
    // The contract checks the gender; the cast only lets the string through to it.
    z.transform(({ gender, phone_number, ...rest }: ProfileFormValues): ProfileUpdateBody => ({
      ...rest,
      ...(gender ? { gender: gender as ProfileUpdateBody['gender'] } : {}),
      ...(phone_number.trim() === kept ? {} : { phone_number: phone_number.trim() || null }),
    })),
    ProfileUpdateBodySchema,
  );
}

/**
 * Edits what PUT /api/profile/update/ accepts (API.md: fullname, gender, name_display, and the
 * phone the apply form starts from); the
 * server's message and field errors are shown as they come.
 */
export function ProfileEditForm({ profile, onSaved, onCancel }: { profile: Profile; onSaved: (profile: Profile) => void; onCancel: () => void }) {
  const { profile: profileApi } = useCandidateApis();
  const kept = profile.phone_number ?? '';
  const schema = useMemo(() => profileFormSchema(kept), [kept]);
  const form = useApiForm(schema, {
    fullname: profile.fullname,
    name_display: profile.name_display,
    gender: profile.gender ?? '',
    phone_number: profile.phone_number ?? '',
  });

  async function onSubmit(body: ProfileUpdateBody) {
    try {
      const saved = await profileApi.update(body);
      notify.success(PROFILE_UPDATED);
      onSaved(saved);
    } catch (error) {
      form.showFieldErrors(error);
      form.setFormError(errorMessage(error, PROFILE_UPDATE_FAILED));
    }
  }

  return (
    <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
      <FormError message={form.formError} />
      <InputField label="Họ và tên" autoComplete="name" required maxLength={100} {...form.field('fullname')} />
      <InputField label="Tên hiển thị" maxLength={100} hint="Không bắt buộc" {...form.field('name_display')} />
      <InputField label="Số điện thoại" type="tel" autoComplete="tel" maxLength={20} hint="Không bắt buộc; điền sẵn khi bạn ứng tuyển" {...form.field('phone_number')} />
      <SelectField label="Giới tính" {...form.field('gender')}>
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
