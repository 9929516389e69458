import { ENGLISH_FORMS as SDK_ENGLISH_FORMS } from '@jobhub/sdk';
import { expect, it } from 'vitest';
import { EN } from './en';
import { ENGLISH_FORMS } from './script-tag-english-forms';

it("the script-tag build's English dictionary chunk brings the SDK's English forms with the texts", async () => {
  expect(ENGLISH_FORMS).toBeNull();
  const chunk = await import('./script-tag-en');
  expect(chunk.EN).toBe(EN);
  expect(ENGLISH_FORMS).toBe(SDK_ENGLISH_FORMS);
  expect(ENGLISH_FORMS?.jobCount(1, false, 'en')).toBe('1 job');
});
