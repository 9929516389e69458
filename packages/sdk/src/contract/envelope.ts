import * as z from 'zod/mini';
import { emptyMeansUnset } from './query-input';

/**
 * Field errors as the API returns them: `{ field: [message, ...] }`. Written as an object whose
 * every key holds a string array (same type and checks as `z.record(z.string(), ...)`): the SDK
 * parses every error body with it, and `z.record` would add ~0.6 KB gzip to each browser bundle.
 */
export const FieldErrorsSchema = /* @__PURE__ */ z.catchall(z.object({}), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Every error body of the API: `{ status, message, errors? }` (API.md, Conventions). */
export const ApiErrorBodySchema = /* @__PURE__ */ z.object({
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
  premium_url: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Wraps a data schema in the success envelope `{ status, message?, data }`. */
/* @__NO_SIDE_EFFECTS__ */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.number(), message: z.optional(z.string()), data });
}

/** A success answer that carries only a message. */
export const MessageEnvelopeSchema = /* @__PURE__ */ z.object({ status: z.number(), message: z.string() });
export type MessageEnvelope = z.infer<typeof MessageEnvelopeSchema>;

/** Success answer of an action: `{ status, message? }` (any `data` is not read), or no body (204). */
export const ActionAnswerSchema = /* @__PURE__ */ z.optional(z.object({ status: z.number(), message: z.optional(z.string()) }));

/**
 * The fields of the page envelope, for a page that carries more (spread into `z.object`, as
 * `z.extend` would: without zod's extend helpers in the script-tag bundles).
 */
/* @__NO_SIDE_EFFECTS__ */
export function pagedFields<T extends z.core.$ZodType>(item: T) {
  return {
    results: z.array(item),
    total: z.number(),
    page: z.number(),
    total_pages: z.number(),
    page_size: z.number(),
  };
}

/** Page envelope `{ results, total, page, total_pages, page_size }` (SPEC §3). */
/* @__NO_SIDE_EFFECTS__ */
export function paged<T extends z.core.$ZodType>(item: T) {
  return z.object(pagedFields(item));
}
/**
 * The answer of a list queried with {@link OptionalPageQuerySchema}: the whole list, or the page
 * envelope when a page was asked for (clients of the original API read `data.results`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function listOrPage<T extends z.core.$ZodType>(item: T) {
  return z.union([z.array(item), paged(item)]);
}

export interface Page<T> {
  results: T[];
  total: number;
  page: number;
  total_pages: number;
  page_size: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Longest free-text search accepted; longer input answers 400 rather than scanning megabytes. */
export const MAX_QUERY_LENGTH = 200;
// Messages with numbers are built outside the schema calls: a template literal inside a call
// counts as a possible side effect for esbuild, which would keep unused schemas in bundles.
const PAGE_SIZE_TOO_BIG = `Số mục mỗi trang tối đa là ${MAX_PAGE_SIZE}`;
/** The field error of a longer search text. */
export const QUERY_TOO_LONG = `Từ khóa tối đa ${MAX_QUERY_LENGTH} ký tự`;

const PageNumberSchema = /* @__PURE__ */ z.coerce.number().check(z.int('Trang phải là số nguyên'), z.minimum(1, 'Trang phải từ 1 trở lên'));
const PageSizeSchema = /* @__PURE__ */ z.coerce
  .number()
  .check(z.int('Số mục mỗi trang phải là số nguyên'), z.minimum(1, 'Số mục mỗi trang phải từ 1 trở lên'), z.maximum(MAX_PAGE_SIZE, PAGE_SIZE_TOO_BIG));

/** Query `page` (from 1) and `page_size` (default 10, max 100) shared by every list. */
export const PageQuerySchema = /* @__PURE__ */ z.object({
  page: /* @__PURE__ */ z._default(PageNumberSchema, 1),
  page_size: /* @__PURE__ */ z._default(PageSizeSchema, DEFAULT_PAGE_SIZE),
});

/**
 * The query of an unpaginated list (the catalogue) that pages on request: with `page` or
 * `page_size` it answers one page (see {@link listOrPage}), without either the whole list.
 */
export const OptionalPageQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.object({ page: /* @__PURE__ */ z.optional(PageNumberSchema), page_size: /* @__PURE__ */ z.optional(PageSizeSchema) }),
);

/** The query of a list with nothing but pages; an empty `?page=` means the first (query-input.ts). */
export const PageOnlyQuerySchema = /* @__PURE__ */ emptyMeansUnset(PageQuerySchema);

/** Optional free-text search box, trimmed, bounded. */
export const SearchTextSchema = /* @__PURE__ */ z.optional(
  z.pipe(
    /* @__PURE__ */ z.string().check(z.maxLength(MAX_QUERY_LENGTH, QUERY_TOO_LONG)),
    z.transform((value) => value.trim()),
  ),
);

/** Query-string boolean: 'true' / 'false' / '1' / '0'. */
export const QueryBooleanSchema = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.stringbool({ error: 'Giá trị phải là true hoặc false' }));

/** Positive integer id in a path or a query string. */
export const IdSchema = /* @__PURE__ */ z.coerce
  .number({ error: 'Mã không hợp lệ' })
  .check(z.int('Mã không hợp lệ'), z.positive('Mã không hợp lệ'), z.maximum(2_147_483_647, 'Mã không hợp lệ'));

export const IdParamsSchema = /* @__PURE__ */ z.object({ id: IdSchema });
