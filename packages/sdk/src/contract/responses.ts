import * as z from 'zod/mini';
import { FieldSchema, PositionSchema } from './catalogue';
import { EnterpriseSchema, OwnEnterpriseSchema } from './enterprise';
import { envelope, listOrPage, paged } from './envelope';
import { PostDetailSchema, PostRowSchema } from './posts';

/**
 * Success envelopes of the walking-skeleton calls (SDK response parsing; the API can parse its
 * answers with the same schemas in tests). Added by the SDK: request schemas live beside their
 * entities, these only wrap existing entity schemas.
 */

/** GET /api/fields/ — the whole list, or one page with `?page=`. */
export const FieldListResponseSchema = /* @__PURE__ */ envelope(listOrPage(FieldSchema));
/** GET /api/positions/ and /api/positions/field/{id}/ — the whole list, or one page with `?page=`. */
export const PositionListResponseSchema = /* @__PURE__ */ envelope(listOrPage(PositionSchema));
/** GET /api/enterprises/{id}, POST …/create/, PUT …/update/. */
export const EnterpriseResponseSchema = /* @__PURE__ */ envelope(EnterpriseSchema);
/** GET /api/enterprises/user/: the company, also under `"0"` (see OwnEnterpriseSchema). */
export const OwnEnterpriseResponseSchema = /* @__PURE__ */ envelope(OwnEnterpriseSchema);
/** GET /api/enterprises and GET /api/enterprises/search/. */
export const EnterprisePageResponseSchema = /* @__PURE__ */ envelope(paged(EnterpriseSchema));
/** GET /api/enterprises/premium — `data.results`, best package first. */
export const PremiumEnterprisesResponseSchema = /* @__PURE__ */ envelope(z.object({ results: z.array(EnterpriseSchema) }));
/** GET /api/posts, /api/posts/search/, /api/posts/enterprise/{id}/. */
export const PostPageResponseSchema = /* @__PURE__ */ envelope(paged(PostRowSchema));
/** GET /api/post/{id}. */
export const PostDetailResponseSchema = /* @__PURE__ */ envelope(PostDetailSchema);
