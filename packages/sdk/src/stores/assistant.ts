import { onMount, type ReadableAtom } from 'nanostores';
import { createAssistantApi, type AssistantApi } from '../api/assistant';
import type { AssistantMessage, AssistantSession } from '../contract/assistant';
import type { PostRow } from '../contract/posts';
import { errorMessage } from '../rules/error-message';
import type { Session } from '../rules/session';
import type { ActionResult, AsyncState } from './async-state';
import { createAsk } from './assistant/assistant-ask';
import { createAssistantState, EMPTY_CONVERSATION } from './assistant/assistant-state';
import { MSG_ASSISTANT_DELETE_FAILED, MSG_ASSISTANT_RENAME_FAILED, MSG_ASSISTANT_SESSION_FAILED, MSG_ASSISTANT_SESSIONS_FAILED } from './assistant/assistant-texts';
import type { SessionClient } from './session-client';

export {
  MSG_ASSISTANT_ASK_FAILED,
  MSG_ASSISTANT_DELETE_FAILED,
  MSG_ASSISTANT_RENAME_FAILED,
  MSG_ASSISTANT_SESSION_FAILED,
  MSG_ASSISTANT_SESSIONS_FAILED,
} from './assistant/assistant-texts';

/** The open conversation: its session (null before the first question of a new one), turns and job cards. */
export interface AssistantConversation {
  sessionId: number | null;
  /** Stored turns, oldest first (a stopped answer is kept as received). */
  messages: AssistantMessage[];
  /** Cards of the cited open jobs, by post id. */
  jobs: Readonly<Record<number, PostRow>>;
}

/** The answer being streamed: `text` so far and the jobs it cited; `error` when it failed (its text so far is then a message of the conversation). */
export type AssistantReplyState =
  | { status: 'idle'; text?: undefined; postIds?: undefined; error?: undefined }
  | { status: 'streaming'; text: string; postIds: number[]; error?: undefined }
  | { status: 'error'; text: string; postIds: number[]; error: string };

export interface AssistantStore {
  /** The user's sessions, most recently active first. */
  readonly $sessions: ReadableAtom<AsyncState<AssistantSession[]>>;
  /** The open conversation (`ready` with `sessionId: null` for a new one). */
  readonly $conversation: ReadableAtom<AsyncState<AssistantConversation>>;
  /** The streamed answer. */
  readonly $reply: ReadableAtom<AssistantReplyState>;
  /** GET the sessions into `$sessions`. */
  loadSessions(): Promise<void>;
  /** Opens a stored session (stopping any answer being streamed). */
  open(sessionId: number): Promise<void>;
  /** Starts a new conversation; the session is created by its first question. */
  startNew(): void;
  /**
   * Asks in the open conversation and streams the answer into `$reply`; when it is done the turn
   * joins `$conversation` and the session moves to the top of `$sessions`. Resolves when the
   * answer ended (done, stopped or failed); `ok: false` with the text to show when it was refused
   * or failed.
   */
  ask(question: string): Promise<ActionResult>;
  /** Stops the answer being streamed; the text received so far is kept (the server stores it too). */
  stop(): void;
  rename(sessionId: number, title: string): Promise<ActionResult>;
  /** Deletes a session; the open conversation becomes a new one when it was that session. */
  remove(sessionId: number): Promise<ActionResult>;
}

/** What {@link createAssistantStore} needs from the client. */
export type AssistantClient = Pick<SessionClient, 'http' | '$session' | 'logger' | 'now'>;

function userOf(session: Session): number | null {
  return session.status === 'authenticated' ? session.user.user_id : null;
}

/**
 * Creates the JobHub AI store of a client: the session list, the open conversation and the
 * streamed answer with its stop button. Everything is emptied when the user changes; an answer
 * that arrives for a conversation no longer open is dropped.
 *
 * @param client - A `createClient()` client.
 * @example
 * const assistant = createAssistantStore(client);
 * await assistant.loadSessions();
 * const result = await assistant.ask('Tìm việc React ở Hà Nội');
 * if (!result.ok) toast.error(result.message);
 */
