/** What {@link defineWidgetElement}'s `mountWidget` returns: something the element can unmount. */
export interface WidgetMount {
  /** Removes the widget from the element's shadow root. */
  unmount(): void;
  /**
   * Applies a changed attribute to the mounted widget in place; returns false when the widget has
   * to be mounted afresh instead. Without it, every observed attribute change remounts.
   */
  attributeChanged?(name: string): boolean;
}

/**
 * Defines the custom element `tag` of a script-tag bundle (once per page: a second bundle or a
 * second load of the same one leaves the first definition in place). The element mounts its widget
 * when connected, unmounts it when disconnected, and, when one of `attributes` changes value,
 * updates it in place (`attributeChanged`) or mounts it afresh. Does nothing outside a browser (no
 * `window.customElements`).
 *
 * @param tag - the element name, e.g. 'jobhub-notification-bell'
 * @param attributes - the attributes that update or remount the widget when they change
 * @param mountWidget - mounts the widget into the element (read its attributes here)
 * @example
 * defineWidgetElement('jobhub-notification-bell', ['api-base'], (host) =>
 *   renderInShadowRoot(host, <Bell />, { css: NOTIFICATION_BELL_STYLES, styleId: NOTIFICATION_BELL_STYLE_ID }),
 * );
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
      if (previous === next || !this.mounted || this.mounted.attributeChanged?.(name)) return;
      this.mounted.unmount();
      this.mounted = mountWidget(this);
    }
  }

  window.customElements.define(tag, WidgetElement);
}
