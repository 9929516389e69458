/**
 * /gemini-chat, 'JobHub AI' (API.md "JobHub AI", issue 10): the signed-in user's conversations
 * with the assistant. A sidebar of sessions (a drawer below 768 px), suggested questions, answers
 * streamed as they are written (markdown, sanitised) with cards of the jobs they cite, and a stop
 * button. Guests get a login prompt. The conversation open is in the URL (`?session=12`).
 */
import {
  ASSISTANT_MESSAGE_MAX,
  ASSISTANT_TITLE_MAX,
  createAssistantStore,
  formatDate,
  type AssistantConversation,
  type AssistantMessage,
  type AssistantReplyState,
  type AssistantSession,
  type AssistantStore,
  type AsyncState,
  type PostRow,
} from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClient, useSession, type Client } from '../../app/client-context';
import { notify } from '../../app/notify';
import { oncePer } from '../../app/once-per';
import { useDocumentTitle } from '../../components/use-document-title';
import { JobCard } from '../browse/job-card';
import { ErrorAlert } from '../browse/states';
import { ConfirmDialog, Modal } from '../candidate/modal';
import { previewText, renderAnswer } from './markdown';
import '../browse/browse.css';
import '../candidate/candidate.css';
import './assistant.css';
import { ErrorBox } from '../../components/error-box';

export const SUGGESTED_QUESTIONS = ['Tìm việc React ở Hà Nội', 'Lương kế toán ở Đà Nẵng bao nhiêu?', 'Cách viết CV cho sinh viên mới ra trường'] as const;

/** One JobHub AI store per client (the list and the open conversation survive leaving the page). */
const assistantStore: (client: Client) => AssistantStore = oncePer((client: Client) => createAssistantStore(client));

export function GeminiChatPage() {
  useDocumentTitle('JobHub AI');
  const session = useSession();
  if (session.status !== 'authenticated') return <GuestPrompt />;
  return <AssistantChat key={session.user.user_id} />;
}

function GuestPrompt() {
  return (
    <div className="container page page-narrow">
      <div className="card stack ai-guest">
        <h1>JobHub AI</h1>
        <p>Trợ lý JobHub AI trả lời từ dữ liệu việc làm thật trên JobHub: tìm việc theo kỹ năng và thành phố, mức lương theo ngành, lời khuyên viết CV và phỏng vấn.</p>
        <p>Vui lòng đăng nhập để trò chuyện với JobHub AI.</p>
        <div className="actions">
          <Link className="btn btn-primary" to="/login?redirect=%2Fgemini-chat">
            Đăng nhập
          </Link>
          <Link className="btn btn-outline" to="/register">
            Đăng ký
          </Link>
        </div>
        <p className="muted">Gợi ý câu hỏi: {SUGGESTED_QUESTIONS.join(' · ')}</p>
      </div>
    </div>
  );
}

/** The conversation in the URL (`?session=12`): opens it when the URL changes, names a new one in it. */
function useSessionInUrl(store: AssistantStore, openId: number | null, replyStatus: string) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('session')) || null;

  // The URL names the conversation: open it when it changes (back, a link, the sidebar).
  useEffect(() => {
    if (wanted === openId) return;
    if (wanted !== null) void store.open(wanted);
    else if (replyStatus !== 'streaming') store.startNew();
    // Only a URL change opens a session.
  }, [wanted]);
  // A new conversation gets its session with its first question: name it in the URL.
  useEffect(() => {
    if (openId !== null && wanted === null && replyStatus === 'streaming') setParams({ session: String(openId) }, { replace: true });
  }, [openId]);

  return [wanted, setParams] as const;
}

/** The question being typed, and asking one (a refused question comes back into an empty box). */
function useQuestion(store: AssistantStore, replyStatus: string, inputRef: RefObject<HTMLTextAreaElement | null>) {
  const [draft, setDraft] = useState('');
  async function ask(question: string) {
    const text = question.trim();
    if (!text || replyStatus === 'streaming') return;
    setDraft('');
    inputRef.current?.focus();
    const result = await store.ask(text);
    if (!result.ok) setDraft((current) => current || text);
  }
  return [draft, setDraft, ask] as const;
}

