import type { ReactNode } from 'react';
import { renderInShadowRoot } from './render-in-shadow-root';
import { applyTheme, type JobHubThemeOption } from './theme';

/** Options of {@link mountInShadowRoot}. */
export interface MountInShadowRootOptions {
  /** Stylesheet of the widget, injected once into the shadow root. */
  css: string;
  /** Names the stylesheet so a root never receives it twice. */
  styleId: string;
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides written on the host element. */
  theme?: JobHubThemeOption | undefined;
}

/** A widget mounted from plain JavaScript. */
export interface ShadowMount {
  /** The shadow root the widget renders in. */
  readonly shadowRoot: ShadowRoot;
  /** Renders new content (for new options) into the same root. */
  render(node: ReactNode, theme?: JobHubThemeOption): void;
  /** Unmounts the widget and removes its container; the shadow root itself stays (it cannot be detached). */
  unmount(): void;
}

/**
 * Renders React content into the shadow root of an existing element (attaching an open one when the
 * element has none), for hosts that are not React: custom elements and `JobHub.mount`. Content goes
 * into a `<div class="jh-root">` container so that the `<style>` fallback survives rendering.
 *
 * @param host - the element that owns (or receives) the shadow root
 * @param node - what to render
 * @param options - stylesheet and theme
 * @returns a handle to re-render or unmount
 * @example
 * const mounted = mountInShadowRoot(document.querySelector('#jobs')!, <JobSearchPanel client={client} />, {
 *   css: JOB_SEARCH_STYLES,
 *   styleId: 'job-search',
 * });
 * mounted.unmount();
 */
export function mountInShadowRoot(host: HTMLElement, node: ReactNode, options: MountInShadowRootOptions): ShadowMount {
  let theme = options.theme;
  applyTheme(host, theme);
  const rendered = renderInShadowRoot(host, node, options);
  return {
    shadowRoot: rendered.shadowRoot,
    render(next, nextTheme) {
      applyTheme(host, nextTheme, theme);
      theme = nextTheme;
      rendered.render(next);
    },
    unmount() {
      rendered.unmount();
      applyTheme(host, undefined, theme);
    },
  };
}
