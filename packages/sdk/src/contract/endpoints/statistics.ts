/** Dashboard figures (API.md, Enterprises: statistics): an employer's company, or the whole platform for an admin. */
import { EmployerStatisticsSchema } from '../employer-statistics';
import { endpoint } from '../endpoint';
import { envelope } from '../envelope';

/** 6 months of `monthly_stats` and the 10 latest posts; 404 for an employer without a company. */
export const getEmployerStatistics = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/statistics/',
  aliases: ['/api/enterprises/statistics/'],
  responses: { 200: /* @__PURE__ */ envelope(EmployerStatisticsSchema) },
});

/** The statistics endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const STATISTICS_ENDPOINTS = { getEmployerStatistics };
