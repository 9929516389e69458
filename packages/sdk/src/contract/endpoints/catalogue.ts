/**
 * Catalogue (API.md, Catalogue): fields, positions and the 63 provinces. Public; the lists answer
 * the whole list, or with `?page=` / `?page_size=` the page envelope of SPEC §3 (issue 14).
 */
import * as z from 'zod/mini';
import { FieldSchema, PositionSchema } from '../catalogue';
import { CitySchema } from '../cities';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, IdSchema, listOrPage, OptionalPageQuerySchema } from '../envelope';
import { FieldListResponseSchema, PositionListResponseSchema } from '../responses';

export const listFields = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/fields/',
  query: OptionalPageQuerySchema,
  responses: { 200: FieldListResponseSchema },
});

export const getField = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/fields/:id/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(FieldSchema) },
});

export const listPositions = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/positions/',
  query: OptionalPageQuerySchema,
  responses: { 200: PositionListResponseSchema },
});

/** The positions of one field; 404 for an unknown field. */
export const listFieldPositions = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/positions/field/:field_id/',
  params: /* @__PURE__ */ z.object({ field_id: IdSchema }),
  query: OptionalPageQuerySchema,
  responses: { 200: PositionListResponseSchema },
});

export const getPosition = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/position/:id/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(PositionSchema) },
});

export const listCities = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/cities/',
  query: OptionalPageQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ listOrPage(CitySchema)) },
});

/** The catalogue endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const CATALOGUE_ENDPOINTS = { listFields, getField, listPositions, listFieldPositions, getPosition, listCities };
