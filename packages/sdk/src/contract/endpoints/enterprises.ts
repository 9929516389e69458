/** Company profiles (API.md, Enterprises): public lists, the employer's own company, create and update. */
import { EnterpriseListQuerySchema, EnterpriseSearchQuerySchema } from '../enterprise';
import { endpoint } from '../endpoint';
import { FileAnswerSchema } from './file-answer';
import { IdParamsSchema } from '../envelope';
import { EnterprisePageResponseSchema, EnterpriseResponseSchema, OwnEnterpriseResponseSchema, PremiumEnterprisesResponseSchema } from '../responses';

/** Approved companies, paged and sorted. */
export const listEnterprises = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/enterprises/',
  query: EnterpriseListQuerySchema,
  responses: { 200: EnterprisePageResponseSchema },
});

/** Approved companies filtered by q, city, field and scale. */
export const searchEnterprises = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/enterprises/search/',
  query: EnterpriseSearchQuerySchema,
  responses: { 200: EnterprisePageResponseSchema },
});

/** Companies of Premium employers, best package first (`data.results`). */
export const listPremiumEnterprises = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/enterprises/premium/',
  responses: { 200: PremiumEnterprisesResponseSchema },
});

/** The employer's own company, approved or not (also under `"0"`, see OwnEnterpriseSchema); 404 when it has none. */
export const getOwnEnterprise = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/enterprises/user/',
  responses: { 200: OwnEnterpriseResponseSchema },
});

/** The own company's business certificate (private: its owner only). */
export const downloadOwnCertificate = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/enterprises/user/certificate/',
  responses: { 200: FileAnswerSchema },
});

/** An approved company. */
export const getEnterprise = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/enterprises/:id/',
  params: IdParamsSchema,
  responses: { 200: EnterpriseResponseSchema },
});

/** Multipart: the text fields of `EnterpriseFieldsSchema` and the logo, background_image and business_certificate files. */
export const createEnterprise = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/enterprises/create/',
  multipart: true,
  responses: { 201: EnterpriseResponseSchema },
});

/** Multipart, every part optional (`EnterpriseUpdateFieldsSchema`); a new file replaces the old one. */
export const updateEnterprise = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/enterprises/update/',
  multipart: true,
  responses: { 200: EnterpriseResponseSchema },
});

/** The enterprise endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const ENTERPRISES_ENDPOINTS = { listEnterprises, searchEnterprises, listPremiumEnterprises, getOwnEnterprise, downloadOwnCertificate, getEnterprise, createEnterprise, updateEnterprise };
