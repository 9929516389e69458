import { Fragment, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import {
  conversationPreview,
  createChatScroll,
  dayLabel,
  formatDate,
  otherUserPlaceholder,
  relativeTime,
  type Conversation,
} from '@jobhub/sdk';
import { Avatar } from '@jobhub/widgets';
import { useSession } from '../../app/client-context';
import type { RealtimeKit } from '../../app/realtime-kit';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRealtimeKit } from '../../realtime/use-realtime-kit';
import { PremiumPrompt } from '../../realtime/premium-prompt';
import { ContactPicker } from './contact-picker';
import { ScamWarning } from './scam-warning';
import './messages.css';
import { ArrowLeft, Check, CheckCheck } from 'lucide-react';

/** `conversation_id` of the query (the other user's id), or null. */
function parseConversationId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function timeOf(iso: string, now: number): string {
  return relativeTime(iso, now);
}

function ConversationList({
  kit,
  myUserId,
  selected,
  onSelect,
  onNew,
}: {
  kit: RealtimeKit;
  myUserId: number;
  selected: number | null;
  onSelect: (userId: number) => void;
  /** 'Soạn tin nhắn': the picker of people with an application in common (null: no button). */
  onNew: (() => void) | null;
}) {
  const conversations = useStore(kit.chat.$conversations);
  const state = useStore(kit.chat.$conversationsState);
  const [query, setQuery] = useState('');
  const searchId = useId();
  useEffect(() => {
    void kit.chat.loadConversations();
  }, [kit]);
  const now = kit.client.now();
  const needle = query.trim().toLocaleLowerCase('vi');
  const shown = needle
    ? conversations.filter((conversation) => conversation.fullname.toLocaleLowerCase('vi').includes(needle))
    : conversations;
  return (
    <section className="msg-list" aria-labelledby={`${searchId}-title`}>
      <div className="msg-list-head">
        <h2 id={`${searchId}-title`} className="msg-list-title">
          Cuộc trò chuyện
        </h2>
        {onNew ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={onNew}>
            Soạn tin nhắn
          </button>
        ) : null}
      </div>
      <label htmlFor={searchId} className="visually-hidden">
        Tìm kiếm cuộc trò chuyện
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        placeholder="Tìm kiếm cuộc trò chuyện..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {state.status === 'error' ? (
        <p role="alert" className="msg-error">
          {state.message}
        </p>
      ) : null}
      {state.status === 'loading' && conversations.length === 0 ? (
        <p role="status" className="muted">
          Đang tải...
        </p>
      ) : null}
      {state.status === 'ready' && shown.length === 0 ? (
        <p className="muted">{needle ? 'Không tìm thấy cuộc trò chuyện nào' : 'Chưa có cuộc trò chuyện nào'}</p>
      ) : null}
      <ul>
        {shown.map((conversation: Conversation) => (
          <li key={conversation.user_id}>
            <button
              type="button"
              className="msg-conversation"
              aria-current={selected === conversation.user_id ? 'true' : undefined}
              onClick={() => onSelect(conversation.user_id)}
            >
              <Avatar name={conversation.fullname} src={conversation.avatar} letters={2} className="avatar" />
              <span className="msg-conversation-text">
                <span className="msg-conversation-head">
                  <strong>{conversation.fullname}</strong>
                  <time dateTime={conversation.last_message.created_at}>{timeOf(conversation.last_message.created_at, now)}</time>
                </span>
                <span className="msg-conversation-last">{conversationPreview(conversation.last_message, myUserId)}</span>
              </span>
              {conversation.unread_count > 0 ? (
                <span className="msg-unread-dot" role="img" aria-label={`${conversation.unread_count} tin nhắn chưa đọc`} />
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Composer({ kit, otherUserId }: { kit: RealtimeKit; otherUserId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const blank = text.trim() === '';
  const send = () => {
    if (blank) return;
    const content = text;
    // SPEC §4: optimistic — the input is cleared before sending.
    setText('');
    setError(null);
    void kit.chat.send(otherUserId, content).then((result) => {
      if (!result.ok) setError(result.message);
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form className="msg-composer" onSubmit={onSubmit}>
      {error ? (
        <p role="alert" className="msg-error">
          {error}
        </p>
      ) : null}
      <label htmlFor={inputId} className="visually-hidden">
        Tin nhắn
      </label>
      <textarea
        id={inputId}
        className="input"
        rows={1}
        placeholder="Nhập tin nhắn..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary" disabled={blank}>
        Gửi
      </button>
    </form>
  );
}

function Thread({
  kit,
  myUserId,
  otherUserId,
  canSend,
  onBack,
}: {
  kit: RealtimeKit;
  myUserId: number;
  otherUserId: number;
  canSend: boolean | null;
  /** Back to the conversation list (phones show one screen at a time). */
  onBack: () => void;
}) {
  const threadAtom = useMemo(() => kit.chat.thread(otherUserId), [kit, otherUserId]);
  const thread = useStore(threadAtom);
  const conversations = useStore(kit.chat.$conversations);
  const users = useStore(kit.chat.$users);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scroll] = useState(() => createChatScroll(() => scrollRef.current));

  // Open: the store marks incoming messages read; no toast for this conversation while on screen.
  useEffect(() => {
    kit.chat.setOpenConversation(otherUserId);
    const stopViewing = kit.viewConversation(otherUserId);
    void kit.chat.loadMessages(otherUserId);
    return () => {
      stopViewing();
      kit.chat.setOpenConversation(null);
    };
  }, [kit, otherUserId]);

  const known = conversations.find((conversation) => conversation.user_id === otherUserId);
  const info = users[otherUserId];
  useEffect(() => {
    if (!known && !info) void kit.chat.userInfo(otherUserId).catch(() => undefined);
  }, [kit, otherUserId, known, info]);
  const name = known?.fullname ?? info?.displayName ?? otherUserPlaceholder(otherUserId);

  const messages = thread.messages;
  const now = kit.client.now();
  const lastId = messages.length > 0 ? messages[messages.length - 1]!.id : null;
  // SPEC §2: scroll to the bottom 100 ms after mount and when the newest message changes; older
  // messages added at the top keep the reader's place; within 20 px of the top loads them.
  useEffect(() => scroll.scrollToBottomSoon(), [scroll, otherUserId, lastId]);
  useLayoutEffect(() => scroll.keepPosition(), [scroll, messages.length]);
  const onScroll = () => scroll.onScroll(thread.hasMore && thread.state.status !== 'loading', () => void kit.chat.loadOlder(otherUserId));

  return (
    <section className="msg-thread" aria-labelledby="msg-thread-title">
      <header className="msg-thread-head">
        <button type="button" className="btn btn-ghost msg-back" onClick={onBack} aria-label="Quay lại danh sách cuộc trò chuyện">
          <ArrowLeft className="icon" aria-hidden="true" focusable="false" />
        </button>
        <Avatar name={name} letters={2} className="avatar" />
        <h2 id="msg-thread-title">{name}</h2>
      </header>
      <div ref={scrollRef} className="msg-scroll" onScroll={onScroll} role="log" aria-label={`Tin nhắn với ${name}`} tabIndex={0}>
        {thread.state.status === 'loading' && thread.hasMore && messages.length > 0 ? (
          <p role="status" className="muted msg-older">
            Đang tải...
          </p>
        ) : null}
        {thread.state.status === 'error' ? (
          <p role="alert" className="msg-error">
            {thread.state.message}
          </p>
        ) : null}
        {messages.length === 0 && thread.state.status === 'ready' ? (
          <p className="muted msg-empty">Không có tin nhắn. Hãy bắt đầu cuộc trò chuyện.</p>
        ) : null}
        {messages.length === 0 && thread.state.status === 'loading' ? (
          <p role="status" className="muted msg-empty">
            Đang tải...
          </p>
        ) : null}
        <ol>
          {messages.map((message, index) => {
            const mine = message.sender === myUserId;
            // A day separator ('Hôm nay', 'Hôm qua', then the date) before each day's first message.
            const day = dayLabel(message.created_at, now);
            const newDay = index === 0 || dayLabel(messages[index - 1]!.created_at, now) !== day;
            return (
              <Fragment key={message.id}>
                {newDay ? (
                  <li className="msg-day">
                    <time dateTime={formatDate(message.created_at, 'iso')}>{day}</time>
                  </li>
                ) : null}
                <li className={`msg-bubble${mine ? ' mine' : ''}`}>
                  <p>{message.content}</p>
                  <span className="msg-meta">
                    <time dateTime={message.created_at}>{formatDate(message.created_at, 'time')}</time>
                    {mine ? (
                      <span className="msg-tick" role="img" aria-label={message.is_read ? 'Đã xem' : 'Đã gửi'}>
                        {message.is_read ? <CheckCheck className="icon-sm" aria-hidden="true" focusable="false" /> : <Check className="icon-sm" aria-hidden="true" focusable="false" />}
                      </span>
                    ) : null}
                  </span>
                </li>
                {!mine && message.warning_signals?.length ? (
                  <ScamWarning kit={kit} messageId={message.id} otherUserId={otherUserId} signals={message.warning_signals} isReported={message.is_reported === true} />
                ) : null}
              </Fragment>
            );
          })}
        </ol>
      </div>
      {canSend === null ? null : canSend ? <Composer kit={kit} otherUserId={otherUserId} /> : <PremiumPrompt />}
    </section>
  );
}

function MessageCentre() {
  const kit = useRealtimeKit();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const selected = parseConversationId(params.get('conversation_id'));
  // SPEC §6: candidates need Premium to write, employers may always reply (the account's rule; null while loading).
  const canSend = useStore(kit.chat.$mayChat);
  const [picking, setPicking] = useState(false);
  if (session.status !== 'authenticated') return null;
  const myUserId = session.user.user_id;
  const select = (userId: number) => {
    setPicking(false);
    setParams({ conversation_id: String(userId) }, { replace: false });
  };
  return (
    <div className={`msg-centre${selected ? ' has-thread' : ''}`}>
      {picking ? (
        <ContactPicker kit={kit} onPick={select} onBack={() => setPicking(false)} />
      ) : (
        <ConversationList kit={kit} myUserId={myUserId} selected={selected} onSelect={select} onNew={canSend === null ? null : () => setPicking(true)} />
      )}
      {selected ? (
        <Thread key={selected} kit={kit} myUserId={myUserId} otherUserId={selected} canSend={canSend} onBack={() => setParams({}, { replace: false })} />
      ) : (
        <section className="msg-thread msg-thread-empty">
          <p className="muted">Chọn một cuộc trò chuyện để xem tin nhắn.</p>
        </section>
      )}
    </div>
  );
}

/** The full message centre (SPEC §2 /candidate/messages and /employer/messages, query conversation_id). */
export function MessagesPage({ employer = false }: { employer?: boolean }) {
  useDocumentTitle('Tin nhắn');
  const body = (
    <Suspense fallback={<PageLoading />}>
      <MessageCentre />
    </Suspense>
  );
  if (employer) {
    return (
      <div className="stack">
        <h1>Tin nhắn</h1>
        {body}
      </div>
    );
  }
  return (
    <div className="container page">
      <h1>Tin nhắn</h1>
      {body}
    </div>
  );
}

export function CandidateMessagesPage() {
  return <MessagesPage />;
}

export function EmployerMessagesPage() {
  return <MessagesPage employer />;
}