export function createAssistantStore(client: AssistantClient, api: AssistantApi = createAssistantApi(client)): AssistantStore {
  const state = createAssistantState();
  const { $sessions, $conversation, $reply } = state;
  let user = userOf(client.$session.get());

  /** Catches up with the session: another user starts with nothing (their own list, a new conversation). */
  function followSession() {
    const next = userOf(client.$session.get());
    if (next === user) return;
    user = next;
    $sessions.set({ status: 'idle' });
    state.leaveConversation(EMPTY_CONVERSATION);
  }
  // The session is followed only while someone reads a store (reading one mounts it for a moment);
  // actions and answers in flight catch up themselves before they look at the user.
  for (const $store of [$sessions, $conversation, $reply]) {
    onMount($store, () => {
      followSession();
      return client.$session.listen(followSession);
    });
  }
  /** Whether `owner` is still the signed-in user (an answer for an earlier one is dropped). */
  const isStill = (owner: number | null) => {
    followSession();
    return owner === user;
  };
  /** Whether the conversation of `mine` is still the open one (not replaced, nor its user gone). */
  const isOpen = (mine: number) => {
    followSession();
    return mine === state.generation;
  };

  return {
    $sessions,
    $conversation,
    $reply,

    async loadSessions() {
      followSession();
      const owner = user;
      $sessions.set({ status: 'loading', data: $sessions.get().data });
      try {
        const rows = await api.sessions();
        if (isStill(owner)) $sessions.set({ status: 'ready', data: rows });
      } catch (error) {
        client.logger.warn('loading assistant sessions failed', error);
        if (isStill(owner)) $sessions.set({ status: 'error', error, message: errorMessage(error, MSG_ASSISTANT_SESSIONS_FAILED), data: $sessions.get().data });
      }
    },

    async open(sessionId) {
      followSession();
      state.abortReply();
      const mine = ++state.generation;
      $conversation.set({ status: 'loading', data: { ...EMPTY_CONVERSATION, sessionId } });
      try {
        const detail = await api.session(sessionId);
        if (!isOpen(mine)) return;
        state.setConversation({ sessionId: detail.id, messages: detail.messages, jobs: Object.fromEntries(detail.jobs.map((job) => [job.id, job])) });
      } catch (error) {
        if (!isOpen(mine)) return;
        client.logger.warn(`opening assistant session ${sessionId} failed`, error);
        $conversation.set({ status: 'error', error, message: errorMessage(error, MSG_ASSISTANT_SESSION_FAILED), data: { ...EMPTY_CONVERSATION, sessionId } });
      }
    },

    startNew() {
      state.leaveConversation(EMPTY_CONVERSATION);
    },

    ask: createAsk(state, client, api, followSession, isOpen),

    stop() {
      const reply = $reply.get();
      if (reply.status !== 'streaming') return;
      state.abortReply();
      if (reply.text) {
        state.appendMessage({ id: -client.now(), role: 'assistant', content: reply.text, post_ids: reply.postIds, created_at: new Date(client.now()).toISOString() });
      }
    },

    async rename(sessionId, title) {
      try {
        const session = await api.rename(sessionId, title);
        state.patchSession(sessionId, { title: session.title });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: errorMessage(error, MSG_ASSISTANT_RENAME_FAILED), error };
      }
    },

    async remove(sessionId) {
      try {
        await api.remove(sessionId);
      } catch (error) {
        return { ok: false, message: errorMessage(error, MSG_ASSISTANT_DELETE_FAILED), error };
      }
      $sessions.set({ status: 'ready', data: ($sessions.get().data ?? []).filter((row) => row.id !== sessionId) });
      if (state.conversation().sessionId === sessionId) state.leaveConversation(EMPTY_CONVERSATION);
      return { ok: true };
    },
  };
}
