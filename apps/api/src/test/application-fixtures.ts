/**
 * Fixtures for the application (CV) tests: multipart forms, minimal PDF / DOCX files built in
 * memory, the stored CV files and the notifications of a user.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { selectRows } from '../repositories/sql-rows';
import type { TestContext } from './context';

export interface FormFile {
  name: string;
  body: Buffer;
  type?: string;
}

/** A multipart/form-data request body (text fields first, then files). */
export function multipartForm(fields: Record<string, string>, files: Record<string, FormFile> = {}) {
  const boundary = `----jh${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A ZIP archive of stored (uncompressed) entries. */
export function zipArchive(entries: { name: string; data: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document (the parts the content check looks for). */
export const TEST_DOCX = zipArchive([
  { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
  { name: '_rels/.rels', data: '<?xml version="1.0"?><Relationships/>' },
  { name: 'word/document.xml', data: '<?xml version="1.0"?><w:document/>' },
]);
/** A ZIP that is not a Word document. */
export const TEST_PLAIN_ZIP = zipArchive([{ name: 'readme.txt', data: 'không phải CV' }]);
export const TEST_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** Files under UPLOAD_DIR/private/cv (temporary ones included). */
export async function storedCvFiles(ctx: TestContext): Promise<string[]> {
  const dir = path.join(ctx.env.UPLOAD_DIR, 'private', 'cv');
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

export interface StoredNotification {
  id: number;
  recipient_id: number;
  actor_id: number | null;
  notification_type: string;
  title: string;
  message: string;
  object_id: number | null;
}

/** Notifications of a user (optionally of one type), oldest first. */
export async function notificationsOf(ctx: TestContext, userId: number, type?: string): Promise<StoredNotification[]> {
  const rows = await selectRows<StoredNotification>(
    ctx.database.db,
    sql`select id, recipient_id, actor_id, notification_type, title, message, object_id from notifications
      where recipient_id = ${userId} and (${type ?? null}::text is null or notification_type = ${type ?? null}) order by id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    recipient_id: Number(row.recipient_id),
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    object_id: row.object_id === null ? null : Number(row.object_id),
  }));
}
