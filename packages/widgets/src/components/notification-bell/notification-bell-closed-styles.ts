import base from '../../styles/base.css?inline';
import dropdown from '../../styles/dropdown.css?inline';
import tokens from '../../styles/tokens.css?inline';

/**
 * Header widgets sit inline, beside the page's other header items, where a block would start a
 * line of its own (base.css makes hosts blocks). !important like base.css's, so that a page's
 * `all: unset` cannot make the host inline. Kept out of styles.css, where it would reach every widget.
 */
const INLINE_HOST = ':host{display:inline-block !important}';

/**
 * What the closed bell shows (the header dropdown's button, badge and frame): the script-tag
 * build's whole sheet for it (script-tag-notification-bell-styles.ts), the list's rules coming with the list.
 */
export const NOTIFICATION_BELL_CLOSED_STYLES: string = `${tokens}\n${base}\n${dropdown}\n${INLINE_HOST}`;

/** Style id of the notification bell's stylesheet: one injection per shadow root. */
export const NOTIFICATION_BELL_STYLE_ID = 'jobhub-notification-bell';
