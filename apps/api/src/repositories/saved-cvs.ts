/**
 * The candidate's CV library (saved_cvs): SQL only. Rules (the limit, ownership, files) live in
 * routes/saved-cvs/saved-cvs.routes.ts and the apply handler.
 */
import { sql } from 'drizzle-orm';
import { SAVED_CV_LIMIT, type SavedCv } from '@jobhub/sdk/contract';
import type { CvKind, savedCvs } from '../db/schema/applications';
import { isoTimestamp, selectRows, type SqlExecutor } from './sql-rows';

/** One saved CV row. */
export type SavedCvRecord = typeof savedCvs.$inferSelect;

/** Advisory lock key of library writes (one per candidate), so two uploads cannot both pass the limit. */
const LIBRARY_LOCK = 727302;

function normalise(record: SavedCvRecord): SavedCvRecord {
  return { ...record, id: Number(record.id), user_id: Number(record.user_id), size: Number(record.size), is_default: Boolean(record.is_default) };
}

/** Site-relative URL of a saved CV's file (its owner only). */
export function savedCvFileUrl(id: number): string {
  return `/api/profile/cvs/${id}/file/`;
}

/** API shape. */
export function toSavedCv(record: SavedCvRecord): SavedCv {
  return {
    id: record.id,
    name: record.name,
    file_name: record.file_name,
    file_type: record.file_type,
    size: record.size,
    is_default: record.is_default,
    file: savedCvFileUrl(record.id),
    created_at: isoTimestamp(record.created_at),
  };
}

/** The candidate's saved CVs: the default first, then newest. */
export async function listSavedCvs(db: SqlExecutor, userId: number): Promise<SavedCvRecord[]> {
  const rows = await selectRows<SavedCvRecord>(db, sql`select * from saved_cvs where user_id = ${userId} order by is_default desc, created_at desc, id desc`);
  return rows.map(normalise);
}

/** The saved CV when `userId` owns it, else undefined. */
export async function findSavedCv(db: SqlExecutor, userId: number, id: number): Promise<SavedCvRecord | undefined> {
  const [row] = await selectRows<SavedCvRecord>(db, sql`select * from saved_cvs where id = ${id} and user_id = ${userId}`);
  return row ? normalise(row) : undefined;
}

/**
 * Takes the candidate's library lock for the rest of the transaction.
 * @example await lockLibrary(tx, userId);
 */
export async function lockLibrary(tx: SqlExecutor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIBRARY_LOCK}, ${userId})`);
}

/**
 * Inserts a saved CV (the first one becomes the default); undefined when the library already holds
 * SAVED_CV_LIMIT. Call inside a transaction after {@link lockLibrary}.
 */
export async function insertSavedCv(
  tx: SqlExecutor,
  values: { userId: number; name: string; key: string; fileName: string; kind: CvKind; size: number; now: Date },
): Promise<number | undefined> {
  const [count] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from saved_cvs where user_id = ${values.userId}`);
  const held = Number(count?.n ?? 0);
  if (held >= SAVED_CV_LIMIT) return undefined;
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into saved_cvs (user_id, name, cv_path, file_name, file_type, size, is_default, created_at)
      values (${values.userId}, ${values.name}, ${values.key}, ${values.fileName}, ${values.kind}, ${values.size}, ${held === 0},
        ${values.now.toISOString()}::timestamptz)
      returning id`,
  );
  return Number(row!.id);
}

/** Renames a saved CV. */
export async function renameSavedCv(db: SqlExecutor, userId: number, id: number, name: string): Promise<void> {
  await db.execute(sql`update saved_cvs set name = ${name} where id = ${id} and user_id = ${userId}`);
}

/** Makes a saved CV the default (the previous default loses it). Call inside a transaction after {@link lockLibrary}. */
export async function setDefaultSavedCv(tx: SqlExecutor, userId: number, id: number): Promise<void> {
  await tx.execute(sql`update saved_cvs set is_default = false where user_id = ${userId} and is_default and id <> ${id}`);
  await tx.execute(sql`update saved_cvs set is_default = true where id = ${id} and user_id = ${userId}`);
}

/**
 * Deletes a saved CV and returns its storage key (undefined when it was not the user's); when it
 * was the default, the newest one left becomes the default. Call inside a transaction after
 * {@link lockLibrary}.
 */
export async function deleteSavedCv(tx: SqlExecutor, userId: number, id: number): Promise<string | undefined> {
  const [row] = await selectRows<Pick<SavedCvRecord, 'cv_path' | 'is_default'>>(
    tx,
    sql`delete from saved_cvs where id = ${id} and user_id = ${userId} returning cv_path, is_default`,
  );
  if (!row) return undefined;
  if (row.is_default) {
    await tx.execute(
      sql`update saved_cvs set is_default = true where id = (select id from saved_cvs where user_id = ${userId} order by created_at desc, id desc limit 1)`,
    );
  }
  return row.cv_path;
}
