import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/use-isomorphic-layout-effect';
import { createPortal } from 'react-dom';
import { AssetBaseContext } from './asset-base';
import { injectStyles } from './inject-styles';
import { ShadowRootContext } from './shadow-root-context';
import { themeToProperties, type JobHubThemeOption } from './theme';

/** Props of {@link ShadowHost}. */
export interface ShadowHostProps {
  /** Stylesheet of the widget, injected once into the shadow root. */
  css: string;
  /** Names the stylesheet so a root never receives it twice. */
  styleId: string;
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides set on the host element. */
  theme?: JobHubThemeOption | undefined;
  /** Class of the host element (light DOM), for page layout only. */
  className?: string | undefined;
  /** Rendered inside the shadow root, wrapped in `<div class="jh-root">`. */
  children?: ReactNode;
  /**
   * The API whose pictures the children show: their paths ('/media/…') load from there, not from
   * the page's origin (`AssetBaseContext`). Default: the enclosing one (`<JobHubProvider>`'s).
   */
  apiBase?: string | undefined;
  /**
   * Server rendering (react-dom/server) outputs the children in a declarative shadow root, so that
   * they are in the page's HTML. Only for children whose render has no side effects there (no store
   * read that opens a socket or fetches); without it the server renders the bare host, as the
   * real-time widgets want.
   */
  renderOnServer?: boolean | undefined;
}

/** Marks what the server renders in the declarative shadow root (`data-jh-ssr`), for the client to replace. */
const SERVER_RENDERED = 'data-jh-ssr';
/** `shadowrootmode` is not in React's DOM types; React passes a lowercase attribute through as is. */
const DECLARATIVE_OPEN_ROOT = { shadowrootmode: 'open' };

/**
 * Renders its children into an open shadow root attached to a `<div>` host, with the widget's CSS
 * injected once per root (constructable stylesheets, `<style>` fallback) and the theme mapped onto
 * the host's `--jh-*` custom properties. Written with `createPortal` rather than react-shadow: it
 * needs no prop-types and gets the `<style>` fallback react-shadow lacks.
 *
 * With `renderOnServer`, server rendering (react-dom/server, where there is no `document`) outputs
 * a declarative shadow root, `<template shadowrootmode="open">` holding the CSS and the children,
 * which the browser's parser attaches to the host before any script runs. The browser's hydration
 * render outputs the host without children, as the parsed page has it; the layout effect then
 * adopts the parsed shadow root, and the commit that portals the client's content into it removes
 * the server's, before paint.
 *
 * @example
 * <ShadowHost css={STYLES} styleId="job-search" theme={{ primary: '#e11d48' }} renderOnServer>
 *   <JobSearchPanel client={client} />
 * </ShadowHost>
 */
export function ShadowHost({ css, styleId, theme, className, children: widget, renderOnServer, apiBase }: ShadowHostProps) {
  const children = apiBase === undefined ? widget : <AssetBaseContext.Provider value={apiBase}>{widget}</AssetBaseContext.Provider>;
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);

  useIsomorphicLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A host keeps its shadow root for life (StrictMode re-runs effects): reuse it, or the one the
    // parser attached from the server's declarative template.
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    injectStyles(shadow, css, styleId);
    setRoot(shadow);
  }, [css, styleId]);

  useIsomorphicLayoutEffect(() => {
    // Runs in the commit that portalled the client's content into the root, after it was inserted.
    for (const node of Array.from(root?.children ?? [])) if (node.hasAttribute(SERVER_RENDERED)) node.remove();
  }, [root]);

  let content: ReactNode = null;
  // The client never takes this branch, so its hydration render matches the parsed page.
  if (renderOnServer && typeof document === 'undefined') {
    content = (
      <template {...DECLARATIVE_OPEN_ROOT}>
        <style data-jh-ssr="">{css}</style>
        <div className="jh-root" data-jh-ssr="">
          {children}
        </div>
      </template>
    );
  } else if (root) {
    content = createPortal(
      <ShadowRootContext.Provider value={root}>
        <div className="jh-root">{children}</div>
      </ShadowRootContext.Provider>,
      root,
    );
  }

  return (
    <div ref={hostRef} className={className} data-jh-host="" style={themeToProperties(theme) as CSSProperties}>
      {content}
    </div>
  );
}
