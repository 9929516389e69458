import base from '../../styles/base.css?inline';
import dropdown from '../../styles/dropdown.css?inline';
import tokens from '../../styles/tokens.css?inline';
import chatDock from './chat-dock.css?inline';

/**
 * Header widgets sit inline, beside the page's other header items, where a block would start a
 * line of its own (base.css makes hosts blocks). !important like base.css's, so that a page's
 * `all: unset` cannot make the host inline. Kept out of styles.css, where it would reach every widget.
 */
const INLINE_HOST = ':host{display:inline-block !important}';

/** The whole stylesheet of a chat dock (or chat windows) shadow root. */
export const CHAT_DOCK_STYLES: string = `${tokens}\n${base}\n${dropdown}\n${chatDock}\n${INLINE_HOST}`;

/** Style id of {@link CHAT_DOCK_STYLES}: one injection per shadow root. */
export const CHAT_DOCK_STYLE_ID = 'jobhub-chat-dock';
