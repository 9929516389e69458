/**
 * Writes docs/api-reference.md from the contract (`npm run docs:api`; `-- --check` only compares).
 * Every endpoint of ENDPOINT_TABLE (packages/sdk/src/contract/endpoint-table.ts) in table order,
 * grouped by feature: method, path, aliases, who may call it, the request's fields (path
 * parameters, query, JSON body or multipart) and the success status. Who may call it is read from
 * the API itself: the app is built on a throw-away PGlite (the tests' context) and each route's
 * guard hooks are asked with an anonymous caller and one of each role, activated and not, so the
 * reference says what the server enforces.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENDPOINT_TABLE, successStatus, type EndpointDefinition } from '@jobhub/sdk/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { toJSONSchema } from 'zod';
import { createTestContext } from '../apps/api/src/test/context';
import { createUser } from '../apps/api/src/test/helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The generated file, relative to the repository root. */
export const API_REFERENCE_FILE = 'docs/api-reference.md';

type Hook = (request: unknown, reply: unknown) => unknown;
const ROLES = ['candidate', 'employer', 'admin'] as const;
/** Route hooks that may refuse a caller, in the order Fastify runs them. */
const GUARD_HOOKS = ['onRequest', 'preValidation', 'preHandler'] as const;

/** Whether a route's hooks let a caller with these headers through (401 and 403 refuse). */
async function admits(hooks: readonly Hook[], path: string, headers: Record<string, string>): Promise<boolean> {
  const request = { user: null, headers, routeOptions: { url: path }, url: path };
  for (const hook of hooks) {
    try {
      await hook(request, {});
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 401 || status === 403) return false;
    }
  }
  return true;
}

/** Signed-in callers of each role, activated and not (their `authorization` headers). */
type Callers = Record<(typeof ROLES)[number], { active: Record<string, string>; inactive: Record<string, string> }>;

/** Who may call a route, asking its hooks with a caller of each kind: 'public', 'signed in', or the roles. */
async function accessOf(app: FastifyInstance, hooks: readonly Hook[], path: string, callers: Callers): Promise<string> {
  if (hooks.includes(app.optionalAuthenticate as Hook)) return 'public (signed in: personalised)';
  if (await admits(hooks, path, {})) return 'public';
  const allowed: (typeof ROLES)[number][] = [];
  for (const role of ROLES) if (await admits(hooks, path, callers[role].active)) allowed.push(role);
  let beforeActivation = false;
  for (const role of allowed) if (await admits(hooks, path, callers[role].inactive)) beforeActivation = true;
  const who = allowed.length === ROLES.length ? 'signed in' : allowed.length === 0 ? 'nobody (refuses every role)' : allowed.join(', ');
  return beforeActivation ? `${who} (also before activation)` : who;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
}

/** A short type of a JSON-schema node: `string`, `integer`, `'a' | 'b'`, `string[]`. */
function typeOf(node: JsonSchema | undefined): string {
  if (!node) return 'any';
  if (node.enum) return node.enum.length <= 6 ? node.enum.map((value) => JSON.stringify(value)).join(' \\| ') : `one of ${node.enum.length} values`;
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.anyOf) return [...new Set(node.anyOf.map(typeOf))].join(' \\| ');
  if (node.type === 'array') return `${typeOf(node.items)}[]`;
  if (Array.isArray(node.type)) return node.type.join(' \\| ');
  return node.type ?? 'any';
}

/** `name: type` of every field of an object schema, `name?` when optional. */
function fieldsOf(schema: EndpointDefinition['body']): string[] {
  if (!schema) return [];
  const json = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const objects = json.anyOf ?? [json];
  const fields = new Map<string, string>();
  for (const object of objects) {
    for (const [name, node] of Object.entries(object.properties ?? {})) {
      const optional = !(object.required ?? []).includes(name) || objects.length > 1;
      fields.set(name, `\`${name}${optional ? '?' : ''}\`: ${typeOf(node)}`);
    }
  }
  return [...fields.values()];
}

function requestOf(endpoint: EndpointDefinition): string {
  const parts = [
    ['path', fieldsOf(endpoint.params)],
    ['query', fieldsOf(endpoint.query)],
    ['body', fieldsOf(endpoint.body)],
  ] as const;
  const lines = parts.filter(([, fields]) => fields.length > 0).map(([where, fields]) => `${where}: ${fields.join(', ')}`);
  if (endpoint.multipart) lines.push('multipart/form-data (parts read by the handler)');
  return lines.join('<br>') || '—';
}

