import { conversationPreview, relativeTime, type ChatCore, type Conversation, withoutAccents } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Avatar } from '../avatar/person-avatar';
import type { LinkBehaviour } from '../job-search/job-link';
import { ContactPicker } from './contact-picker';
import { PremiumPrompt } from './premium-prompt';
import { CHAT_DOCK_TEXTS } from '../../i18n/texts/chat-dock';
import { useErrorText } from '../../i18n/error-text';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { $widgetLocale } from '../../i18n/widget-locale';

/**
 * The opened chat dock: the conversation dropdown's content and the chat windows, which only show
 * once the user opens the dropdown or a chat. `ChatDockPanel` loads this module then (one chunk of
 * its own in the CDN build), so the dock's first paint is the message button and its badge only.
 * One module for both, so that nothing they share lands in the shared runtime.
 */
export { ChatWindowsPanel } from './chat-windows-panel';
/**
 * The chat store's opened parts (threads, sending, reports), which the windows need: here, so
 * that a dock given `createChatCore`'s store (the script-tag element) loads them with its panels.
 */
export { withOpenedChat } from '@jobhub/sdk';

/** Lower case without Vietnamese diacritics, so 'nguyen' finds 'Nguyễn'. */
function searchable(text: string): string {
  return withoutAccents(text).toLowerCase();
}

/** 'Soạn tin nhắn' in the dropdown's header: opens the contact picker. */
export function ChatDockCompose({ onCompose }: { onCompose: () => void }) {
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  return (
    <button type="button" className="jh-link-button" onClick={onCompose}>
      {t.compose}
    </button>
  );
}

/** Props of {@link ChatDockDropdown}; the state that outlives a closing stays in `ChatDockPanel`. */
export interface ChatDockDropdownProps {
  chat: ChatCore;
  currentUserId: number;
  mayChat: boolean | null;
  /** The contact picker shows instead of the list. */
  picking: boolean;
  onPicking: (picking: boolean) => void;
  search: string;
  onSearch: (search: string) => void;
  onOpenWindow: (userId: number) => void;
  premiumHref: string;
  onNavigate?: LinkBehaviour['onNavigate'];
  now: () => Date;
}

/**
 * The dropdown between its header and its footer (SPEC §2 Chat dropdown): the searchable list of
 * recent conversations, the contact picker, or the upgrade prompt for those who may not chat.
 */
export function ChatDockDropdown({ chat, currentUserId, mayChat, picking, onPicking, search, onSearch, onOpenWindow, premiumHref, onNavigate, now }: ChatDockDropdownProps) {
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const errorText = useErrorText();
  const locale = useStore($widgetLocale);
  const conversations = useStore(chat.$conversations);
  const state = useStore(chat.$conversationsState);

  const shown = useMemo(() => {
    const needle = searchable(search.trim());
    if (!needle) return conversations;
    return conversations.filter(
      (row) => searchable(row.fullname).includes(needle) || searchable(row.last_message.content).includes(needle),
    );
  }, [conversations, search]);

  const openConversation = (row: Conversation) => onOpenWindow(row.user_id);

  const time = now();
  const loading = state.status === 'loading';
  const loadingNote = (
    <p className="jh-note" role="status">
      {t.loading}
    </p>
  );
  if (mayChat && picking) return <ContactPicker chat={chat} onPick={onOpenWindow} onBack={() => onPicking(false)} />;
  if (mayChat === false) return <PremiumPrompt href={premiumHref} onNavigate={onNavigate} />;
  if (!mayChat) return <div className="jh-dropdown__body">{loadingNote}</div>;
  return (
    <>
      <div className="jh-chat-search">
        <input
          type="search"
          className="jh-input"
          value={search}
          placeholder={t.searchPlaceholder}
          aria-label={t.searchLabel}
          onChange={(event) => onSearch(event.currentTarget.value)}
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
            {errorText(state)}
          </p>
        ) : (
          <p className="jh-note">{search.trim() ? t.noMatch : t.empty}</p>
        )}
      </div>
    </>
  );
}
