import { ShadowHost } from '../../mount/shadow-host';
import type { JobHubThemeOption } from '../../mount/theme';
import { ChatDockPanel, type ChatDockWidgetOptions } from './chat-dock-panel';
import { CHAT_DOCK_STYLE_ID, CHAT_DOCK_STYLES } from './chat-dock-styles';

/** Props of {@link ChatDock}. */
export interface ChatDockProps extends ChatDockWidgetOptions {
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides set on the shadow host. */
  theme?: JobHubThemeOption | undefined;
  /** Class of the host element in the page (layout only). */
  className?: string | undefined;
}

/**
 * The JobHub chat dock in its own shadow root: a message button with the unread badge, the
 * dropdown of recent conversations (search, 'Bạn: ' previews, unread dots, 'Xem tất cả'; the
 * upgrade prompt to those the chat store's `$mayChat` refuses) and the small chat windows it opens
 * (at most 3, 336 px apart).
 *
 * @example
 * // Once per signed-in app (not per render):
 * const account = createAccountStore(client);
 * const realtime = createRealtime(client, { isPremium: () => account.$premium.get() === 'active' });
 * const chat = createChatStore(client, realtime, account);
 *
 * <ChatDock chat={chat} currentUserId={session.user.user_id} onNavigate={(href) => navigate(href)} />
 */
export function ChatDock({ theme, className, ...options }: ChatDockProps) {
  return (
    <ShadowHost css={CHAT_DOCK_STYLES} styleId={CHAT_DOCK_STYLE_ID} theme={theme} className={className}>
      <ChatDockPanel {...options} />
    </ShadowHost>
  );
}
