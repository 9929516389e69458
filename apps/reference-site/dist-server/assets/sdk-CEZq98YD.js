import { atom, onMount } from "nanostores";
import { destr } from "destr";
import { createFetch, FetchError } from "ofetch";
import * as z from "zod/mini";
const ROLE_HOME = {
  admin: "/admin",
  employer: "/employer",
  candidate: "/job-search",
  none: "/select-role"
};
const CREATE_ENTERPRISE_PATH = "/employer/create-enterprise";
const SELECT_ROLE_PATH = "/select-role";
const LOGIN_PATH = "/login";
function homeForRole(role) {
  return role && Object.hasOwn(ROLE_HOME, role) ? ROLE_HOME[role] : "/";
}
function guestRouteRedirect(role, path) {
  let target = "/";
  if (role === "none") target = SELECT_ROLE_PATH;
  else if (role === "employer") target = ROLE_HOME.employer;
  else if (role === "candidate" && (path === "/login" || path === "/register")) target = ROLE_HOME.candidate;
  return target === path ? null : target;
}
function isEmployerAreaPath(path) {
  return path === "/employer" || path.startsWith("/employer/");
}
function normalizePath(path) {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed || "/";
}
function isActivationPath(path) {
  return path === "/activate" || path.startsWith("/activate/") || path.startsWith("/api/activate/");
}
function routeGuard(input) {
  const { meta, session } = input;
  const path = normalizePath(input.path);
  if (meta.access === "open") return null;
  if (meta.access === "guest") {
    if (session.status === "anonymous") return null;
    if (!session.user.is_active && isActivationPath(path)) return null;
    const target = guestRouteRedirect(session.user.role, path);
    return target === null ? null : { redirect: target };
  }
  if (session.status === "anonymous") {
    const search = input.search ? input.search.startsWith("?") ? input.search : `?${input.search}` : "";
    const full = `${input.path}${search === "?" ? "" : search}`;
    return { redirect: `${LOGIN_PATH}?redirect=${encodeURIComponent(full)}` };
  }
  const { role } = session.user;
  if (role === "none") return path === SELECT_ROLE_PATH ? null : { redirect: SELECT_ROLE_PATH };
  if (meta.roles && !meta.roles.includes(role)) return { redirect: "/" };
  if (role === "employer" && input.hasEnterprise === false && isEmployerAreaPath(path) && path !== CREATE_ENTERPRISE_PATH) {
    return { redirect: CREATE_ENTERPRISE_PATH };
  }
  return null;
}
const USERNAME_MAX = 150;
const EMAIL_MAX = 254;
const PERSON_NAME_MAX = 100;
const COMPANY_NAME_MAX = 255;
const ADDRESS_MAX = 255;
const FIELD_OF_ACTIVITY_MAX = 100;
const URL_MAX = 500;
const PHONE_MAX = 20;
const TAX_CODE_MAX = 14;
const POST_TITLE_MAX = 255;
const DISTRICT_MAX = 100;
const TIME_WORKING_MAX = 255;
const SAVED_CV_NAME_MAX = 100;
const INTERVIEW_TITLE_MAX = 200;
const NOTIFICATION_TITLE_MAX = 200;
const ASSISTANT_MESSAGE_MAX = 2e3;
const ASSISTANT_TITLE_MAX = 200;
// @__NO_SIDE_EFFECTS__
function tooLong(label, max) {
  return `${label} tối đa ${max} ký tự`;
}
const PARTNER_APP_NAME_MAX = 100;
const PARTNER_CLIENT_ID_MAX = 64;
function withoutAccents(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/đ/g, "d").replace(/Đ/g, "D");
}
const CITIES = [
  "Hà Nội",
  "Hồ Chí Minh",
  "Đà Nẵng",
  "Hải Phòng",
  "Cần Thơ",
  "An Giang",
  "Bà Rịa - Vũng Tàu",
  "Bắc Giang",
  "Bắc Kạn",
  "Bạc Liêu",
  "Bắc Ninh",
  "Bến Tre",
  "Bình Định",
  "Bình Dương",
  "Bình Phước",
  "Bình Thuận",
  "Cà Mau",
  "Cao Bằng",
  "Đắk Lắk",
  "Đắk Nông",
  "Điện Biên",
  "Đồng Nai",
  "Đồng Tháp",
  "Gia Lai",
  "Hà Giang",
  "Hà Nam",
  "Hà Tĩnh",
  "Hải Dương",
  "Hậu Giang",
  "Hòa Bình",
  "Hưng Yên",
  "Khánh Hòa",
  "Kiên Giang",
  "Kon Tum",
  "Lai Châu",
  "Lâm Đồng",
  "Lạng Sơn",
  "Lào Cai",
  "Long An",
  "Nam Định",
  "Nghệ An",
  "Ninh Bình",
  "Ninh Thuận",
  "Phú Thọ",
  "Phú Yên",
  "Quảng Bình",
  "Quảng Nam",
  "Quảng Ngãi",
  "Quảng Ninh",
  "Quảng Trị",
  "Sóc Trăng",
  "Sơn La",
  "Tây Ninh",
  "Thái Bình",
  "Thái Nguyên",
  "Thanh Hóa",
  "Thừa Thiên Huế",
  "Tiền Giang",
  "Trà Vinh",
  "Tuyên Quang",
  "Vĩnh Long",
  "Vĩnh Phúc",
  "Yên Bái"
];
const CitySchema = /* @__PURE__ */ z.enum(CITIES, { error: "Tỉnh/thành phố không hợp lệ" });
function cityKey(name) {
  return withoutAccents(name).toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().replace(/^(thanh pho|tp|tinh) /, "").replaceAll(" ", "");
}
const CITY_NICKNAMES = {
  hcm: "Hồ Chí Minh",
  tphcm: "Hồ Chí Minh",
  hochiminhcity: "Hồ Chí Minh",
  saigon: "Hồ Chí Minh",
  hanoicity: "Hà Nội",
  hue: "Thừa Thiên Huế",
  vungtau: "Bà Rịa - Vũng Tàu"
};
let citiesByKey;
function normalizeCityName(name) {
  citiesByKey ??= new Map(CITIES.map((city) => [cityKey(city), city]));
  const key = cityKey(name);
  return citiesByKey.get(key) ?? CITY_NICKNAMES[key] ?? name;
}
const CityQuerySchema = /* @__PURE__ */ z.pipe(
  z.transform((name) => typeof name === "string" ? normalizeCityName(name) : name),
  CitySchema
);
const EXPERIENCES = ["Không yêu cầu", "Dưới 1 năm", "1-2 năm", "3-5 năm", "Trên 5 năm"];
const ExperienceSchema = /* @__PURE__ */ z.enum(EXPERIENCES, { error: "Kinh nghiệm không hợp lệ" });
const LEVELS = ["Intern", "Fresher", "Junior", "Middle", "Senior", "Leader", "Manager", "Director"];
const LevelSchema = /* @__PURE__ */ z.enum(LEVELS, { error: "Cấp bậc không hợp lệ" });
const TYPE_WORKINGS = [
  "Toàn thời gian",
  "Bán thời gian",
  "Làm việc từ xa",
  "Làm việc kết hợp",
  "Thực tập",
  "Hợp đồng"
];
const TypeWorkingSchema = /* @__PURE__ */ z.enum(TYPE_WORKINGS, { error: "Hình thức làm việc không hợp lệ" });
const SCALES = ["1-9", "10-24", "25-99", "100-499", "500-999", "1000+"];
const ScaleSchema = /* @__PURE__ */ z.enum(SCALES, { error: "Quy mô không hợp lệ" });
const FieldSchema = /* @__PURE__ */ z.object({ id: z.number(), name: z.string() });
const PositionSchema = /* @__PURE__ */ z.object({ id: z.number(), name: z.string(), field: z.number() });
const NamedRefSchema = /* @__PURE__ */ z.object({ id: z.number(), name: z.string() });
function withoutEmptyValues(query) {
  if (query === null || typeof query !== "object" || Array.isArray(query)) return query;
  const kept = {};
  for (const [key, value] of Object.entries(query)) {
    const parts = Array.isArray(value) ? value.filter((part) => part !== "") : value;
    if (parts === "" || Array.isArray(parts) && parts.length === 0) continue;
    kept[key] = parts;
  }
  return kept;
}
// @__NO_SIDE_EFFECTS__
function emptyMeansUnset(schema) {
  return z.pipe(z.transform((query) => withoutEmptyValues(query)), schema);
}
const StringOrListSchema = /* @__PURE__ */ z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value) => (Array.isArray(value) ? value : value.split(",")).map((part) => part.trim()).filter(Boolean))
);
// @__NO_SIDE_EFFECTS__
function listOf(item) {
  return z.optional(z.pipe(StringOrListSchema, /* @__PURE__ */ z.array(item).check(z.maxLength(10, "Tối đa 10 giá trị"))));
}
// @__NO_SIDE_EFFECTS__
function withAliases(schema, aliases) {
  return z.pipe(
    z.transform((value) => typeof value === "string" ? aliases[value.toLowerCase()] ?? value : value),
    schema
  );
}
function canonicalSortKey(key) {
  return key.charAt(0) + key.slice(1).replaceAll("-", "_");
}
// @__NO_SIDE_EFFECTS__
function sortKeySchema(keys, message) {
  return z.pipe(
    z.transform((key) => typeof key === "string" ? canonicalSortKey(key) : key),
    z.enum(keys, { error: message })
  );
}
const FieldErrorsSchema = /* @__PURE__ */ z.catchall(z.object({}), z.array(z.string()));
const ApiErrorBodySchema = /* @__PURE__ */ z.object({
  status: z.number(),
  message: z.string(),
  errors: z.optional(FieldErrorsSchema),
  expired: z.optional(z.boolean()),
  current_posts: z.optional(z.number()),
  max_posts: z.optional(z.number()),
  /** The daily application limit refusal (403 of POST /api/cv/create/). */
  daily_limit: z.optional(z.number()),
  applied_today: z.optional(z.number()),
  /** 429 of the password backoff: seconds to wait (also sent as Retry-After). */
  retry_after: z.optional(z.number()),
  /** A Premium gate's refusal: the site's Premium page for the caller's role ('/premium' or '/employer/premium'). */
  premium_url: z.optional(z.string())
});
// @__NO_SIDE_EFFECTS__
function envelope(data) {
  return z.object({ status: z.number(), message: z.optional(z.string()), data });
}
const MessageEnvelopeSchema = /* @__PURE__ */ z.object({ status: z.number(), message: z.string() });
/* @__PURE__ */ z.optional(z.object({ status: z.number(), message: z.optional(z.string()) }));
// @__NO_SIDE_EFFECTS__
function paged(item) {
  return z.object({
    results: z.array(item),
    total: z.number(),
    page: z.number(),
    total_pages: z.number(),
    page_size: z.number()
  });
}
// @__NO_SIDE_EFFECTS__
function listOrPage(item) {
  return z.union([z.array(item), /* @__PURE__ */ paged(item)]);
}
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const MAX_QUERY_LENGTH = 200;
const PAGE_SIZE_TOO_BIG = `Số mục mỗi trang tối đa là ${MAX_PAGE_SIZE}`;
const QUERY_TOO_LONG = `Từ khóa tối đa ${MAX_QUERY_LENGTH} ký tự`;
const PageNumberSchema = /* @__PURE__ */ z.coerce.number().check(z.int("Trang phải là số nguyên"), z.minimum(1, "Trang phải từ 1 trở lên"));
const PageSizeSchema = /* @__PURE__ */ z.coerce.number().check(z.int("Số mục mỗi trang phải là số nguyên"), z.minimum(1, "Số mục mỗi trang phải từ 1 trở lên"), z.maximum(MAX_PAGE_SIZE, PAGE_SIZE_TOO_BIG));
const PageQuerySchema = /* @__PURE__ */ z.object({
  page: /* @__PURE__ */ z._default(PageNumberSchema, 1),
  page_size: /* @__PURE__ */ z._default(PageSizeSchema, DEFAULT_PAGE_SIZE)
});
const OptionalPageQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.object({ page: /* @__PURE__ */ z.optional(PageNumberSchema), page_size: /* @__PURE__ */ z.optional(PageSizeSchema) })
);
const PageOnlyQuerySchema = /* @__PURE__ */ emptyMeansUnset(PageQuerySchema);
const SearchTextSchema = /* @__PURE__ */ z.optional(
  z.pipe(
    /* @__PURE__ */ z.string().check(z.maxLength(MAX_QUERY_LENGTH, QUERY_TOO_LONG)),
    z.transform((value) => value.trim())
  )
);
const QueryBooleanSchema = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.stringbool({ error: "Giá trị phải là true hoặc false" }));
const IdSchema = /* @__PURE__ */ z.coerce.number({ error: "Mã không hợp lệ" }).check(z.int("Mã không hợp lệ"), z.positive("Mã không hợp lệ"), z.maximum(2147483647, "Mã không hợp lệ"));
const IdParamsSchema = /* @__PURE__ */ z.object({ id: IdSchema });
const FIELD_TOO_LONG = /* @__PURE__ */ tooLong("Lĩnh vực", FIELD_OF_ACTIVITY_MAX);
const COMPANY_NAME_TOO_LONG$1 = /* @__PURE__ */ tooLong("Tên công ty", COMPANY_NAME_MAX);
const EnterpriseSchema = /* @__PURE__ */ z.object({
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
  created_at: z.string(),
  job_count: z.optional(z.number())
});
const ENTERPRISE_SORT_FIELDS = ["company_name", "created_at", "scale"];
const SortOrderSchema = /* @__PURE__ */ z._default(z.enum(["asc", "desc"], { error: "Thứ tự sắp xếp không hợp lệ" }), "asc");
const EnterpriseListQueryFields = /* @__PURE__ */ z.extend(PageQuerySchema, {
  sort_by: z._default(/* @__PURE__ */ sortKeySchema(ENTERPRISE_SORT_FIELDS, "Trường sắp xếp không hợp lệ"), "company_name"),
  sort_order: SortOrderSchema
});
const EnterpriseListQuerySchema = /* @__PURE__ */ emptyMeansUnset(EnterpriseListQueryFields);
const EnterpriseSearchQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(EnterpriseListQueryFields, {
    q: SearchTextSchema,
    city: z.optional(CityQuerySchema),
    field: z.optional(/* @__PURE__ */ z.string().check(z.maxLength(FIELD_OF_ACTIVITY_MAX, FIELD_TOO_LONG))),
    scale: z.optional(ScaleSchema)
  })
);
const WEBSITE_EXAMPLE_HOST = "https://example.com";
const INVALID_WEBSITE_MESSAGE = `URL website không hợp lệ. Vui lòng nhập đúng định dạng (ví dụ: ${WEBSITE_EXAMPLE_HOST})`;
function isValidWebsiteUrl(value) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max, label) => z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(max, `${label} tối đa ${max} ký tự`)));
const EnterpriseFieldsSchema = /* @__PURE__ */ z.object({
  company_name: /* @__PURE__ */ z.string({ error: "Vui lòng nhập tên công ty" }).check(z.trim(), z.minLength(1, "Vui lòng nhập tên công ty"), z.maxLength(COMPANY_NAME_MAX, COMPANY_NAME_TOO_LONG$1)),
  address: /* @__PURE__ */ optionalText(ADDRESS_MAX, "Địa chỉ"),
  description: /* @__PURE__ */ optionalText(2e4, "Mô tả"),
  email_company: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(EMAIL_MAX, "Email quá dài"), z.email({ error: "Email công ty không hợp lệ" }))),
  field_of_activity: /* @__PURE__ */ optionalText(FIELD_OF_ACTIVITY_MAX, "Lĩnh vực"),
  link_web_site: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(URL_MAX, "URL website quá dài"), z.refine(isValidWebsiteUrl, INVALID_WEBSITE_MESSAGE))),
  phone_number: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(PHONE_MAX, "Số điện thoại không hợp lệ"), z.regex(/^\+?[0-9 .-]{8,20}$/, "Số điện thoại không hợp lệ"))),
  scale: z.optional(ScaleSchema),
  tax: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(TAX_CODE_MAX, "Mã số thuế không hợp lệ"), z.regex(/^[0-9-]{10,14}$/, "Mã số thuế không hợp lệ"))),
  city: z.optional(CityQuerySchema)
});
// @__NO_SIDE_EFFECTS__
function endpoint(definition) {
  return definition;
}
const FileAnswerSchema = /* @__PURE__ */ z.instanceof(Blob);
const MAX_SALARY_VND = 1e10;
const SALARY_MESSAGES = {
  notNumber: "Mức lương phải là số",
  negative: "Mức lương không được âm",
  tooLarge: "Mức lương quá lớn",
  /** An inverted range; the API reports it on `salary_min`. */
  inverted: "Lương tối thiểu phải nhỏ hơn hoặc bằng lương tối đa"
};
const SalaryQuerySchema = /* @__PURE__ */ z.optional(
  /* @__PURE__ */ z.coerce.number({ error: SALARY_MESSAGES.notNumber }).check(
    z.int("Mức lương phải là số nguyên (VND)"),
    z.minimum(0, SALARY_MESSAGES.negative),
    z.maximum(MAX_SALARY_VND, SALARY_MESSAGES.tooLarge)
  )
);
const SEARCH_TOTAL_CAP = 1e3;
const POST_SEARCH_SORTS = ["relevance", "newest", "salary"];
const TYPE_WORKING_ALIASES = { remote: "Làm việc từ xa", internship: "Thực tập", freelance: "Hợp đồng" };
const IdOrNameSchema = /* @__PURE__ */ z.union(
  [IdSchema, /* @__PURE__ */ z.string().check(z.trim(), z.maxLength(200, "Mã không hợp lệ"), z.regex(/\D/, "Mã không hợp lệ"))],
  { error: "Mã không hợp lệ" }
);
const EXPERIENCE_ALIASES = { "không yêu cầu kinh nghiệm": "Không yêu cầu" };
const PostSearchQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    q: SearchTextSchema,
    city: /* @__PURE__ */ listOf(CityQuerySchema),
    position: z.optional(IdOrNameSchema),
    field: z.optional(IdOrNameSchema),
    experience: /* @__PURE__ */ listOf(/* @__PURE__ */ withAliases(ExperienceSchema, EXPERIENCE_ALIASES)),
    type_working: /* @__PURE__ */ listOf(/* @__PURE__ */ withAliases(TypeWorkingSchema, TYPE_WORKING_ALIASES)),
    level: /* @__PURE__ */ listOf(LevelSchema),
    scales: /* @__PURE__ */ listOf(ScaleSchema),
    salary_min: SalaryQuerySchema,
    salary_max: SalaryQuerySchema,
    negotiable: QueryBooleanSchema,
    enterprise: z.optional(IdSchema),
    sort: z._default(z.enum(POST_SEARCH_SORTS, { error: "Kiểu sắp xếp không hợp lệ" }), "relevance")
  }).check(
    z.refine((q) => q.salary_min === void 0 || q.salary_max === void 0 || q.salary_min <= q.salary_max, {
      message: SALARY_MESSAGES.inverted,
      path: ["salary_min"]
    })
  )
);
const POST_LIST_SORTS = ["-created_at", "-salary_max", "-salary_min"];
const PostListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    sort: z._default(/* @__PURE__ */ sortKeySchema(POST_LIST_SORTS, "Kiểu sắp xếp không hợp lệ"), "-created_at")
  })
);
const PostRowSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  title: z.string(),
  enterprise: z.number(),
  enterprise_name: z.string(),
  enterprise_logo: z.nullable(z.string()),
  is_enterprise_premium: z.boolean(),
  position: NamedRefSchema,
  field: NamedRefSchema,
  city: z.string(),
  experience: z.string(),
  level: z.string(),
  type_working: z.string(),
  salary_min: z.nullable(z.number()),
  salary_max: z.nullable(z.number()),
  is_salary_negotiable: z.boolean(),
  deadline: z.string(),
  created_at: z.string(),
  is_saved: z.boolean(),
  matches_criteria: z.boolean()
});
const EnterpriseSummarySchema = /* @__PURE__ */ z.object({
  id: z.number(),
  company_name: z.string(),
  logo: z.nullable(z.string()),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  scale: z.nullable(z.string()),
  field_of_activity: z.nullable(z.string()),
  link_web_site: z.nullable(z.string()),
  is_premium: z.boolean()
});
const PostDetailSchema = /* @__PURE__ */ z.extend(PostRowSchema, {
  district: z.nullable(z.string()),
  detail_address: z.nullable(z.string()),
  time_working: z.nullable(z.string()),
  quantity: z.number(),
  description: z.string(),
  required: z.string(),
  interest: z.string(),
  is_active: z.boolean(),
  enterprise_detail: EnterpriseSummarySchema,
  related_posts: z.array(PostRowSchema),
  total_applicants: z.optional(z.number()),
  can_view_applicants: z.boolean(),
  has_applied: z.boolean(),
  applied_at: z.nullable(z.string()),
  /** For clients of the original API: the company's address, its owner (whom 'Nhắn tin' writes to), the viewer's application time (= applied_at). */
  enterprise_address: z.nullable(z.string()),
  user_id: z.number(),
  latest_application_date: z.nullable(z.string())
});
const FieldListResponseSchema = /* @__PURE__ */ envelope(/* @__PURE__ */ listOrPage(FieldSchema));
const PositionListResponseSchema = /* @__PURE__ */ envelope(/* @__PURE__ */ listOrPage(PositionSchema));
const EnterpriseResponseSchema = /* @__PURE__ */ envelope(EnterpriseSchema);
const EnterprisePageResponseSchema = /* @__PURE__ */ envelope(/* @__PURE__ */ paged(EnterpriseSchema));
const PremiumEnterprisesResponseSchema = /* @__PURE__ */ envelope(z.object({ results: z.array(EnterpriseSchema) }));
const PostPageResponseSchema = /* @__PURE__ */ envelope(/* @__PURE__ */ paged(PostRowSchema));
const PostDetailResponseSchema = /* @__PURE__ */ envelope(PostDetailSchema);
const listEnterprises = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/enterprises/",
  query: EnterpriseListQuerySchema,
  responses: { 200: EnterprisePageResponseSchema }
});
const searchEnterprises = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/enterprises/search/",
  query: EnterpriseSearchQuerySchema,
  responses: { 200: EnterprisePageResponseSchema }
});
const listPremiumEnterprises = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/enterprises/premium/",
  responses: { 200: PremiumEnterprisesResponseSchema }
});
const getOwnEnterprise = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/enterprises/user/",
  responses: { 200: EnterpriseResponseSchema }
});
const getEnterprise = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/enterprises/:id/",
  params: IdParamsSchema,
  responses: { 200: EnterpriseResponseSchema }
});
const createEnterprise = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/enterprises/create/",
  multipart: true,
  responses: { 201: EnterpriseResponseSchema }
});
const updateEnterprise = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/enterprises/update/",
  multipart: true,
  responses: { 200: EnterpriseResponseSchema }
});
function endpointPath(path, params) {
  return path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(String(params?.[name])));
}
async function callEndpoint(http, endpoint2, input, options = {}) {
  const { params, query, body } = input;
  const schema = Object.values(endpoint2.responses)[0];
  return http.request(endpointPath(endpoint2.path, params), schema, { ...options, method: endpoint2.method, query, body });
}
const MSG_LOGIN_FAILED = "Đăng nhập thất bại";
const MSG_REGISTER_FAILED = "Đăng ký thất bại";
const MSG_ACTIVATION_FAILED = "Kích hoạt tài khoản thất bại. Vui lòng thử lại.";
const MSG_RESEND_ACTIVATION_FAILED = "Không thể gửi lại mã kích hoạt. Vui lòng thử lại sau.";
const MSG_FORGOT_PASSWORD_FAILED = "Không thể gửi yêu cầu đặt lại mật khẩu.";
const MSG_RESET_PASSWORD_FAILED = "Không thể đặt lại mật khẩu.";
const MSG_NO_CONNECTION = "Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối internet.";
const MSG_GOOGLE_LOGIN_FAILED = "Có lỗi xảy ra khi đăng nhập với Google";
const MSG_SESSION_EXPIRED = "Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại";
const MSG_NOT_ACTIVATED = "Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.";
const MSG_NO_TOKEN = "Không nhận được token từ server";
const MSG_ACCOUNT_DISABLED = "Tài khoản của bạn đã bị vô hiệu hóa.";
const MSG_ACCOUNT_BANNED = "Tài khoản của bạn đã bị khóa.";
const MSG_GOOGLE_MISSING_TOKENS = "Không nhận được đủ thông tin xác thực từ Google.";
const MSG_PREMIUM_INFO_FAILED = "Đã xảy ra lỗi khi lấy thông tin gói Premium";
const MSG_PAYMENT_URL_FAILED = "Đã xảy ra lỗi khi tạo URL thanh toán";
const MSG_PREMIUM_CANCEL_FAILED = "Đã xảy ra lỗi khi hủy gói Premium";
const MSG_NOTIFICATIONS_LOAD_FAILED = "Không thể tải thông báo";
const MSG_UNREAD_COUNT_FAILED = "Không thể tải số lượng thông báo chưa đọc";
const MSG_MARK_READ_FAILED = "Không thể đánh dấu thông báo đã đọc";
const MSG_MARK_ALL_READ_FAILED = "Không thể đánh dấu tất cả thông báo đã đọc";
const MSG_CV_VIEWED_NOTIFICATION_FAILED = "Không thể tạo thông báo đã xem CV";
const MSG_SYSTEM_NOTIFICATION_FAILED = "Không thể tạo thông báo hệ thống";
const MSG_CONVERSATIONS_FAILED = "Không thể lấy danh sách cuộc trò chuyện";
const MSG_MESSAGES_FAILED = "Không thể lấy tin nhắn";
const MSG_SEND_MESSAGE_FAILED = "Không thể gửi tin nhắn";
const MSG_ENTERPRISE_LIST_FAILED = "Có lỗi xảy ra khi tải danh sách công ty";
const MSG_ENTERPRISE_DETAIL_FAILED = "Có lỗi xảy ra khi tải thông tin công ty";
const MSG_ENTERPRISE_OWN_FAILED = "Không thể lấy thông tin doanh nghiệp";
const MSG_ENTERPRISE_CREATE_FAILED = "Không thể tạo doanh nghiệp";
const MSG_ENTERPRISE_UPDATE_FAILED = "Không thể cập nhật thông tin doanh nghiệp";
const MSG_ENTERPRISE_SEARCH_FAILED = "Có lỗi xảy ra khi tìm kiếm công ty";
const MSG_ENTERPRISE_STATISTICS_FAILED = "Không thể lấy thống kê doanh nghiệp";
const MSG_EMPLOYER_STATISTICS_FAILED = "Không thể lấy thống kê nhà tuyển dụng";
const MSG_PREMIUM_ENTERPRISES_FAILED = "Không thể lấy danh sách doanh nghiệp Premium";
const MSG_REGISTER_ENTERPRISE_FAILED = "Đăng ký tài khoản thành công nhưng không thể tạo doanh nghiệp. Vui lòng tạo doanh nghiệp sau.";
const ERROR_MESSAGES = {
  loginFailed: MSG_LOGIN_FAILED,
  registerFailed: MSG_REGISTER_FAILED,
  activationFailed: MSG_ACTIVATION_FAILED,
  resendActivationFailed: MSG_RESEND_ACTIVATION_FAILED,
  forgotPasswordFailed: MSG_FORGOT_PASSWORD_FAILED,
  resetPasswordFailed: MSG_RESET_PASSWORD_FAILED,
  noConnection: MSG_NO_CONNECTION,
  googleLoginFailed: MSG_GOOGLE_LOGIN_FAILED,
  sessionExpired: MSG_SESSION_EXPIRED,
  notActivated: MSG_NOT_ACTIVATED,
  noToken: MSG_NO_TOKEN,
  accountDisabled: MSG_ACCOUNT_DISABLED,
  accountBanned: MSG_ACCOUNT_BANNED,
  googleMissingTokens: MSG_GOOGLE_MISSING_TOKENS,
  premiumInfoFailed: MSG_PREMIUM_INFO_FAILED,
  paymentUrlFailed: MSG_PAYMENT_URL_FAILED,
  premiumCancelFailed: MSG_PREMIUM_CANCEL_FAILED,
  notificationsLoadFailed: MSG_NOTIFICATIONS_LOAD_FAILED,
  unreadCountFailed: MSG_UNREAD_COUNT_FAILED,
  markReadFailed: MSG_MARK_READ_FAILED,
  markAllReadFailed: MSG_MARK_ALL_READ_FAILED,
  cvViewedNotificationFailed: MSG_CV_VIEWED_NOTIFICATION_FAILED,
  systemNotificationFailed: MSG_SYSTEM_NOTIFICATION_FAILED,
  conversationsFailed: MSG_CONVERSATIONS_FAILED,
  messagesFailed: MSG_MESSAGES_FAILED,
  sendMessageFailed: MSG_SEND_MESSAGE_FAILED,
  enterpriseListFailed: MSG_ENTERPRISE_LIST_FAILED,
  enterpriseDetailFailed: MSG_ENTERPRISE_DETAIL_FAILED,
  enterpriseOwnFailed: MSG_ENTERPRISE_OWN_FAILED,
  enterpriseCreateFailed: MSG_ENTERPRISE_CREATE_FAILED,
  enterpriseUpdateFailed: MSG_ENTERPRISE_UPDATE_FAILED,
  enterpriseSearchFailed: MSG_ENTERPRISE_SEARCH_FAILED,
  enterpriseStatisticsFailed: MSG_ENTERPRISE_STATISTICS_FAILED,
  employerStatisticsFailed: MSG_EMPLOYER_STATISTICS_FAILED,
  premiumEnterprisesFailed: MSG_PREMIUM_ENTERPRISES_FAILED,
  registerEnterpriseFailed: MSG_REGISTER_ENTERPRISE_FAILED
};
function googleAuthFailedMessage(error) {
  return `Xác thực Google thất bại: ${error}`;
}
const SUCCESS_MESSAGES = {
  login: "Đăng nhập thành công!",
  register: "Đăng ký thành công!",
  logout: "Đăng xuất thành công!",
  activated: "Tài khoản đã được kích hoạt thành công!",
  activationResent: "Mã kích hoạt mới đã được gửi vào email của bạn.",
  enterpriseCreated: "Tạo doanh nghiệp thành công!",
  enterpriseUpdated: "Cập nhật thông tin doanh nghiệp thành công!"
};
class SdkError extends Error {
  name = "SdkError";
  code;
  userMessage;
  constructor(code, message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.code = code;
    this.userMessage = options.userMessage;
  }
}
function describeRequest(method, url) {
  return `[${method.toUpperCase()}] ${JSON.stringify(url)}`;
}
class ApiError extends SdkError {
  name = "ApiError";
  status;
  statusText;
  method;
  url;
  body;
  /** The raw parsed answer, whatever its shape. */
  data;
  constructor(init) {
    const parsed = z.safeParse(ApiErrorBodySchema, init.data);
    const body = parsed.success ? parsed.data : void 0;
    const statusText = init.statusText ?? "";
    super("api", `${describeRequest(init.method, init.url)}: ${init.status} ${statusText}`.trimEnd(), {
      cause: init.cause,
      userMessage: body?.message
    });
    this.status = init.status;
    this.statusText = statusText;
    this.method = init.method.toUpperCase();
    this.url = init.url;
    this.body = body;
    this.data = init.data;
  }
  /** The server's per-field errors, `{}` when none. */
  get fieldErrors() {
    return this.body?.errors ?? {};
  }
}
class NetworkError extends SdkError {
  name = "NetworkError";
  method;
  url;
  constructor(init) {
    const reason = init.cause instanceof Error && init.cause.message ? ` ${init.cause.message}` : "";
    super("network", `${describeRequest(init.method, init.url)}: <no response>${reason}`, {
      cause: init.cause,
      userMessage: MSG_NO_CONNECTION
    });
    this.method = init.method.toUpperCase();
    this.url = init.url;
  }
}
class AuthError extends SdkError {
  name = "AuthError";
  constructor(message = "Session expired: the token refresh failed. Sign in again.", cause) {
    super("auth", message, { cause, userMessage: MSG_SESSION_EXPIRED });
  }
}
class ValidationError extends SdkError {
  name = "ValidationError";
  fieldErrors;
  constructor(message, fieldErrors2 = {}) {
    super("validation", message, { userMessage: message });
    this.fieldErrors = fieldErrors2;
  }
}
function compactEntries(record) {
  const entries = [];
  for (const [key, value] of Object.entries(record)) {
    if (value === void 0 || value === null) continue;
    const clean = typeof value === "string" ? value.trim() : value;
    if (clean === "") continue;
    entries.push([key, clean]);
  }
  return entries;
}
function issuesToFieldErrors(issues) {
  const out = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
const MSG_CHECK_FIELDS = "Vui lòng kiểm tra lại thông tin đã nhập";
function parseInput(schema, value, message = MSG_CHECK_FIELDS) {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const errors = issuesToFieldErrors(result.error.issues);
  const first = Object.values(errors)[0]?.[0];
  throw new ValidationError(Object.keys(errors).length === 1 && first ? first : message, errors);
}
async function nullOn404(request) {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
function enterpriseFormData(fields, files = {}) {
  const entries = compactEntries(fields);
  const website = entries.find(([key]) => key === "link_web_site")?.[1];
  if (typeof website === "string" && !isValidWebsiteUrl(website)) {
    throw new ValidationError(INVALID_WEBSITE_MESSAGE, { link_web_site: [INVALID_WEBSITE_MESSAGE] });
  }
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, String(value));
  for (const [key, file] of Object.entries(files)) if (file) form.append(key, file);
  return form;
}
async function fetchOwnEnterprise(http) {
  return (await nullOn404(callEndpoint(http, getOwnEnterprise, {})))?.data ?? null;
}
function createEnterpriseCalls(client) {
  const { http } = client;
  return {
    list: async (query = {}) => (await callEndpoint(http, listEnterprises, { query })).data,
    // `city` and `scale` may be any text (e.g. from a URL): the server answers 400 on a bad one.
    search: async (query = {}) => (await callEndpoint(http, searchEnterprises, { query })).data,
    get: async (id) => (await callEndpoint(http, getEnterprise, { params: { id } })).data,
    own: () => fetchOwnEnterprise(http),
    create: async (fields, files, options = {}) => (await callEndpoint(http, createEnterprise, { body: enterpriseFormData(fields, files) }, options)).data,
    update: async (fields, files) => (await callEndpoint(http, updateEnterprise, { body: enterpriseFormData(fields, files) })).data,
    premium: async () => (await callEndpoint(http, listPremiumEnterprises, {})).data.results
  };
}
function createEnterpriseOwnership(http) {
  const $hasEnterprise = atom(void 0);
  async function own() {
    const enterprise = await fetchOwnEnterprise(http);
    $hasEnterprise.set(enterprise !== null);
    return enterprise;
  }
  return {
    $hasEnterprise,
    own,
    async hasEnterprise() {
      const known = $hasEnterprise.get();
      return known ?? await own() !== null;
    },
    markCreated: () => $hasEnterprise.set(true),
    reset: () => $hasEnterprise.set(void 0)
  };
}
const ROLES = ["admin", "employer", "candidate", "none"];
const RoleSchema = /* @__PURE__ */ z.enum(ROLES, { error: "Vai trò không hợp lệ" });
const SelectableRoleSchema = /* @__PURE__ */ z.enum(["candidate", "employer"], { error: "Vui lòng chọn vai trò" });
const GENDERS = ["male", "female", "other"];
const GenderSchema = /* @__PURE__ */ z.enum(GENDERS, { error: "Giới tính không hợp lệ" });
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_TOO_SHORT = `Mật khẩu phải có ít nhất ${PASSWORD_MIN_LENGTH} ký tự`;
const PASSWORD_TOO_LONG = `Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự`;
const USERNAME_TOO_LONG = /* @__PURE__ */ tooLong("Tên đăng nhập", USERNAME_MAX);
const FULLNAME_TOO_LONG = /* @__PURE__ */ tooLong("Họ tên", PERSON_NAME_MAX);
const NAME_DISPLAY_TOO_LONG = /* @__PURE__ */ tooLong("Tên hiển thị", PERSON_NAME_MAX);
const COMPANY_NAME_TOO_LONG = /* @__PURE__ */ tooLong("Tên công ty", COMPANY_NAME_MAX);
const ADDRESS_TOO_LONG$1 = /* @__PURE__ */ tooLong("Địa chỉ", ADDRESS_MAX);
const EmailSchema = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.string({ error: "Vui lòng nhập email" }).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX, "Email quá dài"),
    z.email({ error: "Email không hợp lệ" })
  ),
  z.string()
);
const PasswordSchema = /* @__PURE__ */ z.string({ error: "Vui lòng nhập mật khẩu" }).check(
  z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
);
const UsernameSchema = /* @__PURE__ */ z.string({ error: "Vui lòng nhập tên đăng nhập" }).check(
  z.trim(),
  z.minLength(3, "Tên đăng nhập phải có ít nhất 3 ký tự"),
  z.maxLength(USERNAME_MAX, USERNAME_TOO_LONG),
  z.regex(/^[\p{L}\p{N}_.@+-]+$/u, "Tên đăng nhập chỉ gồm chữ, số và . _ @ + -")
);
const FullnameSchema = /* @__PURE__ */ z.string({ error: "Vui lòng nhập họ tên" }).check(
  z.trim(),
  z.minLength(1, "Vui lòng nhập họ tên"),
  z.maxLength(PERSON_NAME_MAX, FULLNAME_TOO_LONG)
);
/* @__PURE__ */ z.object({
  company_name: /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1, "Vui lòng nhập tên công ty"), z.maxLength(COMPANY_NAME_MAX, COMPANY_NAME_TOO_LONG)),
  address: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, ADDRESS_TOO_LONG$1)))
});
const RegisterBodySchema = /* @__PURE__ */ z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  fullname: FullnameSchema,
  gender: GenderSchema,
  role: SelectableRoleSchema
});
const LoginBodySchema = /* @__PURE__ */ z.object({
  username: /* @__PURE__ */ z.string({ error: "Vui lòng nhập email" }).check(z.trim(), z.minLength(1, "Vui lòng nhập email"), z.maxLength(EMAIL_MAX, "Email quá dài")),
  password: /* @__PURE__ */ z.string({ error: "Vui lòng nhập mật khẩu" }).check(z.minLength(1, "Vui lòng nhập mật khẩu"), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG))
});
const LoginDataSchema = /* @__PURE__ */ z.object({
  access: z.string(),
  refresh: z.string(),
  role: RoleSchema,
  is_active: z.boolean(),
  is_banned: z.boolean()
});
const LoginResponseSchema = /* @__PURE__ */ envelope(LoginDataSchema);
const RefreshTokenSchema = /* @__PURE__ */ z.string({ error: "Thiếu refresh token" }).check(z.minLength(1, "Thiếu refresh token"), z.maxLength(4096, "Refresh token không hợp lệ"));
const TokenRefreshBodySchema = /* @__PURE__ */ z.object({ refresh: RefreshTokenSchema, rotate: /* @__PURE__ */ z.optional(z.boolean()) });
const TokenPairSchema = /* @__PURE__ */ z.object({ access: z.string(), refresh: z.string() });
const TokenRefreshResponseSchema = /* @__PURE__ */ envelope(TokenPairSchema);
const LogoutBodySchema = /* @__PURE__ */ z.object({ refresh: RefreshTokenSchema });
const TokenClaimsSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  is_active: z.boolean(),
  is_banned: z.optional(z.boolean()),
  role: RoleSchema,
  exp: z.optional(z.number()),
  username: z.optional(z.string()),
  fullname: z.optional(z.string()),
  /** The user's token version when signed; a ban, a password change or reset bumps it, ending the token. */
  token_version: z.optional(z.number()),
  /** The login (refresh-token family) the token belongs to. */
  session_id: z.optional(z.string())
});
const EmailBodySchema = /* @__PURE__ */ z.object({ email: EmailSchema });
const ResetPasswordBodySchema = /* @__PURE__ */ z.object({ password: PasswordSchema, token: z.optional(/* @__PURE__ */ z.string().check(z.maxLength(512))) });
const ChangePasswordBodySchema = /* @__PURE__ */ z.object({
  current_password: /* @__PURE__ */ z.string({ error: "Vui lòng nhập mật khẩu hiện tại" }).check(z.minLength(1, "Vui lòng nhập mật khẩu hiện tại"), z.maxLength(PASSWORD_MAX_LENGTH)),
  new_password: PasswordSchema,
  confirm_password: z.string({ error: "Vui lòng xác nhận mật khẩu" })
}).check(
  z.refine((body) => body.new_password === body.confirm_password, {
    message: "Mật khẩu xác nhận không khớp",
    path: ["confirm_password"]
  })
);
const SetRoleBodySchema = /* @__PURE__ */ z.object({ role: SelectableRoleSchema });
const ProfileSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
  gender: z.nullable(GenderSchema),
  role: RoleSchema,
  is_active: z.boolean(),
  is_premium: z.boolean(),
  premium_expiry: z.nullable(z.string()),
  balance: z.number(),
  name_display: z.string(),
  avatar: z.nullable(z.string())
});
const ProfileResponseSchema = /* @__PURE__ */ envelope(ProfileSchema);
const ProfileUpdateBodySchema = /* @__PURE__ */ z.object({
  fullname: z.optional(FullnameSchema),
  gender: z.optional(GenderSchema),
  name_display: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(PERSON_NAME_MAX, NAME_DISPLAY_TOO_LONG)))
});
const UserInfoSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  fullname: z.string(),
  avatar: z.nullable(z.string()),
  role: RoleSchema
});
const OneTimeTokenParamsSchema = /* @__PURE__ */ z.object({
  token: /* @__PURE__ */ z.string().check(z.minLength(1, "Mã không hợp lệ"), z.maxLength(512, "Mã không hợp lệ"))
});
const TokenMessageSchema = /* @__PURE__ */ z.object({ status: z.number(), message: z.string(), data: TokenPairSchema });
const registerAccount = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/register/",
  body: RegisterBodySchema,
  responses: { 201: MessageEnvelopeSchema }
});
const loginWithPassword = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/login/",
  body: LoginBodySchema,
  responses: { 200: LoginResponseSchema }
});
const refreshTokens = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/token-refresh/",
  body: TokenRefreshBodySchema,
  responses: { 200: TokenRefreshResponseSchema }
});
const activateAccount = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/activate/:token/",
  params: OneTimeTokenParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const resendActivation = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/resend-it/",
  aliases: ["/api/resend-activation/"],
  body: EmailBodySchema,
  responses: { 200: MessageEnvelopeSchema }
});
const requestPasswordReset = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/forgot-password/",
  body: EmailBodySchema,
  responses: { 200: MessageEnvelopeSchema }
});
const resetPassword = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/reset-password/:token/",
  params: OneTimeTokenParamsSchema,
  body: ResetPasswordBodySchema,
  responses: { 200: MessageEnvelopeSchema }
});
const changePassword = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/change-password/",
  body: ChangePasswordBodySchema,
  responses: { 200: TokenMessageSchema }
});
const setRole = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/set-role/",
  body: SetRoleBodySchema,
  responses: { 200: TokenMessageSchema }
});
const getProfile = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/profile/",
  aliases: ["/profile/"],
  responses: { 200: ProfileResponseSchema }
});
const updateProfile = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/profile/update/",
  // PUT on the profile itself too: REST clients expect it next to GET.
  aliases: ["/profile/update/", "/api/profile/", "/profile/"],
  body: ProfileUpdateBodySchema,
  responses: { 200: ProfileResponseSchema }
});
const getUserInfo = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/users/:id/info/",
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(UserInfoSchema) }
});
const logout = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/logout/",
  body: LogoutBodySchema,
  responses: { 200: MessageEnvelopeSchema }
});
const MailPreferencesSchema = /* @__PURE__ */ z.object({ notification_emails: z.boolean() });
const getMailPreferences = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/account/mail-preferences/",
  responses: { 200: /* @__PURE__ */ envelope(MailPreferencesSchema) }
});
const updateMailPreferences = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/account/mail-preferences/",
  body: MailPreferencesSchema,
  responses: { 200: /* @__PURE__ */ envelope(MailPreferencesSchema) }
});
const noop = () => {
};
function createLogger(prefix, sink) {
  const target = globalThis.console ?? {};
  const tag = `[${prefix}]`;
  const level = (name) => {
    const write = target[name];
    return write ? (...args) => write.call(target, tag, ...args) : noop;
  };
  return { debug: level("debug"), info: level("info"), warn: level("warn"), error: level("error") };
}
const silentLogger = { debug: noop, info: noop, warn: noop, error: noop };
function createSingleFlight(task) {
  let inFlight;
  return () => {
    if (!inFlight) {
      inFlight = (async () => {
        try {
          return await task();
        } finally {
          inFlight = void 0;
        }
      })();
    }
    return inFlight;
  };
}
const RETRY_DELAYS_MS = [500, 1e3, 2e3];
const RETRY_JITTER_RATIO = 0.5;
const RETRY_AFTER_MAX_MS = 1e4;
const RETRY_STATUSES = [408, 429, ...Array.from({ length: 100 }, (_, index) => 500 + index)];
function parseRetryAfter(value, now) {
  if (!value) return void 0;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1e3;
  const at = /\d\d:\d\d:\d\d/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? void 0 : Math.max(0, at - now);
}
function retryOptions(method, options = {}) {
  if (options === false || method !== "GET") return { retry: false };
  const { delaysMs = RETRY_DELAYS_MS, random = Math.random, now = () => Date.now() } = options;
  return {
    retry: delaysMs.length,
    retryStatusCodes: RETRY_STATUSES,
    retryDelay({ response, options: current }) {
      const retryAfter = parseRetryAfter(response?.headers.get("retry-after"), now());
      if (retryAfter !== void 0) return Math.min(retryAfter, RETRY_AFTER_MAX_MS);
      const tier = delaysMs[delaysMs.length - Number(current.retry)] ?? 0;
      return tier + Math.floor(random() * tier * RETRY_JITTER_RATIO);
    }
  };
}
function toQuery(query) {
  if (!query) return void 0;
  const result = {};
  for (const [key, value] of query instanceof URLSearchParams ? query : Object.entries(query)) {
    if (value === void 0 || value === null || value === "") continue;
    (result[key] ??= []).push(...Array.isArray(value) ? value : [value]);
  }
  return Object.keys(result).length ? result : void 0;
}
async function normaliseData({ response }) {
  let data = response._data;
  if (!response.ok && data instanceof Blob) data = destr(await data.text());
  else if (!response.ok && typeof ReadableStream !== "undefined" && data instanceof ReadableStream) data = destr(await new Response(data).text());
  response._data = data === "" ? void 0 : data;
}
function toSdkError(error, method, url, signal) {
  const fetchError = error instanceof FetchError ? error : void 0;
  const cause = fetchError?.cause ?? error;
  if (signal?.aborted || cause instanceof Error && cause.name === "AbortError") {
    return new SdkError("aborted", `${describeRequest(method, url)}: aborted`, { cause });
  }
  const sent = fetchError?.request === void 0 ? url : String(fetchError.request);
  if (fetchError?.response) {
    const { status, statusText } = fetchError.response;
    return new ApiError({ method, url: sent, status, statusText, data: fetchError.data, cause: fetchError });
  }
  return new NetworkError({ method, url: sent, cause });
}
function createTransport(options = {}) {
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const $fetch = createFetch({
    // As the platform's fetch does, an aborted signal sends nothing, whatever fetch is injected:
    // so a retry that ofetch starts after the caller aborted never goes out.
    fetch(input, init) {
      init?.signal?.throwIfAborted();
      return fetchImpl(input, init);
    },
    defaults: {
      // Statuses only: without an answer ofetch would retry as if it were a 500.
      onRequestError: ({ options: current }) => void (current.retry = false),
      onResponse: normaliseData
    }
  });
  return {
    async send(path, opts, token) {
      const method = opts.method ?? "GET";
      const url = `${baseUrl}${path}`;
      const headers = { accept: "application/json", ...opts.headers };
      if (token) headers.authorization = `Bearer ${token}`;
      try {
        return await $fetch(url, {
          method,
          headers,
          body: opts.body,
          query: toQuery(opts.query),
          signal: opts.signal,
          responseType: opts.responseType === "json" ? void 0 : opts.responseType,
          ...retryOptions(method, options.retry)
        });
      } catch (error) {
        throw toSdkError(error, method, url, opts.signal);
      }
    },
    parse(schema, data, method, path) {
      const result = z.safeParse(schema, data);
      if (result.success) return result.data;
      const where = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
      throw new SdkError("invalid_response", `${describeRequest(method, `${baseUrl}${path}`)}: unexpected response (${where})`, {
        cause: result.error
      });
    }
  };
}
const TOKEN_REFRESH_PATH = refreshTokens.path;
const SIGNED_OUT = "The token provider signed out";
const TRANSIENT_STATUS = /* @__PURE__ */ new Set([408, 429]);
function isTransient(error) {
  if (error instanceof ApiError) return error.status >= 500 || TRANSIENT_STATUS.has(error.status);
  return error instanceof NetworkError || error instanceof SdkError && error.code === "aborted";
}
function createHttpClient(options) {
  const { tokens, logger = silentLogger } = options;
  const { send, parse } = createTransport(options);
  function endSession(cause) {
    const error = new AuthError(void 0, cause);
    tokens.clear();
    logger.warn("session expired:", cause instanceof Error ? cause.message : cause);
    try {
      options.onSessionExpired?.(error);
    } catch (hookError) {
      logger.error("onSessionExpired hook failed", hookError);
    }
    throw error;
  }
  async function provided(getToken, forceRefresh) {
    const token = await getToken({ forceRefresh });
    if (token === null) {
      if (tokens.getAccess()) endSession(SIGNED_OUT);
      return null;
    }
    if (token !== tokens.getAccess()) tokens.setTokens({ access: token, refresh: "" });
    return token;
  }
  const refreshSession = createSingleFlight(async () => {
    if (options.getToken) return await provided(options.getToken, true) ?? endSession(SIGNED_OUT);
    const refresh = tokens.getRefresh();
    if (!refresh) return endSession(new Error("No refresh token stored"));
    let data;
    try {
      data = await send(TOKEN_REFRESH_PATH, { method: "POST", body: { refresh, rotate: true } }, null);
    } catch (error) {
      if (isTransient(error)) throw error;
      return endSession(error);
    }
    const pair = (() => {
      try {
        return parse(TokenRefreshResponseSchema, data, "POST", TOKEN_REFRESH_PATH).data;
      } catch (error) {
        return endSession(error);
      }
    })();
    if (tokens.getRefresh() !== refresh) {
      throw new AuthError("Session changed while the token was being refreshed.");
    }
    tokens.setTokens(pair);
    return pair.access;
  });
  const readToken = async () => options.getToken ? provided(options.getToken, false) : tokens.getAccess();
  async function requestRaw(path, opts = {}) {
    const managed = opts.auth !== false && opts.accessToken === void 0;
    const sent = opts.auth === false ? null : opts.accessToken ?? (options.getToken ? await readToken() : tokens.getAccess());
    try {
      return await send(path, opts, sent);
    } catch (error) {
      if (!(managed && sent && error instanceof ApiError && error.status === 401)) throw error;
    }
    const current = tokens.getAccess();
    if (!current) throw new AuthError("Signed out while the request was in flight.");
    const token = current !== sent ? current : await refreshSession();
    return send(path, opts, token);
  }
  return {
    tokens,
    refreshSession,
    readToken,
    requestRaw,
    async request(path, schema, opts = {}) {
      const data = await requestRaw(path, opts);
      return parse(schema, data, opts.method ?? "GET", path);
    }
  };
}
function createMemoryStorage(initial = {}) {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key)
  };
}
function decodeBase64Url(input) {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) return null;
  const base64 = input.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64 + "=".repeat((4 - base64.length % 4) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
function decodeTokenClaims(token) {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  const text = decodeBase64Url(payload);
  if (text === null) return null;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z.safeParse(TokenClaimsSchema, json);
  return parsed.success ? parsed.data : null;
}
const STORAGE_KEYS = {
  token: "token",
  refreshToken: "refreshToken",
  username: "username",
  role: "user_role"
};
function defaultStorage() {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      storage.getItem(STORAGE_KEYS.token);
      return storage;
    }
  } catch {
  }
  return createMemoryStorage();
}
function safe(action, fallback) {
  try {
    return action();
  } catch {
    return fallback;
  }
}
function createTokenStore(storage = defaultStorage()) {
  const listeners = /* @__PURE__ */ new Set();
  const read = (key) => safe(() => storage.getItem(key), null);
  const write = (key, value) => safe(() => value === null ? storage.removeItem(key) : storage.setItem(key, value), void 0);
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getAccess: () => read(STORAGE_KEYS.token),
    getRefresh: () => read(STORAGE_KEYS.refreshToken),
    getUsername: () => read(STORAGE_KEYS.username),
    getRole: () => read(STORAGE_KEYS.role),
    getClaims: () => decodeTokenClaims(read(STORAGE_KEYS.token)),
    setTokens(pair, username) {
      if (username !== void 0) write(STORAGE_KEYS.username, username);
      write(STORAGE_KEYS.token, pair.access);
      write(STORAGE_KEYS.refreshToken, pair.refresh);
      const role = decodeTokenClaims(pair.access)?.role;
      if (role) write(STORAGE_KEYS.role, role);
      notify();
    },
    setUsername(username) {
      write(STORAGE_KEYS.username, username);
      notify();
    },
    clear() {
      for (const key of Object.values(STORAGE_KEYS)) write(key, null);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }
  };
}
const globalTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle)
};
const ANONYMOUS_SESSION = Object.freeze({ status: "anonymous" });
function sessionFromToken(token, storedUsername) {
  const claims = decodeTokenClaims(token);
  if (!claims) return ANONYMOUS_SESSION;
  const user = {
    user_id: claims.user_id,
    username: claims.username ?? storedUsername ?? "",
    role: claims.role,
    is_active: claims.is_active,
    is_banned: claims.is_banned ?? false
  };
  if (claims.fullname !== void 0) user.fullname = claims.fullname;
  return { status: "authenticated", user };
}
function sameSession(a, b) {
  if (a.status === "anonymous" || b.status === "anonymous") return a.status === b.status;
  const keys = /* @__PURE__ */ new Set([...Object.keys(a.user), ...Object.keys(b.user)]);
  for (const key of keys) if (a.user[key] !== b.user[key]) return false;
  return true;
}
function createSessionStore(tokens) {
  const read = () => sessionFromToken(tokens.getAccess(), tokens.getUsername());
  const $session = atom(read());
  tokens.subscribe(() => {
    const next = read();
    if (!sameSession($session.get(), next)) $session.set(next);
  });
  return $session;
}
const TOKEN_REFRESH_THRESHOLD_S = 300;
const TOKEN_CHECK_INTERVAL_MS = 9e5;
function tokenCheckDecision(token, nowMs) {
  const exp = decodeTokenClaims(token)?.exp;
  if (exp === void 0 || !Number.isFinite(exp)) return "logout";
  return exp - nowMs / 1e3 < TOKEN_REFRESH_THRESHOLD_S ? "refresh" : "ok";
}
function earlyTokenCheckAt(token, nextCheckMs) {
  const exp = decodeTokenClaims(token)?.exp;
  if (exp === void 0 || !Number.isFinite(exp) || exp * 1e3 > nextCheckMs) return null;
  return (exp - TOKEN_REFRESH_THRESHOLD_S) * 1e3 + 1;
}
function createTokenCheck(deps) {
  const { http, logger } = deps;
  async function checkToken() {
    const token = http.tokens.getAccess();
    if (!token) return "anonymous";
    const decision = tokenCheckDecision(token, deps.now());
    if (decision === "ok") return "ok";
    if (decision === "logout") {
      logger.warn("stored token is unreadable or has no expiry: logging out");
      deps.logout();
      return "logged_out";
    }
    try {
      await http.refreshSession();
      return "refreshed";
    } catch (error) {
      if (error instanceof AuthError) return "logged_out";
      logger.warn("token refresh unavailable, keeping the session", error);
      return "unavailable";
    }
  }
  function startTokenChecks() {
    let nextPeriodicMs = deps.now() + TOKEN_CHECK_INTERVAL_MS;
    let early;
    let stopped = false;
    const planEarlyCheck = () => {
      if (early !== void 0) deps.timers.clearTimeout(early);
      early = void 0;
      const at = earlyTokenCheckAt(http.tokens.getAccess(), nextPeriodicMs);
      if (stopped || at === null || at <= deps.now()) return;
      early = deps.timers.setTimeout(run, at - deps.now());
    };
    const run = () => void checkToken().then(planEarlyCheck);
    run();
    const interval = deps.timers.setInterval(() => {
      nextPeriodicMs = deps.now() + TOKEN_CHECK_INTERVAL_MS;
      run();
    }, TOKEN_CHECK_INTERVAL_MS);
    let wasAuthenticated = deps.$session.get().status === "authenticated";
    const unlisten = deps.$session.listen((session) => {
      const authenticated = session.status === "authenticated";
      if (authenticated && !wasAuthenticated) run();
      wasAuthenticated = authenticated;
    });
    return () => {
      stopped = true;
      deps.timers.clearInterval(interval);
      if (early !== void 0) deps.timers.clearTimeout(early);
      unlisten();
    };
  }
  return { checkToken, startTokenChecks };
}
function createSessionClient(options = {}) {
  const logger = options.logger ?? createLogger("jobhub");
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? globalTimers;
  const tokens = createTokenStore(options.getToken ? createMemoryStorage() : options.storage ?? defaultStorage());
  const notifyEnd = (reason) => {
    try {
      options.onLogout?.(reason);
    } catch (error) {
      logger.error("onLogout hook failed", error);
    }
  };
  const http = createHttpClient({
    baseUrl: options.baseUrl ?? "",
    tokens,
    logger,
    ...options.fetch ? { fetch: options.fetch } : {},
    ...options.getToken ? { getToken: options.getToken } : {},
    retry: options.retry === false ? false : { now, ...options.retry },
    onSessionExpired(error) {
      notifyEnd("expired");
      options.onSessionExpired?.(error);
    }
  });
  const $session = createSessionStore(tokens);
  const logout$1 = () => {
    const refresh = tokens.getRefresh();
    if (refresh) {
      callEndpoint(http, logout, { body: { refresh } }, { auth: false }).catch((error) => logger.warn("logout could not reach the server; the session is cleared here", error));
    }
    tokens.clear();
    notifyEnd("logout");
  };
  const tokenCheck = createTokenCheck({ http, $session, now, timers, logger, logout: logout$1 });
  const checkToken = options.getToken ? async () => {
    try {
      await http.readToken();
    } catch (error) {
      return error instanceof AuthError ? "logged_out" : "unavailable";
    }
    return tokenCheck.checkToken();
  } : tokenCheck.checkToken;
  return {
    http,
    baseUrl: options.baseUrl ?? "",
    $session,
    logout: logout$1,
    checkToken,
    startTokenChecks: tokenCheck.startTokenChecks,
    now,
    timers,
    logger
  };
}
function createClient(options = {}) {
  const session = createSessionClient(options);
  const { $session, logger } = session;
  const ownership = createEnterpriseOwnership(session.http);
  let owner = "";
  $session.subscribe((current) => {
    const next = current.status === "authenticated" ? `${current.user.user_id}:${current.user.role}` : "";
    if (next !== owner) ownership.reset();
    owner = next;
  });
  return {
    ...session,
    ownership,
    async guardRoute(meta, location) {
      await session.checkToken();
      const current = $session.get();
      const input = { meta, session: current, path: location.path, search: location.search ?? "" };
      const first = routeGuard(input);
      if (first || meta.access !== "auth" || current.status !== "authenticated") return first;
      if (current.user.role !== "employer" || !isEmployerAreaPath(location.path)) return null;
      let hasEnterprise;
      try {
        hasEnterprise = await ownership.hasEnterprise();
      } catch (error) {
        logger.warn("own enterprise lookup failed; letting the navigation through", error);
      }
      return routeGuard({ ...input, hasEnterprise });
    }
  };
}
function createAccountsApi(client) {
  const { http } = client;
  const anonymous = { auth: false };
  return {
    async login(credentials) {
      const body = { username: credentials.username.trim(), password: credentials.password };
      const raw = await http.requestRaw(loginWithPassword.path, { method: loginWithPassword.method, body, ...anonymous });
      const access = raw?.data?.access;
      if (typeof access !== "string" || access === "") return null;
      const parsed = z.safeParse(loginWithPassword.responses[200], raw);
      if (!parsed.success) {
        throw new SdkError("invalid_response", `[POST] "${loginWithPassword.path}": unexpected response`, { cause: parsed.error });
      }
      return parsed.data.data;
    },
    register: async (body) => (await callEndpoint(http, registerAccount, { body }, anonymous)).message,
    activate: async (token) => (await callEndpoint(http, activateAccount, { params: { token } }, anonymous)).message,
    resendActivation: async (email) => (await callEndpoint(http, resendActivation, { body: { email } }, anonymous)).message,
    forgotPassword: async (email) => (await callEndpoint(http, requestPasswordReset, { body: { email } }, anonymous)).message,
    resetPassword: async (token, password) => (await callEndpoint(http, resetPassword, { params: { token }, body: { password } }, anonymous)).message,
    setRole: async (role) => (await callEndpoint(http, setRole, { body: { role } })).data
  };
}
async function readProfile(client) {
  return (await callEndpoint(client.http, getProfile, {})).data;
}
function createProfileApi(client) {
  const { http } = client;
  return {
    get: () => readProfile(client),
    update: async (body) => (await callEndpoint(http, updateProfile, { body: parseInput(ProfileUpdateBodySchema, body) })).data,
    async changePassword(body) {
      const answer = await callEndpoint(http, changePassword, { body: parseInput(ChangePasswordBodySchema, body) });
      http.tokens.setTokens(answer.data);
      return answer.message;
    },
    mailPreferences: async () => (await callEndpoint(http, getMailPreferences, {})).data,
    async updateMailPreferences(body) {
      const answer = await callEndpoint(http, updateMailPreferences, { body: parseInput(MailPreferencesSchema, body) });
      return { message: answer.message ?? "", data: answer.data };
    }
  };
}
function createEnterprisesApi(client) {
  const { ownership } = client;
  const calls = createEnterpriseCalls(client);
  return {
    ...calls,
    $hasEnterprise: ownership.$hasEnterprise,
    own: ownership.own,
    async create(fields, files, options = {}) {
      const enterprise = await calls.create(fields, files, options);
      if (options.accessToken === void 0) ownership.markCreated();
      return enterprise;
    },
    hasEnterprise: ownership.hasEnterprise,
    resetOwnership: ownership.reset
  };
}
function safeReturnTo(path) {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  const pathname = path.split(/[?#]/)[0];
  return pathname === "/login" || pathname === "/register" ? null : path;
}
function createAuthApi(client) {
  const { http, logger, ownership } = client;
  const accounts = createAccountsApi(client);
  const profile = createProfileApi(client);
  const landing = async (role, returnTo) => {
    if (role === "none") return homeForRole(role);
    if (role === "employer") {
      let hasEnterprise = true;
      try {
        hasEnterprise = await ownership.hasEnterprise();
      } catch (error) {
        logger.warn("own enterprise lookup failed after login; the employer guard will retry", error);
      }
      if (!hasEnterprise) return CREATE_ENTERPRISE_PATH;
    }
    return safeReturnTo(returnTo) ?? homeForRole(role);
  };
  return {
    async login(credentials, options = {}) {
      const data = await accounts.login(credentials);
      if (!data) return { kind: "no_token", message: MSG_NO_TOKEN };
      const email = credentials.username.trim();
      http.tokens.setTokens({ access: data.access, refresh: data.refresh }, email);
      if (!data.is_active) {
        return {
          kind: "not_activated",
          email,
          redirect: `/activate/${encodeURIComponent(email)}`,
          message: MSG_NOT_ACTIVATED
        };
      }
      const role = http.tokens.getClaims()?.role ?? data.role;
      return { kind: "ok", role, redirect: await landing(role, options.returnTo) };
    },
    async register(body, enterprise) {
      const message = await accounts.register(body);
      const companyName = enterprise?.company_name?.trim();
      if (body.role !== "employer" || !enterprise || !companyName) return { message };
      try {
        const data = await accounts.login({ username: body.email, password: body.password });
        if (!data) throw new SdkError("auth", "Silent login after sign-up returned no token");
        await createEnterprisesApi(client).create(
          { company_name: companyName, address: enterprise.address ?? void 0 },
          void 0,
          { accessToken: data.access }
        );
        return { message, enterpriseCreated: true };
      } catch (error) {
        logger.warn("account created but the enterprise was not", error);
        return { message, enterpriseCreated: false, warning: MSG_REGISTER_ENTERPRISE_FAILED };
      }
    },
    logout: () => client.logout(),
    async activate(token) {
      const message = await accounts.activate(token);
      if (http.tokens.getRefresh()) {
        await http.refreshSession().catch((error) => logger.warn("session refresh after activation failed", error));
      }
      return message;
    },
    resendActivation: accounts.resendActivation,
    forgotPassword: accounts.forgotPassword,
    resetPassword: accounts.resetPassword,
    async setRole(role) {
      http.tokens.setTokens(await accounts.setRole(role));
      return { redirect: role === "employer" ? CREATE_ENTERPRISE_PATH : homeForRole(role) };
    },
    async finishGoogleSignIn(tokens) {
      http.tokens.setTokens(tokens);
      const role = http.tokens.getClaims()?.role;
      if (!role) {
        client.logout();
        throw new SdkError("auth", "Unreadable access token from the Google sign-in");
      }
      return { role, redirect: await landing(role) };
    },
    fetchProfile: profile.get,
    changePassword: profile.changePassword
  };
}
const listFields = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/fields/",
  query: OptionalPageQuerySchema,
  responses: { 200: FieldListResponseSchema }
});
const listPositions = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/positions/",
  query: OptionalPageQuerySchema,
  responses: { 200: PositionListResponseSchema }
});
const listFieldPositions = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/positions/field/:field_id/",
  params: /* @__PURE__ */ z.object({ field_id: IdSchema }),
  query: OptionalPageQuerySchema,
  responses: { 200: PositionListResponseSchema }
});
const whole = (data) => Array.isArray(data) ? data : data.results;
function createCatalogueApi(client) {
  const { http } = client;
  const cache = /* @__PURE__ */ new Map();
  function cached(key, load) {
    let promise = cache.get(key);
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  }
  return {
    fields: () => cached("fields", async () => whole((await callEndpoint(http, listFields, {})).data)),
    positions: (fieldId) => cached(`positions:${fieldId ?? ""}`, async () => {
      const answer = fieldId === void 0 ? await callEndpoint(http, listPositions, {}) : await callEndpoint(http, listFieldPositions, { params: { field_id: fieldId } });
      return whole(answer.data);
    })
  };
}
const EnterpriseIdParamsSchema = /* @__PURE__ */ z.object({ enterprise_id: IdSchema });
const listPosts = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/posts/",
  query: PostListQuerySchema,
  responses: { 200: PostPageResponseSchema }
});
const searchPosts = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/posts/search/",
  query: PostSearchQuerySchema,
  responses: { 200: PostPageResponseSchema }
});
const listEnterprisePosts = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/posts/enterprise/:enterprise_id/",
  params: EnterpriseIdParamsSchema,
  query: PageOnlyQuerySchema,
  responses: { 200: PostPageResponseSchema }
});
const getPost = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/post/:id/",
  params: IdParamsSchema,
  responses: { 200: PostDetailResponseSchema }
});
const JOB_SEARCH_KEYS = [
  "q",
  "city",
  "field",
  "position",
  "experience",
  "level",
  "type_working",
  "scales",
  "salary_min",
  "salary_max",
  "negotiable",
  "enterprise",
  "sort",
  "page",
  "page_size"
];
const DEFAULT_SORT = "relevance";
const DEFAULTS = { sort: DEFAULT_SORT, page: 1, page_size: DEFAULT_PAGE_SIZE };
function oneOf(values, value) {
  return typeof value === "string" && values.includes(value) ? value : void 0;
}
function integer(value, min, max) {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d+$/.test(text)) return void 0;
  const number = Number(text);
  return number >= min && number <= max ? number : void 0;
}
function bool(value) {
  if (value === true || value === "true" || value === "1") return true;
  if (value === false || value === "false" || value === "0") return false;
  return void 0;
}
function scaleList(value) {
  const parts = (Array.isArray(value) ? value : typeof value === "string" ? [value] : []).flatMap((part) => typeof part === "string" ? part.split(",") : []).map((part) => part.trim());
  const scales = SCALES.filter((scale) => parts.includes(scale));
  return scales.length ? scales : void 0;
}
function normalizeJobSearchQuery(input) {
  const raw = input;
  const query = {};
  if (typeof raw.q === "string" && raw.q.trim() !== "") query.q = raw.q.slice(0, MAX_QUERY_LENGTH);
  const city = oneOf(CITIES, raw.city);
  if (city) query.city = city;
  const field = integer(raw.field, 1, 2147483647);
  if (field !== void 0) query.field = field;
  const position = integer(raw.position, 1, 2147483647);
  if (position !== void 0) query.position = position;
  const experience = oneOf(EXPERIENCES, raw.experience);
  if (experience) query.experience = experience;
  const level = oneOf(LEVELS, raw.level);
  if (level) query.level = level;
  const typeWorking = oneOf(TYPE_WORKINGS, raw.type_working);
  if (typeWorking) query.type_working = typeWorking;
  const scales = scaleList(raw.scales);
  if (scales) query.scales = scales;
  const salaryMin = integer(raw.salary_min, 0, MAX_SALARY_VND);
  if (salaryMin !== void 0) query.salary_min = salaryMin;
  const salaryMax = integer(raw.salary_max, 0, MAX_SALARY_VND);
  if (salaryMax !== void 0) query.salary_max = salaryMax;
  const negotiable = bool(raw.negotiable);
  if (negotiable !== void 0) query.negotiable = negotiable;
  const enterprise = integer(raw.enterprise, 1, 2147483647);
  if (enterprise !== void 0) query.enterprise = enterprise;
  const sort = oneOf(POST_SEARCH_SORTS, raw.sort);
  if (sort && sort !== DEFAULT_SORT) query.sort = sort;
  const page = integer(raw.page, 1, Number.MAX_SAFE_INTEGER);
  if (page !== void 0 && page !== 1) query.page = page;
  const pageSize = integer(raw.page_size, 1, MAX_PAGE_SIZE);
  if (pageSize !== void 0 && pageSize !== DEFAULT_PAGE_SIZE) query.page_size = pageSize;
  return query;
}
function jobSearchQueryErrors(query) {
  const { salary_min: min, salary_max: max } = query;
  return min !== void 0 && max !== void 0 && min > max ? { salary_min: [SALARY_MESSAGES.inverted] } : null;
}
function serializeJobSearch(query) {
  const raw = query;
  const params = new URLSearchParams();
  for (const key of JOB_SEARCH_KEYS) {
    for (const item of Array.isArray(raw[key]) ? raw[key] : [raw[key]]) {
      if (item === void 0 || item === null) continue;
      const text = String(item).trim();
      if (text === "" || text === String(DEFAULTS[key] ?? "")) continue;
      params.append(key, text);
    }
  }
  return params;
}
function queryToSearchParams(query) {
  return serializeJobSearch(normalizeJobSearchQuery(query));
}
function searchParamsToQuery(params) {
  const search = typeof params === "string" ? new URLSearchParams(params) : params;
  const raw = {};
  for (const key of JOB_SEARCH_KEYS) {
    if (key === "scales") raw.scales = search.getAll(key);
    else if (search.has(key)) raw[key] = search.get(key);
  }
  const query = normalizeJobSearchQuery(raw);
  if (query.q !== void 0) query.q = query.q.trim();
  return query;
}
function createJobsApi(client) {
  const { http } = client;
  return {
    // The search in its canonical form (stable key order, blanks and defaults left out, lists
    // repeated), so equal searches give byte-equal URLs.
    search: async (query = {}, options) => (await callEndpoint(http, searchPosts, { query: serializeJobSearch(query) }, options)).data,
    list: async (query = {}, options) => (await callEndpoint(http, listPosts, { query }, options)).data,
    get: async (id, options) => (await callEndpoint(http, getPost, { params: { id } }, options)).data,
    byEnterprise: async (enterpriseId, page = 1, options) => (await callEndpoint(http, listEnterprisePosts, { params: { enterprise_id: enterpriseId }, query: { page } }, options)).data
  };
}
function debounce(fn, ms, timers = globalTimers) {
  let handle;
  let lastArgs;
  const run = () => {
    const args = lastArgs;
    handle = void 0;
    lastArgs = void 0;
    fn(...args);
  };
  const debounced = ((...args) => {
    lastArgs = args;
    if (handle !== void 0) timers.clearTimeout(handle);
    handle = timers.setTimeout(run, ms);
  });
  debounced.cancel = () => {
    if (handle !== void 0) timers.clearTimeout(handle);
    handle = void 0;
    lastArgs = void 0;
  };
  debounced.flush = () => {
    if (handle === void 0) return;
    timers.clearTimeout(handle);
    run();
  };
  debounced.pending = () => handle !== void 0;
  return debounced;
}
function asUserFacing(error) {
  return typeof error === "object" && error !== null ? error : void 0;
}
function errorMessage(error, fallback) {
  const message = asUserFacing(error)?.userMessage;
  return typeof message === "string" && message.trim() !== "" ? message : fallback;
}
function fieldErrors(error) {
  const errors = asUserFacing(error)?.fieldErrors;
  return typeof errors === "object" && errors !== null ? errors : {};
}
const JOB_SEARCH_DEBOUNCE_MS = 300;
const MSG_JOB_SEARCH_FAILED = "Có lỗi xảy ra khi tìm kiếm việc làm";
const ECHO_MEMORY = 20;
function sameQuery(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function requestKey(query) {
  return serializeJobSearch(query).toString();
}
function createJobSearch(client, options = {}) {
  const first = normalizeJobSearchQuery(options.query ?? options.initialQuery ?? {});
  const $query = atom(first);
  const $results = atom({ status: "idle" });
  let onQueryChange = options.onQueryChange;
  let debounceMs = options.debounceMs ?? JOB_SEARCH_DEBOUNCE_MS;
  let hostKey = options.query === void 0 ? void 0 : requestKey(first);
  const ownChanges = [];
  let sequence = 0;
  let controller;
  let loadedKey;
  let destroyed = false;
  function load(force = false) {
    if (destroyed) return;
    const query = $query.get();
    const key = requestKey(query);
    const state = $results.get();
    if (!force && key === loadedKey && (state.status === "loading" || state.status === "ready")) return;
    loadedKey = key;
    controller?.abort();
    controller = void 0;
    const id = ++sequence;
    const previous = state.data;
    const invalid = jobSearchQueryErrors(query);
    if (invalid) {
      const message = Object.values(invalid)[0][0];
      $results.set({ status: "error", error: new ValidationError(message, invalid), message, data: previous });
      return;
    }
    const current = new AbortController();
    controller = current;
    $results.set({ status: "loading", data: previous });
    client.jobs.search(query, { signal: current.signal }).then(
      (data) => {
        if (id === sequence && !destroyed) $results.set({ status: "ready", data });
      },
      (error) => {
        if (id === sequence && !destroyed) {
          $results.set({ status: "error", error, message: errorMessage(error, MSG_JOB_SEARCH_FAILED), data: previous });
        }
      }
    );
  }
  const timers = client.timers ?? globalTimers;
  let debouncedLoad = debounce(() => load(), debounceMs, timers);
  onMount($results, () => {
    if ($results.get().status === "idle") load();
  });
  function report(query) {
    ownChanges.push(requestKey(query));
    if (ownChanges.length > ECHO_MEMORY) ownChanges.shift();
    onQueryChange?.(query);
  }
  function setQuery(patch) {
    if (destroyed) return;
    const merged = { ...$query.get(), ...patch };
    if (!("page" in patch)) delete merged.page;
    const next = normalizeJobSearchQuery(merged);
    if (!sameQuery(next, $query.get())) {
      $query.set(next);
      report(next);
    }
    const textOnly = Object.keys(patch).every((key) => key === "q");
    if (textOnly) debouncedLoad();
    else {
      debouncedLoad.cancel();
      load();
    }
  }
  function followHost(input) {
    const next = normalizeJobSearchQuery(input);
    const key = requestKey(next);
    if (key === hostKey) return;
    hostKey = key;
    const echo = ownChanges.indexOf(key);
    if (echo !== -1) {
      ownChanges.splice(0, echo + 1);
      return;
    }
    ownChanges.length = 0;
    if (key === requestKey($query.get())) return;
    debouncedLoad.cancel();
    $query.set(next);
    load();
  }
  function setDebounce(ms) {
    if (ms === debounceMs) return;
    const pending = debouncedLoad.pending();
    debouncedLoad.cancel();
    debounceMs = ms;
    debouncedLoad = debounce(() => load(), debounceMs, timers);
    if (pending) debouncedLoad();
  }
  return {
    $query,
    $results,
    setQuery,
    setPage: (page) => setQuery({ page }),
    reload() {
      debouncedLoad.cancel();
      load(true);
    },
    setOptions(next) {
      if (destroyed) return;
      if ("onQueryChange" in next) onQueryChange = next.onQueryChange;
      if (next.debounceMs !== void 0) setDebounce(next.debounceMs);
      if (next.query !== void 0) followHost(next.query);
    },
    destroy() {
      destroyed = true;
      debouncedLoad.cancel();
      controller?.abort();
    }
  };
}
const APPLICATION_STATUSES = ["pending", "approved", "rejected"];
const ApplicationStatusSchema = /* @__PURE__ */ z.enum(APPLICATION_STATUSES, { error: "Trạng thái không hợp lệ" });
const MASKED_CONTACT = "***ẩn***";
const CV_MAX_BYTES = 5 * 1024 * 1024;
const ApplicationSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  post: z.number(),
  post_title: z.string(),
  enterprise: z.number(),
  enterprise_name: z.string(),
  enterprise_logo: z.nullable(z.string()),
  user: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  description: z.string(),
  /** URL of the file, served only to the candidate and the post's owner. */
  cv_file: z.string(),
  cv_file_name: z.string(),
  cv_file_type: z.enum(["pdf", "docx"]),
  /**
   * The file as a short-lived signed link (15 minutes; no bearer header needed, so a PDF preview
   * in an `<iframe>` works), for the candidate and the post's owner (SPEC clients read it).
   */
  cv_file_url: z.optional(z.string()),
  status: ApplicationStatusSchema,
  is_viewed: z.boolean(),
  note: z.nullable(z.string()),
  /** True when name/email/phone are masked for this viewer. */
  contact_masked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string()
});
const ApplicationCountsSchema = /* @__PURE__ */ z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number()
});
const ApplicationPageSchema = /* @__PURE__ */ z.extend(/* @__PURE__ */ paged(ApplicationSchema), { counts: ApplicationCountsSchema });
const MyApplicationsQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, { status: z.optional(ApplicationStatusSchema) })
);
const PostApplicantsQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z.optional(ApplicationStatusSchema),
    is_viewed: QueryBooleanSchema
  })
);
const NAME_TOO_LONG = /* @__PURE__ */ tooLong("Họ tên", PERSON_NAME_MAX);
const INTERVIEW_TITLE_TOO_LONG = /* @__PURE__ */ tooLong("Tiêu đề", INTERVIEW_TITLE_MAX);
const LOCATION_TOO_LONG = /* @__PURE__ */ tooLong("Địa điểm", ADDRESS_MAX);
const MEETING_LINK_TOO_LONG = /* @__PURE__ */ tooLong("Liên kết họp", URL_MAX);
/* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.object({
    expires: /* @__PURE__ */ z.optional(z.string().check(z.maxLength(20, "Liên kết không hợp lệ"))),
    signature: /* @__PURE__ */ z.optional(z.string().check(z.maxLength(100, "Liên kết không hợp lệ")))
  })
);
const ApplicationCreateFieldsSchema = /* @__PURE__ */ z.object({
  post: IdSchema,
  name: z.string({ error: "Vui lòng nhập họ tên" }).check(z.trim(), z.minLength(1, "Vui lòng nhập họ tên"), z.maxLength(PERSON_NAME_MAX, NAME_TOO_LONG)),
  email: z.string({ error: "Vui lòng nhập email" }).check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX, "Email quá dài"), z.email({ error: "Email không hợp lệ" })),
  phone_number: z.string({ error: "Vui lòng nhập số điện thoại" }).check(z.trim(), z.maxLength(PHONE_MAX, "Số điện thoại không hợp lệ"), z.regex(/^\+?[0-9 .-]{8,20}$/, "Số điện thoại không hợp lệ")),
  description: z._default(z.string().check(z.trim(), z.maxLength(5e3, "Thư giới thiệu tối đa 5000 ký tự")), "")
});
const ApplicationStatusBodySchema = /* @__PURE__ */ z.object({
  status: ApplicationStatusSchema,
  note: z.optional(z.nullable(z.string().check(z.maxLength(2e3, "Ghi chú tối đa 2000 ký tự"))))
});
const ApplicationNoteBodySchema = /* @__PURE__ */ z.object({
  note: z.string().check(z.maxLength(2e3, "Ghi chú tối đa 2000 ký tự"))
});
const DailyLimitErrorSchema = /* @__PURE__ */ z.object({
  status: z.number(),
  message: z.string(),
  daily_limit: z.number(),
  applied_today: z.number()
});
const INTERVIEW_STATUSES = ["scheduled", "accepted", "declined", "completed", "cancelled"];
const InterviewStatusSchema = /* @__PURE__ */ z.enum(INTERVIEW_STATUSES);
const InterviewSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  cv: z.number(),
  post: z.number(),
  post_title: z.string(),
  enterprise_name: z.string(),
  candidate_name: z.string(),
  title: z.string(),
  interview_date: z.string(),
  location: z.nullable(z.string()),
  meeting_link: z.nullable(z.string()),
  note: z.nullable(z.string()),
  status: InterviewStatusSchema,
  response_note: z.nullable(z.string()),
  created_at: z.string()
});
const InterviewListQuerySchema = /* @__PURE__ */ emptyMeansUnset(/* @__PURE__ */ z.extend(PageQuerySchema, { cv: z.optional(IdSchema) }));
const InterviewCreateBodySchema = /* @__PURE__ */ z.object({
  cv: IdSchema,
  title: z.string({ error: "Vui lòng nhập tiêu đề" }).check(z.trim(), z.minLength(1, "Vui lòng nhập tiêu đề"), z.maxLength(INTERVIEW_TITLE_MAX, INTERVIEW_TITLE_TOO_LONG)),
  interview_date: z.iso.datetime({ offset: true, error: "Thời gian phỏng vấn không hợp lệ" }),
  location: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, LOCATION_TOO_LONG)))),
  // Only web links: the candidate's page renders it as an anchor (no javascript:, data:).
  meeting_link: z.optional(z.nullable(z.url({ protocol: /^https?$/, error: "Liên kết họp không hợp lệ" }).check(z.maxLength(URL_MAX, MEETING_LINK_TOO_LONG)))),
  note: z.optional(z.nullable(z.string().check(z.maxLength(2e3, "Ghi chú tối đa 2000 ký tự"))))
}).check(
  z.refine((body) => Boolean(body.location?.trim() || body.meeting_link), {
    message: "Vui lòng nhập địa điểm hoặc liên kết họp",
    path: ["location"]
  })
);
const InterviewRespondBodySchema = /* @__PURE__ */ z.object({
  response: z.enum(["accepted", "declined"], { error: "Phản hồi không hợp lệ" }),
  note: z.optional(z.nullable(z.string().check(z.maxLength(1e3, "Ghi chú tối đa 1000 ký tự"))))
});
const ApplicationEnvelopeSchema = /* @__PURE__ */ envelope(ApplicationSchema);
const ApplicationPageEnvelopeSchema = /* @__PURE__ */ envelope(ApplicationPageSchema);
const applyToPost = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/cv/create/",
  multipart: true,
  responses: { 201: ApplicationEnvelopeSchema }
});
const listMyApplications = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/cv/",
  query: MyApplicationsQuerySchema,
  responses: { 200: ApplicationPageEnvelopeSchema }
});
const listPostApplicants = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/cv/post/:post_id/",
  params: /* @__PURE__ */ z.object({ post_id: IdSchema }),
  query: PostApplicantsQuerySchema,
  responses: { 200: ApplicationPageEnvelopeSchema }
});
const getApplication = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/cv/:id/",
  params: IdParamsSchema,
  responses: { 200: ApplicationEnvelopeSchema }
});
const getApplicationCvFile = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/cv/:id/file/",
  params: IdParamsSchema,
  responses: { 200: FileAnswerSchema }
});
const withdrawApplication = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/cv/:id/withdraw/",
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const setApplicationStatus = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/cv/:id/status/",
  params: IdParamsSchema,
  body: ApplicationStatusBodySchema,
  responses: { 200: ApplicationEnvelopeSchema }
});
const setApplicationNote = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/cv/:id/note/",
  params: IdParamsSchema,
  body: ApplicationNoteBodySchema,
  responses: { 200: ApplicationEnvelopeSchema }
});
const markApplicationViewed = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/cv/mark-as-viewed/:id/",
  params: IdParamsSchema,
  responses: { 200: ApplicationEnvelopeSchema }
});
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PDF_MIME = "application/pdf";
const CV_ACCEPT = `.pdf,.docx,${PDF_MIME},${DOCX_MIME}`;
const CV_SIGNATURE_BYTES = 5;
const MSG_CV_REQUIRED = "Vui lòng chọn file CV";
const MSG_CV_TYPE = "CV phải là file PDF hoặc DOCX";
const MSG_CV_TOO_LARGE = "File CV không được vượt quá 5 MB";
const MSG_CV_EMPTY = "File CV trống";
const MSG_CV_CONTENT = "Nội dung file không phải PDF hoặc DOCX hợp lệ";
function claimedCvKind(file) {
  const type = (file.type ?? "").toLowerCase();
  if (type === PDF_MIME) return "pdf";
  if (type === DOCX_MIME) return "docx";
  if (type !== "" && type !== "application/octet-stream") return null;
  const name = (file.name ?? "").toLowerCase();
  if (name.endsWith(".pdf")) return "pdf";
  if (name.endsWith(".docx")) return "docx";
  return null;
}
function sniffCvKind(head) {
  const starts = (bytes) => bytes.every((byte, index) => head[index] === byte);
  if (starts([37, 80, 68, 70, 45])) return "pdf";
  if (starts([80, 75, 3, 4])) return "docx";
  return null;
}
function cvFileProblem(file, head) {
  const problem = cvFileMetaProblem(file);
  if (problem !== null || !file) return problem ?? MSG_CV_REQUIRED;
  return sniffCvKind(head) === claimedCvKind(file) ? null : MSG_CV_CONTENT;
}
function cvFileMetaProblem(file) {
  if (!file) return MSG_CV_REQUIRED;
  if (!claimedCvKind(file)) return MSG_CV_TYPE;
  if (file.size > CV_MAX_BYTES) return MSG_CV_TOO_LARGE;
  if (file.size === 0) return MSG_CV_EMPTY;
  return null;
}
async function readHead(file) {
  const part = file.slice(0, CV_SIGNATURE_BYTES);
  const buffer = typeof part.arrayBuffer === "function" ? await part.arrayBuffer() : await new Response(part).arrayBuffer();
  return new Uint8Array(buffer);
}
async function checkCvFile(file) {
  const info = file ? { name: file.name, type: file.type, size: file.size } : null;
  return cvFileMetaProblem(info) ?? cvFileProblem(info, await readHead(file));
}
function dailyLimitOf(error) {
  if (!(error instanceof ApiError)) return null;
  const parsed = z.safeParse(DailyLimitErrorSchema, error.data);
  if (!parsed.success) return null;
  const { message, daily_limit, applied_today } = parsed.data;
  return { message, daily_limit, applied_today };
}
function resolveUrl(baseUrl, path) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) return path;
  return `${baseUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}
function createApplicationsApi(client) {
  const { http } = client;
  const one = async (id) => (await callEndpoint(http, getApplication, { params: { id } })).data;
  return {
    async apply(fields, file, options = {}) {
      let body;
      let fieldErrors2 = {};
      const { saved_cv_id, save_cv, ...texts } = fields;
      const saved = saved_cv_id !== void 0;
      try {
        body = parseInput(ApplicationCreateFieldsSchema, texts);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        fieldErrors2 = { ...error.fieldErrors };
      }
      const fileProblem = saved ? null : await checkCvFile(file);
      if (fileProblem) fieldErrors2.cv = [fileProblem];
      if (!body || fileProblem || !file && !saved) {
        const messages = Object.values(fieldErrors2);
        const message = messages.length === 1 && messages[0]?.[0] ? messages[0][0] : MSG_CHECK_FIELDS;
        throw new ValidationError(message, fieldErrors2);
      }
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) form.append(key, String(value));
      if (saved) form.append("saved_cv_id", String(saved_cv_id));
      else {
        if (save_cv) form.append("save_cv", "true");
        form.append("cv", file, file.name ?? "cv");
      }
      return (await callEndpoint(http, applyToPost, { body: form }, { signal: options.signal })).data;
    },
    mine: async (params = {}) => (await callEndpoint(http, listMyApplications, { query: params })).data,
    get: one,
    withdraw: async (id) => (await callEndpoint(http, withdrawApplication, { params: { id } })).message,
    fileUrl: async (id) => resolveUrl(client.baseUrl, (await one(id)).cv_file)
  };
}
const SavedPostSchema = /* @__PURE__ */ z.object({ id: z.number(), post: PostRowSchema, post_detail: PostRowSchema, created_at: z.string() });
const SavedPostPageSchema = /* @__PURE__ */ paged(SavedPostSchema);
const SavePostBodySchema = /* @__PURE__ */ z.object({ post_id: IdSchema });
const SavedCheckSchema = /* @__PURE__ */ z.object({ is_saved: z.boolean(), saved_id: z.nullable(z.number()) });
const CriteriaSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  city: z.nullable(z.string()),
  experience: z.nullable(z.string()),
  field: z.nullable(NamedRefSchema),
  position: z.nullable(NamedRefSchema),
  scales: z.array(z.string()),
  type_working: z.nullable(z.string()),
  salary_min: z.nullable(z.number()),
  created_at: z.string(),
  updated_at: z.string()
});
const CriteriaBodySchema = /* @__PURE__ */ z.object({
  city: z.optional(z.nullable(CityQuerySchema)),
  experience: z.optional(z.nullable(ExperienceSchema)),
  field: z.optional(z.nullable(IdSchema)),
  position: z.optional(z.nullable(IdSchema)),
  /** A list, or one string (comma-joined values allowed) as the original API took it. */
  scales: z.optional(z.pipe(StringOrListSchema, z.array(ScaleSchema).check(z.maxLength(6, "Tối đa 6 quy mô")))),
  type_working: z.optional(z.nullable(TypeWorkingSchema)),
  salary_min: z.optional(
    z.nullable(z.number().check(z.int("Mức lương phải là số nguyên (VND)"), z.minimum(0, SALARY_MESSAGES.negative), z.maximum(MAX_SALARY_VND, SALARY_MESSAGES.tooLarge)))
  )
});
const CRITERIA_EMPTY_LABEL = "Chưa thiết lập";
const RecommendedPostSchema = /* @__PURE__ */ z.extend(PostRowSchema, { score: z.number() });
const RecommendedPostPageSchema = /* @__PURE__ */ paged(RecommendedPostSchema);
const ReportBodySchema = /* @__PURE__ */ z.object({
  post: IdSchema,
  reason: z.string({ error: "Vui lòng nhập lý do" }).check(z.trim(), z.minLength(5, "Lý do phải có ít nhất 5 ký tự"), z.maxLength(1e3, "Lý do tối đa 1000 ký tự"))
});
const PostIdParamsSchema = /* @__PURE__ */ z.object({ post_id: IdSchema });
const SavedCheckEnvelopeSchema = /* @__PURE__ */ envelope(SavedCheckSchema);
const savePost = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/saved-posts/save/",
  body: SavePostBodySchema,
  responses: { 201: SavedCheckEnvelopeSchema }
});
const listSavedPosts = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/saved-posts/",
  query: PageOnlyQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(SavedPostPageSchema) }
});
const deleteSavedPost = /* @__PURE__ */ endpoint({
  method: "DELETE",
  path: "/api/saved-posts/:id/delete/",
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const unsavePost = /* @__PURE__ */ endpoint({
  method: "DELETE",
  path: "/api/saved-posts/post/:post_id/delete/",
  params: PostIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const checkSavedPost = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/saved-posts/post/:post_id/check/",
  params: PostIdParamsSchema,
  responses: { 200: SavedCheckEnvelopeSchema }
});
function createSavedJobsApi(client) {
  const { http } = client;
  return {
    save: async (postId) => (await callEndpoint(http, savePost, { body: { post_id: postId } })).message ?? "",
    unsave: async (postId) => (await callEndpoint(http, unsavePost, { params: { post_id: postId } })).message,
    remove: async (savedId) => (await callEndpoint(http, deleteSavedPost, { params: { id: savedId } })).message,
    list: async (params = {}) => (await callEndpoint(http, listSavedPosts, { query: params })).data,
    check: async (postId) => (await callEndpoint(http, checkSavedPost, { params: { post_id: postId } })).data
  };
}
const MSG_SAVE_POST_FAILED = "Không thể lưu việc làm";
const MSG_UNSAVE_POST_FAILED = "Không thể bỏ lưu việc làm";
function userOf(session) {
  return session.status === "authenticated" ? session.user.user_id : null;
}
function createSavedPostsStore(client) {
  const api = createSavedJobsApi(client);
  const $saved = atom({});
  const inFlight = /* @__PURE__ */ new Map();
  const changedAt = /* @__PURE__ */ new Map();
  let sequence = 0;
  let user = userOf(client.$session.get());
  client.$session.listen((session) => {
    const next = userOf(session);
    if (next === user) return;
    user = next;
    inFlight.clear();
    changedAt.clear();
    $saved.set({});
  });
  const setPost = (postId, state) => {
    const next = { ...$saved.get() };
    if (state) next[postId] = state;
    else delete next[postId];
    $saved.set(next);
  };
  const record = (since, states) => {
    const next = { ...$saved.get() };
    for (const [postId, saved] of states) {
      if (!inFlight.has(postId) && (changedAt.get(postId) ?? 0) <= since) next[postId] = { saved, pending: false };
    }
    $saved.set(next);
  };
  function change(postId, saved) {
    const running = inFlight.get(postId);
    if (running) return running;
    const owner = user;
    const before = $saved.get()[postId];
    changedAt.set(postId, ++sequence);
    setPost(postId, { saved, pending: true });
    const request = (saved ? api.save(postId) : api.unsave(postId)).then(
      () => {
        if (owner === user) setPost(postId, { saved, pending: false });
        return { ok: true };
      },
      (error) => {
        if (owner === user) setPost(postId, before && { ...before, pending: false });
        client.logger.warn(`${saved ? "saving" : "unsaving"} post ${postId} failed`, error);
        return { ok: false, message: errorMessage(error, saved ? MSG_SAVE_POST_FAILED : MSG_UNSAVE_POST_FAILED), error };
      }
    );
    const settled = request.finally(() => {
      if (inFlight.get(postId) === settled) inFlight.delete(postId);
    });
    inFlight.set(postId, settled);
    return settled;
  }
  return {
    $saved,
    save: (postId) => change(postId, true),
    unsave: (postId) => change(postId, false),
    async check(postId) {
      const since = sequence;
      const owner = user;
      const { is_saved: saved } = await api.check(postId);
      if (owner === user) record(since, [[postId, saved]]);
      return saved;
    },
    async list(params) {
      const since = sequence;
      const owner = user;
      const page = await api.list(params);
      if (owner === user) record(since, page.results.map((row) => [row.post.id, true]));
      return page;
    }
  };
}
const CriteriaEnvelopeSchema = /* @__PURE__ */ envelope(CriteriaSchema);
const getCriteria = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/criteria/",
  responses: { 200: CriteriaEnvelopeSchema }
});
const createCriteria = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/criteria/create/",
  body: CriteriaBodySchema,
  responses: { 201: CriteriaEnvelopeSchema }
});
const updateCriteria = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/criteria/update/",
  body: CriteriaBodySchema,
  responses: { 200: CriteriaEnvelopeSchema }
});
const deleteCriteria = /* @__PURE__ */ endpoint({
  method: "DELETE",
  path: "/api/criteria/delete/",
  responses: { 200: MessageEnvelopeSchema }
});
function createCriteriaApi(client) {
  const { http } = client;
  return {
    get: async () => (await nullOn404(callEndpoint(http, getCriteria, {})))?.data ?? null,
    create: async (body) => (await callEndpoint(http, createCriteria, { body: parseInput(CriteriaBodySchema, body) })).data,
    update: async (body) => (await callEndpoint(http, updateCriteria, { body: parseInput(CriteriaBodySchema, body) })).data,
    remove: async () => (await callEndpoint(http, deleteCriteria, {})).message
  };
}
const listRecommendedPosts = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/posts/recommended/",
  query: PageOnlyQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(RecommendedPostPageSchema) }
});
function createRecommendationsApi(client) {
  const { http } = client;
  return {
    list: async (page = 1, pageSize) => (await nullOn404(callEndpoint(http, listRecommendedPosts, { query: { page, page_size: pageSize } })))?.data ?? null
  };
}
const InterviewEnvelopeSchema = /* @__PURE__ */ envelope(InterviewSchema);
const scheduleInterview = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/interviews/",
  body: InterviewCreateBodySchema,
  responses: { 201: InterviewEnvelopeSchema }
});
const listUserInterviews = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/interviews/",
  query: InterviewListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ paged(InterviewSchema)) }
});
const answerInterview = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/interviews/:id/respond/",
  params: IdParamsSchema,
  body: InterviewRespondBodySchema,
  responses: { 200: InterviewEnvelopeSchema }
});
function createInterviewsApi(client) {
  const { http } = client;
  return {
    mine: async (params = {}) => (await callEndpoint(http, listUserInterviews, { query: params })).data,
    async respond(id, body) {
      const answer = await callEndpoint(http, answerInterview, { params: { id }, body: parseInput(InterviewRespondBodySchema, body) });
      return { message: answer.message ?? "", interview: answer.data };
    }
  };
}
const GoogleLinkStatusSchema = /* @__PURE__ */ z.object({
  linked: z.boolean(),
  /** The Google account's e-mail when linked. */
  email: z.nullable(z.string()),
  /** False for an account made through Google that never set a password: unlinking is refused. */
  has_password: z.boolean()
});
const GoogleLinkStartSchema = /* @__PURE__ */ z.object({ url: z.string() });
const googleLogin = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/auth/google/login/",
  responses: {}
});
const getGoogleLink = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/auth/google/link/",
  responses: { 200: /* @__PURE__ */ envelope(GoogleLinkStatusSchema) }
});
const startGoogleLink = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/auth/google/link/",
  responses: { 200: /* @__PURE__ */ envelope(GoogleLinkStartSchema) }
});
const unlinkGoogle = /* @__PURE__ */ endpoint({
  method: "DELETE",
  path: "/api/auth/google/link/",
  responses: { 200: MessageEnvelopeSchema }
});
function googleLoginUrl(client) {
  return `${client.baseUrl.replace(/\/+$/, "")}${googleLogin.path}`;
}
function createGoogleLinkApi(client) {
  const { http } = client;
  return {
    status: async () => (await callEndpoint(http, getGoogleLink, {})).data,
    start: async () => (await callEndpoint(http, startGoogleLink, {})).data.url,
    unlink: async () => (await callEndpoint(http, unlinkGoogle, {})).message
  };
}
const PremiumPackageSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(["candidate", "employer"]),
  /** Integer VND. */
  price: z.number(),
  duration_days: z.number(),
  max_job_posts: z.number(),
  max_cv_views_per_day: z.number(),
  daily_job_application_limit: z.number(),
  can_view_submitted_cvs: z.boolean(),
  priority: z.number(),
  features: z.array(z.string())
});
const PREMIUM_PERIOD_STATUSES = ["active", "expired", "cancelled", "refunded", "extended"];
const PremiumHistoryEntrySchema = /* @__PURE__ */ z.object({
  id: z.number(),
  package_id: z.nullable(z.number()),
  package_name: z.nullable(z.string()),
  price: z.nullable(z.number()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  status: z.enum(PREMIUM_PERIOD_STATUSES),
  cancelled_at: z.nullable(z.string()),
  created_at: z.string()
});
const PremiumPackagesDataSchema = /* @__PURE__ */ z.object({
  packages: z.array(PremiumPackageSchema),
  premium_history: z.array(PremiumHistoryEntrySchema),
  user_is_premium: z.boolean(),
  premium_expiry: z.nullable(z.string()),
  /** The package of the running period (null without Premium or for a Premium granted outside a purchase). */
  active_package_id: z.nullable(z.number()),
  /** True when payments go to the built-in test payment page (/dev/vnpay) instead of VNPay. */
  payment_sandbox: z.boolean()
});
const PremiumPurchaseBodySchema = /* @__PURE__ */ z.object({ package_id: IdSchema });
const PremiumPurchaseDataSchema = /* @__PURE__ */ z.object({
  payment_url: z.string(),
  package: PremiumPackageSchema,
  txn_ref: z.string()
});
/* @__PURE__ */ z.record(z.string(), z.union([z.string(), z.array(z.string())]));
/* @__PURE__ */ z.object({ RspCode: z.string(), Message: z.string() });
const PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled", "refunded"];
const PaymentSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  txn_ref: z.string(),
  user_id: z.number(),
  user_email: z.string(),
  user_fullname: z.string(),
  package_id: z.number(),
  package_name: z.string(),
  /** Integer VND. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  response_code: z.nullable(z.string()),
  transaction_no: z.nullable(z.string()),
  premium_until: z.nullable(z.string()),
  created_at: z.string(),
  settled_at: z.nullable(z.string()),
  refunded_at: z.nullable(z.string())
});
const PaymentPageSchema = /* @__PURE__ */ paged(PaymentSchema);
const AdminPaymentQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z.optional(z.enum(PAYMENT_STATUSES, { error: "Trạng thái không hợp lệ" }))
  })
);
const PAYMENT_FAILURE_MESSAGES = {
  signature: "Chữ ký giao dịch không hợp lệ",
  amount: "Số tiền giao dịch không khớp với gói Premium",
  not_found: "Không tìm thấy giao dịch",
  cancelled: "Bạn đã hủy thanh toán",
  failed: "Thanh toán không thành công",
  unavailable: "Thanh toán chưa được cấu hình trên máy chủ này"
};
const cancelPremium = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/auth/delete-premium/",
  aliases: ["/api/delete-premium/"],
  responses: { 200: MessageEnvelopeSchema }
});
const listPremiumPackages = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/premium/packages/",
  responses: { 200: /* @__PURE__ */ envelope(PremiumPackagesDataSchema) }
});
const purchasePremium = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/premium/purchase/",
  body: PremiumPurchaseBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(PremiumPurchaseDataSchema) }
});
const listPayments = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/admin/payments/",
  query: AdminPaymentQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(PaymentPageSchema) }
});
const refundPayment = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/admin/payments/:id/refund/",
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
function ownerOf(session) {
  return session.status === "authenticated" ? `${session.user.user_id}:${session.user.role}` : "";
}
function loadForOwner(client, $state, load, onWatched) {
  let owner = ownerOf(client.$session.get());
  let mounted = false;
  let running = null;
  function refresh() {
    if (!owner) return Promise.resolve();
    if (!running) {
      const forOwner = owner;
      const run = load(() => owner === forOwner).finally(() => {
        if (running === run) running = null;
      });
      running = run;
    }
    return running;
  }
  client.$session.listen((session) => {
    const next = ownerOf(session);
    if (next === owner) return;
    owner = next;
    running = null;
    $state.set({ status: "idle" });
    if (mounted) void refresh();
  });
  onMount($state, () => {
    mounted = true;
    if ($state.get().status === "idle") void refresh();
    const stop = onWatched?.();
    return () => {
      mounted = false;
      stop?.();
    };
  });
  return refresh;
}
const reportPost = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/posts/report/",
  body: ReportBodySchema,
  responses: { 201: MessageEnvelopeSchema }
});
function createReportsApi(client) {
  const { http } = client;
  return {
    report: async (postId, reason) => (await callEndpoint(http, reportPost, { body: parseInput(ReportBodySchema, { post: postId, reason }) })).message
  };
}
const SalarySchema = /* @__PURE__ */ z.optional(
  z.nullable(z.number().check(z.int("Mức lương phải là số nguyên (VND)"), z.minimum(0, SALARY_MESSAGES.negative), z.maximum(MAX_SALARY_VND, SALARY_MESSAGES.tooLarge)))
);
const TITLE_TOO_LONG = /* @__PURE__ */ tooLong("Tiêu đề", POST_TITLE_MAX);
const DISTRICT_TOO_LONG = /* @__PURE__ */ tooLong("Quận/huyện", DISTRICT_MAX);
const ADDRESS_TOO_LONG = /* @__PURE__ */ tooLong("Địa chỉ", ADDRESS_MAX);
const TIME_WORKING_TOO_LONG = /* @__PURE__ */ tooLong("Thời gian làm việc", TIME_WORKING_MAX);
const richText = (label) => z.string({ error: `Vui lòng nhập ${label}` }).check(z.trim(), z.minLength(1, `Vui lòng nhập ${label}`), z.maxLength(2e4, "Nội dung quá dài"));
const PostWriteBodySchema = /* @__PURE__ */ z.object({
  title: z.string({ error: "Vui lòng nhập tiêu đề" }).check(z.trim(), z.minLength(5, "Tiêu đề phải có ít nhất 5 ký tự"), z.maxLength(POST_TITLE_MAX, TITLE_TOO_LONG)),
  position: IdSchema,
  /** Optional: when sent (the form's field select), the position must belong to it. */
  field: z.optional(IdSchema),
  city: CityQuerySchema,
  district: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(DISTRICT_MAX, DISTRICT_TOO_LONG)))),
  detail_address: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, ADDRESS_TOO_LONG)))),
  experience: ExperienceSchema,
  level: LevelSchema,
  type_working: TypeWorkingSchema,
  time_working: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(TIME_WORKING_MAX, TIME_WORKING_TOO_LONG)))),
  quantity: z.number({ error: "Số lượng phải là số" }).check(z.int("Số lượng phải là số nguyên"), z.minimum(1, "Số lượng tối thiểu là 1"), z.maximum(1e3, "Số lượng tối đa là 1000")),
  salary_min: SalarySchema,
  salary_max: SalarySchema,
  is_salary_negotiable: z._default(z.boolean(), false),
  description: richText("mô tả công việc"),
  required: richText("yêu cầu ứng viên"),
  interest: richText("quyền lợi"),
  deadline: z.iso.date({ error: "Hạn nộp hồ sơ không hợp lệ (YYYY-MM-DD)" })
}).check(
  z.refine((b) => b.is_salary_negotiable || b.salary_min != null || b.salary_max != null, {
    message: "Vui lòng nhập mức lương hoặc chọn thỏa thuận",
    path: ["salary_min"]
  }),
  z.refine((b) => b.salary_min == null || b.salary_max == null || b.salary_min <= b.salary_max, {
    message: SALARY_MESSAGES.inverted,
    path: ["salary_min"]
  })
);
const EmployerPostRowSchema = /* @__PURE__ */ z.extend(PostRowSchema, {
  is_active: z.boolean(),
  is_removed: z.boolean(),
  is_expired: z.boolean(),
  total_cvs: z.number(),
  new_cvs: z.number()
});
const EmployerPostPageSchema = /* @__PURE__ */ paged(EmployerPostRowSchema);
const EmployerPostListQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z.optional(z.enum(["active", "hidden", "expired"], { error: "Trạng thái không hợp lệ" })),
    q: z.optional(z.string().check(z.maxLength(200, "Từ khóa tối đa 200 ký tự")))
  })
);
const EmployerPostDetailSchema = /* @__PURE__ */ z.extend(PostDetailSchema, {
  is_removed: z.boolean(),
  total_cvs: z.number()
});
const EmployerStatisticsSchema = /* @__PURE__ */ z.object({
  total_posts: z.number(),
  active_posts: z.number(),
  expired_posts: z.number(),
  total_applicants: z.number(),
  pending_applicants: z.number(),
  approved_applicants: z.number(),
  rejected_applicants: z.number(),
  total_interviews: z.number(),
  upcoming_interviews: z.number(),
  completed_interviews: z.number(),
  monthly_stats: z.array(z.object({ month: z.string(), applicants: z.number(), posts: z.number() })),
  post_stats: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      applicants: z.number(),
      is_active: z.boolean(),
      deadline: z.string(),
      created_at: z.string()
    })
  )
});
const AdminEnterpriseSchema = /* @__PURE__ */ z.extend(EnterpriseSchema, {
  owner_id: z.number(),
  owner_email: z.string(),
  owner_fullname: z.string()
});
const AdminEnterprisePageSchema = /* @__PURE__ */ paged(AdminEnterpriseSchema);
const REPORT_STATUSES = ["open", "taken_down", "dismissed"];
const AdminReportSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  post: z.object({ id: z.number(), title: z.string(), enterprise_name: z.string(), is_removed: z.boolean() }),
  reason: z.string(),
  reporter_id: z.number(),
  reporter_email: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string()
});
const AdminReportPageSchema = /* @__PURE__ */ paged(AdminReportSchema);
const AdminIdParamsSchema = /* @__PURE__ */ z.object({ id: IdSchema });
const EmployerPostEnvelopeSchema = /* @__PURE__ */ envelope(EmployerPostDetailSchema);
const listOwnPosts = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/posts/enterprise/",
  query: EmployerPostListQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(EmployerPostPageSchema) }
});
const getOwnPost = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/post/enterprise/:id/",
  params: IdParamsSchema,
  responses: { 200: EmployerPostEnvelopeSchema }
});
const createPost = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/posts/create/",
  body: PostWriteBodySchema,
  responses: { 201: EmployerPostEnvelopeSchema }
});
const updatePost = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/posts/update/:id/",
  params: IdParamsSchema,
  body: PostWriteBodySchema,
  responses: { 200: EmployerPostEnvelopeSchema }
});
const deletePost = /* @__PURE__ */ endpoint({
  method: "DELETE",
  path: "/api/posts/delete/:id/",
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const togglePostStatus = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/post/:id/toggle-status/",
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.object({ is_active: z.boolean() })) }
});
function postingLimit(error) {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body;
  if (typeof body?.current_posts !== "number" || typeof body.max_posts !== "number") return null;
  return { current_posts: body.current_posts, max_posts: body.max_posts, message: body.message };
}
function createEmployerPostsApi(client) {
  const { http } = client;
  return {
    list: async (params = {}) => (await callEndpoint(http, listOwnPosts, { query: params })).data,
    get: async (postId) => (await callEndpoint(http, getOwnPost, { params: { id: postId } })).data,
    async create(input) {
      const { data } = await callEndpoint(http, createPost, { body: parseInput(PostWriteBodySchema, input) });
      return { id: data.id };
    },
    async update(postId, input) {
      const { data } = await callEndpoint(http, updatePost, { params: { id: postId }, body: parseInput(PostWriteBodySchema, input) });
      return { id: data.id };
    },
    remove: async (postId) => (await callEndpoint(http, deletePost, { params: { id: postId } })).message,
    async toggleStatus(postId) {
      const answer = await callEndpoint(http, togglePostStatus, { params: { id: postId } });
      return { message: answer.message, is_active: answer.data.is_active };
    }
  };
}
const RECENT_APPLICANTS_LIMIT = 8;
function createApplicantsApi(client) {
  const { http } = client;
  const listForPost = async (postId, { is_viewed, ...params } = {}) => (await callEndpoint(http, listPostApplicants, { params: { post_id: postId }, query: { ...params, is_viewed: is_viewed?.toString() } })).data;
  return {
    listForPost,
    async recent(postIds, limit = RECENT_APPLICANTS_LIMIT) {
      const pages = await Promise.all(postIds.map((postId) => listForPost(postId, { page: 1, page_size: limit })));
      return pages.flatMap((page) => page.results).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, limit);
    },
    get: async (id) => (await callEndpoint(http, getApplication, { params: { id } })).data,
    file: (id) => callEndpoint(http, getApplicationCvFile, { params: { id } }, { responseType: "blob", headers: { accept: "*/*" } }),
    setStatus: async (id, status, note) => {
      const body = parseInput(ApplicationStatusBodySchema, note === void 0 ? { status } : { status, note });
      return (await callEndpoint(http, setApplicationStatus, { params: { id }, body })).message;
    },
    setNote: async (id, note) => (await callEndpoint(http, setApplicationNote, { params: { id }, body: parseInput(ApplicationNoteBodySchema, { note }) })).message,
    markViewed: async (id) => (await callEndpoint(http, markApplicationViewed, { params: { id } })).message,
    scheduleInterview: async (body) => (await callEndpoint(http, scheduleInterview, { body: parseInput(InterviewCreateBodySchema, body) })).message
  };
}
const getEmployerStatistics = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/statistics/",
  aliases: ["/api/enterprises/statistics/"],
  responses: { 200: /* @__PURE__ */ envelope(EmployerStatisticsSchema) }
});
function createStatisticsApi(client) {
  const { http } = client;
  const read = async () => (await callEndpoint(http, getEmployerStatistics, {})).data;
  return { employer: read, enterprise: read };
}
const ENTERPRISE_REVIEW_STATUSES = ["pending", "approved", "rejected"];
const MSG_BAD_STATUS = "Trạng thái không hợp lệ";
const AdminEnterpriseQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z._default(z.enum(ENTERPRISE_REVIEW_STATUSES, { error: MSG_BAD_STATUS }), "pending")
  })
);
const AdminReportQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z._default(z.enum(REPORT_STATUSES, { error: MSG_BAD_STATUS }), "open")
  })
);
const listEnterprisesForReview = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/admin/enterprises/",
  query: AdminEnterpriseQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(AdminEnterprisePageSchema) }
});
const approveEnterprise = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/admin/enterprises/:id/approve/",
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const rejectEnterprise = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/admin/enterprises/:id/reject/",
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const listReports = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/admin/reports/",
  query: AdminReportQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(AdminReportPageSchema) }
});
const takeDownReport = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/admin/reports/:id/take-down/",
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const dismissReport = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/admin/reports/:id/dismiss/",
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
function createAdminApi(client) {
  const { http } = client;
  const act = async (endpoint2, id) => (await callEndpoint(http, endpoint2, { params: { id } })).message;
  return {
    enterprises: async (params = {}) => (await callEndpoint(http, listEnterprisesForReview, { query: params })).data,
    approveEnterprise: (id) => act(approveEnterprise, id),
    rejectEnterprise: (id) => act(rejectEnterprise, id),
    reports: async (params = {}) => (await callEndpoint(http, listReports, { query: params })).data,
    takeDownReport: (id) => act(takeDownReport, id),
    dismissReport: (id) => act(dismissReport, id)
  };
}
const PARTNER_SCOPES = ["notifications", "chat"];
const PartnerScopeSchema = /* @__PURE__ */ z.enum(PARTNER_SCOPES, { error: "Phạm vi truy cập không hợp lệ" });
const PARTNER_SCOPE_LABELS = {
  notifications: "Xem thông báo",
  chat: "Nhắn tin"
};
const PARTNER_URLS_MAX = 10;
const LOCAL_HOSTS = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]"]);
function parseUrl(value) {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
function isPartnerOrigin(value) {
  const url = parseUrl(value);
  if (!url || url.origin !== value) return false;
  return url.protocol === "https:" || url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}
function isRedirectOnOrigins(value, origins) {
  const url = parseUrl(value);
  return url !== null && url.hash === "" && !value.includes("#") && origins.includes(url.origin);
}
const urlList = (label, check, message) => z.array(z.string().check(z.trim(), z.maxLength(URL_MAX, /* @__PURE__ */ tooLong(label, URL_MAX)), z.refine(check, message))).check(
  z.minLength(1, `Vui lòng nhập ít nhất một ${label.toLowerCase()}`),
  z.maxLength(PARTNER_URLS_MAX, `Tối đa ${PARTNER_URLS_MAX} ${label.toLowerCase()}`)
);
const PartnerAppBodySchema = /* @__PURE__ */ z.object({
  name: z.string({ error: "Vui lòng nhập tên ứng dụng" }).check(
    z.trim(),
    z.minLength(1, "Vui lòng nhập tên ứng dụng"),
    z.maxLength(PARTNER_APP_NAME_MAX, /* @__PURE__ */ tooLong("Tên ứng dụng", PARTNER_APP_NAME_MAX))
  ),
  allowed_origins: urlList("Nguồn gốc", isPartnerOrigin, "Nguồn gốc phải có dạng https://ten-mien (hoặc http://localhost khi phát triển), không có đường dẫn"),
  redirect_uris: urlList("Địa chỉ chuyển hướng", (value) => parseUrl(value) !== null, "Địa chỉ chuyển hướng không hợp lệ"),
  scopes: z.array(PartnerScopeSchema).check(z.minLength(1, "Vui lòng chọn ít nhất một phạm vi truy cập"))
}).check(
  z.refine((body) => body.redirect_uris.every((uri) => isRedirectOnOrigins(uri, body.allowed_origins)), {
    message: "Mỗi địa chỉ chuyển hướng phải thuộc một nguồn gốc được phép",
    path: ["redirect_uris"]
  })
);
const PartnerAppSchema = /* @__PURE__ */ z.object({
  client_id: z.string(),
  name: z.string(),
  allowed_origins: z.array(z.string()),
  redirect_uris: z.array(z.string()),
  scopes: z.array(PartnerScopeSchema),
  is_active: z.boolean(),
  created_at: z.string()
});
const PartnerClientIdParamsSchema = /* @__PURE__ */ z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(PARTNER_CLIENT_ID_MAX))
});
const ConnectedAppSchema = /* @__PURE__ */ z.object({
  client_id: z.string(),
  name: z.string(),
  scopes: z.array(PartnerScopeSchema),
  granted_at: z.string()
});
const ConsentDetailsSchema = /* @__PURE__ */ z.object({
  client_id: z.string(),
  name: z.string(),
  scopes: z.array(PartnerScopeSchema),
  /** The signed-in user already granted this app every scope it asks: the page goes on without asking again. */
  granted: z.boolean()
});
const ConsentUidParamsSchema = /* @__PURE__ */ z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) });
const ConsentDecisionBodySchema = /* @__PURE__ */ z.object({ allow: z.boolean({ error: "Vui lòng chọn Cho phép hoặc Từ chối" }) });
const ConsentDecisionSchema = /* @__PURE__ */ z.object({ redirect_to: z.string() });
const PartnerAppEnvelopeSchema = /* @__PURE__ */ envelope(PartnerAppSchema);
const listPartnerApps = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/admin/partner-apps/",
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(PartnerAppSchema)) }
});
const createPartnerApp = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/admin/partner-apps/",
  body: PartnerAppBodySchema,
  responses: { 201: PartnerAppEnvelopeSchema }
});
const updatePartnerApp = /* @__PURE__ */ endpoint({
  method: "PUT",
  path: "/api/admin/partner-apps/:client_id/",
  params: PartnerClientIdParamsSchema,
  body: PartnerAppBodySchema,
  responses: { 200: PartnerAppEnvelopeSchema }
});
const disablePartnerApp = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/admin/partner-apps/:client_id/disable/",
  params: PartnerClientIdParamsSchema,
  responses: { 200: PartnerAppEnvelopeSchema }
});
const getConsentDetails = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/oauth/consent/:uid/details/",
  params: ConsentUidParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(ConsentDetailsSchema) }
});
const decideConsent = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/oauth/consent/:uid/decision/",
  params: ConsentUidParamsSchema,
  body: ConsentDecisionBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(ConsentDecisionSchema) }
});
const listConnectedApps = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/profile/connected-apps/",
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(ConnectedAppSchema)) }
});
const revokeConnectedApp = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/profile/connected-apps/:client_id/revoke/",
  params: PartnerClientIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
function createPartnerConsentApi(client) {
  const { http } = client;
  return {
    consentDetails: async (uid) => (await callEndpoint(http, getConsentDetails, { params: { uid } })).data,
    decide: async (uid, allow) => (await callEndpoint(http, decideConsent, { params: { uid }, body: { allow } })).data.redirect_to,
    connectedApps: async () => (await callEndpoint(http, listConnectedApps, {})).data,
    revoke: async (clientId) => (await callEndpoint(http, revokeConnectedApp, { params: { client_id: clientId } })).message
  };
}
function createPartnerAppsAdminApi(client) {
  const { http } = client;
  return {
    list: async () => (await callEndpoint(http, listPartnerApps, {})).data,
    create: async (body) => (await callEndpoint(http, createPartnerApp, { body })).data,
    update: async (clientId, body) => (await callEndpoint(http, updatePartnerApp, { params: { client_id: clientId }, body })).data,
    disable: async (clientId) => (await callEndpoint(http, disablePartnerApp, { params: { client_id: clientId } })).data
  };
}
const VIETNAM_TIME_ZONE = "Asia/Ho_Chi_Minh";
function isVietnamese(locale) {
  return locale === void 0 || locale === "vi" || locale.startsWith("vi-");
}
const INTL_STYLES = {
  short: { day: "numeric", month: "short", year: "numeric" },
  long: { day: "numeric", month: "long", year: "numeric" },
  "date-time": { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  time: { hour: "numeric", minute: "2-digit" }
};
const intlFormats = /* @__PURE__ */ new Map();
function intlDate(clock, style, locale) {
  const key = `${locale}|${style}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...INTL_STYLES[style], timeZone: "UTC" });
    intlFormats.set(key, format);
  }
  return format.format(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
}
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallClockFormats = /* @__PURE__ */ new Map();
function wallClockFormat(timeZone) {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23"
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}
function wallClock(value, timeZone) {
  const dateOnly = typeof value === "string" ? DATE_ONLY.exec(value.trim()) : null;
  if (dateOnly) return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]), hour: 0, minute: 0 };
  const time = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  if (!Number.isFinite(time)) return null;
  const parts = {};
  for (const part of wallClockFormat(timeZone).formatToParts(time)) parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}
