import { ShadowHost } from '../../mount/shadow-host';
import type { JobHubThemeOption } from '../../mount/theme';
import { CHAT_DOCK_STYLE_ID, CHAT_DOCK_STYLES } from './chat-dock-styles';
import { ChatWindowsPanel, type ChatWindowsOptions } from './chat-windows-panel';

/** Props of {@link ChatWindows}. */
export interface ChatWindowsProps extends ChatWindowsOptions {
  /** The API of the chat store's client, where avatars load from (see `ChatDock`'s `apiBase`). */
  apiBase?: string | undefined;
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides set on the shadow host. */
  theme?: JobHubThemeOption | undefined;
  /** Class of the host element in the page. */
  className?: string | undefined;
}

/**
 * Only the small chat windows, in their own shadow root, fixed at the bottom right of the viewport.
 * For pages that open chats without the dropdown (e.g. the employer area, or a `ChatDock` rendered
 * with `showWindows={false}` inside a header whose `transform` would break fixed positioning).
 * Open a window with `openChat(chat, userId)`.
 *
 * @example
 * <ChatWindows chat={chat} currentUserId={session.user.user_id} onNavigate={(href) => navigate(href)} />
 */
export function ChatWindows({ theme, className, apiBase, ...options }: ChatWindowsProps) {
  return (
    <ShadowHost css={CHAT_DOCK_STYLES} styleId={CHAT_DOCK_STYLE_ID} theme={theme} className={className} apiBase={apiBase}>
      <ChatWindowsPanel {...options} />
    </ShadowHost>
  );
}
