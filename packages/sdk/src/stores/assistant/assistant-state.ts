import { atom, type WritableAtom } from 'nanostores';
import type { AssistantMessage, AssistantSession } from '../../contract/assistant';
import type { AsyncState } from '../async-state';
import type { AssistantConversation, AssistantReplyState } from '../assistant';

export const EMPTY_CONVERSATION: AssistantConversation = { sessionId: null, messages: [], jobs: {} };

/** The assistant store's atoms, the open conversation's generation and the answer being streamed. */
export interface AssistantState {
  readonly $sessions: WritableAtom<AsyncState<AssistantSession[]>>;
  readonly $conversation: WritableAtom<AsyncState<AssistantConversation>>;
  readonly $reply: WritableAtom<AssistantReplyState>;
  /** Bumped whenever the open conversation changes: answers for an older one are dropped. */
  generation: number;
  /** Aborts the answer being streamed, if any. */
  controller: AbortController | null;
  conversation(): AssistantConversation;
  setConversation(next: AssistantConversation): void;
  appendMessage(message: AssistantMessage): void;
  /** Puts a session first in the list (inserting or updating it). */
  touchSession(session: AssistantSession): void;
  /** Changes a listed session in place. */
  patchSession(id: number, patch: Partial<AssistantSession>): void;
  /** Stops the answer being streamed and empties `$reply`. */
  abortReply(): void;
  /** Another conversation opens: stops the answer and drops what an older one still receives. */
  leaveConversation(next: AssistantConversation): void;
}

export function createAssistantState(): AssistantState {
  const $sessions = atom<AsyncState<AssistantSession[]>>({ status: 'idle' });
  const $conversation = atom<AsyncState<AssistantConversation>>({ status: 'ready', data: EMPTY_CONVERSATION });
  const $reply = atom<AssistantReplyState>({ status: 'idle' });
  const conversation = (): AssistantConversation => $conversation.get().data ?? EMPTY_CONVERSATION;
  const setConversation = (next: AssistantConversation) => $conversation.set({ status: 'ready', data: next });

  const state: AssistantState = {
    $sessions,
    $conversation,
    $reply,
    generation: 0,
    controller: null,
    conversation,
    setConversation,
    appendMessage(message) {
      const current = conversation();
      setConversation({ ...current, messages: [...current.messages, message] });
    },
    touchSession(session) {
      const rest = ($sessions.get().data ?? []).filter((row) => row.id !== session.id);
      $sessions.set({ status: 'ready', data: [session, ...rest] });
    },
    patchSession(id, patch) {
      const current = $sessions.get();
      if (!current.data?.some((row) => row.id === id)) return;
      $sessions.set({ status: 'ready', data: current.data.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
    },
    abortReply() {
      state.controller?.abort();
      state.controller = null;
      $reply.set({ status: 'idle' });
    },
    leaveConversation(next) {
      state.abortReply();
      state.generation += 1;
      setConversation(next);
    },
  };
  return state;
}