const two = (value) => String(value).padStart(2, "0");
function formatDate(value, style = "short", options = {}) {
  if (value === null || value === void 0 || value === "") return "";
  const clock = wallClock(value, options.timeZone ?? VIETNAM_TIME_ZONE);
  if (!clock) return typeof value === "string" ? value : "";
  if (style !== "iso" && !isVietnamese(options.locale)) return intlDate(clock, style, options.locale);
  const date = `${two(clock.day)}/${two(clock.month)}/${clock.year}`;
  const time = `${two(clock.hour)}:${two(clock.minute)}`;
  switch (style) {
    case "long":
      return `${clock.day} tháng ${clock.month}, ${clock.year}`;
    case "date-time":
      return `${time} ${date}`;
    case "time":
      return time;
    case "iso":
      return `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
    default:
      return date;
  }
}
function relativeDay(days, locale) {
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
}
function capitalised(text, locale) {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
function dayLabel(value, now, options = {}) {
  const day = formatDate(value, "iso", options);
  if (!DATE_ONLY.test(day)) return day;
  const today = formatDate(now, "iso", options);
  const vietnamese = isVietnamese(options.locale);
  if (day === today) return vietnamese ? "Hôm nay" : capitalised(relativeDay(0, options.locale), options.locale);
  const [year, month, date] = today.split("-").map(Number);
  if (day === new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10)) {
    return vietnamese ? "Hôm qua" : capitalised(relativeDay(-1, options.locale), options.locale);
  }
  return formatDate(value, "short", options);
}
const MINUTE_MS = 6e4;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const RELATIVE_LIMIT_MS = 7 * DAY_MS;
function toEpochMs(value) {
  return value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
}
function intlRelativeTime(elapsed, time, options) {
  const words = new Intl.RelativeTimeFormat(options.locale, { numeric: "auto" });
  if (elapsed < MINUTE_MS) return words.format(0, "second");
  if (elapsed < HOUR_MS) return words.format(-Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < DAY_MS) return words.format(-Math.floor(elapsed / HOUR_MS), "hour");
  if (elapsed < RELATIVE_LIMIT_MS) return words.format(-Math.floor(elapsed / DAY_MS), "day");
  return formatDate(time, "long", options);
}
function relativeTime(date, now, options = {}) {
  const time = toEpochMs(date);
  if (!Number.isFinite(time)) return "";
  const elapsed = toEpochMs(now) - time;
  if (!isVietnamese(options.locale)) return intlRelativeTime(elapsed, time, options);
  if (elapsed < MINUTE_MS) return "Vừa xong";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} phút trước`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} giờ trước`;
  if (elapsed < RELATIVE_LIMIT_MS) return `${Math.floor(elapsed / DAY_MS)} ngày trước`;
  return formatDate(time, "long", options);
}
const PAGE_WINDOW_RADIUS = 2;
function pageWindow(page, totalPages) {
  if (!(totalPages >= 1)) return [];
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  let start = Math.max(1, current - PAGE_WINDOW_RADIUS);
  let end = Math.min(totalPages, current + PAGE_WINDOW_RADIUS);
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push("gap-start");
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push("gap-end");
  if (end < totalPages) items.push(totalPages);
  return items;
}
const GENERIC_PHRASES = /* @__PURE__ */ new Set(
  "cong ty|cty|tong|tnhh|mtv|co phan|cp|tmcp|tap doan|ngan hang|cong nghe|thong tin|phan mem|giai phap|so|dau tu|tai chinh|chung khoan|tieu dung|truyen thong|quang cao|su kien|dich vu|ke toan|kiem toan|tu van|thue|nhan luc|nhan su|thuong mai|phan phoi|xuat nhap khau|xay dung|kien truc|bat dong san|giao duc|dao tao|anh ngu|duoc pham|y te|thiet bi|logistics|van tai|giao nhan|du lich|khach san|am thuc|san xuat|co khi|dien tu|nhua|thiet ke|noi that|sang tao|luat|phap ly|khach hang|vien thong|bao hiem|va|&|-".split("|")
);
function companyDistinctiveWord(name) {
  const words = (name ?? "").trim().split(/\s+/);
  let index = 0;
  for (let length = 3; length > 0; ) {
    if (GENERIC_PHRASES.has(withoutAccents(words.slice(index, index + length).join(" ")).toLowerCase())) {
      index += length;
      length = 3;
    } else length--;
  }
  return words[index] ?? words[0];
}
function companyInitial(name) {
  const first = Array.from(companyDistinctiveWord(name))[0];
  return first ? first.toLocaleUpperCase("vi") : "?";
}
function personInitials(name, letters = 2) {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const firstLetter = (word) => Array.from(word)[0];
  const first = firstLetter(words[0]);
  const last = letters === 2 && words.length > 1 ? firstLetter(words[words.length - 1]) : "";
  return (first + last).toLocaleUpperCase("vi");
}
const VND_PER_MILLION = 1e6;
const millions = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 1 });
function toMillions(vnd) {
  return millions.format(vnd / VND_PER_MILLION);
}
function parseMillions(text) {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return { ok: true, vnd: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, error: SALARY_MESSAGES.notNumber };
  if (value < 0) return { ok: false, error: SALARY_MESSAGES.negative };
  const vnd = Math.round(value * VND_PER_MILLION);
  return vnd > MAX_SALARY_VND ? { ok: false, error: SALARY_MESSAGES.tooLarge } : { ok: true, vnd };
}
function millionsText(vnd) {
  return typeof vnd === "number" && Number.isFinite(vnd) ? String(vnd / VND_PER_MILLION) : "";
}
function isAmount(value) {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}
const SALARY_WORDS_EN = { negotiable: "Negotiable", from: "From ", upTo: "Up to " };
function intlSalary(min, max, locale) {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "VND", notation: "compact", maximumFractionDigits: 1 });
  if (min !== null && max !== null) return min === max ? money.format(min) : `${money.format(min)} – ${money.format(max)}`;
  return min !== null ? `${SALARY_WORDS_EN.from}${money.format(min)}` : `${SALARY_WORDS_EN.upTo}${money.format(max)}`;
}
function formatSalary(min, max, negotiable = false, locale) {
  const hasMin = isAmount(min);
  const hasMax = isAmount(max);
  if (!isVietnamese(locale)) {
    return negotiable || !hasMin && !hasMax ? SALARY_WORDS_EN.negotiable : intlSalary(hasMin ? min : null, hasMax ? max : null, locale);
  }
  if (negotiable || !hasMin && !hasMax) return "Thỏa thuận";
  if (hasMin && hasMax) {
    return min === max ? `${toMillions(min)} triệu` : `${toMillions(min)} - ${toMillions(max)} triệu`;
  }
  return hasMin ? `Từ ${toMillions(min)} triệu` : `Đến ${toMillions(max)} triệu`;
}
function formatVnd(amount, locale) {
  if (!isVietnamese(locale)) return new Intl.NumberFormat(locale, { style: "currency", currency: "VND" }).format(amount);
  return `${amount.toLocaleString("vi-VN")} ₫`;
}
function jobCountText(total, locale) {
  const capped = total >= SEARCH_TOTAL_CAP ? "+" : "";
  if (isVietnamese(locale)) return `${total.toLocaleString("vi-VN")}${capped} việc làm`;
  const noun = new Intl.PluralRules(locale).select(total) === "one" && !capped ? "job" : "jobs";
  return `${total.toLocaleString(locale)}${capped} ${noun}`;
}
export {
  createAuthApi as $,
  ApplicationCreateFieldsSchema as A,
  SearchTextSchema as B,
  getUserInfo as C,
  MSG_MESSAGES_FAILED as D,
  MSG_SEND_MESSAGE_FAILED as E,
  FileAnswerSchema as F,
  ApiError as G,
  MSG_CONVERSATIONS_FAILED as H,
  IdSchema as I,
  PostRowSchema as J,
  ASSISTANT_MESSAGE_MAX as K,
  ASSISTANT_TITLE_MAX as L,
  MessageEnvelopeSchema as M,
  NOTIFICATION_TITLE_MAX as N,
  createClient as O,
  PAYMENT_FAILURE_MESSAGES as P,
  QueryBooleanSchema as Q,
  createAdminApi as R,
  SAVED_CV_NAME_MAX as S,
  createStatisticsApi as T,
  URL_MAX as U,
  ValidationError as V,
  createApplicantsApi as W,
  createEmployerPostsApi as X,
  createJobsApi as Y,
  createEnterprisesApi as Z,
  createCatalogueApi as _,
  IdParamsSchema as a,
  PostWriteBodySchema as a$,
  SUCCESS_MESSAGES as a0,
  isEmployerAreaPath as a1,
  LOGIN_PATH as a2,
  routeGuard as a3,
  tokenCheckDecision as a4,
  createLogger as a5,
  personInitials as a6,
  companyInitial as a7,
  ENTERPRISE_SORT_FIELDS as a8,
  SCALES as a9,
  createPartnerAppsAdminApi as aA,
  PARTNER_SCOPES as aB,
  formatVnd as aC,
  APPLICATION_STATUSES as aD,
  CRITERIA_EMPTY_LABEL as aE,
  MSG_CHECK_FIELDS as aF,
  CriteriaBodySchema as aG,
  dailyLimitOf as aH,
  ReportBodySchema as aI,
  dayLabel as aJ,
  createReportsApi as aK,
  createProfileApi as aL,
  createInterviewsApi as aM,
  createRecommendationsApi as aN,
  createCriteriaApi as aO,
  createSavedPostsStore as aP,
  createApplicationsApi as aQ,
  CV_ACCEPT as aR,
  CV_MAX_BYTES as aS,
  createGoogleLinkApi as aT,
  ProfileUpdateBodySchema as aU,
  ChangePasswordBodySchema as aV,
  MSG_NO_CONNECTION as aW,
  EnterpriseFieldsSchema as aX,
  isValidWebsiteUrl as aY,
  postingLimit as aZ,
  LEVELS as a_,
  CITIES as aa,
  formatDate as ab,
  formatSalary as ac,
  queryToSearchParams as ad,
  createJobSearch as ae,
  relativeTime as af,
  millionsText as ag,
  EXPERIENCES as ah,
  TYPE_WORKINGS as ai,
  parseMillions as aj,
  pageWindow as ak,
  fieldErrors as al,
  jobCountText as am,
  POST_SEARCH_SORTS as an,
  searchParamsToQuery as ao,
  serializeJobSearch as ap,
  ERROR_MESSAGES as aq,
  googleLoginUrl as ar,
  LoginBodySchema as as,
  RegisterBodySchema as at,
  EmailBodySchema as au,
  ResetPasswordBodySchema as av,
  googleAuthFailedMessage as aw,
  homeForRole as ax,
  createPartnerConsentApi as ay,
  PARTNER_SCOPE_LABELS as az,
  envelope as b,
  MASKED_CONTACT as b0,
  InterviewCreateBodySchema as b1,
  withoutAccents as b2,
  callEndpoint as c,
  checkCvFile as d,
  endpoint as e,
  purchasePremium as f,
  listPremiumPackages as g,
  cancelPremium as h,
  loadForOwner as i,
  readProfile as j,
  MSG_PREMIUM_CANCEL_FAILED as k,
  listPayments as l,
  MSG_PREMIUM_INFO_FAILED as m,
  errorMessage as n,
  MSG_PAYMENT_URL_FAILED as o,
  parseInput as p,
  emptyMeansUnset as q,
  refundPayment as r,
  PageQuerySchema as s,
  tooLong as t,
  paged as u,
  MSG_MARK_ALL_READ_FAILED as v,
  MSG_MARK_READ_FAILED as w,
  MSG_UNREAD_COUNT_FAILED as x,
  MSG_NOTIFICATIONS_LOAD_FAILED as y,
  sortKeySchema as z
};
