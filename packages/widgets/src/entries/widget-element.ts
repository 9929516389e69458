/**
 * The custom elements of the CDN delivery share one shape: a widget rendered into the element's
 * shadow root that follows its attributes and the `JobHub.init` options live (new props into the
 * same tree, never a remount), themed from the `theme` attribute or `init({ theme })`, in the
 * language of its `locale` attribute or `init({ locale })`.
 */
import { createElement, type ReactNode } from 'react';
import { setWidgetLocale } from '../i18n/widget-locale';
import { AssetBaseContext } from '../mount/asset-base';
import { defineWidgetElement } from '../mount/define-element';
import { renderInShadowRoot } from '../mount/render-in-shadow-root';
import type { JobHubThemeOption } from '../mount/theme';
import { applyElementTheme, config, resolveApiBase } from './runtime';

/** How one element renders. */
export interface WidgetElementOptions {
  /** Attributes the widget reads (`api-base`, `theme` and `locale` are added). */
  attributes: readonly string[];
  /** Stylesheet of the widget and its id (one injection per shadow root). */
  css: string;
  styleId: string;
  /**
   * For widgets of the signed-in user, auth-expired.ts's `watchAuth`: the element then fires
   * `jobhub:auth-expired` (passed in, so that the job search's runtime goes without it).
   */
  watchAuth?(host: HTMLElement): () => void;
  /**
   * The widget for the element's current attributes and `init` options (called on every change),
   * with the element's API base (`resolveApiBase`: absolute, no trailing '/', so a path of the
   * JobHub site is `${apiBase}${path}`).
   */
  render(host: HTMLElement, apiBase: string): ReactNode;
  /** Other changes the widget follows (e.g. the page URL): calls `update` on each; returns the unsubscribe. */
  follow?(host: HTMLElement, update: () => void): () => void;
}

/**
 * Applies an element's `locale` attribute, 'vi' or 'en' (anything else is left to
 * `init({ locale })`). The widgets of a page share one language, so it switches them all, like
 * `init({ locale })`: the last one set wins.
 */
function applyLocale(host: HTMLElement): void {
  const locale = host.getAttribute('locale');
  if (locale === 'vi' || locale === 'en') setWidgetLocale(locale);
}

/**
 * Defines `tag` as a widget element (see {@link defineWidgetElement}).
 *
 * @example
 * defineElement('jobhub-notification-bell', { attributes: [], css, styleId, watchAuth, render: (host) => <Bell host={host} /> });
 */
export function defineElement(tag: string, options: WidgetElementOptions): void {
  const render = (host: HTMLElement) => {
    const apiBase = resolveApiBase(host.getAttribute('api-base'));
    // Pictures' paths resolve on the element's API host, not the partner's (see asset-base.ts).
    return createElement(AssetBaseContext.Provider, { value: apiBase }, options.render(host, apiBase));
  };
  defineWidgetElement(tag, ['api-base', 'theme', 'locale', ...options.attributes], (host) => {
    applyLocale(host);
    let theme: JobHubThemeOption | undefined = applyElementTheme(host, host.getAttribute('theme'));
    const rendered = renderInShadowRoot(host, render(host), { css: options.css, styleId: options.styleId });
    const update = () => {
      theme = applyElementTheme(host, host.getAttribute('theme'), theme);
      rendered.render(render(host));
    };
    const stopConfig = config.listen(update);
    const stopAuth = options.watchAuth?.(host) ?? (() => undefined);
    const stopFollowing = options.follow?.(host, update) ?? (() => undefined);
    return {
      attributeChanged(name) {
        if (name === 'locale') applyLocale(host);
        update();
      },
      unmount() {
        stopConfig();
        stopAuth();
        stopFollowing();
        rendered.unmount();
      },
    };
  });
}