/** A feature key of the table as a heading ('employerPosts' → 'Employer posts'). */
function headingOf(feature: string): string {
  const words = feature.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The reference's Markdown, from the contract and the API's route hooks.
 * @example await writeFile('docs/api-reference.md', await apiReference())
 */
export async function apiReference(): Promise<string> {
  const hooksByRoute = new Map<string, Hook[]>();
  const onRoute = (route: RouteOptions) => {
    const hooks = GUARD_HOOKS.flatMap((name) => [route[name] ?? []].flat()) as Hook[];
    for (const method of [route.method].flat()) hooksByRoute.set(`${method} ${route.url}`, hooks);
  };
  // A throw-away app on a fresh PGlite, with one user of each role (activated and not).
  const ctx = await createTestContext('pglite', { onRoute });
  try {
    const app = ctx.app;
    const callers = {} as Callers;
    for (const role of ROLES) {
      callers[role] = { active: (await createUser(ctx, { role })).headers, inactive: (await createUser(ctx, { role, is_active: false })).headers };
    }
    const features = Object.entries(ENDPOINT_TABLE) as [string, Record<string, EndpointDefinition>][];
    const count = features.reduce((sum, [, endpoints]) => sum + Object.keys(endpoints).length, 0);
    const aliases = features.reduce((sum, [, endpoints]) => sum + Object.values(endpoints).reduce((n, e) => n + (e.aliases?.length ?? 0), 0), 0);
    const out = [
      '# API reference',
      '',
      '<!-- Generated by `npm run docs:api` (scripts/api-reference.ts) from the contract; do not edit by hand. -->',
      '',
      `${count} endpoints (${aliases} alias spellings), in the order of \`ENDPOINT_TABLE\` in`,
      '`packages/sdk/src/contract/endpoint-table.ts`; each feature\'s schemas are in',
      '`packages/sdk/src/contract/endpoints/<feature>.ts`. Every answer is JSON; success bodies are',
      '`{status, message?, data}`, errors `{status, message, errors?: {field: [message]}}` in Vietnamese.',
      'Signed-in calls send `Authorization: Bearer <access token>`. The API answers each path with and',
      'without its trailing slash. "Who" is what the route enforces; a `?` marks an optional field.',
      '',
    ];
    for (const [feature, endpoints] of features) {
      out.push(`## ${headingOf(feature)}`, '', '| endpoint | method and path | who | request | success |', '|---|---|---|---|---|');
      for (const [name, endpoint] of Object.entries(endpoints)) {
        const hooks = hooksByRoute.get(`${endpoint.method} ${endpoint.path}`);
        if (!hooks) throw new Error(`${endpoint.method} ${endpoint.path} (${name}) is not served by the API`);
        const paths = [`\`${endpoint.method} ${endpoint.path}\``, ...(endpoint.aliases ?? []).map((alias) => `also \`${alias}\``)].join('<br>');
        const statuses = Object.keys(endpoint.responses).map(Number);
        const success = [successStatus(endpoint), ...statuses.filter((status) => status !== successStatus(endpoint))].join(' or ');
        out.push(`| \`${name}\` | ${paths} | ${await accessOf(app, hooks, endpoint.path, callers)} | ${requestOf(endpoint)} | ${success} |`);
      }
      out.push('');
    }
    return `${out.join('\n').trimEnd()}\n`;
  } finally {
    await ctx.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = join(ROOT, API_REFERENCE_FILE);
  const text = await apiReference();
  if (process.argv.includes('--check')) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed !== text) {
      process.stderr.write(`${API_REFERENCE_FILE} is out of date: run npm run docs:api\n`);
      process.exit(1);
    }
    process.stdout.write(`${API_REFERENCE_FILE} is up to date\n`);
  } else {
    await writeFile(file, text);
    process.stdout.write(`wrote ${API_REFERENCE_FILE}\n`);
  }
  // PGlite's WebAssembly build leaves an interval timer (its setitimer) armed after the database is
  // closed, which would keep this command from ending.
  process.exit(0);
}
