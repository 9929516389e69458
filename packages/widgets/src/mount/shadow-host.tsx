import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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
}

/**
 * Renders its children into an open shadow root attached to a `<div>` host, with the widget's CSS
 * injected once per root (constructable stylesheets, `<style>` fallback) and the theme mapped onto
 * the host's `--jh-*` custom properties. Written with `createPortal` rather than react-shadow: it
 * needs no `react-dom/server`, no prop-types and gets the `<style>` fallback react-shadow lacks.
 *
 * @example
 * <ShadowHost css={STYLES} styleId="job-search" theme={{ primary: '#e11d48' }}>
 *   <JobSearchPanel client={client} />
 * </ShadowHost>
 */
export function ShadowHost({ css, styleId, theme, className, children }: ShadowHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A host keeps its shadow root for life (StrictMode re-runs effects): reuse it.
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    injectStyles(shadow, css, styleId);
    setRoot(shadow);
  }, [css, styleId]);

  return (
    <div ref={hostRef} className={className} data-jh-host="" style={themeToProperties(theme) as CSSProperties}>
      {root
        ? createPortal(
            <ShadowRootContext.Provider value={root}>
              <div className="jh-root">{children}</div>
            </ShadowRootContext.Provider>,
            root,
          )
        : null}
    </div>
  );
}
