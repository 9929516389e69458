import { TOPBAR_MESSAGE_BADGE_CAP, type ChatCore } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useDropdown } from '../../hooks/use-dropdown';
import { lazyModule, useLazyModule } from '../../hooks/use-lazy-module';
import { HeaderDropdown } from '../header-dropdown/header-dropdown';
import { LazyDropdownNotice } from '../header-dropdown/lazy-dropdown-notice';
import { JobLink } from '../job-search/job-link';
import type { ChatWindowsOptions } from './chat-windows-panel';
import { CHAT_DOCK_CLOSED_TEXTS } from '../../i18n/texts/chat-dock-closed';
import { useWidgetTexts } from '../../i18n/widget-texts';

/** Options shared by every way of showing the chat dock (React component, custom element). */
export interface ChatDockWidgetOptions extends Omit<ChatWindowsOptions, 'chat'> {
  /**
   * The chat store of the signed-in user (`createChatStore(client, realtime, account)`); keep it
   * stable. The script-tag element passes `createChatCore`'s, which the chat panels complete
   * (`withOpenedChat`) when they load.
   */
  chat: ChatCore;
  /** The messages page, linked as 'Xem tất cả'. Default '/candidate/messages'. */
  messagesHref?: string | undefined;
  /** Render the chat windows too (default). Turn off when the page renders `ChatWindows` itself. */
  showWindows?: boolean | undefined;
}

/** Props of {@link ChatDockPanel}. */
export type ChatDockPanelProps = ChatDockWidgetOptions;

const defaultNow = () => new Date();

/**
 * The dropdown's content and the chat windows: loaded on the first opening or the first chat
 * window, or before on the button's hover, focus or touch.
 */
const chatPanels = lazyModule(() => import('./chat-panels'));

function MessageIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
    </svg>
  );
}

/**
 * The chat dock without its shadow host: a message button with the unread badge ('9+'), the
 * dropdown of recent conversations (SPEC §2 Chat dropdown) and, unless `showWindows` is false, the
 * chat windows. For a tree already inside a shadow root holding `CHAT_DOCK_STYLES`. Who may chat
 * is the chat store's `$mayChat` (employers always, candidates with active Premium): the others
 * get the upgrade prompt and the list stays unloaded. The dropdown's content and the windows load
 * on first use ('Đang tải...' meanwhile).
 *
 * @example
 * <ChatDockPanel chat={chat} currentUserId={7} />
 */
export function ChatDockPanel({
  messagesHref = '/candidate/messages',
  showWindows = true,
  ...windowOptions
}: ChatDockPanelProps) {
  const now = windowOptions.now ?? defaultNow;
  const { chat, currentUserId, premiumHref = '/premium', onNavigate } = windowOptions;
  const dropdown = useDropdown();
  const t = useWidgetTexts(CHAT_DOCK_CLOSED_TEXTS);
  const { open } = dropdown;
  // The store fetches the unread total for its first subscriber and keeps it live.
  const unread = useStore(chat.$unreadTotal);
  const mayChat = useStore(chat.$mayChat);
  const panels = useLazyModule(chatPanels, open);
  // Here rather than in the lazily loaded dropdown, so that the search outlives a closing as before.
  const [search, setSearch] = useState('');
  // 'Soạn tin nhắn': the picker of people with an application in common, instead of the list.
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (!open) setPicking(false);
  }, [open]);

  useEffect(() => {
    if (open && mayChat) void chat.loadConversations();
  }, [chat, open, mayChat]);

  const openWindow = (userId: number) => {
    chat.openWindow(userId);
    dropdown.setOpen(false);
  };

  return (
    <>
      <HeaderDropdown
        dropdown={dropdown}
        className="jh-chat-dock"
        part="chat-dock"
        title={t.title}
        triggerLabel={t.trigger({ count: unread })}
        icon={<MessageIcon />}
        unread={unread}
        badgeCap={TOPBAR_MESSAGE_BADGE_CAP}
        onIntent={chatPanels.prefetch}
        headerExtra={
          mayChat && !picking && panels.status === 'ready' ? <panels.module.ChatDockCompose onCompose={() => setPicking(true)} /> : null
        }
      >
        {panels.status === 'ready' ? (
          <panels.module.ChatDockDropdown
            chat={chat}
            currentUserId={currentUserId}
            mayChat={mayChat}
            picking={picking}
            onPicking={setPicking}
            search={search}
            onSearch={setSearch}
            onOpenWindow={openWindow}
            premiumHref={premiumHref}
            onNavigate={onNavigate}
            now={now}
          />
        ) : (
          <LazyDropdownNotice state={panels} texts={t} />
        )}
        <div className="jh-dropdown__footer">
          <JobLink href={messagesHref} className="jh-link-button" onNavigate={onNavigate}>
            {t.seeAll}
          </JobLink>
        </div>
      </HeaderDropdown>
      {showWindows ? <LazyChatWindows {...windowOptions} /> : null}
    </>
  );
}

/**
 * The chat windows, loaded with the first window (a conversation picked, or `openChat` before the
 * dropdown was ever opened); nothing to load while there is none. Should the load fail, the next
 * change of the windows (another `openChat`) tries again.
 */
function LazyChatWindows({ chat, ...options }: ChatDockWidgetOptions) {
  const windows = useStore(chat.$windows);
  const panels = useLazyModule(chatPanels, windows.length > 0 && windows);
  return panels.status === 'ready' ? <panels.module.ChatWindowsPanel {...options} chat={panels.module.withOpenedChat(chat)} /> : null;
}
