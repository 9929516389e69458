import type { Env } from '../env';
import type { Assistant, AssistantEvent } from './assistant';
import { createGeminiAssistant } from './gemini/gemini-assistant';
import { createLocalAssistant } from './local/local-assistant';

/** Appended when the hosted model fails after part of the answer was streamed. */
export const INTERRUPTED_NOTE = '\n\n_Câu trả lời bị gián đoạn. Bạn vui lòng hỏi lại nhé._';

/**
 * An assistant that answers with `primary` and, when it fails before saying anything (the hosted
 * model unreachable, a quota), with `fallback`; a failure mid-answer ends it with a short note.
 * An abort is never a failure.
 */
export function withFallback(primary: Assistant, fallback: Assistant, onError: (error: unknown) => void = () => {}): Assistant {
  return {
    async *reply(question, context, signal): AsyncIterable<AssistantEvent> {
      let started = false;
      try {
        for await (const event of primary.reply(question, context, signal)) {
          started = true;
          yield event;
        }
      } catch (error) {
        if (signal.aborted) return;
        onError(error);
        if (started) {
          yield { type: 'text', text: INTERRUPTED_NOTE };
          return;
        }
        yield* fallback.reply(question, context, signal);
      }
    },
  };
}

/**
 * The assistant the chat routes use: Gemini with tool calling when GEMINI_API_KEY is set (falling
 * back to the local assistant when the model fails before answering), else the local assistant.
 *
 * @example const assistant = createAssistant(app.env, (error) => app.log.warn({ err: error }, 'gemini failed'));
 */
export function createAssistant(env: Pick<Env, 'GEMINI_API_KEY' | 'GEMINI_BASE_URL' | 'GEMINI_MODEL'>, onError?: (error: unknown) => void): Assistant {
  const local = createLocalAssistant();
  if (!env.GEMINI_API_KEY) return local;
  return withFallback(createGeminiAssistant({ apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_BASE_URL, model: env.GEMINI_MODEL }), local, onError);
}
