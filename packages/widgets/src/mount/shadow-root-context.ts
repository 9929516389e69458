import { createContext, useContext } from 'react';

/** The shadow root a widget renders into; popovers and portals target it rather than `document.body`. */
export const ShadowRootContext = createContext<ShadowRoot | null>(null);

/**
 * Returns the shadow root the calling component renders in, or null outside a widget.
 *
 * @example
 * const root = useShadowRoot();
 * return root ? createPortal(<Popover />, root) : null;
 */
export function useShadowRoot(): ShadowRoot | null {
  return useContext(ShadowRootContext);
}
