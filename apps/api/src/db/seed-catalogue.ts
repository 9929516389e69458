/**
 * The reference catalogue as the demo seed uses it: the ids of SEED_FIELDS' fields and positions
 * in the database. Migration 0027 puts those rows in every database; the seed only points at them.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type CatalogueDb } from '../repositories/sql-rows';
import { SEED_FIELDS } from './seed-data';

export interface CatalogueIds {
  /** `fieldIds[i]` is the id of SEED_FIELDS[i]. */
  fieldIds: number[];
  /** `positionIds[i][j]` is the id of SEED_FIELDS[i].positions[j]. */
  positionIds: number[][];
}

/**
 * Looks up SEED_FIELDS' ids by name.
 * @throws Error naming the first field or position the database lacks (migrations not run, or a row deleted).
 * @example const { fieldIds, positionIds } = await readCatalogueIds(tx);
 */
export async function readCatalogueIds(db: CatalogueDb): Promise<CatalogueIds> {
  const rows = await selectRows<{ field: string; field_id: number; position: string | null; position_id: number | null }>(
    db,
    sql`select f.name as field, f.id as field_id, p.name as position, p.id as position_id
      from fields f left join positions p on p.field_id = f.id`,
  );
  const byName = new Map<string, { id: number; positions: Map<string, number> }>();
  for (const row of rows) {
    const field = byName.get(row.field) ?? { id: Number(row.field_id), positions: new Map<string, number>() };
    if (row.position !== null) field.positions.set(row.position, Number(row.position_id));
    byName.set(row.field, field);
  }
  const missing = (what: string) => new Error(`The reference catalogue lacks ${what}: run the migrations (0027_reference_catalogue) before seeding.`);
  const fieldIds: number[] = [];
  const positionIds: number[][] = [];
  for (const field of SEED_FIELDS) {
    const found = byName.get(field.name);
    if (!found) throw missing(`the field ${field.name}`);
    fieldIds.push(found.id);
    positionIds.push(
      field.positions.map((name) => {
        const id = found.positions.get(name);
        if (id === undefined) throw missing(`the position ${field.name} / ${name}`);
        return id;
      }),
    );
  }
  return { fieldIds, positionIds };
}
