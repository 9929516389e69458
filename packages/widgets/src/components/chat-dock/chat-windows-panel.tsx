import { chatWindowOffsetPx, type ChatStore } from '@jobhub/sdk';
import { CHAT_DOCK_TEXTS } from '../../i18n/texts/chat-dock';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { LinkBehaviour } from '../job-search/job-link';
import { ChatWindow } from './chat-window';

/** Options of the chat windows, shared by `ChatWindows`, `ChatDock` and the script-tag build. */
export interface ChatWindowsOptions {
  /** The chat store of the signed-in user (`createChatStore(client, realtime)`); keep it stable. */
  chat: ChatStore;
  /** The signed-in user's id: their messages get the right-hand bubbles, ticks and 'Bạn: '. */
  currentUserId: number;
  /** The Premium page, linked from the upgrade prompt (403 on send). Default '/premium'. */
  premiumHref?: string | undefined;
  /** Router hook for the widget's links: called for plain left clicks, after the default was prevented. */
  onNavigate?: LinkBehaviour['onNavigate'];
  /** Distance in px of the front window from the right edge of the viewport. Default 16. */
  rightOffset?: number | undefined;
  /** Clock for the relative times and the threads' day separators (tests pin it). Default: the current time. */
  now?: (() => Date) | undefined;
}

/** Props of {@link ChatWindowsPanel}. */
export type ChatWindowsPanelProps = ChatWindowsOptions;

/**
 * The open chat windows (SPEC §2, §4) without a shadow host: at most 3, front first from the right,
 * 336 px apart. The front window that is not minimised is the store's open conversation, whose
 * incoming messages are marked read.
 *
 * @example
 * <ChatWindowsPanel chat={chat} currentUserId={session.user.user_id} />
 */
export function ChatWindowsPanel({ chat, currentUserId, premiumHref = '/premium', onNavigate, rightOffset = 16, now }: ChatWindowsPanelProps) {
  const windows = useStore(chat.$windows);
  const conversations = useStore(chat.$conversations);
  const users = useStore(chat.$users);
  const frontUserId = windows.find((window) => !window.minimised)?.userId ?? null;

  useEffect(() => {
    chat.setOpenConversation(frontUserId);
  }, [chat, frontUserId]);
  useEffect(() => () => chat.setOpenConversation(null), [chat]);

  // Names come from the conversation list, else from the user info cache (looked up once).
  const people = windows.map(({ userId }) => {
    const conversation = conversations.find((row) => row.user_id === userId);
    const user = users[userId];
    return {
      userId,
      name: conversation?.fullname || user?.displayName || user?.fullname || '',
      avatar: conversation?.avatar ?? user?.avatar ?? null,
    };
  });
  const missing = people.filter((person) => !person.name).map((person) => person.userId).join(',');
  useEffect(() => {
    if (!missing) return;
    for (const id of missing.split(',')) void chat.userInfo(Number(id)).catch(() => undefined);
  }, [chat, missing]);

  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  if (windows.length === 0) return null;
  return (
    <div className="jh-chat-windows" part="chat-windows">
      {windows.map((window, index) => (
        <ChatWindow
          key={window.userId}
          chat={chat}
          window={window}
          name={people[index]!.name || t.unknownUser({ id: window.userId })}
          avatar={people[index]!.avatar}
          currentUserId={currentUserId}
          premiumHref={premiumHref}
          onNavigate={onNavigate}
          now={now}
          style={{ right: `${rightOffset + chatWindowOffsetPx(index)}px` }}
        />
      ))}
    </div>
  );
}

/**
 * Opens (or brings to the front) the chat window with a user, e.g. from a 'Nhắn tin' button of the
 * page: at most 3 stay open, a 4th closes the oldest. The `ChatDock` or `ChatWindows` rendering
 * the same store shows it.
 *
 * @param chat - the chat store the windows render
 * @param userId - the other participant
 * @example
 * <button onClick={() => openChat(chat, employer.user_id)}>Nhắn tin</button>
 */
export function openChat(chat: Pick<ChatStore, 'openWindow'>, userId: number): void {
  chat.openWindow(userId);
}
