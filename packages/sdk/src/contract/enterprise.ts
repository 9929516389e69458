import * as z from 'zod/mini';
import { ADDRESS_MAX, COMPANY_NAME_MAX, EMAIL_MAX, FIELD_OF_ACTIVITY_MAX, PHONE_MAX, TAX_CODE_MAX, URL_MAX, tooLong } from './text-limits';
import { CityQuerySchema } from './cities';
import { ScaleSchema } from './catalogue';
import { PageQuerySchema, SearchTextSchema } from './envelope';
import { emptyMeansUnset, sortKeySchema } from './query-input';
import { ResponseRateSchema } from './trust';

const FIELD_TOO_LONG = /* @__PURE__ */ tooLong('Lĩnh vực', FIELD_OF_ACTIVITY_MAX);
const COMPANY_NAME_TOO_LONG = /* @__PURE__ */ tooLong('Tên công ty', COMPANY_NAME_MAX);

/** An enterprise as the API shows it (API.md, Enterprises). Files are URLs or null. */
export const EnterpriseSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  /** The owner (employer) user, to write to ('Nhắn tin' on the company page). */
  user_id: z.optional(z.number()),
  company_name: z.string(),
  address: z.nullable(z.string()),
  business_certificate: z.nullable(z.string()),
  description: z.nullable(z.string()),
  email_company: z.nullable(z.string()),
  field_of_activity: z.nullable(z.string()),
  link_web_site: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  background_image: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  scale: z.nullable(z.string()),
  tax: z.nullable(z.string()),
  city: z.nullable(z.string()),
  is_active: z.boolean(),
  is_premium: z.boolean(),
  /** 'Đã xác minh': approved by an admin with its tax code and business certificate checked (issue 30). */
  is_verified: z.optional(z.boolean()),
  created_at: z.string(),
  job_count: z.optional(z.number()),
  /** `logo` and `background_image` as absolute URLs, which clients of the original API read (issue 26). */
  logo_url: z.optional(z.nullable(z.string())),
  background_image_url: z.optional(z.nullable(z.string())),
  /** The response rate over the last 90 days, or null when too few applications to judge (issue 30). */
  response_rate: z.optional(z.nullable(ResponseRateSchema)),
});
export type Enterprise = z.infer<typeof EnterpriseSchema>;

/**
 * GET /api/enterprises/user/: the employer's company, and the same company under the key `"0"`
 * for clients of the original API, which answered a list there and read `data[0]` (issue 26).
 */
export const OwnEnterpriseSchema = /* @__PURE__ */ z.extend(EnterpriseSchema, { 0: /* @__PURE__ */ z.optional(EnterpriseSchema) });
export type OwnEnterprise = z.infer<typeof OwnEnterpriseSchema>;

export const ENTERPRISE_SORT_FIELDS = ['company_name', 'created_at', 'scale'] as const;
export const SortOrderSchema = /* @__PURE__ */ z._default(z.enum(['asc', 'desc'], { error: 'Thứ tự sắp xếp không hợp lệ' }), 'asc');

const EnterpriseListQueryFields = /* @__PURE__ */ z.extend(PageQuerySchema, {
  sort_by: z._default(sortKeySchema(ENTERPRISE_SORT_FIELDS, 'Trường sắp xếp không hợp lệ'), 'company_name'),
  sort_order: SortOrderSchema,
});
export const EnterpriseListQuerySchema = /* @__PURE__ */ emptyMeansUnset(EnterpriseListQueryFields);
export type EnterpriseListQuery = z.infer<typeof EnterpriseListQuerySchema>;

export const EnterpriseSearchQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(EnterpriseListQueryFields, {
    q: SearchTextSchema,
    city: z.optional(CityQuerySchema),
    field: z.optional(/* @__PURE__ */ z.string().check(z.maxLength(FIELD_OF_ACTIVITY_MAX, FIELD_TOO_LONG))),
    scale: z.optional(ScaleSchema),
  }),
);
export type EnterpriseSearchQuery = z.infer<typeof EnterpriseSearchQuerySchema>;

/** SPEC §5: the example host shown in the invalid-URL message. */
export const WEBSITE_EXAMPLE_HOST = 'https://example.com';
export const INVALID_WEBSITE_MESSAGE = `URL website không hợp lệ. Vui lòng nhập đúng định dạng (ví dụ: ${WEBSITE_EXAMPLE_HOST})`;

/** True for an absolute http(s) URL with a host (SPEC §5 enterprise website rule). */
export function isValidWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number, label: string) =>
  z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(max, `${label} tối đa ${max} ký tự`)));

/**
 * Text fields of the multipart create/update form. Files (logo, background_image,
 * business_certificate) travel as separate parts and are checked by the API.
 */
export const EnterpriseFieldsSchema = /* @__PURE__ */ z.object({
  company_name: /* @__PURE__ */ z.string({ error: 'Vui lòng nhập tên công ty' }).check(z.trim(), z.minLength(1, 'Vui lòng nhập tên công ty'), z.maxLength(COMPANY_NAME_MAX, COMPANY_NAME_TOO_LONG)),
  address: optionalText(ADDRESS_MAX, 'Địa chỉ'),
  description: optionalText(20_000, 'Mô tả'),
  email_company: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(EMAIL_MAX, 'Email quá dài'), z.email({ error: 'Email công ty không hợp lệ' }))),
  field_of_activity: optionalText(FIELD_OF_ACTIVITY_MAX, 'Lĩnh vực'),
  link_web_site: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(URL_MAX, 'URL website quá dài'), z.refine(isValidWebsiteUrl, INVALID_WEBSITE_MESSAGE))),
  phone_number: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(PHONE_MAX, 'Số điện thoại không hợp lệ'), z.regex(/^\+?[0-9 .-]{8,20}$/, 'Số điện thoại không hợp lệ'))),
  scale: z.optional(ScaleSchema),
  tax: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(TAX_CODE_MAX, 'Mã số thuế không hợp lệ'), z.regex(/^[0-9-]{10,14}$/, 'Mã số thuế không hợp lệ'))),
  city: z.optional(CityQuerySchema),
});
export type EnterpriseFields = z.infer<typeof EnterpriseFieldsSchema>;
export const EnterpriseUpdateFieldsSchema = /* @__PURE__ */ z.partial(EnterpriseFieldsSchema);
export type EnterpriseUpdateFields = z.infer<typeof EnterpriseUpdateFieldsSchema>;
