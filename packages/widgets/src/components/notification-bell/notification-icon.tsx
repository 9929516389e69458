/**
 * Icon of each notification type (SPEC §3 types) as one inline SVG path (24×24, stroked), not
 * emoji: emoji render as empty boxes where no emoji font is installed. Hand-drawn after the lucide
 * shapes (file, eye, undo, clock, message, megaphone, clipboard, check, calendar; the bell for
 * anything else): lucide itself would cost more than the script-tag budget leaves.
 */
const PATHS: Record<string, string> = {
  new_application: 'M14 3H6v18h12V7zM14 3v4h4M9 13h6M9 17h6',
  cv_viewed: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  application_withdrawn: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4',
  position_expired: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  message_received: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
  system: 'M3 10v4h4l6 4V6l-6 4zM17 9a4 4 0 0 1 0 6',
  cv_status_changed: 'M9 3h6v3H9zM9 5H6v16h12V5h-3M9 12h6M9 16h6',
  job_applied: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6',
  interview_scheduled: 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4',
};
const BELL = 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4';

/** The SVG path drawn for a `notification_type` (the bell for an unknown type). */
export function notificationIconPath(type: string): string {
  return PATHS[type] ?? BELL;
}

/**
 * The decorative icon shown beside a notification, by its `notification_type`.
 *
 * @example
 * <NotificationIcon type="message_received" />
 */
export function NotificationIcon({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={notificationIconPath(type)} />
    </svg>
  );
}
