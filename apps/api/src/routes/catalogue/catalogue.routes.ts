import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { CITIES, IdSchema, IdParamsSchema } from '@jobhub/sdk/contract';
import type { CatalogueDb as Database } from '../../repositories/sql-rows';
import { httpError } from '../../lib/http-error';
import { findField, findPosition, listFields, listPositions } from '../../repositories/catalogue';
import { bothSlashes } from '../route-paths';

export interface CatalogueRoutesOptions {
  db: Database;
}

const FieldIdParamsSchema = z.object({ field_id: IdSchema });

/** Fields, positions and the 63 provinces (API.md, Catalogue). Public, unpaginated. */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const url of bothSlashes('/api/fields/')) {
    app.get(url, async () => ({ status: 200, data: await listFields(db) }));
  }
  for (const url of bothSlashes('/api/fields/:id/')) {
    app.get(url, { schema: { params: IdParamsSchema } }, async (request) => {
      const field = await findField(db, request.params.id);
      if (!field) throw httpError(404, 'Không tìm thấy ngành nghề');
      return { status: 200, data: field };
    });
  }
  for (const url of bothSlashes('/api/positions/')) {
    app.get(url, async () => ({ status: 200, data: await listPositions(db) }));
  }
  for (const url of bothSlashes('/api/positions/field/:field_id/')) {
    app.get(url, { schema: { params: FieldIdParamsSchema } }, async (request) => {
      const field = await findField(db, request.params.field_id);
      if (!field) throw httpError(404, 'Không tìm thấy ngành nghề');
      return { status: 200, data: await listPositions(db, field.id) };
    });
  }
  for (const url of bothSlashes('/api/position/:id/')) {
    app.get(url, { schema: { params: IdParamsSchema } }, async (request) => {
      const position = await findPosition(db, request.params.id);
      if (!position) throw httpError(404, 'Không tìm thấy vị trí');
      return { status: 200, data: position };
    });
  }
  for (const url of bothSlashes('/api/cities/')) {
    app.get(url, async () => ({ status: 200, data: CITIES }));
  }
};
