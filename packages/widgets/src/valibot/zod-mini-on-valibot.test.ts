/**
 * The script-tag bundles parse with src/valibot/zod-mini-on-valibot.ts what everything else parses
 * with zod/mini: every schema of the contract is built both ways, then fed a valid sample and every
 * single-field corruption of it; both must accept or refuse alike, keep the same data and point at
 * the same fields. Schemas using what the module does not carry (checks, coercion...) must throw.
 */
// The schemas themselves are what is compared here, so this test reads the contract entry.
// eslint-disable-next-line no-restricted-imports
import * as zodContract from '@jobhub/sdk/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as zm from './zod-mini-on-valibot';

type Contract = typeof zodContract;
type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[] }[] } } };

interface ZodDef {
  type: string;
  checks?: unknown[];
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  catchall?: { _zod: { def: ZodDef } };
  innerType?: { _zod: { def: ZodDef } };
  element?: { _zod: { def: ZodDef } };
  options?: { _zod: { def: ZodDef } }[];
  entries?: Record<string, string>;
  values?: unknown[];
}

const defOf = (schema: unknown) => (schema as { _zod: { def: ZodDef } })._zod.def;
const CARRIED = new Set(['object', 'string', 'number', 'boolean', 'nullable', 'optional', 'array', 'enum', 'literal', 'union', 'unknown']);

/** Whether the schema uses only what the valibot module carries. */
function carried(def: ZodDef): boolean {
  if (!CARRIED.has(def.type) || (def.checks?.length ?? 0) > 0) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    ...(def.catchall ? [def.catchall] : []),
    ...(def.innerType ? [def.innerType] : []),
    ...(def.element ? [def.element] : []),
    ...(def.options ?? []),
  ];
  return children.every((child) => carried(child._zod.def));
}

/** A valid value for the schema, with an unknown key on every plain object (it must be dropped). */
function sample(def: ZodDef): unknown {
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) value[key] = sample(field._zod.def);
      value.unexpected_key = def.catchall ? sample(def.catchall._zod.def) : 'dropped';
      return value;
    }
    case 'string':
      return 'Lập trình viên';
    case 'number':
      return 42;
    case 'boolean':
      return true;
    case 'nullable':
    case 'optional':
      return sample(def.innerType!._zod.def);
    case 'array':
      return [sample(def.element!._zod.def), sample(def.element!._zod.def)];
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'union':
      return sample(def.options![0]!._zod.def);
    default:
      return { any: 'thing' };
  }
}

/** Every path to a value inside `value` (objects and arrays, depth first). */
function pathsOf(value: unknown, prefix: PropertyKey[] = []): PropertyKey[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(child, path)];
  });
}

function withValueAt(value: unknown, path: PropertyKey[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<PropertyKey, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PropertyKey, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const REPLACEMENTS = [undefined, null, 'x', 0, false, [], {}];

function outcome(schema: Parser, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  const paths = new Set(result.error!.issues.map((issue) => issue.path.join('.')));
  return { success: false, paths: [...paths].sort() };
}

let valibotContract: Contract;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('zod/mini', () => import('./zod-mini-on-valibot'));
  valibotContract = (await import('@jobhub/sdk/contract')) as Contract;
  vi.doUnmock('zod/mini');
});

const schemaNames = Object.keys(zodContract).filter((name) => {
  const value = (zodContract as Record<string, unknown>)[name];
  return typeof value === 'object' && value !== null && '_zod' in value;
});
const carriedNames = schemaNames.filter((name) => carried(defOf(zodContract[name as keyof Contract])));
const otherNames = schemaNames.filter((name) => !carriedNames.includes(name));

describe('zod/mini on valibot (the script-tag bundles)', () => {
  it('covers the answer schemas of the contract', () => {
    // The widgets' answers: notifications, conversations, messages, socket frames, tokens, errors, posts.
    expect(carriedNames).toEqual(
      expect.arrayContaining(['NotificationSchema', 'UnreadCountResponseSchema', 'ApiErrorBodySchema', 'NotificationFrameSchema', 'ChatFrameSchema', 'TokenRefreshResponseSchema']),
    );
    expect(carriedNames.length).toBeGreaterThan(30);
  });

  it.each(carriedNames)('%s: same answer as zod for a valid value and every one-field corruption', (name) => {
    const zodSchema = (zodContract as unknown as Record<string, Parser>)[name]!;
    const valibotSchema = (valibotContract as unknown as Record<string, Parser>)[name]!;
    const valid = sample(defOf(zodSchema));
    const first = outcome(zodSchema, valid);
    expect(first.success, `${name} refuses its own sample`).toBe(true);
    expect(outcome(valibotSchema, valid)).toEqual(first);
    for (const path of pathsOf(valid)) {
      for (const replacement of REPLACEMENTS) {
        const corrupted = withValueAt(valid, path, replacement);
        expect(outcome(valibotSchema, corrupted), `${name} with ${path.join('.')} = ${JSON.stringify(replacement)}`).toEqual(outcome(zodSchema, corrupted));
      }
    }
    for (const whole of REPLACEMENTS) expect(outcome(valibotSchema, whole)).toEqual(outcome(zodSchema, whole));
  });

  it('the envelope and page wrappers parse alike', () => {
    const zodPage = zodContract.envelope(zodContract.paged(zodContract.NotificationSchema)) as unknown as Parser;
    const valibotPage = valibotContract.envelope(valibotContract.paged(valibotContract.NotificationSchema)) as unknown as Parser;
    const valid = sample(defOf(zodPage));
    expect(outcome(valibotPage, valid)).toEqual(outcome(zodPage, valid));
    expect(outcome(valibotPage, withValueAt(valid, ['data', 'results', 1, 'is_read'], 'yes'))).toEqual({ success: false, paths: ['data.results.1.is_read'] });
  });

  it('keeps custom messages and gives issues with paths, as the SDK reads them', () => {
    const schema = zm.object({ kind: zm.enum(['a', 'b'], { error: 'Loại không hợp lệ' }), name: zm.string('Tên phải là chuỗi') });
    expect(zm.safeParse(schema, { kind: 'c', name: 1 })).toEqual({
      success: false,
      error: { issues: [{ path: ['kind'], message: 'Loại không hợp lệ' }, { path: ['name'], message: 'Tên phải là chuỗi' }] },
    });
    expect(schema.parse({ kind: 'a', name: 'An', extra: true })).toEqual({ kind: 'a', name: 'An' });
    expect(() => schema.parse({ kind: 'a' })).toThrow(/name/);
  });

  it('builds schemas it does not carry, and throws the moment one is parsed with', () => {
    expect(otherNames).toContain('RegisterBodySchema');
    for (const name of otherNames) {
      const schema = (valibotContract as unknown as Record<string, Parser>)[name]!;
      expect(() => schema.safeParse(sample(defOf(zodContract[name as keyof Contract]))), name).toThrow(/is not in the (zod\/mini of the )?script-tag bundles/);
    }
  });
});
