import {
  createChatScroll,
  dayLabel,
  formatDate,
  MSG_CHAT_PREMIUM_REQUIRED,
  type ChatMessage,
  type ChatStore,
  type ChatWindow as ChatWindowState,
} from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/use-isomorphic-layout-effect';
import type { LinkBehaviour } from '../job-search/job-link';
import { Avatar } from '../avatar/person-avatar';
import { PremiumPrompt } from './premium-prompt';
import { CHAT_DOCK_TEXTS } from '../../i18n/texts/chat-dock';
import { useErrorText } from '../../i18n/error-text';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { $widgetLocale } from '../../i18n/widget-locale';

/** Props of {@link ChatWindow}. */
export interface ChatWindowProps {
  chat: ChatStore;
  window: ChatWindowState;
  /** Name of the other participant. */
  name: string;
  avatar?: string | null | undefined;
  /** The signed-in user: their messages are the right-hand bubbles with ticks. */
  currentUserId: number;
  /** Inline position (`right`), from the window's place in the list. */
  style?: CSSProperties | undefined;
  premiumHref: string;
  /** Router hook for the Premium link (see `LinkBehaviour`). */
  onNavigate?: LinkBehaviour['onNavigate'];
  /** Clock of the day separators ('Hôm nay', 'Hôm qua'). Default: the current time. */
  now?: (() => Date) | undefined;
}

function isUpgradeError(error: { message?: string; error?: unknown } | null): boolean {
  if (!error) return false;
  return error.message === MSG_CHAT_PREMIUM_REQUIRED || (error.error as { status?: unknown } | undefined)?.status === 403;
}

function MinimiseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M5 12h14" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The thread's messages, with a day separator before each day's first message. */
function ChatMessageItems({ messages, currentUserId, now }: { messages: readonly ChatMessage[]; currentUserId: number; now: number }) {
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const locale = useStore($widgetLocale);
  return (
    <>
      {messages.map((message, index) => {
        const own = message.sender === currentUserId;
        const pending = message.pending === true;
        // A day separator ('Hôm nay', 'Hôm qua', then the date) before each day's first message.
        const day = dayLabel(message.created_at, now, { locale });
        const newDay = index === 0 || dayLabel(messages[index - 1]!.created_at, now, { locale }) !== day;
        return (
          <Fragment key={message.id}>
            {newDay ? (
              <li className="jh-day">
                <time dateTime={formatDate(message.created_at, 'iso')}>{day}</time>
              </li>
            ) : null}
            <li className="jh-message" data-own={String(own)} data-pending={String(pending)}>
              <span>{message.content}</span>
              {!own && message.warning_signals?.length ? (
                <span className="jh-message__warning" role="note">
                  {t.scamWarning}
                </span>
              ) : null}
              <span className="jh-message__meta">
                <time dateTime={message.created_at}>{formatDate(message.created_at, 'time', { locale })}</time>
                {own ? (
                  <span
                    className="jh-message__tick"
                    role="img"
                    aria-label={pending ? t.sending : message.is_read ? t.seen : t.sent}
                  >
                    {pending ? ' …' : message.is_read ? ' ✓✓' : ' ✓'}
                  </span>
                ) : null}
              </span>
            </li>
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * One small chat window (SPEC §2 Chat window): header with the name, minimise and close; the
 * thread with times and sent / read ticks; the message box. Loads the thread on mount, loads
 * older messages near the top (20 px) and scrolls to the bottom 100 ms after mount and after each
 * new last message.
 */
export function ChatWindow({ chat, window: chatWindow, name, avatar, currentUserId, style, premiumHref, onNavigate, now: clock }: ChatWindowProps) {
  const { userId, minimised } = chatWindow;
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const errorText = useErrorText();
  // Subscribing to the thread loads it once (SDK) and keeps it live from the socket.
  const $thread = useMemo(() => chat.thread(userId), [chat, userId]);
  const thread = useStore($thread);
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<{ message: string; error?: unknown } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [scroll] = useState(() => createChatScroll(() => listRef.current));

  const { messages, state, hasMore } = thread;
  const loading = state.status === 'loading';
  const lastKey = messages.length ? messages[messages.length - 1]!.id : null;
  const firstKey = messages.length ? messages[0]!.id : null;

  // SPEC §2: chat lists scroll to the bottom 100 ms after mount and when the messages change
  // at the end (a new or sent message); older pages added at the top keep the reading position.
  useEffect(() => (minimised ? undefined : scroll.scrollToBottomSoon()), [scroll, lastKey, minimised]);
  useIsomorphicLayoutEffect(() => scroll.keepPosition(), [scroll, firstKey]);
  const onScroll = () => scroll.onScroll(hasMore && !loading, () => void chat.loadOlder(userId));

  const send = async () => {
    const content = draft;
    if (!content.trim()) return;
    // SPEC §4: optimistic, the box is cleared before the message is sent.
    setDraft('');
    setSendError(null);
    const result = await chat.send(userId, content);
    if (!result.ok) {
      setSendError(result);
      // Give the text back unless something new was typed meanwhile.
      setDraft((current) => (current === '' ? content : current));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; an IME composition keeps its Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const loadError = state.status === 'error' ? state : null;
  // A candidate without Premium (the account's rule, null while unknown) sees the upgrade prompt
  // at once, not after a refused send, e.g. from a 'Nhắn tin' button of a page.
  const mayChat = useStore(chat.$mayChat);
  const upgrade = mayChat === false || isUpgradeError(sendError) || isUpgradeError(loadError);
  const titleId = `jh-chat-${userId}-title`;
  const now = clock ? clock().getTime() : Date.now();

  return (
    <section className="jh-chat-window" aria-labelledby={titleId} data-minimised={String(minimised)} style={style}>
      <header className="jh-chat-window__header">
        <Avatar name={name} src={avatar} letters={2} className="jh-avatar jh-avatar--small" />
        <h2 className="jh-chat-window__name" id={titleId}>
          {name}
        </h2>
        <button
          type="button"
          className="jh-icon-button"
          aria-label={minimised ? t.expand : t.minimise}
          aria-expanded={!minimised}
          onClick={() => chat.minimiseWindow(userId)}
        >
          <MinimiseIcon />
        </button>
        <button type="button" className="jh-icon-button" aria-label={t.close} onClick={() => chat.closeWindow(userId)}>
          <CloseIcon />
        </button>
      </header>
      {minimised ? null : (
        <>
          <ol className="jh-messages" ref={listRef} onScroll={onScroll} tabIndex={0} aria-label={t.messagesWith({ name })} aria-busy={loading}>
            <ChatMessageItems messages={messages} currentUserId={currentUserId} now={now} />
          </ol>
          {messages.length === 0 && !loading && !loadError ? (
            <p className="jh-note">{t.noMessages}</p>
          ) : null}
          {upgrade ? (
            <PremiumPrompt href={premiumHref} onNavigate={onNavigate} />
          ) : sendError || loadError ? (
            <p className="jh-error" role="alert">
              {errorText((sendError ?? loadError)!)}
            </p>
          ) : null}
          {mayChat === false ? null : (
            <form
              className="jh-chat-form"
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <textarea
                rows={1}
                value={draft}
                placeholder={t.messagePlaceholder}
                aria-label={t.messageLabel}
                onChange={(event) => setDraft(event.currentTarget.value)}
                onKeyDown={onKeyDown}
              />
              <button type="submit" className="jh-chat-button" disabled={draft.trim() === ''}>
                {t.send}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
