import { asc, eq } from 'drizzle-orm';
import type { Field, Position } from '@jobhub/sdk/contract';
import type { CatalogueDb as Database } from '../repositories/sql-rows';
import { fields, positions } from '../db/schema/catalogue';

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
