/**
 * The part of `zod/mini` the SDK's answers are parsed with, on valibot: what the script-tag bundles
 * (rollup.config.ts) get for `zod/mini`, as they get src/preact/react-on-preact.ts for `react`.
 *
 * Why: in a browser bundle the widgets only parse API answers and socket frames (objects, arrays,
 * strings, numbers, booleans, nullable, optional, enums), yet zod's core — the shared parse pipeline,
 * the object JIT, issue formatting — costs ~5.3 kB gzip per bundle whatever the schemas; valibot's
 * functions for the same kinds, with this module, cost ~1.6 kB (chat-dock.js 27.4 → 23.7 kB,
 * bell.js 24.0 → 20.3 kB, measured 2026-11-24).
 * The contract stays one set of zod schemas: the API, the npm packages and the site parse with zod
 * itself; only the script-tag bundles rebuild those schemas here.
 *
 * Same answers, same rules: unknown keys are dropped, optional keys may be absent, an array is not
 * an object, and every issue
 * is reported with its path (src/valibot/zod-mini-on-valibot.test.ts parses every contract schema
 * both ways and compares). Anything else — checks, coercion, transforms, pipes, defaults, formats —
 * is a placeholder that throws if it is ever parsed with, and rollup.config.ts fails the build
 * when one reaches a bundle: a form that validates in the browser needs the real zod/mini there.
 */
import * as v from 'valibot';

/** zod's `params`: a message, or `{ error }` / `{ message }` holding one. */
type Params = string | { error?: string; message?: string } | undefined;
type Schema = v.GenericSchema & ZodMiniMethods;
type ObjectSchema = Schema & { entries: v.ObjectEntries };

interface ParseIssue {
  path: PropertyKey[];
  message: string;
}
type SafeParseResult = { success: true; data: unknown } | { success: false; error: { issues: ParseIssue[] } };

interface ZodMiniMethods {
  parse(value: unknown): unknown;
  safeParse(value: unknown): SafeParseResult;
  check(...checks: unknown[]): Schema;
}

/** Text of the error a placeholder throws; rollup.config.ts looks for it in every bundle. */
export const UNSUPPORTED_MARK = 'is not in the zod/mini of the script-tag bundles (src/valibot/zod-mini-on-valibot.ts)';

const messageOf = (params: Params) => (typeof params === 'string' ? params : params?.error ?? params?.message);

/** zod/mini's `safeParse(schema, value)`: the result shape the SDK reads (`success`, `data`, `error.issues`). */
export function safeParse(schema: v.GenericSchema, value: unknown): SafeParseResult {
  const result = v.safeParse(schema, value);
  if (result.success) return { success: true, data: result.output };
  const issues = result.issues.map((issue) => ({ path: (issue.path ?? []).map((item) => item.key as PropertyKey), message: issue.message }));
  return { success: false, error: { issues } };
}