/** The title, and below 768 px the buttons of the history drawer and of a new conversation. */
function ChatHead({ onHistory, onStartNew }: { onHistory: () => void; onStartNew: () => void }) {
  return (
    <div className="ai-main__head">
      <h1 id="ai-title">JobHub AI</h1>
      <div className="ai-main__tools">
        <button type="button" className="btn btn-outline ai-drawer-toggle" onClick={onHistory} aria-haspopup="dialog">
          Lịch sử
        </button>
        <button type="button" className="btn btn-ghost ai-drawer-toggle" onClick={onStartNew}>
          Mới
        </button>
      </div>
    </div>
  );
}

function AssistantChat() {
  const client = useClient();
  const store = assistantStore(client);
  const sessions = useStore(store.$sessions);
  const conversation = useStore(store.$conversation);
  const reply = useStore(store.$reply);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [renaming, setRenaming] = useState<AssistantSession | null>(null);
  const [deleting, setDeleting] = useState<AssistantSession | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft, ask] = useQuestion(store, reply.status, inputRef);

  const openId = conversation.data?.sessionId ?? null;

  useEffect(() => {
    if (sessions.status === 'idle') void store.loadSessions();
  }, [store, sessions.status]);

  const [wanted, setParams] = useSessionInUrl(store, openId, reply.status);

  const go = (id: number | null) => {
    setDrawerOpen(false);
    setParams(id === null ? {} : { session: String(id) });
    if (id === null) store.startNew();
    inputRef.current?.focus();
  };

  const sessionList = (
    <>
      <button type="button" className="btn btn-primary btn-block" onClick={() => go(null)}>
        + Cuộc trò chuyện mới
      </button>
      <SessionList
        sessions={sessions.data ?? []}
        status={sessions.status}
        error={sessions.status === 'error' ? sessions.message : undefined}
        currentId={openId}
        onRetry={() => void store.loadSessions()}
        onOpen={go}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
    </>
  );

  return (
    <div className="container page ai-page">
      <div className="ai-layout">
        <aside className="ai-sidebar" aria-label="Lịch sử trò chuyện">
          {sessionList}
        </aside>

        <section className="ai-main" aria-labelledby="ai-title">
          <ChatHead onHistory={() => setDrawerOpen(true)} onStartNew={() => go(null)} />

          <Thread
            conversation={conversation}
            reply={reply}
            onRetry={wanted === null ? undefined : () => void store.open(wanted)}
            onStartNew={() => go(null)}
            onAsk={(question) => void ask(question)}
          />

          <Composer
            draft={draft}
            onDraft={setDraft}
            inputRef={inputRef}
            streaming={reply.status === 'streaming'}
            onAsk={() => void ask(draft)}
            onStop={() => store.stop()}
          />
          <p className="ai-disclaimer muted">JobHub AI trả lời từ các tin tuyển dụng đang mở trên JobHub.</p>
        </section>
      </div>

      {drawerOpen ? (
        <Modal title="Lịch sử trò chuyện" variant="drawer" onClose={() => setDrawerOpen(false)}>
          <div className="stack">{sessionList}</div>
        </Modal>
      ) : null}
      {renaming ? <RenameDialog session={renaming} store={store} onClose={() => setRenaming(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          session={deleting}
          store={store}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted && deleting.id === wanted) go(null);
          }}
        />
      ) : null}
    </div>
  );
}

interface ThreadProps {
  conversation: AsyncState<AssistantConversation>;
  reply: AssistantReplyState;
  /** Reloads the conversation in the URL (none for a new one). */
  onRetry: (() => void) | undefined;
  onStartNew: () => void;
  onAsk: (question: string) => void;
}

