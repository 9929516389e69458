/**
 * JobHub AI's seam (API.md "JobHub AI"): what the chat routes ask of an assistant, whichever one
 * answers — the local assistant (embedded default) or Gemini with tool calling (GEMINI_API_KEY).
 *
 * The routes own sessions, storage, limits and streaming to the browser; an assistant only turns a
 * question (with the session's earlier turns) into a stream of events, reading the live job
 * database through the grounding functions with the asker's identity, never anyone else's.
 */
import type { Role } from '@jobhub/sdk/contract';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';

/** One earlier turn of the session, oldest first. */
export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Who asks, and where the assistant may read. Only public data and this user's own data reach an answer. */
export interface AssistantContext {
  db: Db;
  clock: Clock;
  /** The asker (a signed-in user; guests never reach an assistant). */
  userId: number;
  role: Role;
  /** The session's earlier turns, oldest first (already bounded by the route). */
  history: readonly AssistantTurn[];
}

/**
 * What an assistant streams. `text` parts concatenated are the answer's markdown (Vietnamese, jobs
 * linked as `/job/{id}`); `jobs` names the post ids the answer cites, in order, so the page can show
 * cards for them. The stored answer is the concatenated text.
 */
export type AssistantEvent = { type: 'text'; text: string } | { type: 'jobs'; post_ids: number[] };

export interface Assistant {
  /** Streams the answer to `question`; stops early (without throwing) when `signal` aborts. */
  reply(question: string, context: AssistantContext, signal: AbortSignal): AsyncIterable<AssistantEvent>;
}

/** The answer when nothing in the database fits the question (API.md). */
export const NOTHING_FOUND = 'Không tìm thấy thông tin phù hợp trong hệ thống.';
