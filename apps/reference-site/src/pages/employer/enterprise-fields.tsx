import { CITIES, SCALES, type Enterprise } from '@jobhub/sdk';
import { InputField, SelectField, TextareaField } from '../../components/form-field';
import type { FieldProps } from '../../components/use-api-form';
import { ChoiceOptions } from '../../components/choice-options';

/** The company's text fields, in the order the form shows them (and sends them). */
const ENTERPRISE_TEXT_FIELDS = [
  'company_name',
  'address',
  'city',
  'field_of_activity',
  'scale',
  'email_company',
  'phone_number',
  'link_web_site',
  'tax',
  'description',
] as const;

/** The company form's text values; a field the company has not filled is ''. */
export type EnterpriseValues = Record<(typeof ENTERPRISE_TEXT_FIELDS)[number], string>;

/** Form values of a company, or all empty for a company still to be created. */
export function enterpriseValues(enterprise?: Enterprise): EnterpriseValues {
  const out = {} as EnterpriseValues;
  for (const key of ENTERPRISE_TEXT_FIELDS) out[key] = enterprise?.[key] ?? '';
  return out;
}

type Field = (name: keyof EnterpriseValues) => FieldProps;

/**
 * The company's text fields, shared by the create and the edit page so both ask for the same
 * data with the same labels. Renders into the caller's `.form-grid`; uploads differ per page and
 * stay with the caller.
 */
export function EnterpriseFields({ field, descriptionRows }: { field: Field; descriptionRows: number }) {
  return (
    <>
      <InputField label="Tên công ty" required fieldClassName="span-2" autoComplete="organization" {...field('company_name')} />
      <InputField label="Địa chỉ" fieldClassName="span-2" autoComplete="street-address" {...field('address')} />
      <SelectField label="Tỉnh/Thành phố" {...field('city')}>
        <ChoiceOptions placeholder="Chọn tỉnh/thành phố" values={CITIES} />
      </SelectField>
      <SelectField label="Quy mô" {...field('scale')}>
        <ChoiceOptions placeholder="Chọn quy mô" values={SCALES} format={(value) => `${value} nhân viên`} />
      </SelectField>
      <InputField label="Lĩnh vực hoạt động" {...field('field_of_activity')} />
      <InputField label="Mã số thuế" inputMode="numeric" {...field('tax')} />
      <InputField label="Email công ty" type="email" autoComplete="email" {...field('email_company')} />
      <InputField label="Số điện thoại" type="tel" autoComplete="tel" {...field('phone_number')} />
      <InputField label="Website" type="url" fieldClassName="span-2" placeholder="https://example.com" {...field('link_web_site')} />
      <TextareaField label="Giới thiệu công ty" fieldClassName="span-2" rows={descriptionRows} {...field('description')} />
    </>
  );
}