/** The open conversation: its loading and error states, the welcome, the messages and the reply being written. */
function Thread({ conversation, reply, onRetry, onStartNew, onAsk }: ThreadProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const messages = conversation.data?.messages ?? [];
  const jobs = conversation.data?.jobs ?? {};
  const streaming = reply.status === 'streaming';

  // A new turn or the start of an answer brings the end of the conversation into view.
  useEffect(() => {
    if (messages.length > 0 || reply.status !== 'idle') endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, reply.status]);

  return (
    <div className="ai-thread">
      {conversation.status === 'loading' ? (
        <p className="loading" role="status">
          Đang tải cuộc trò chuyện...
        </p>
      ) : conversation.status === 'error' ? (
        <div className="stack">
          <ErrorAlert message={conversation.message} onRetry={onRetry} />
          <button type="button" className="btn btn-outline" onClick={onStartNew}>
            Bắt đầu cuộc trò chuyện mới
          </button>
        </div>
      ) : messages.length === 0 && reply.status === 'idle' ? (
        <Welcome onPick={onAsk} />
      ) : (
        <ol className="ai-messages" aria-label="Cuộc trò chuyện">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} jobs={jobs} />
          ))}
          {reply.status !== 'idle' ? (
            <li className="ai-message ai-message--assistant" aria-busy={streaming}>
              <span className="visually-hidden">JobHub AI:</span>
              {reply.text ? <Answer text={reply.text} /> : null}
              <JobCards ids={reply.postIds} jobs={jobs} />
              {streaming ? (
                <p className="ai-typing" role="status">
                  JobHub AI đang trả lời...
                </p>
              ) : (
                <ErrorBox message={reply.error} />
              )}
            </li>
          ) : null}
        </ol>
      )}
      <div ref={endRef} />
    </div>
  );
}

interface ComposerProps {
  draft: string;
  onDraft: (draft: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  streaming: boolean;
  /** Sends the draft. */
  onAsk: () => void;
  onStop: () => void;
}

/** The question box: Enter sends, Shift + Enter breaks the line; 'Dừng' stops an answer being written. */
function Composer({ draft, onDraft, inputRef, streaming, onAsk, onStop }: ComposerProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAsk();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onAsk();
    }
  };

  return (
    <form className="ai-composer" onSubmit={onSubmit}>
      <label htmlFor="ai-question" className="visually-hidden">
        Câu hỏi cho JobHub AI
      </label>
      <textarea
        id="ai-question"
        ref={inputRef}
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={ASSISTANT_MESSAGE_MAX}
        rows={2}
        placeholder="Hỏi JobHub AI về việc làm, lương, CV..."
        aria-describedby="ai-question-hint"
      />
      <span id="ai-question-hint" className="visually-hidden">
        Enter để gửi, Shift + Enter để xuống dòng
      </span>
      {streaming ? (
        <button type="button" className="btn btn-outline" onClick={onStop}>
          Dừng
        </button>
      ) : (
        <button type="submit" className="btn btn-primary" disabled={!draft.trim()}>
          Gửi
        </button>
      )}
    </form>
  );
}


