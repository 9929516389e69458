/**
 * Which style ids each shadow root already holds. Keyed by the root itself, so two widgets (or two
 * tests) never share an entry; a WeakMap lets detached roots be collected.
 */
const injected = new WeakMap<ShadowRoot, Set<string>>();

function supportsAdoptedStyleSheets(root: ShadowRoot): boolean {
  const view = root.ownerDocument.defaultView;
  return (
    !!view &&
    'adoptedStyleSheets' in root &&
    typeof view.CSSStyleSheet === 'function' &&
    typeof view.CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/**
 * Adds a stylesheet to a shadow root once: later calls with the same `id` do nothing. Uses
 * constructable stylesheets (`adoptedStyleSheets`) and falls back to a `<style>` element placed
 * first in the root where they are not supported.
 *
 * @param root - the shadow root to style
 * @param css - the stylesheet text
 * @param id - names the stylesheet; one injection per id and root
 * @returns true when the stylesheet was added by this call
 * @example
 * injectStyles(host.attachShadow({ mode: 'open' }), '.jh-root { color: red }', 'job-search');
 */
export function injectStyles(root: ShadowRoot, css: string, id: string): boolean {
  let ids = injected.get(root);
  if (!ids) {
    ids = new Set();
    injected.set(root, ids);
  }
  if (ids.has(id)) return false;
  ids.add(id);

  if (supportsAdoptedStyleSheets(root)) {
    const sheet = new root.ownerDocument.defaultView!.CSSStyleSheet();
    sheet.replaceSync(css);
    // Assign a new array: adoptedStyleSheets is observed by assignment, and pages may hold sheets too.
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    const style = root.ownerDocument.createElement('style');
    style.setAttribute('data-jh-style', id);
    style.textContent = css;
    // Keep our sheets first, in injection order, so later sheets (and the page's) can override.
    const ours = Array.from(root.children).filter((child) => child.matches('style[data-jh-style]'));
    const last = ours[ours.length - 1];
    if (last) last.after(style);
    else root.prepend(style);
  }
  return true;
}
