/** Catalogue (API.md, Catalogue): fields, positions and the 63 provinces. Public, unpaginated. */
import * as z from 'zod/mini';
import { FieldSchema, PositionSchema } from '../catalogue';
import { CitySchema } from '../cities';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, IdSchema } from '../envelope';
import { FieldListResponseSchema, PositionListResponseSchema } from '../responses';

export const listFields = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/fields/',
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
  responses: { 200: PositionListResponseSchema },
});

/** The positions of one field; 404 for an unknown field. */
export const listFieldPositions = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/positions/field/:field_id/',
  params: /* @__PURE__ */ z.object({ field_id: IdSchema }),
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
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(CitySchema)) },
});

/** The catalogue endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const CATALOGUE_ENDPOINTS = { listFields, getField, listPositions, listFieldPositions, getPosition, listCities };
