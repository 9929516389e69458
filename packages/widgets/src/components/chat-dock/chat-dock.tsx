import { useContext } from 'react';
import { ShadowHost } from '../../mount/shadow-host';
import { JobHubContext } from '../../react/jobhub-context';
import type { JobHubThemeOption } from '../../mount/theme';
import { ChatDockPanel, type ChatDockWidgetOptions } from './chat-dock-panel';
import { CHAT_DOCK_STYLE_ID, CHAT_DOCK_STYLES } from './chat-dock-styles';

/** Props of {@link ChatDock}. */
export interface ChatDockProps extends Omit<ChatDockWidgetOptions, 'chat' | 'currentUserId'> {
  /** The signed-in user's chat store; default: the enclosing `<JobHubProvider>`'s (shown only while a user is signed in). */
  chat?: ChatDockWidgetOptions['chat'] | undefined;
  /** The signed-in user's id; default: the provider's signed-in user. */
  currentUserId?: number | undefined;
  /**
   * The API of the chat store's client: avatars' paths ('/media/…') load from there. Default: the
   * enclosing `<JobHubProvider>`'s; give it with a store of your own on a page of another origin.
   */
  apiBase?: string | undefined;
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
 * // or, inside <JobHubProvider>: <ChatDock onNavigate={(href) => navigate(href)} />
 */
export function ChatDock({ theme, className, chat, currentUserId, apiBase, ...options }: ChatDockProps) {
  const provided = useContext(JobHubContext);
  const signedIn = provided?.session.status === 'authenticated' ? provided.session.user : null;
  const store = chat ?? (signedIn ? provided!.chat : null);
  const userId = currentUserId ?? signedIn?.user_id;
  if (!store || userId === undefined) return null;
  return (
    <ShadowHost css={CHAT_DOCK_STYLES} styleId={CHAT_DOCK_STYLE_ID} theme={theme} className={className} apiBase={apiBase}>
      <ChatDockPanel {...options} chat={store} currentUserId={userId} />
    </ShadowHost>
  );
}
