import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';

/**
 * Where an opened header dropdown goes (the bell, the chat dropdown). Pinned to the icon's right
 * edge, a panel under an icon in the left ~360 px of the viewport was cut off: it is placed with
 * Floating UI instead, under the icon's end, flipped above when there is no room below, shifted
 * and shrunk to stay inside the viewport. Under 768 px the CSS bottom sheet (styles/dropdown.css)
 * stays in charge. This module is loaded with the opened panel's code, never at first paint.
 */

/** The phone sheet's media query: the same breakpoint as styles/dropdown.css. */
const PHONE_SHEET_QUERY = '(max-width: 767.98px)';
/** Gap between the icon and the panel, and the margin kept from the viewport's edges (px). */
const GAP = 8;
const VIEWPORT_MARGIN = 8;
/** The panel's tallest, as in styles/dropdown.css. */
const MAX_HEIGHT = 520;

/** The inline styles this module sets, cleared when the phone sheet takes over. */
const PLACED_STYLES = ['left', 'top', 'right', 'max-width', 'max-height'] as const;

/**
 * Keeps `panel` placed against `trigger` (on scroll, resize, and size changes of either) until
 * the returned function is called. `panel.dataset.placement` tells where it went ('bottom-end',
 * 'top-start'…; 'sheet' on phones).
 *
 * @example
 * useLayoutEffect(() => placeDropdown(triggerRef.current!, panelRef.current!), []);
 */
export function placeDropdown(trigger: HTMLElement, panel: HTMLElement): () => void {
  const phone = (panel.ownerDocument.defaultView ?? window).matchMedia(PHONE_SHEET_QUERY);
  let stopFollowing: (() => void) | null = null;

  const place = () =>
    computePosition(trigger, panel, {
      placement: 'bottom-end',
      middleware: [
        offset(GAP),
        flip({ padding: VIEWPORT_MARGIN }),
        shift({ padding: VIEWPORT_MARGIN }),
        size({
          padding: VIEWPORT_MARGIN,
          apply({ availableWidth, availableHeight }) {
            if (phone.matches || !stopFollowing) return; // as below: the sheet's CSS alone
            panel.style.maxWidth = `${Math.max(0, availableWidth)}px`;
            panel.style.maxHeight = `${Math.max(0, Math.min(MAX_HEIGHT, availableHeight))}px`;
          },
        }),
      ],
    }).then(({ x, y, placement }) => {
      if (phone.matches || !stopFollowing) return; // the sheet took over, or closed meanwhile
      Object.assign(panel.style, { left: `${x}px`, top: `${y}px`, right: 'auto' });
      panel.dataset.placement = placement;
    });

  const follow = () => {
    stopFollowing?.();
    stopFollowing = null;
    for (const property of PLACED_STYLES) panel.style.removeProperty(property);
    if (phone.matches) {
      panel.dataset.placement = 'sheet';
      return;
    }
    stopFollowing = autoUpdate(trigger, panel, () => void place());
  };

  follow();
  phone.addEventListener('change', follow);
  return () => {
    phone.removeEventListener('change', follow);
    stopFollowing?.();
    stopFollowing = null;
  };
}
