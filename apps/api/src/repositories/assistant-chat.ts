/** JobHub AI's storage (API.md "JobHub AI"): a user's sessions with the assistant and their turns. */
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { AssistantMessage, AssistantSession } from '@jobhub/sdk/contract';
import type { Db, Tx } from '../db/client';
import { assistantMessages, assistantSessions, type AssistantMessageRow, type AssistantSessionRow } from '../db/schema/assistant';
import { openPostSql } from './post-visibility';
import { selectRows, type SqlExecutor } from './sql-rows';

type Executor = Db | Tx;

/** Characters of the last message shown under a session's title. */
export const PREVIEW_LENGTH = 120;
/** Sessions listed in the sidebar (the most recently active). */
export const SESSIONS_LISTED = 100;

export function toSession(row: AssistantSessionRow, preview: string | null): AssistantSession {
  return { id: row.id, title: row.title, preview, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export function toMessage(row: AssistantMessageRow): AssistantMessage {
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    post_ids: row.post_ids,
    created_at: row.created_at.toISOString(),
    timestamp: row.created_at.toISOString(),
  };
}

/** The start of a message, on one line, for the sidebar. */
export function previewOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= PREVIEW_LENGTH ? line : `${line.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`;
}

/** The user's sessions, most recently active first, each with the preview of its last message. */
export async function listSessions(db: Db, userId: number): Promise<AssistantSession[]> {
  const rows = await db
    .select()
    .from(assistantSessions)
    .where(eq(assistantSessions.user_id, userId))
    .orderBy(desc(assistantSessions.updated_at), desc(assistantSessions.id))
    .limit(SESSIONS_LISTED);
  if (rows.length === 0) return [];
  const last = await selectRows<Pick<AssistantMessageRow, 'session_id' | 'content'>>(
    db,
    sql`select distinct on (session_id) session_id, content from ${assistantMessages}
      where session_id in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )}) order by session_id, id desc`,
  );
  const previews = new Map(last.map((row) => [Number(row.session_id), previewOf(row.content)]));
  return rows.map((row) => toSession(row, previews.get(row.id) ?? null));
}

export async function createSession(db: Executor, userId: number, title: string, now: Date): Promise<AssistantSessionRow> {
  const [row] = await db.insert(assistantSessions).values({ user_id: userId, title, created_at: now, updated_at: now }).returning();
  return row!;
}

/** The session when it is the user's; undefined otherwise (another user's is not found, API.md). */
export async function findSession(db: Executor, userId: number, id: number): Promise<AssistantSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantSessions)
    .where(and(eq(assistantSessions.id, id), eq(assistantSessions.user_id, userId)));
  return row;
}

export async function renameSession(db: Db, userId: number, id: number, title: string): Promise<AssistantSessionRow | undefined> {
  const [row] = await db
    .update(assistantSessions)
    .set({ title })
    .where(and(eq(assistantSessions.id, id), eq(assistantSessions.user_id, userId)))
    .returning();
  return row;
}

/** Deletes the user's session and its messages; false when the user has no such session. */
export async function deleteSession(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(assistantSessions)
    .where(and(eq(assistantSessions.id, id), eq(assistantSessions.user_id, userId)))
    .returning({ id: assistantSessions.id });
  return rows.length > 0;
}

/** Every turn of a session, oldest first. */
export async function listMessages(db: Db, sessionId: number): Promise<AssistantMessageRow[]> {
  return db.select().from(assistantMessages).where(eq(assistantMessages.session_id, sessionId)).orderBy(asc(assistantMessages.id));
}

/** The last `limit` turns before the message `beforeId`, oldest first (the assistant's history). */
export async function turnsBefore(db: Db, sessionId: number, beforeId: number, limit: number): Promise<AssistantMessageRow[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.session_id, sessionId), sql`${assistantMessages.id} < ${beforeId}`))
    .orderBy(desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Stores a turn and moves the session to the top of the sidebar. */
export async function insertMessage(
  db: Executor,
  message: { sessionId: number; userId: number; role: 'user' | 'assistant'; content: string; postIds?: number[]; now: Date },
): Promise<AssistantMessageRow> {
  const [row] = await db
    .insert(assistantMessages)
    .values({
      session_id: message.sessionId,
      user_id: message.userId,
      role: message.role,
      content: message.content,
      post_ids: message.postIds ?? [],
      created_at: message.now,
    })
    .returning();
  await db.update(assistantSessions).set({ updated_at: message.now }).where(eq(assistantSessions.id, message.sessionId));
  return row!;
}

/** Whether the session has any turn yet (a session created empty takes its first question as title). */
export async function hasMessages(db: Executor, sessionId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(assistantMessages).where(eq(assistantMessages.session_id, sessionId));
  return Number(row?.n ?? 0) > 0;
}

export async function setTitle(db: Executor, sessionId: number, title: string): Promise<void> {
  await db.update(assistantSessions).set({ title }).where(eq(assistantSessions.id, sessionId));
}

/** The times of the user's questions since `since`, oldest first (the per-user rate limit). */
export async function questionTimesSince(db: Executor, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ created_at: assistantMessages.created_at })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.user_id, userId), eq(assistantMessages.role, 'user'), gte(assistantMessages.created_at, since)))
    .orderBy(asc(assistantMessages.created_at));
  return rows.map((row) => row.created_at);
}

/** Serialises one user's questions within a transaction (the limit's count and the insert). */
export async function lockUserQuestions(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7331, ${userId})`);
}

/** Those of `ids` that are open posts on `today` (Vietnamese date), in the given order, without repeats. */
export async function openPostIds(db: SqlExecutor, ids: readonly number[], today: string): Promise<number[]> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (unique.length === 0) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select p.id from posts p join enterprises e on e.id = p.enterprise_id
      where p.id in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${openPostSql(today)}`,
  );
  const open = new Set(rows.map((row) => Number(row.id)));
  return unique.filter((id) => open.has(id));
}

/** Every post id the given messages cite, first citation first. */
export function citedPostIds(rows: readonly { post_ids: number[] }[]): number[] {
  return [...new Set(rows.flatMap((row) => row.post_ids))];
}

