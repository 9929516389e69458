/** Notification bell badge cap: '9+' above 9 (SPEC §2, §9). */
export const BELL_BADGE_CAP = 9;
/** Employer top-bar message icon badge cap: '9+' above 9 (SPEC §2, §9). */
export const TOPBAR_MESSAGE_BADGE_CAP = 9;
/** Employer sidebar messages badge cap: '99+' above 99 (SPEC §2, §9). */
export const SIDEBAR_MESSAGE_BADGE_CAP = 99;

/**
 * The text of an unread badge: '' when there is nothing to show (0, negative, not a number), the
 * count up to `cap`, then `'{cap}+'`.
 *
 * @param count - Unread count.
 * @param cap - Highest count shown as is, e.g. {@link BELL_BADGE_CAP}.
 * @example
 * formatBadge(12, BELL_BADGE_CAP); // '9+'
 * formatBadge(120, SIDEBAR_MESSAGE_BADGE_CAP); // '99+'
 */
export function formatBadge(count: number, cap: number): string {
  if (!(count >= 1)) return '';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