function Welcome({ onPick }: { onPick: (question: string) => void }) {
  return (
    <div className="ai-welcome">
      <h2>Bạn cần tìm việc gì hôm nay?</h2>
      <p className="muted">JobHub AI tìm trong các tin tuyển dụng đang mở, thống kê mức lương và tư vấn viết CV, phỏng vấn.</p>
      <ul className="ai-suggestions" aria-label="Câu hỏi gợi ý">
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <button type="button" className="ai-suggestion" onClick={() => onPick(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MessageItem({ message, jobs }: { message: AssistantMessage; jobs: Readonly<Record<number, PostRow>> }) {
  if (message.role === 'user') {
    return (
      <li className="ai-message ai-message--user">
        <span className="visually-hidden">Bạn:</span>
        <p className="ai-question">{message.content}</p>
      </li>
    );
  }
  return (
    <li className="ai-message ai-message--assistant">
      <span className="visually-hidden">JobHub AI:</span>
      <Answer text={message.content} />
      <JobCards ids={message.post_ids} jobs={jobs} />
    </li>
  );
}

/** An answer's markdown, sanitised; same-site links navigate inside the app. */
function Answer({ text }: { text: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderAnswer(text), [text]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  // Sanitised to a few text elements and same-site links (markdown.ts).
  return <div className="ai-answer" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

function JobCards({ ids, jobs }: { ids: readonly number[]; jobs: Readonly<Record<number, PostRow>> }) {
  const cards = ids.flatMap((id) => (jobs[id] ? [jobs[id]] : []));
  const now = useMemo(() => new Date(), []);
  if (cards.length === 0) return null;
  return (
    <ul className="ai-jobs" aria-label="Việc làm được nhắc đến">
      {cards.map((job) => (
        <li key={job.id}>
          <JobCard job={job} now={now} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

interface SessionListProps {
  sessions: AssistantSession[];
  status: string;
  error: string | undefined;
  currentId: number | null;
  onRetry: () => void;
  onOpen: (id: number) => void;
  onRename: (session: AssistantSession) => void;
  onDelete: (session: AssistantSession) => void;
}

function SessionList({ sessions, status, error, currentId, onRetry, onOpen, onRename, onDelete }: SessionListProps) {
  if (error && sessions.length === 0) return <ErrorAlert message={error} onRetry={onRetry} />;
  if ((status === 'loading' || status === 'idle') && sessions.length === 0) {
    return (
      <p className="muted" role="status">
        Đang tải...
      </p>
    );
  }
  if (sessions.length === 0) return <p className="muted ai-sessions-empty">Chưa có cuộc trò chuyện nào.</p>;
  return (
    <ul className="ai-sessions">
      {sessions.map((session) => (
        <li key={session.id} className={session.id === currentId ? 'ai-session is-current' : 'ai-session'}>
          <button type="button" className="ai-session__open" onClick={() => onOpen(session.id)} aria-current={session.id === currentId ? 'page' : undefined}>
            <span className="ai-session__title">{session.title}</span>
            <span className="ai-session__date">{formatDate(session.updated_at, 'date-time')}</span>
            {/* The preview is the start of a markdown answer: shown as its text, never as '**39**'. */}
            {session.preview ? <span className="ai-session__preview">{previewText(session.preview)}</span> : null}
          </button>
          <span className="ai-session__actions">
            <button type="button" className="ai-icon-btn" onClick={() => onRename(session)} aria-label={`Đổi tên "${session.title}"`}>
              <PencilIcon />
            </button>
            <button type="button" className="ai-icon-btn" onClick={() => onDelete(session)} aria-label={`Xoá "${session.title}"`}>
              <TrashIcon />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Decorative icons of the session actions (the buttons carry the accessible names). */
function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function RenameDialog({ session, store, onClose }: { session: AssistantSession; store: AssistantStore; onClose: () => void }) {
  const [title, setTitle] = useState(session.title);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Vui lòng nhập tiêu đề');
      return;
    }
    setPending(true);
    const result = await store.rename(session.id, title.trim());
    setPending(false);
    if (result.ok) onClose();
    else setError(result.message);
  };
  return (
    <Modal title="Đổi tên cuộc trò chuyện" onClose={onClose} busy={pending}>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={id}>Tiêu đề</label>
          <input
            id={id}
            className="input"
            value={title}
            maxLength={ASSISTANT_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            autoFocus
          />
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="actions cand-modal__actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={pending}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Đang lưu...' : 'Lưu'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteDialog({ session, store, onClose }: { session: AssistantSession; store: AssistantStore; onClose: (deleted: boolean) => void }) {
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      title="Xoá cuộc trò chuyện?"
      message={<p>Cuộc trò chuyện “{session.title}” và mọi tin nhắn trong đó sẽ bị xoá vĩnh viễn.</p>}
      confirmLabel="Xoá"
      danger
      pending={pending}
      onCancel={() => onClose(false)}
      onConfirm={() => {
        setPending(true);
        void store.remove(session.id).then((result) => {
          setPending(false);
          if (result.ok) notify.success('Đã xoá cuộc trò chuyện');
          else notify.error(result.message);
          onClose(result.ok);
        });
      }}
    />
  );
}
