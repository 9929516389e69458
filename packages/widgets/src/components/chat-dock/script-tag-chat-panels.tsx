/**
 * The chat panels of the script-tag build, which rollup.config.ts puts in place of chat-panels.tsx
 * (loaded on the dock's first opening or the first chat window): the same components, each adding
 * the rules of the dropdown's content and of the chat windows (chat-dock.css) to its shadow root,
 * which the closed dock's stylesheet leaves out (script-tag-chat-dock-styles.ts).
 */
import { usePanelStyles } from '../../hooks/use-panel-styles';
import * as panels from './chat-panels';
import chatDock from './chat-dock.css?inline';

export { withOpenedChat } from './chat-panels';

const CHAT_PANELS_STYLE_ID = 'jobhub-chat-panels';

/** {@link panels.ChatDockCompose} with its styles. */
export function ChatDockCompose(props: Parameters<typeof panels.ChatDockCompose>[0]) {
  usePanelStyles(chatDock, CHAT_PANELS_STYLE_ID);
  return <panels.ChatDockCompose {...props} />;
}

/** {@link panels.ChatDockDropdown} with its styles. */
export function ChatDockDropdown(props: panels.ChatDockDropdownProps) {
  usePanelStyles(chatDock, CHAT_PANELS_STYLE_ID);
  return <panels.ChatDockDropdown {...props} />;
}

/** {@link panels.ChatWindowsPanel} with its styles. */
export function ChatWindowsPanel(props: Parameters<typeof panels.ChatWindowsPanel>[0]) {
  usePanelStyles(chatDock, CHAT_PANELS_STYLE_ID);
  return <panels.ChatWindowsPanel {...props} />;
}
