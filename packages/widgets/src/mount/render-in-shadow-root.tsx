import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { injectStyles } from './inject-styles';
import { ShadowRootContext } from './shadow-root-context';

/** Content rendered into a shadow root by {@link renderInShadowRoot}. */
export interface ShadowRender {
  /** The shadow root the content renders in. */
  readonly shadowRoot: ShadowRoot;
  /** Renders new content into the same root. */
  render(node: ReactNode): void;
  /** Unmounts the content and removes its container; the shadow root itself stays (it cannot be detached). */
  unmount(): void;
}

/**
 * The core of {@link mountInShadowRoot} without themes: the custom elements of the real-time
 * bundles are themed through inherited `--jh-*` properties only, so they do not ship the theme
 * mapping. Content goes into a `<div class="jh-root">` container so that the `<style>` fallback
 * survives rendering.
 *
 * @param host - the element that owns (or receives) an open shadow root
 * @param node - what to render
 * @param options - the stylesheet and its id (one injection per root)
 * @returns a handle to re-render or unmount
 * @example
 * const rendered = renderInShadowRoot(element, <Bell />, { css: NOTIFICATION_BELL_STYLES, styleId: NOTIFICATION_BELL_STYLE_ID });
 * rendered.unmount();
 */
export function renderInShadowRoot(host: HTMLElement, node: ReactNode, options: { css: string; styleId: string }): ShadowRender {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  injectStyles(shadowRoot, options.css, options.styleId);
  const container = host.ownerDocument.createElement('div');
  container.className = 'jh-root';
  shadowRoot.append(container);
  const root = createRoot(container);
  const render = (content: ReactNode) => root.render(<ShadowRootContext.Provider value={shadowRoot}>{content}</ShadowRootContext.Provider>);
  render(node);
  return {
    shadowRoot,
    render,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
