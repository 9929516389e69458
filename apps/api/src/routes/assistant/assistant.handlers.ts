/**
 * JobHub AI rules (API.md "JobHub AI"). The routes own sessions, storage, limits and streaming;
 * the assistant (app.assistant, the seam of apps/api/src/assistant/assistant.ts) only turns a
 * question into events.
 *
 * - A session belongs to its user: any other user's id answers 404, as an unknown one does.
 * - A question is stored before the assistant runs; the answer after it ends, also when the asker
 *   went away (the text produced so far) or the assistant failed. An answer with no text at all
 *   is stored as NOTHING_FOUND, unless the asker stopped it first (then nothing is stored).
 * - Cited jobs: only open posts (post-visibility.ts) are kept and shown as cards.
 * - At most ASSISTANT_QUESTIONS_PER_MINUTE questions a minute per user (429 with `retry_after`),
 *   counted from the stored questions under a per-user lock, so every API process and both
 *   databases share the limit without Redis (as the cold-message limit of chat does).
 */
import type { AssistantSession, AssistantSessionDetail, AssistantStreamEvent, PostRow, Role } from '@jobhub/sdk/contract';
import { ASSISTANT_TITLE_MAX } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { NOTHING_FOUND, type AssistantTurn } from '../../assistant/assistant';
import { MINUTE_MS } from '../../lib/clock';
import { httpError } from '../../lib/http-error';
import { vietnamToday } from '../../lib/vietnam-date';
import type { AssistantMessageRow, AssistantSessionRow } from '../../db/schema/assistant';
import {
  citedPostIds,
  createSession,
  deleteSession,
  findSession,
  hasMessages,
  insertMessage,
  listMessages,
  listSessions,
  lockUserQuestions,
  openPostIds,
  previewOf,
  questionTimesSince,
  renameSession,
  setTitle,
  toMessage,
  toSession,
  turnsBefore,
} from '../../repositories/assistant-chat';
import { markRowsForViewer, postRowsByIds } from '../../repositories/post-rows';

export const ASSISTANT_QUESTIONS_PER_MINUTE = 20;
/** Earlier turns handed to the assistant with a question. */
export const ASSISTANT_HISTORY_TURNS = 20;
/** Characters of the first question that become a session's title. */
export const TITLE_FROM_QUESTION_LENGTH = 60;

export const MSG_SESSION_NOT_FOUND = 'Không tìm thấy cuộc trò chuyện';
export const MSG_SESSION_DELETED = 'Đã xoá cuộc trò chuyện';
export const MSG_NEW_SESSION_TITLE = 'Cuộc trò chuyện mới';
export const MSG_ASSISTANT_FAILED = 'JobHub AI đang gặp sự cố, vui lòng thử lại sau.';

/** The 429 text with the wait in seconds. */
export function tooManyQuestionsMessage(retryAfterS: number): string {
  return `Bạn đã hỏi JobHub AI quá ${ASSISTANT_QUESTIONS_PER_MINUTE} câu trong một phút. Vui lòng thử lại sau ${retryAfterS} giây.`;
}

