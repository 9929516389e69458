import { CHAT_DOCK_CLOSED_STYLES } from './chat-dock-closed-styles';
import chatDock from './chat-dock.css?inline';

export { CHAT_DOCK_STYLE_ID } from './chat-dock-closed-styles';

/** The whole stylesheet of a chat dock (or chat windows) shadow root: the closed dock's, then its panels' (chat-dock.css). */
export const CHAT_DOCK_STYLES: string = `${CHAT_DOCK_CLOSED_STYLES}\n${chatDock}`;
