import {
  conversationPreview,
  relativeTime,
  TOPBAR_MESSAGE_BADGE_CAP,
  type Conversation,
  withoutAccents,
} from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useDropdown } from '../../hooks/use-dropdown';
import { HeaderDropdown } from '../header-dropdown/header-dropdown';
import { JobLink } from '../job-search/job-link';
import { Avatar } from '../avatar/avatar';
import { ChatWindowsPanel, type ChatWindowsOptions } from './chat-windows-panel';
import { ContactPicker } from './contact-picker';
import { PremiumPrompt } from './premium-prompt';
import { CHAT_DOCK_TEXTS } from '../../i18n/texts/chat-dock';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { $widgetLocale } from '../../i18n/widget-locale';

/** Options shared by every way of showing the chat dock (React component, custom element). */
export interface ChatDockWidgetOptions extends ChatWindowsOptions {
  /** The messages page, linked as 'Xem tất cả'. Default '/candidate/messages'. */
  messagesHref?: string | undefined;
  /** Render the chat windows too (default). Turn off when the page renders `ChatWindows` itself. */
  showWindows?: boolean | undefined;
}

/** Props of {@link ChatDockPanel}. */
export type ChatDockPanelProps = ChatDockWidgetOptions;

const defaultNow = () => new Date();

/** Lower case without Vietnamese diacritics, so 'nguyen' finds 'Nguyễn'. */
function searchable(text: string): string {
  return withoutAccents(text).toLowerCase();
}

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
 * get the upgrade prompt and the list stays unloaded.
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
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const locale = useStore($widgetLocale);
  const { open } = dropdown;
  // The store fetches the unread total for its first subscriber and keeps it live.
  const unread = useStore(chat.$unreadTotal);
  const mayChat = useStore(chat.$mayChat);
  const conversations = useStore(chat.$conversations);
  const state = useStore(chat.$conversationsState);
  const [search, setSearch] = useState('');
  // 'Soạn tin nhắn': the picker of people with an application in common, instead of the list.
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (!open) setPicking(false);
  }, [open]);

  useEffect(() => {
    if (open && mayChat) void chat.loadConversations();
  }, [chat, open, mayChat]);

  const shown = useMemo(() => {
    const needle = searchable(search.trim());
    if (!needle) return conversations;
    return conversations.filter(
      (row) => searchable(row.fullname).includes(needle) || searchable(row.last_message.content).includes(needle),
    );
  }, [conversations, search]);

  const openWindow = (userId: number) => {
    chat.openWindow(userId);
    dropdown.setOpen(false);
  };
  const openConversation = (row: Conversation) => openWindow(row.user_id);

  const time = now();
  const loading = state.status === 'loading';
  const loadingNote = (
    <p className="jh-note" role="status">
      {t.loading}
    </p>
  );
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
        headerExtra={
          mayChat && !picking ? (
            <button type="button" className="jh-link-button" onClick={() => setPicking(true)}>
              {t.compose}
            </button>
          ) : null
        }
      >
        {mayChat && picking ? (
          <ContactPicker chat={chat} onPick={openWindow} onBack={() => setPicking(false)} />
        ) : mayChat ? (
          <>
            <div className="jh-chat-search">
              <input
                type="search"
                className="jh-input"
                value={search}
                placeholder={t.searchPlaceholder}
                aria-label={t.searchLabel}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            </div>
            <div className="jh-dropdown__body">
              {shown.length > 0 ? (
                <ul className="jh-menu-list" aria-label={t.recent}>
                  {shown.map((row) => {
                    const unreadRow = row.unread_count > 0;
                    return (
                      <li key={row.user_id}>
                        <button
                          type="button"
                          className="jh-conversation"
                          data-unread={String(unreadRow)}
                          onClick={() => openConversation(row)}
                        >
                          <Avatar name={row.fullname} src={row.avatar} letters={2} className="jh-avatar" />
                          <span className="jh-conversation__text">
                            <span className="jh-conversation__top">
                              <span className="jh-conversation__name">{row.fullname}</span>
                              <time className="jh-conversation__time" dateTime={row.last_message.created_at}>
                                {relativeTime(row.last_message.created_at, time, { locale })}
                              </time>
                            </span>
                            <span className="jh-conversation__last">
                              {conversationPreview(row.last_message, currentUserId, t.ownPrefix)}
                            </span>
                          </span>
                          {unreadRow ? (
                            <span className="jh-dot" role="img" aria-label={t.unreadMessages({ count: row.unread_count })} />
                          ) : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ) : loading ? (
                loadingNote
              ) : state.status === 'error' ? (
                <p className="jh-error" role="alert">
                  {state.message}
                </p>
              ) : (
                <p className="jh-note">{search.trim() ? t.noMatch : t.empty}</p>
              )}
            </div>
          </>
        ) : mayChat === false ? (
          <PremiumPrompt href={premiumHref} onNavigate={onNavigate} />
        ) : (
          <div className="jh-dropdown__body">{loadingNote}</div>
        )}
        <div className="jh-dropdown__footer">
          <JobLink href={messagesHref} className="jh-link-button" onNavigate={onNavigate}>
            {t.seeAll}
          </JobLink>
        </div>
      </HeaderDropdown>
      {showWindows ? <ChatWindowsPanel {...windowOptions} /> : null}
    </>
  );
}
