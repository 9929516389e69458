/**
 * Build-time transform of the script-tag bundles (rollup.config.ts): drops the parts of the
 * contract's endpoint definitions that only the API reads — the request schemas (`params`,
 * `query`, `body`) and the alias spellings (`aliases`).
 *
 * Why: an endpoint is one object, so a bundle that calls it keeps everything it names. In a
 * browser the SDK reads only an endpoint's `method`, `path` and success schema (`callEndpoint`)
 * and checks forms with the form schemas themselves (`parseInput`). The request schemas (coercions,
 * defaults, checks) would cost bytes and reach the valibot stand-in for zod/mini, which carries no
 * checks (the build refuses those).
 *
 * Not used by the npm build: there every part stays, for consumers that read the table.
 */
import ts from 'typescript';

/** The contract's endpoint modules (one per feature). */
export const ENDPOINT_MODULE = /[\\/]packages[\\/]sdk[\\/]src[\\/]contract[\\/]endpoints[\\/][^\\/]+(?<!\.test)\.ts$/;

/** What only the API reads: request validation and the other spellings it serves. */
const SERVER_PARTS = new Set(['aliases', 'params', 'query', 'body']);

/**
 * Removes the `aliases`, `params`, `query` and `body` properties of every `endpoint({...})` call.
 *
 * @param source - TypeScript source of one endpoint module
 * @param fileName - its path (for the parser)
 * @returns the source without those properties
 * @example
 * stripServerParts("export const a = endpoint({ method: 'GET', path: '/api/a/:id/', params: P, responses: { 200: R } });", 'a.ts');
 * // "export const a = endpoint({ method: 'GET', path: '/api/a/:id/', responses: { 200: R } });"
 */
export function stripServerParts(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: { from: number; to: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        for (const property of definition.properties) {
          if (!property.name || !ts.isIdentifier(property.name) || !SERVER_PARTS.has(property.name.text)) continue;
          // The property, the comma after it and, when it stands on its own line, that line.
          const from = property.getStart(file);
          const to = property.getEnd() + (source.slice(property.getEnd()).match(/^\s*,[ \t]*/)?.[0].length ?? 0);
          const ownLine = /\n[ \t]*$/.test(source.slice(0, from)) && source[to] === '\n';
          cuts.push(ownLine ? { from: source.lastIndexOf('\n', from - 1) + 1, to: to + 1 } : { from, to });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const cut of cuts.sort((a, b) => b.from - a.from)) out = out.slice(0, cut.from) + out.slice(cut.to);
  return out;
}