/** A session's default title: the first question on one line, cut at a word near TITLE_FROM_QUESTION_LENGTH. */
export function titleFromQuestion(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_FROM_QUESTION_LENGTH) return line.slice(0, ASSISTANT_TITLE_MAX);
  const cut = line.slice(0, TITLE_FROM_QUESTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_FROM_QUESTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Who asks. */
export interface Asker {
  userId: number;
  role: Role;
}

/** A question stored and ready for the assistant. */
export interface StartedTurn {
  session: AssistantSessionRow;
  question: AssistantMessageRow;
}

/** How an answer ended: the stored message (none when stopped before any text) and whether the assistant failed. */
export interface AnswerOutcome {
  message: AssistantMessageRow | undefined;
  failed: boolean;
}

/** The events `answer` reports as they come (the stream route writes them to the browser). */
export type AnswerEvent = Extract<AssistantStreamEvent, { type: 'text' } | { type: 'jobs' }>;

export function createAssistantHandlers(app: FastifyInstance) {
  const { db } = app;

  async function ownSession(userId: number, id: number): Promise<AssistantSessionRow> {
    const session = await findSession(db, userId, id);
    if (!session) throw httpError(404, MSG_SESSION_NOT_FOUND);
    return session;
  }

  /** Cards of the open posts among `ids`, in order, marked for the viewer (saved, matches criteria). */
  async function cards(userId: number, ids: readonly number[]): Promise<{ ids: number[]; rows: PostRow[] }> {
    const now = app.clock.now();
    const open = await openPostIds(db, ids, vietnamToday(now));
    const rows = await markRowsForViewer(db, await postRowsByIds(db, open, now), { userId });
    return { ids: open, rows };
  }

  return {
    list: (userId: number): Promise<AssistantSession[]> => listSessions(db, userId),

    async create(userId: number, title: string | undefined): Promise<AssistantSession> {
      return toSession(await createSession(db, userId, title ?? MSG_NEW_SESSION_TITLE, app.clock.now()), null);
    },

    async detail(userId: number, id: number): Promise<AssistantSessionDetail> {
      const session = await ownSession(userId, id);
      const rows = await listMessages(db, session.id);
      const last = rows.at(-1);
      const { rows: jobs } = await cards(userId, citedPostIds(rows));
      return { ...toSession(session, last ? previewOf(last.content) : null), messages: rows.map(toMessage), jobs };
    },

    async rename(userId: number, id: number, title: string): Promise<AssistantSession> {
      const session = await renameSession(db, userId, id, title);
      if (!session) throw httpError(404, MSG_SESSION_NOT_FOUND);
      const [last] = (await listMessages(db, session.id)).slice(-1);
      return toSession(session, last ? previewOf(last.content) : null);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deleteSession(db, userId, id))) throw httpError(404, MSG_SESSION_NOT_FOUND);
    },

    /**
     * Checks the session (404) and the rate limit (429), then stores the question, in a new
     * session when none is named. A session still without turns takes its title from it.
     */
    async start(asker: Asker, body: { message: string; session_id?: number | null | undefined }): Promise<StartedTurn> {
      const now = app.clock.now();
      return db.transaction(async (tx) => {
        let session = body.session_id == null ? undefined : await findSession(tx, asker.userId, body.session_id);
        if (body.session_id != null && !session) throw httpError(404, MSG_SESSION_NOT_FOUND);
        await lockUserQuestions(tx, asker.userId);
        const recent = await questionTimesSince(tx, asker.userId, new Date(now.getTime() - MINUTE_MS));
        if (recent.length >= ASSISTANT_QUESTIONS_PER_MINUTE) {
          const oldest = recent[recent.length - ASSISTANT_QUESTIONS_PER_MINUTE]!;
          const retryAfterS = Math.max(1, Math.ceil((oldest.getTime() + MINUTE_MS - now.getTime()) / 1000));
          throw httpError(429, tooManyQuestionsMessage(retryAfterS), { retry_after: retryAfterS });
        }
        if (!session) {
          session = await createSession(tx, asker.userId, titleFromQuestion(body.message), now);
        } else if (!(await hasMessages(tx, session.id)) && session.title === MSG_NEW_SESSION_TITLE) {
          const title = titleFromQuestion(body.message);
          await setTitle(tx, session.id, title);
          session = { ...session, title };
        }
        const question = await insertMessage(tx, { sessionId: session.id, userId: asker.userId, role: 'user', content: body.message, now });
        return { session: { ...session, updated_at: now }, question };
      });
    },

    /**
     * Runs the assistant on a started turn, reports its text and cited jobs through `onEvent`,
     * and stores the answer when it ends (finished, stopped by `signal`, or failed).
     */
    async answer(asker: Asker, turn: StartedTurn, signal: AbortSignal, onEvent: (event: AnswerEvent) => void): Promise<AnswerOutcome> {
      const earlier = await turnsBefore(db, turn.session.id, turn.question.id, ASSISTANT_HISTORY_TURNS);
      const history: AssistantTurn[] = earlier.map((row) => ({ role: row.role === 'assistant' ? 'assistant' : 'user', content: row.content }));
      let text = '';
      const cited: number[] = [];
      let failed = false;
      try {
        const context = { db, clock: app.clock, userId: asker.userId, role: asker.role, history };
        for await (const event of app.assistant.reply(turn.question.content, context, signal)) {
          if (signal.aborted) break;
          if (event.type === 'text') {
            if (!event.text) continue;
            text += event.text;
            onEvent({ type: 'text', text: event.text });
          } else {
            const found = await cards(asker.userId, event.post_ids.filter((id) => !cited.includes(id)));
            if (found.ids.length === 0) continue;
            cited.push(...found.ids);
            onEvent({ type: 'jobs', post_ids: found.ids, jobs: found.rows });
          }
        }
      } catch (error) {
        if (!signal.aborted) {
          failed = true;
          app.log.error({ err: error }, 'assistant failed');
        }
      }
      const stopped = signal.aborted || failed;
      if (!text && stopped) return { message: undefined, failed };
      const content = text || NOTHING_FOUND;
      const message = await insertMessage(db, {
        sessionId: turn.session.id,
        userId: asker.userId,
        role: 'assistant',
        content,
        postIds: cited,
        now: app.clock.now(),
      });
      return { message, failed };
    },
  };
}

