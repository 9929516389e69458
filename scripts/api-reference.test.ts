import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listEndpoints } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE_FILE, apiReference } from './api-reference';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('docs/api-reference.md', () => {
  it('is what `npm run docs:api` writes from the contract today', { timeout: 120_000 }, async () => {
    const generated = await apiReference();
    // Every endpoint of the table has its row.
    for (const [name] of listEndpoints()) expect(generated).toContain(`| \`${name}\` |`);
    const committed = await readFile(join(ROOT, API_REFERENCE_FILE), 'utf8');
    expect(committed, `${API_REFERENCE_FILE} is out of date: run npm run docs:api`).toBe(generated);
  });
});
