/**
 * The custom elements of the CDN delivery share one shape: a widget rendered into the element's
 * shadow root that follows its attributes and the `JobHub.init` options live (new props into the
 * same tree, never a remount), themed from the `theme` attribute or `init({ theme })`.
 */
import type { ReactNode } from 'react';
import { defineWidgetElement } from '../mount/define-element';
import { renderInShadowRoot } from '../mount/render-in-shadow-root';
import type { JobHubThemeOption } from '../mount/theme';
import { applyElementTheme, config, watchAuth } from './runtime';

/** How one element renders. */
export interface WidgetElementOptions {
  /** Attributes the widget reads (`api-base` and `theme` are added). */
  attributes: readonly string[];
  /** Stylesheet of the widget and its id (one injection per shadow root). */
  css: string;
  styleId: string;
  /** True for widgets of the signed-in user: the element fires `jobhub:auth-expired`. */
  signedIn?: boolean;
  /** The widget for the element's current attributes and `init` options (called on every change). */
  render(host: HTMLElement): ReactNode;
  /** Other changes the widget follows (e.g. the page URL): calls `update` on each; returns the unsubscribe. */
  follow?(host: HTMLElement, update: () => void): () => void;
}

/**
 * Defines `tag` as a widget element (see {@link defineWidgetElement}).
 *
 * @example
 * defineElement('jobhub-notification-bell', { attributes: [], css, styleId, signedIn: true, render: (host) => <Bell host={host} /> });
 */
export function defineElement(tag: string, options: WidgetElementOptions): void {
  defineWidgetElement(tag, ['api-base', 'theme', ...options.attributes], (host) => {
    let theme: JobHubThemeOption | undefined = applyElementTheme(host, host.getAttribute('theme'));
    const rendered = renderInShadowRoot(host, options.render(host), { css: options.css, styleId: options.styleId });
    const update = () => {
      theme = applyElementTheme(host, host.getAttribute('theme'), theme);
      rendered.render(options.render(host));
    };
    const stopConfig = config.listen(update);
    const stopAuth = options.signedIn ? watchAuth(host) : () => undefined;
    const stopFollowing = options.follow?.(host, update) ?? (() => undefined);
    return {
      attributeChanged: update,
      unmount() {
        stopConfig();
        stopAuth();
        stopFollowing();
        rendered.unmount();
      },
    };
  });
}
