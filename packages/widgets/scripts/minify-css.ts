/**
 * Drops comments and layout whitespace from hand-written CSS: enough for the widgets' stylesheets,
 * which are inlined as strings (Vite `?inline`, and the tsup / rollup loaders that mirror it).
 * Spaces before a `:` are kept, since `a :hover` and `a:hover` differ.
 *
 * @example
 * minifyCss('.a {\n  color: red;\n}'); // '.a{color:red}'
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}
