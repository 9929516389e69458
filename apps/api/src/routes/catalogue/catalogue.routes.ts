import type { FastifyPluginAsync } from 'fastify';
import { CITIES, DEFAULT_PAGE_SIZE, getField, getPosition, listCities, listFieldPositions, listFields, listPositions, type Page } from '@jobhub/sdk/contract';
import { pageCount, type CatalogueDb as Database } from '../../repositories/sql-rows';
import { httpError } from '../../lib/http-error';
import { findField, findPosition, listFields as readFields, listPositions as readPositions } from '../../repositories/catalogue';
import { serveEndpoint } from '../serve-endpoint';

export interface CatalogueRoutesOptions {
  db: Database;
}

const MSG_FIELD_NOT_FOUND = 'Không tìm thấy ngành nghề';

/**
 * The whole list, or with `page` or `page_size` one page of it in the SPEC §3 envelope (clients of
 * the original API read `data.results`); a page past the end is empty.
 */
function listOrPage<T>(items: readonly T[], query: { page?: number | undefined; page_size?: number | undefined }): T[] | Page<T> {
  if (query.page === undefined && query.page_size === undefined) return [...items];
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return {
    results: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    total_pages: pageCount(items.length, pageSize),
    page_size: pageSize,
  };
}

/** Fields, positions and the 63 provinces (API.md, Catalogue). Public; lists page on request. */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, { db }) => {
  serveEndpoint(app, listFields, {}, async (request) => ({ status: 200, data: listOrPage(await readFields(db), request.query) }));

  serveEndpoint(app, getField, {}, async (request) => {
    const field = await findField(db, request.params.id);
    if (!field) throw httpError(404, MSG_FIELD_NOT_FOUND);
    return { status: 200, data: field };
  });

  serveEndpoint(app, listPositions, {}, async (request) => ({ status: 200, data: listOrPage(await readPositions(db), request.query) }));

  serveEndpoint(app, listFieldPositions, {}, async (request) => {
    const field = await findField(db, request.params.field_id);
    if (!field) throw httpError(404, MSG_FIELD_NOT_FOUND);
    return { status: 200, data: listOrPage(await readPositions(db, field.id), request.query) };
  });

  serveEndpoint(app, getPosition, {}, async (request) => {
    const position = await findPosition(db, request.params.id);
    if (!position) throw httpError(404, 'Không tìm thấy vị trí');
    return { status: 200, data: position };
  });

  serveEndpoint(app, listCities, {}, async (request) => ({ status: 200, data: listOrPage(CITIES, request.query) }));
};
