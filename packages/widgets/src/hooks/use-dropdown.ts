import { useCallback, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/** A dropdown's open state with its dismissal rules, as returned by {@link useDropdown}. */
export interface Dropdown {
  readonly open: boolean;
  /** Opens or closes; closing with `returnFocus` focuses the trigger again. */
  setOpen(open: boolean, returnFocus?: boolean): void;
  toggle(): void;
  /** Wraps the trigger and the panel: clicks inside it never count as outside. */
  readonly containerRef: RefObject<HTMLDivElement | null>;
  /** The button that opens the panel; focus returns to it after Escape. */
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  /** `onKeyDown` of the panel: arrows, Home and End move between its enabled controls. */
  onPanelKeyDown(event: ReactKeyboardEvent<HTMLElement>): void;
}

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), textarea:not(:disabled)';

/**
 * Open state of a header dropdown (notification bell, chat dropdown). A pointer press outside
 * closes it: outside is decided with `composedPath()`, so presses inside the widget's shadow root
 * (which the page sees retargeted to the host) do not count. Escape closes it and returns focus to
 * the trigger.
 *
 * @example
 * const dropdown = useDropdown();
 * <div ref={dropdown.containerRef}><button ref={dropdown.triggerRef} onClick={dropdown.toggle} /></div>
 */
export function useDropdown(): Dropdown {
  const [open, setOpenState] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const setOpen = useCallback((next: boolean, returnFocus = false) => {
    setOpenState(next);
    if (!next && returnFocus) triggerRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpenState((value) => !value), []);

  // A layout effect: the listeners are in place in the same commit that shows the panel, so an
  // Escape pressed right after opening (a keyboard user, or a test) is never missed while a
  // passive effect waits for the next frame.
  useIsomorphicLayoutEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const document = container.ownerDocument;
    const onPointerDown = (event: Event) => {
      if (!event.composedPath().includes(container)) setOpenState(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.composedPath().includes(container)) setOpen(false, true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open, setOpen]);

  const onPanelKeyDown = useCallback((event: ReactKeyboardEvent<HTMLElement>) => {
    const { key } = event;
    if (key !== 'ArrowDown' && key !== 'ArrowUp' && key !== 'Home' && key !== 'End') return;
    // Text fields keep Home / End for the caret.
    if ((key === 'Home' || key === 'End') && (event.target as HTMLElement).tagName === 'INPUT') return;
    const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (controls.length === 0) return;
    event.preventDefault();
    const current = controls.indexOf(event.target as HTMLElement);
    const last = controls.length - 1;
    const next =
      key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1;
    controls[next]?.focus();
  }, []);

  return { open, setOpen, toggle, containerRef, triggerRef, onPanelKeyDown };
}
