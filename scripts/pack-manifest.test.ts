import { describe, expect, it } from 'vitest';
import { withoutDevCondition } from './pack-manifest';

describe('withoutDevCondition', () => {
  it('drops the source condition at every depth and keeps the rest in order', () => {
    const exports = {
      '.': {
        source: './src/index.ts',
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { source: './src/index.ts', types: './dist/index.d.cts', default: './dist/index.cjs' },
      },
      './styles.css': './dist/styles.css',
      './list': [{ source: './src/a.ts', default: './dist/a.js' }, './dist/a.js'],
    };
    const stripped = withoutDevCondition(exports);
    expect(stripped).toEqual({
      '.': {
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
      },
      './styles.css': './dist/styles.css',
      './list': [{ default: './dist/a.js' }, './dist/a.js'],
    });
    expect(Object.keys((stripped as Record<string, object>)['.']!)).toEqual(['import', 'require']);
  });
});
