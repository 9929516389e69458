import type { FastifyPluginAsync } from 'fastify';
import { CITIES, getField, getPosition, listCities, listFieldPositions, listFields, listPositions } from '@jobhub/sdk/contract';
import type { CatalogueDb as Database } from '../../repositories/sql-rows';
import { httpError } from '../../lib/http-error';
import { findField, findPosition, listFields as readFields, listPositions as readPositions } from '../../repositories/catalogue';
import { serveEndpoint } from '../serve-endpoint';

export interface CatalogueRoutesOptions {
  db: Database;
}

const MSG_FIELD_NOT_FOUND = 'Không tìm thấy ngành nghề';

/** Fields, positions and the 63 provinces (API.md, Catalogue). Public, unpaginated. */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, { db }) => {
  serveEndpoint(app, listFields, {}, async () => ({ status: 200, data: await readFields(db) }));

  serveEndpoint(app, getField, {}, async (request) => {
    const field = await findField(db, request.params.id);
    if (!field) throw httpError(404, MSG_FIELD_NOT_FOUND);
    return { status: 200, data: field };
  });

  serveEndpoint(app, listPositions, {}, async () => ({ status: 200, data: await readPositions(db) }));

  serveEndpoint(app, listFieldPositions, {}, async (request) => {
    const field = await findField(db, request.params.field_id);
    if (!field) throw httpError(404, MSG_FIELD_NOT_FOUND);
    return { status: 200, data: await readPositions(db, field.id) };
  });

  serveEndpoint(app, getPosition, {}, async (request) => {
    const position = await findPosition(db, request.params.id);
    if (!position) throw httpError(404, 'Không tìm thấy vị trí');
    return { status: 200, data: position };
  });

  serveEndpoint(app, listCities, {}, async () => ({ status: 200, data: [...CITIES] }));
};
