import base from '../../styles/base.css?inline';
import dropdown from '../../styles/dropdown.css?inline';
import tokens from '../../styles/tokens.css?inline';
import bell from './notification-bell.css?inline';

/**
 * Header widgets sit inline, beside the page's other header items, where a block would start a
 * line of its own (base.css makes hosts blocks). !important like base.css's, so that a page's
 * `all: unset` cannot make the host inline. Kept out of styles.css, where it would reach every widget.
 */
const INLINE_HOST = ':host{display:inline-block !important}';

/** The whole stylesheet of the notification bell's shadow root. */
export const NOTIFICATION_BELL_STYLES: string = `${tokens}\n${base}\n${dropdown}\n${bell}\n${INLINE_HOST}`;

/** Style id of {@link NOTIFICATION_BELL_STYLES}: one injection per shadow root. */
export const NOTIFICATION_BELL_STYLE_ID = 'jobhub-notification-bell';
