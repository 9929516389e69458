/** Admin moderation (role admin): enterprises waiting for approval and reported posts. */
import { AdminEnterpriseQuerySchema, AdminReportQuerySchema } from '../admin';
import { AdminEnterprisePageSchema, AdminIdParamsSchema, AdminReportPageSchema } from '../employer';
import { endpoint } from '../endpoint';
import { FileAnswerSchema } from './file-answer';
import { envelope, MessageEnvelopeSchema } from '../envelope';

export const listEnterprisesForReview = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/admin/enterprises/',
  query: AdminEnterpriseQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(AdminEnterprisePageSchema) },
});

export const approveEnterprise = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/admin/enterprises/:id/approve/',
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const rejectEnterprise = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/admin/enterprises/:id/reject/',
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The private business certificate, served only to admins (and, elsewhere, to its owner). */
export const getEnterpriseCertificate = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/admin/enterprises/:id/certificate/',
  params: AdminIdParamsSchema,
  responses: { 200: FileAnswerSchema },
});

export const listReports = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/admin/reports/',
  query: AdminReportQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(AdminReportPageSchema) },
});

/** Removes the reported post. */
export const takeDownReport = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/admin/reports/:id/take-down/',
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** Keeps the reported post. */
export const dismissReport = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/admin/reports/:id/dismiss/',
  params: AdminIdParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The admin endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const ADMIN_ENDPOINTS = { listEnterprisesForReview, approveEnterprise, rejectEnterprise, getEnterpriseCertificate, listReports, takeDownReport, dismissReport };
