import { useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';
import { lazyModule, useLazyModule } from './use-lazy-module';

/**
 * The placement code (Floating UI, components/header-dropdown/dropdown-placement.ts): loaded on
 * first open or on the trigger's hover, focus or touch, like the panel's own code, so that the
 * first paint of the bell and the chat dock does not carry it.
 */
export const dropdownPlacement = lazyModule(() => import('../components/header-dropdown/dropdown-placement'));

/**
 * Keeps an open dropdown's panel inside the viewport (flipped, shifted, shrunk) once the placement
 * code is there; until then, and if it fails to load, the panel keeps its CSS place under the
 * icon. Returns the ref for the panel.
 *
 * @example
 * const panelRef = useDropdownPlacement(dropdown.triggerRef, dropdown.open);
 * {open ? <div ref={panelRef} className="jh-dropdown">…</div> : null}
 */
export function useDropdownPlacement(triggerRef: RefObject<HTMLElement | null>, open: boolean): RefObject<HTMLDivElement | null> {
  const panelRef = useRef<HTMLDivElement | null>(null);
  const placement = useLazyModule(dropdownPlacement, open);
  const placeDropdown = placement.status === 'ready' ? placement.module.placeDropdown : null;
  // A layout effect: placed in the commit that shows the panel, before the browser paints it.
  useIsomorphicLayoutEffect(() => {
    const trigger = triggerRef.current;
    const panel = panelRef.current;
    if (!open || !placeDropdown || !trigger || !panel) return;
    return placeDropdown(trigger, panel);
  }, [open, placeDropdown, triggerRef]);
  return panelRef;
}
