/** What {@link defineWidgetElement}'s `mountWidget` returns: a widget the element updates and unmounts. */
export interface WidgetMount {
  /** Removes the widget from the element's shadow root. */
  unmount(): void;
  /**
   * Applies a changed attribute to the mounted widget in place (new props, same tree: the widget
   * keeps its state, focus and open dropdowns). Elements never remount on an attribute change.
   */
  attributeChanged(name: string): void;
}

/**
 * Defines the custom element `tag` of the CDN delivery (once per page: a second definition of the
 * same tag leaves the first in place). The element mounts its widget when connected, unmounts it
 * when disconnected, and hands every change of one of `attributes` to the mounted widget, which
 * applies it live. Does nothing outside a browser (no `window.customElements`).
 *
 * @param tag - the element name, e.g. 'jobhub-notification-bell'
 * @param attributes - the attributes the widget follows
 * @param mountWidget - mounts the widget into the element (read its attributes here)
 * @example
 * defineWidgetElement('jobhub-notification-bell', ['api-base'], (host) => {
 *   const rendered = renderInShadowRoot(host, <Bell host={host} />, { css: NOTIFICATION_BELL_STYLES, styleId: NOTIFICATION_BELL_STYLE_ID });
 *   return { attributeChanged: () => rendered.render(<Bell host={host} />), unmount: rendered.unmount };
 * });
 */
export function defineWidgetElement(tag: string, attributes: readonly string[], mountWidget: (host: HTMLElement) => WidgetMount): void {
  if (typeof window === 'undefined' || !window.customElements || window.customElements.get(tag)) return;

  class WidgetElement extends HTMLElement {
    static observedAttributes = [...attributes];
    private mounted: WidgetMount | null = null;

    connectedCallback(): void {
      if (!this.mounted) this.mounted = mountWidget(this);
    }

    disconnectedCallback(): void {
      this.mounted?.unmount();
      this.mounted = null;
    }

    attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
      if (previous !== next) this.mounted?.attributeChanged(name);
    }
  }

  window.customElements.define(tag, WidgetElement);
}
