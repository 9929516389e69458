import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildReason, sourceHash, writeStamp, type BuildTarget } from './build-stamp';

const TARGET: BuildTarget = {
  name: 'site',
  script: 'build:site',
  inputs: ['app/src', 'app/index.html', 'package-lock.json'],
  outputs: ['app/dist/index.html'],
  stamp: 'app/dist/.source-hash',
};

describe('rebuildReason', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const build = () => {
    write('app/dist/index.html', '<!doctype html>');
    writeStamp(root, TARGET, sourceHash(root, TARGET.inputs));
  };
  const reason = () => rebuildReason(root, TARGET, sourceHash(root, TARGET.inputs));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'jobhub-stamp-'));
    write('app/src/main.tsx', 'render()');
    write('app/src/pages/home.tsx', 'export const Home = 1;');
    write('app/index.html', '<div id="root"></div>');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no output or no record of the last build', () => {
    expect(reason()).toBe('app/dist/index.html is missing');
    write('app/dist/index.html', 'old');
    expect(reason()).toBe('no record of the last build');
  });

  it('skips the build when nothing changed, even if files were touched', () => {
    build();
    expect(reason()).toBeUndefined();
    utimesSync(join(root, 'app/src/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(reason()).toBeUndefined();
  });

  it('builds again when a source file changes, appears, is removed or is renamed', () => {
    build();
    write('app/src/main.tsx', 'render(<App />)');
    expect(reason()).toBe('sources changed since the last build');
    build();
    write('app/src/pages/jobs.tsx', 'export const Jobs = 1;');
    expect(reason()).toBe('sources changed since the last build');
    build();
    rmSync(join(root, 'app/src/pages/jobs.tsx'));
    expect(reason()).toBe('sources changed since the last build');
    build();
    rmSync(join(root, 'app/src/pages/home.tsx'));
    write('app/src/pages/start.tsx', 'export const Home = 1;');
    expect(reason()).toBe('sources changed since the last build');
    build();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(reason()).toBe('sources changed since the last build');
  });

  it('ignores tests, installed packages and build output', () => {
    build();
    write('app/src/main.test.tsx', 'it()');
    write('app/src/node_modules/x/index.js', 'x');
    write('app/src/dist/chunk.js', 'x');
    expect(reason()).toBeUndefined();
  });
});
