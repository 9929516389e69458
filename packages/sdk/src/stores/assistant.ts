import { atom, onMount, type ReadableAtom } from 'nanostores';
import { createAssistantApi, type AssistantApi } from '../api/assistant';
import type { AssistantMessage, AssistantSession } from '../contract/assistant';
import type { PostRow } from '../contract/posts';
import { errorMessage } from '../rules/error-message';
import type { Session } from '../rules/session';
import type { ActionResult, AsyncState } from './async-state';
import type { SessionClient } from './session-client';

export const MSG_ASSISTANT_SESSIONS_FAILED = 'Không thể tải danh sách cuộc trò chuyện';
export const MSG_ASSISTANT_SESSION_FAILED = 'Không thể tải cuộc trò chuyện';
export const MSG_ASSISTANT_ASK_FAILED = 'Không thể gửi câu hỏi, vui lòng thử lại';
export const MSG_ASSISTANT_RENAME_FAILED = 'Không thể đổi tên cuộc trò chuyện';
export const MSG_ASSISTANT_DELETE_FAILED = 'Không thể xoá cuộc trò chuyện';

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

/** The sidebar's preview of a message (the server's rule: one line, 120 characters). */
function previewOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= 120 ? line : `${line.slice(0, 119).trimEnd()}…`;
}

const EMPTY: AssistantConversation = { sessionId: null, messages: [], jobs: {} };

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
  const $sessions = atom<AsyncState<AssistantSession[]>>({ status: 'idle' });
  const $conversation = atom<AsyncState<AssistantConversation>>({ status: 'ready', data: EMPTY });
  const $reply = atom<AssistantReplyState>({ status: 'idle' });
  let user = userOf(client.$session.get());
  /** Bumped whenever the open conversation changes: answers for an older one are dropped. */
  let generation = 0;
  let controller: AbortController | null = null;

  const conversation = (): AssistantConversation => $conversation.get().data ?? EMPTY;
  const setConversation = (next: AssistantConversation) => $conversation.set({ status: 'ready', data: next });

  function abortReply() {
    controller?.abort();
    controller = null;
    $reply.set({ status: 'idle' });
  }

  /** Catches up with the session: another user starts with nothing (their own list, a new conversation). */
  function followSession() {
    const next = userOf(client.$session.get());
    if (next === user) return;
    user = next;
    generation += 1;
    abortReply();
    $sessions.set({ status: 'idle' });
    setConversation(EMPTY);
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
    return mine === generation;
  };

  /** Puts a session first in the list (inserting or updating it). */
  function touchSession(session: AssistantSession) {
    const state = $sessions.get();
    const rest = (state.data ?? []).filter((row) => row.id !== session.id);
    $sessions.set({ status: 'ready', data: [session, ...rest] });
  }

  /** Changes a listed session in place. */
  function patchSession(id: number, patch: Partial<AssistantSession>) {
    const state = $sessions.get();
    if (!state.data?.some((row) => row.id === id)) return;
    $sessions.set({ status: 'ready', data: state.data.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
  }

  function appendMessage(message: AssistantMessage) {
    const current = conversation();
    setConversation({ ...current, messages: [...current.messages, message] });
  }

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
      abortReply();
      const mine = ++generation;
      $conversation.set({ status: 'loading', data: { ...EMPTY, sessionId } });
      try {
        const detail = await api.session(sessionId);
        if (!isOpen(mine)) return;
        setConversation({ sessionId: detail.id, messages: detail.messages, jobs: Object.fromEntries(detail.jobs.map((job) => [job.id, job])) });
      } catch (error) {
        if (!isOpen(mine)) return;
        client.logger.warn(`opening assistant session ${sessionId} failed`, error);
        $conversation.set({ status: 'error', error, message: errorMessage(error, MSG_ASSISTANT_SESSION_FAILED), data: { ...EMPTY, sessionId } });
      }
    },

    startNew() {
      abortReply();
      generation += 1;
      setConversation(EMPTY);
    },

    async ask(question) {
      followSession();
      if ($reply.get().status === 'streaming') return { ok: false, message: MSG_ASSISTANT_ASK_FAILED };
      const mine = generation;
      const own = new AbortController();
      controller = own;
      const sessionId = conversation().sessionId;
      let text = '';
      const postIds: number[] = [];
      $reply.set({ status: 'streaming', text, postIds });
      const current = () => isOpen(mine) && controller === own;
      /** The answer failed: the text received so far joins the conversation (the server kept it too). */
      const fail = (error: string) => {
        if (text) appendMessage({ id: -client.now(), role: 'assistant', content: text, post_ids: [...postIds], created_at: new Date(client.now()).toISOString() });
        $reply.set({ status: 'error', text: '', postIds: [], error });
      };
      try {
        for await (const event of api.stream({ message: question, ...(sessionId === null ? {} : { session_id: sessionId }) }, own.signal)) {
          if (!current()) break;
          switch (event.type) {
            case 'session': {
              const before = conversation();
              setConversation({ ...before, sessionId: event.session_id });
              appendMessage({ id: event.question_id, role: 'user', content: question.trim(), post_ids: [], created_at: new Date(client.now()).toISOString() });
              const existing = $sessions.get().data?.find((row) => row.id === event.session_id);
              const now = new Date(client.now()).toISOString();
              touchSession({ ...(existing ?? { id: event.session_id, created_at: now }), title: event.title, preview: question.trim(), updated_at: now });
              break;
            }
            case 'text':
              text += event.text;
              $reply.set({ status: 'streaming', text, postIds: [...postIds] });
              break;
            case 'jobs': {
              postIds.push(...event.post_ids);
              const before = conversation();
              setConversation({ ...before, jobs: { ...before.jobs, ...Object.fromEntries(event.jobs.map((job) => [job.id, job])) } });
              $reply.set({ status: 'streaming', text, postIds: [...postIds] });
              break;
            }
            case 'done':
              appendMessage(event.message);
              patchSession(conversation().sessionId ?? -1, { preview: previewOf(event.message.content), updated_at: event.message.created_at });
              $reply.set({ status: 'idle' });
              return { ok: true };
            case 'error':
              fail(event.message);
              return { ok: false, message: event.message };
          }
        }
        if (current()) {
          // The stream ended without `done`: the connection dropped.
          fail(MSG_ASSISTANT_ASK_FAILED);
          return { ok: false, message: MSG_ASSISTANT_ASK_FAILED };
        }
        return { ok: true };
      } catch (error) {
        if (own.signal.aborted) return { ok: true };
        client.logger.warn('asking the assistant failed', error);
        const message = errorMessage(error, MSG_ASSISTANT_ASK_FAILED);
        if (current()) fail(message);
        return { ok: false, message, error };
      } finally {
        if (controller === own) controller = null;
      }
    },

    stop() {
      const reply = $reply.get();
      if (reply.status !== 'streaming') return;
      abortReply();
      if (reply.text) {
        appendMessage({ id: -client.now(), role: 'assistant', content: reply.text, post_ids: reply.postIds, created_at: new Date(client.now()).toISOString() });
      }
    },

    async rename(sessionId, title) {
      try {
        const session = await api.rename(sessionId, title);
        patchSession(sessionId, { title: session.title });
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
      const state = $sessions.get();
      $sessions.set({ status: 'ready', data: (state.data ?? []).filter((row) => row.id !== sessionId) });
      if (conversation().sessionId === sessionId) {
        abortReply();
        generation += 1;
        setConversation(EMPTY);
      }
      return { ok: true };
    },
  };
}
