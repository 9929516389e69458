import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

describe('npm start (scripts/start.mjs)', () => {
  // A checkout without a build: the launcher alone, in a repository of its own.
  const root = mkdtempSync(join(tmpdir(), 'jobhub-start-'));
  mkdirSync(join(root, 'scripts'));
  copyFileSync(join(import.meta.dirname, 'start.mjs'), join(root, 'scripts/start.mjs'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a production start without the compiled server and says to build first', () => {
    const result = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/api/dist/server.js is missing: run npm run build first');
  });
});
