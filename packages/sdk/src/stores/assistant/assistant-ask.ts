import type { AssistantApi } from '../../api/assistant';
import type { AssistantStreamEvent } from '../../contract/assistant';
import { errorMessage } from '../../rules/error-message';
import type { ActionResult } from '../async-state';
import type { AssistantClient } from '../assistant';
import { MSG_ASSISTANT_ASK_FAILED } from './assistant-texts';
import type { AssistantState } from './assistant-state';

/** The sidebar's preview of a message (the server's rule: one line, 120 characters). */
function previewOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= 120 ? line : `${line.slice(0, 119).trimEnd()}…`;
}

/** The answer received so far: its text and the jobs it cited. */
interface PartialAnswer {
  text: string;
  postIds: number[];
}

/**
 * Applies one streamed event to the conversation and `$reply`; answers the ask's result when the
 * event ends the answer (`done` or `error`), undefined while it goes on.
 */
function applyEvent(
  state: AssistantState,
  client: AssistantClient,
  question: string,
  answer: PartialAnswer,
  event: AssistantStreamEvent,
  fail: (error: string) => void,
): ActionResult | undefined {
  const nowIso = () => new Date(client.now()).toISOString();
  switch (event.type) {
    case 'session': {
      state.setConversation({ ...state.conversation(), sessionId: event.session_id });
      state.appendMessage({ id: event.question_id, role: 'user', content: question.trim(), post_ids: [], created_at: nowIso() });
      const existing = state.$sessions.get().data?.find((row) => row.id === event.session_id);
      const now = nowIso();
      state.touchSession({ ...(existing ?? { id: event.session_id, created_at: now }), title: event.title, preview: question.trim(), updated_at: now });
      return undefined;
    }
    case 'text':
      answer.text += event.text;
      state.$reply.set({ status: 'streaming', text: answer.text, postIds: [...answer.postIds] });
      return undefined;
    case 'jobs': {
      answer.postIds.push(...event.post_ids);
      const before = state.conversation();
      state.setConversation({ ...before, jobs: { ...before.jobs, ...Object.fromEntries(event.jobs.map((job) => [job.id, job])) } });
      state.$reply.set({ status: 'streaming', text: answer.text, postIds: [...answer.postIds] });
      return undefined;
    }
    case 'done':
      state.appendMessage(event.message);
      state.patchSession(state.conversation().sessionId ?? -1, { preview: previewOf(event.message.content), updated_at: event.message.created_at });
      state.$reply.set({ status: 'idle' });
      return { ok: true };
    case 'error':
      fail(event.message);
      return { ok: false, message: event.message };
  }
}

/**
 * The store's `ask`: streams the answer into `$reply` (see `AssistantStore.ask`). `followSession`
 * catches the store up with the session first; `isOpen(mine)` tells whether the conversation the
 * answer belongs to is still the open one.
 */
export function createAsk(
  state: AssistantState,
  client: AssistantClient,
  api: AssistantApi,
  followSession: () => void,
  isOpen: (mine: number) => boolean,
) {
  return async function ask(question: string): Promise<ActionResult> {
    followSession();
    if (state.$reply.get().status === 'streaming') return { ok: false, message: MSG_ASSISTANT_ASK_FAILED };
    const mine = state.generation;
    const own = new AbortController();
    state.controller = own;
    const sessionId = state.conversation().sessionId;
    const answer: PartialAnswer = { text: '', postIds: [] };
    state.$reply.set({ status: 'streaming', text: answer.text, postIds: answer.postIds });
    const current = () => isOpen(mine) && state.controller === own;
    /** The answer failed: the text received so far joins the conversation (the server kept it too). */
    const fail = (error: string) => {
      if (answer.text) {
        state.appendMessage({ id: -client.now(), role: 'assistant', content: answer.text, post_ids: [...answer.postIds], created_at: new Date(client.now()).toISOString() });
      }
      state.$reply.set({ status: 'error', text: '', postIds: [], error });
    };
    try {
      for await (const event of api.stream({ message: question, ...(sessionId === null ? {} : { session_id: sessionId }) }, own.signal)) {
        if (!current()) break;
        const result = applyEvent(state, client, question, answer, event, fail);
        if (result) return result;
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
      if (state.controller === own) state.controller = null;
    }
  };
}
