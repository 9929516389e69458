/**
 * Build-time transform for the script-tag bundles (rollup.config.ts): blanks the request schemas
 * (`params`, `query`, `body`) of every `endpoint({...})` in the contract's endpoint modules.
 *
 * Why: a browser only calls endpoints, and `callEndpoint` reads an endpoint's method, path and
 * success schema, never its request schemas (the API validates requests with them). Left in, a
 * request schema drags its coercions, defaults and checks into the widgets' CDN runtime, which
 * every partner page downloads. Blanked, the schemas are unused and dropped with the code behind
 * them.
 *
 * Each property is replaced by spaces of the same length, so every position (and the source map)
 * stays as it was. The npm build keeps them: its `./contract` entry shares these modules.
 */
import ts from 'typescript';

/** The contract's endpoint modules, one per feature. */
export const ENDPOINT_MODULE = /[\\/]packages[\\/]sdk[\\/]src[\\/]contract[\\/]endpoints[\\/][^\\/]+(?<!\.test)\.ts$/;

/** Request schemas of an endpoint: what the API validates and the browser never reads. */
const REQUEST_KEYS = new Set(['params', 'query', 'body']);

/**
 * Blanks the `params`, `query` and `body` properties of the object passed to each `endpoint(...)`.
 *
 * @param source - TypeScript source of one endpoint module
 * @param fileName - its path (for the parser)
 * @returns the source with those properties replaced by spaces (same length)
 * @example
 * stripRequestSchemas("endpoint({ method: 'GET', path: '/api/x/', query: Q, responses })", 'x.ts');
 * // "endpoint({ method: 'GET', path: '/api/x/',           responses })"
 */
export function stripRequestSchemas(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans: [start: number, end: number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        for (const property of definition.properties) {
          if (!property.name || !ts.isIdentifier(property.name) || !REQUEST_KEYS.has(property.name.text)) continue;
          const next = source.indexOf(',', property.getEnd());
          const end = next !== -1 && source.slice(property.getEnd(), next).trim() === '' ? next + 1 : property.getEnd();
          spans.push([property.getStart(file), end]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}
