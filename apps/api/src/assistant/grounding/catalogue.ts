import type { Field, Position } from '@jobhub/sdk/contract';
import type { Db } from '../../db/client';
import { listFields, listPositions } from '../../repositories/catalogue';

/** The fields and positions a question may name (API.md, Catalogue). */
export interface CatalogueNames {
  fields: readonly Field[];
  positions: readonly Position[];
}

/** How long a loaded catalogue is reused: admins rarely change it, and a minute's delay is fine. */
const CATALOGUE_TTL_MS = 60_000;

const cache = new WeakMap<Db, { at: number; names: Promise<CatalogueNames> }>();

/**
 * The catalogue of `db`, loaded once a minute at most (two small reads), shared by concurrent askers.
 * @example const { fields, positions } = await loadCatalogue(ctx.db);
 */
export function loadCatalogue(db: Db, nowMs = Date.now()): Promise<CatalogueNames> {
  const cached = cache.get(db);
  if (cached && nowMs - cached.at < CATALOGUE_TTL_MS) return cached.names;
  const names = Promise.all([listFields(db), listPositions(db)]).then(([fields, positions]) => ({ fields, positions }));
  // A failed load is not kept: the next question tries again.
  names.catch(() => cache.delete(db));
  cache.set(db, { at: nowMs, names });
  return names;
}
