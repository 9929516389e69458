import { asc, eq } from 'drizzle-orm';
import type { Field, Position } from '@jobhub/sdk/contract';
import type { CatalogueDb as Database } from '../repositories/sql-rows';
import { fields, positions } from '../db/schema/catalogue';
import { withoutAccents } from '@jobhub/sdk/contract';

/** Fields and positions of the catalogue (API.md, Catalogue). */

const positionColumns = { id: positions.id, name: positions.name, field: positions.field_id };

export function listFields(db: Database): Promise<Field[]> {
  return db.select({ id: fields.id, name: fields.name }).from(fields).orderBy(asc(fields.id));
}

export async function findField(db: Database, id: number): Promise<Field | undefined> {
  const [row] = await db.select({ id: fields.id, name: fields.name }).from(fields).where(eq(fields.id, id));
  return row;
}

export function listPositions(db: Database, fieldId?: number): Promise<Position[]> {
  const query = db.select(positionColumns).from(positions);
  return (fieldId === undefined ? query : query.where(eq(positions.field_id, fieldId))).orderBy(asc(positions.id));
}

export async function findPosition(db: Database, id: number): Promise<Position | undefined> {
  const [row] = await db.select(positionColumns).from(positions).where(eq(positions.id, id));
  return row;
}

/** A catalogue name reduced for comparison: no accents, no case, single spaces ('ky su phan mem'). */
function nameKey(name: string): string {
  return withoutAccents(name)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The id of the field named `name` (any case, with or without accents), or undefined.
 * @example await findFieldIdByName(db, 'cong nghe thong tin') // 1
 */
export async function findFieldIdByName(db: Database, name: string): Promise<number | undefined> {
  const key = nameKey(name);
  return (await listFields(db)).find((field) => nameKey(field.name) === key)?.id;
}

/**
 * The id of the position named `name` (any case, with or without accents), or undefined. A name
 * several fields share resolves to the one in `fieldId` when given, else to the oldest.
 * @example await findPositionIdByName(db, 'Kỹ sư phần mềm') // 3
 */
export async function findPositionIdByName(db: Database, name: string, fieldId?: number): Promise<number | undefined> {
  const key = nameKey(name);
  const named = (await listPositions(db)).filter((position) => nameKey(position.name) === key);
  return (named.find((position) => position.field === fieldId) ?? named[0])?.id;
}
