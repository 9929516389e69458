/**
 * Build-time transform that makes the SDK tree-shakeable statement by statement: each top-level
 * `const` whose initializer runs code (calls, `new`, templates with values, spreads, member reads)
 * becomes `/* @__PURE__ *\/ (() => (initializer))()`. Every bundler (esbuild, rollup, Vite,
 * terser, webpack) drops a pure call whose result is unused, so a zod schema, a derived message or
 * a formatter that a bundle never reads is left out whole.
 *
 * Why not mark the calls one by one: an annotation reaches one call only. In
 * `z.string().check(z.trim())` the `.check(...)` stays impure, and an object spread (`{ ...fields }`)
 * or a template literal (`\`max ${MAX}\``) counts as a possible side effect, so esbuild (size-limit,
 * many apps) kept every schema built that way, with the zod code behind it.
 *
 * Sound for the SDK because no SDK module runs top-level code for its side effects (package.json
 * says `"sideEffects": false`); only the value of each constant matters, and it is unchanged.
 * Used by packages/sdk/tsup.config.ts (the npm build) and rollup.config.ts (script-tag bundles).
 */
import ts from 'typescript';

/** The SDK modules the transform applies to (tests and test helpers excluded). */
export const SDK_MODULE = /[\\/]packages[\\/]sdk[\\/]src[\\/](?!testing[\\/])(?:[^\\/]+[\\/])*[^\\/]+(?<!\.test)\.ts$/;

/** True when evaluating `node` may run code: a call, `new`, a template with values, a spread, a member read. */
function runsCode(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)) return false;
  if (
    ts.isCallExpression(node) ||
    ts.isNewExpression(node) ||
    ts.isTaggedTemplateExpression(node) ||
    ts.isTemplateExpression(node) ||
    ts.isSpreadAssignment(node) ||
    ts.isSpreadElement(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isBinaryExpression(node)
  ) {
    return true;
  }
  return ts.forEachChild(node, (child) => (runsCode(child) ? true : undefined)) ?? false;
}

/**
 * Wraps the code-running initializers of top-level `const` declarations in pure IIFEs.
 *
 * @param source - TypeScript source of one module
 * @param fileName - its path (for the parser)
 * @returns the source with the wrappers; positions of everything else unchanged on each line
 * @example
 * wrapPureInitializers("export const A = z.object({ ...F });", 'a.ts');
 * // "export const A = /* @__PURE__ *\/ (() => (z.object({ ...F })))();"
 */
export function wrapPureInitializers(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !runsCode(init)) continue;
      edits.push({ at: init.getStart(file), text: '/* @__PURE__ */ (() => (' }, { at: init.getEnd(), text: '))()' });
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  return out;
}