const METHODS: ZodMiniMethods = {
  parse(this: Schema, value: unknown) {
    const result = safeParse(this, value);
    if (result.success) return result.data;
    throw new Error(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '));
  },
  safeParse(this: Schema, value: unknown) {
    return safeParse(this, value);
  },
  // Every argument of `.check()` is a placeholder below, so a kept `.check()` fails the build anyway.
  check: () => throwingSchema('schema.check() is not in the script-tag bundles'),
};

/* @__NO_SIDE_EFFECTS__ */
function withMethods<T extends v.GenericSchema>(schema: T): T & ZodMiniMethods {
  return Object.assign(schema, METHODS);
}

/** A schema that builds like any other and throws when something is parsed with it. */
/* @__NO_SIDE_EFFECTS__ */
function throwingSchema(message: string): Schema {
  return withMethods({
    ...v.unknown(),
    '~run'() {
      throw new Error(message);
    },
  });
}

/** A zod/mini function the script-tag bundles do not carry: building with it works, parsing throws. */
/* @__NO_SIDE_EFFECTS__ */
function unsupported(name: string) {
  return (..._args: unknown[]): Schema => throwingSchema(`z.${name} ${UNSUPPORTED_MARK}`);
}

/**
 * valibot's objects take arrays (they are `typeof 'object'`) and zod's do not: an array where an
 * object belongs is refused here too, as the type issue of that object.
 */
/* @__NO_SIDE_EFFECTS__ */
function refuseArrays<T extends v.GenericSchema>(schema: T): T & ZodMiniMethods {
  type Run = T['~run'];
  const run: Run = schema['~run'];
  const refusing: Run = function (this: T, dataset, config) {
    if (!Array.isArray(dataset.value)) return run.call(this, dataset, config);
    v._addIssue(this, 'type', dataset, config);
    return dataset as ReturnType<Run>;
  };
  return withMethods(Object.assign(schema, { '~run': refusing }));
}

/* @__NO_SIDE_EFFECTS__ */
export const object = (shape: v.ObjectEntries, params?: Params) => refuseArrays(v.object(shape, messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
export const extend = (schema: ObjectSchema, shape: v.ObjectEntries) => object({ ...schema.entries, ...shape });
/* @__NO_SIDE_EFFECTS__ */
export const omit = (schema: ObjectSchema, mask: Record<string, true>) =>
  object(Object.fromEntries(Object.entries(schema.entries).filter(([key]) => !(key in mask))));
/* @__NO_SIDE_EFFECTS__ */
export const catchall = (schema: ObjectSchema, rest: v.GenericSchema) => refuseArrays(v.objectWithRest(schema.entries, rest));
/* @__NO_SIDE_EFFECTS__ */
export const string = (params?: Params) => withMethods(v.string(messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
export const number = (params?: Params) => withMethods(v.number(messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
export const boolean = (params?: Params) => withMethods(v.boolean(messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
export const nullable = (inner: v.GenericSchema) => withMethods(v.nullable(inner));
/* @__NO_SIDE_EFFECTS__ */
export const optional = (inner: v.GenericSchema) => withMethods(v.optional(inner));
/* @__NO_SIDE_EFFECTS__ */
export const array = (item: v.GenericSchema, params?: Params) => withMethods(v.array(item, messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
export const literal = (value: v.Literal, params?: Params) => withMethods(v.literal(value, messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
export const union = (options: v.GenericSchema[], params?: Params) => withMethods(v.union(options, messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
export const unknown = () => withMethods(v.unknown());
/* @__NO_SIDE_EFFECTS__ */
const picklist = (values: readonly string[], params?: Params) => withMethods(v.picklist(values, messageOf(params)));
/* @__NO_SIDE_EFFECTS__ */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's `instanceof` takes any class
const instance = (cls: new (...args: any[]) => unknown, params?: Params) => withMethods(v.instance(cls, messageOf(params)));
export { instance as instanceof, picklist as enum };

// Not carried (see the header): checks, coercion, transforms, pipes, defaults and string formats.
export const _default = /* @__PURE__ */ unsupported('_default');
export const email = /* @__PURE__ */ unsupported('email');
export const int = /* @__PURE__ */ unsupported('int');
export const maxLength = /* @__PURE__ */ unsupported('maxLength');
export const maximum = /* @__PURE__ */ unsupported('maximum');
export const minLength = /* @__PURE__ */ unsupported('minLength');
export const minimum = /* @__PURE__ */ unsupported('minimum');
export const partial = /* @__PURE__ */ unsupported('partial');
export const pipe = /* @__PURE__ */ unsupported('pipe');
export const positive = /* @__PURE__ */ unsupported('positive');
export const record = /* @__PURE__ */ unsupported('record');
export const refine = /* @__PURE__ */ unsupported('refine');
export const regex = /* @__PURE__ */ unsupported('regex');
export const stringbool = /* @__PURE__ */ unsupported('stringbool');
export const toLowerCase = /* @__PURE__ */ unsupported('toLowerCase');
export const transform = /* @__PURE__ */ unsupported('transform');
export const trim = /* @__PURE__ */ unsupported('trim');
export const url = /* @__PURE__ */ unsupported('url');
export const coerce = { number: /* @__PURE__ */ unsupported('coerce.number') };
export const iso = { date: /* @__PURE__ */ unsupported('iso.date'), datetime: /* @__PURE__ */ unsupported('iso.datetime') };
