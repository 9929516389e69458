import { formatBadge } from '@jobhub/sdk';
import { useId, type ReactNode } from 'react';
import type { Dropdown } from '../../hooks/use-dropdown';
import { dropdownPlacement, useDropdownPlacement } from '../../hooks/use-dropdown-placement';

/** Props of {@link HeaderDropdown}. */
export interface HeaderDropdownProps {
  /** Open state and refs, from `useDropdown()` in the widget (which also opens and closes it). */
  dropdown: Dropdown;
  /** Class and `part` name of the wrapper, e.g. 'jh-bell' and 'notification-bell'. */
  className: string;
  part: string;
  /** The panel's title and accessible name, e.g. 'Thông báo'. */
  title: string;
  /** Accessible name of the icon button, with the unread count. */
  triggerLabel: string;
  /** The icon of the button. */
  icon: ReactNode;
  /** Unread count shown on the badge (no badge at 0), capped at `badgeCap` ('9+'). */
  unread: number;
  badgeCap: number;
  /** Controls after the title in the panel header. */
  headerExtra?: ReactNode;
  /** The panel below its header (body and footer). */
  children: ReactNode;
  /**
   * Called when the user is about to open the panel (pointer over, focus or touch of the button):
   * the widget starts loading the panel's code, so that the click rarely waits for it.
   */
  onIntent?: (() => void) | undefined;
}

/**
 * The shape every header dropdown shares (notification bell, chat dropdown): an icon button with
 * an unread badge that opens a dialog panel with a titled header. Styled by styles/dropdown.css.
 *
 * @example
 * const dropdown = useDropdown();
 * <HeaderDropdown dropdown={dropdown} className="jh-bell" part="notification-bell" title="Thông báo"
 *   triggerLabel={`Thông báo, ${unread} chưa đọc`} icon={<BellIcon />} unread={unread} badgeCap={BELL_BADGE_CAP}>
 *   <div className="jh-dropdown__body">…</div>
 * </HeaderDropdown>
 */
export function HeaderDropdown({ dropdown, className, part, title, triggerLabel, icon, unread, badgeCap, headerExtra, children, onIntent }: HeaderDropdownProps) {
  const { open } = dropdown;
  const panelId = useId();
  const panelRef = useDropdownPlacement(dropdown.triggerRef, open);
  // The placement code comes with the panel's: both start loading on the same intent.
  const intent = () => {
    dropdownPlacement.prefetch();
    onIntent?.();
  };
  return (
    <div className={className} ref={dropdown.containerRef} part={part}>
      <button
        ref={dropdown.triggerRef}
        type="button"
        className="jh-icon-button"
        aria-label={triggerLabel}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={dropdown.toggle}
        onPointerEnter={intent}
        onFocus={intent}
        onTouchStart={intent}
      >
        {icon}
        {unread > 0 ? (
          <span className="jh-badge" aria-hidden="true">
            {formatBadge(unread, badgeCap)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div ref={panelRef} id={panelId} className="jh-dropdown" role="dialog" aria-label={title} onKeyDown={dropdown.onPanelKeyDown}>
          <div className="jh-dropdown__header">
            <h2 className="jh-dropdown__title">{title}</h2>
            {headerExtra}
          </div>
          {children}
        </div>
      ) : null}
    </div>
  );
}
