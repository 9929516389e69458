import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../env';
import type { Assistant, AssistantEvent } from './assistant';
import { INTERRUPTED_NOTE, withFallback } from './create-assistant';

const SECRET = 'assistant-test-secret-0123456789-abcdef';

describe('Gemini settings', () => {
  it('reads GEMINI_API_KEY, GEMINI_BASE_URL and GEMINI_MODEL, unset by default', () => {
    expect(parseEnv({ JWT_SECRET: SECRET })).toMatchObject({ GEMINI_API_KEY: undefined, GEMINI_BASE_URL: undefined, GEMINI_MODEL: undefined });
    expect(parseEnv({ JWT_SECRET: SECRET, GEMINI_API_KEY: ' k-123 ', GEMINI_BASE_URL: 'http://127.0.0.1:9999', GEMINI_MODEL: 'gemini-2.5-pro' })).toMatchObject({
      GEMINI_API_KEY: 'k-123',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999',
      GEMINI_MODEL: 'gemini-2.5-pro',
    });
  });

  it('refuses a base URL that is not http(s), without printing the key', () => {
    expect(() => parseEnv({ JWT_SECRET: SECRET, GEMINI_API_KEY: 'very-secret-key', GEMINI_BASE_URL: 'ftp://x' })).toThrow(EnvError);
    try {
      parseEnv({ JWT_SECRET: SECRET, GEMINI_API_KEY: 'very-secret-key', GEMINI_BASE_URL: 'ftp://x' });
    } catch (error) {
      expect(String(error)).toContain('GEMINI_BASE_URL');
      expect(String(error)).not.toContain('very-secret-key');
    }
  });
});

/** An assistant that says `parts`, then fails with `error` when given. */
function scripted(parts: string[], error?: Error): Assistant {
  return {
    async *reply() {
      for (const text of parts) yield { type: 'text', text } satisfies AssistantEvent;
      if (error) throw error;
    },
  };
}

async function texts(assistant: Assistant, signal = new AbortController().signal): Promise<string[]> {
  const out: string[] = [];
  for await (const event of assistant.reply('câu hỏi', {} as never, signal)) if (event.type === 'text') out.push(event.text);
  return out;
}

describe('withFallback', () => {
  it('answers with the fallback when the primary fails before saying anything', async () => {
    const errors: unknown[] = [];
    const assistant = withFallback(scripted([], new Error('quota')), scripted(['local']), (error) => errors.push(error));
    expect(await texts(assistant)).toEqual(['local']);
    expect(errors).toHaveLength(1);
  });

  it('ends with a note when the primary fails mid-answer', async () => {
    expect(await texts(withFallback(scripted(['phần đầu'], new Error('reset')), scripted(['local'])))).toEqual(['phần đầu', INTERRUPTED_NOTE]);
  });

  it('keeps the primary answer when it succeeds', async () => {
    expect(await texts(withFallback(scripted(['gemini']), scripted(['local'])))).toEqual(['gemini']);
  });
});
