/**
 * The AI's held-out set (bench/assistant-held-out.ts) is frozen: written before the rules it
 * measures and never edited, so its score stays an honest estimate. The README prints its hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

describe('the held-out set of JobHub AI', () => {
  it('is the file whose SHA-256 the README prints', () => {
    const printed = /`bench\/assistant-held-out\.ts`[\s\S]*?SHA-256 is\s+`([0-9a-f]{64})`/.exec(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(printed, 'the README names the hash of bench/assistant-held-out.ts').not.toBeNull();
    const actual = createHash('sha256').update(readFileSync(join(ROOT, 'bench/assistant-held-out.ts'))).digest('hex');
    expect(actual).toBe(printed![1]);
  });
});
