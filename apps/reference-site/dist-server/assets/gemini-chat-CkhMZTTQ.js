import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
import { useState, useRef, useEffect, useMemo, useId } from "react";
import { Link, useSearchParams, useNavigate } from "react-router";
import { u as useDocumentTitle, c as useSession, a as useClient, q as oncePer, n as notify } from "../entry-server.js";
import { J as JobCard } from "./job-card-CbBnl0Fc.js";
import { E as ErrorAlert } from "./states-DI848tIn.js";
import { M as Modal, C as ConfirmDialog } from "./modal-B5e-VqO7.js";
import { Marked } from "marked";
import { FilterXSS } from "xss";
import { i as isSameSitePath } from "./sdk-realtime-DKD2-CEu.js";
/* empty css                */
/* empty css                   */
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
import { K as ASSISTANT_MESSAGE_MAX, ab as formatDate, L as ASSISTANT_TITLE_MAX } from "./sdk-CEZq98YD.js";
import { c as createAssistantStore } from "./sdk-assistant-CY8nCxn4.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/query";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "react-dom";
const markdown = new Marked({ gfm: true, breaks: true, async: false });
const TEXT_TAGS = ["p", "br", "strong", "b", "em", "i", "del", "ul", "ol", "li", "code", "pre", "blockquote", "h3", "h4", "h5", "h6", "hr"];
const TABLE_TAGS = ["table", "thead", "tbody", "tr", "th", "td"];
const sanitiser = new FilterXSS({
  whiteList: { ...Object.fromEntries([...TEXT_TAGS, ...TABLE_TAGS].map((tag) => [tag, []])), a: ["href"] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "template", "iframe", "object"],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "href" && !isSameSitePath(value)) return "";
    return void 0;
  }
});
function renderAnswer(source) {
  return sanitiser.process(markdown.parse(source));
}
const SUGGESTED_QUESTIONS = ["Tìm việc React ở Hà Nội", "Lương kế toán ở Đà Nẵng bao nhiêu?", "Cách viết CV cho sinh viên mới ra trường"];
const assistantStore = oncePer((client) => createAssistantStore(client));
function GeminiChatPage() {
  useDocumentTitle("JobHub AI");
  const session = useSession();
  if (session.status !== "authenticated") return /* @__PURE__ */ jsx(GuestPrompt, {});
  return /* @__PURE__ */ jsx(AssistantChat, {}, session.user.user_id);
}
function GuestPrompt() {
  return /* @__PURE__ */ jsx("div", { className: "container page page-narrow", children: /* @__PURE__ */ jsxs("div", { className: "card stack ai-guest", children: [
    /* @__PURE__ */ jsx("h1", { children: "JobHub AI" }),
    /* @__PURE__ */ jsx("p", { children: "Trợ lý JobHub AI trả lời từ dữ liệu việc làm thật trên JobHub: tìm việc theo kỹ năng và thành phố, mức lương theo ngành, lời khuyên viết CV và phỏng vấn." }),
    /* @__PURE__ */ jsx("p", { children: "Vui lòng đăng nhập để trò chuyện với JobHub AI." }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: "/login?redirect=%2Fgemini-chat", children: "Đăng nhập" }),
      /* @__PURE__ */ jsx(Link, { className: "btn btn-outline", to: "/register", children: "Đăng ký" })
    ] }),
    /* @__PURE__ */ jsxs("p", { className: "muted", children: [
      "Gợi ý câu hỏi: ",
      SUGGESTED_QUESTIONS.join(" · ")
    ] })
  ] }) });
}
function AssistantChat() {
  const client = useClient();
  const store = assistantStore(client);
  const sessions = useStore(store.$sessions);
  const conversation = useStore(store.$conversation);
  const reply = useStore(store.$reply);
  const [params, setParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [renaming, setRenaming] = useState(null);
  const [deleting, setDeleting] = useState(null);
  const [draft, setDraft] = useState("");
  const inputRef = useRef(null);
  const endRef = useRef(null);
  const wanted = Number(params.get("session")) || null;
  const openId = conversation.data?.sessionId ?? null;
  useEffect(() => {
    if (sessions.status === "idle") void store.loadSessions();
  }, [store, sessions.status]);
  useEffect(() => {
    if (wanted === openId) return;
    if (wanted !== null) void store.open(wanted);
    else if (reply.status !== "streaming") store.startNew();
  }, [wanted]);
  useEffect(() => {
    if (openId !== null && wanted === null && reply.status === "streaming") setParams({ session: String(openId) }, { replace: true });
  }, [openId]);
  const go = (id) => {
    setDrawerOpen(false);
    setParams(id === null ? {} : { session: String(id) });
    if (id === null) store.startNew();
    inputRef.current?.focus();
  };
  async function ask(question) {
    const text = question.trim();
    if (!text || reply.status === "streaming") return;
    setDraft("");
    inputRef.current?.focus();
    const result = await store.ask(text);
    if (!result.ok) setDraft((current) => current || text);
  }
  const onSubmit = (event) => {
    event.preventDefault();
    void ask(draft);
  };
  const onKeyDown = (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void ask(draft);
    }
  };
  const sessionList = /* @__PURE__ */ jsx(
    SessionList,
    {
      sessions: sessions.data ?? [],
      status: sessions.status,
      error: sessions.status === "error" ? sessions.message : void 0,
      currentId: openId,
      onRetry: () => void store.loadSessions(),
      onOpen: go,
      onRename: setRenaming,
      onDelete: setDeleting
    }
  );
  const messages = conversation.data?.messages ?? [];
  const jobs = conversation.data?.jobs ?? {};
  const streaming = reply.status === "streaming";
  useEffect(() => {
    if (messages.length > 0 || reply.status !== "idle") endRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages.length, reply.status]);
  return /* @__PURE__ */ jsxs("div", { className: "container page ai-page", children: [
    /* @__PURE__ */ jsxs("div", { className: "ai-layout", children: [
      /* @__PURE__ */ jsxs("aside", { className: "ai-sidebar", "aria-label": "Lịch sử trò chuyện", children: [
        /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-primary btn-block", onClick: () => go(null), children: "+ Cuộc trò chuyện mới" }),
        sessionList
      ] }),
      /* @__PURE__ */ jsxs("section", { className: "ai-main", "aria-labelledby": "ai-title", children: [
        /* @__PURE__ */ jsxs("div", { className: "ai-main__head", children: [
          /* @__PURE__ */ jsx("h1", { id: "ai-title", children: "JobHub AI" }),
          /* @__PURE__ */ jsxs("div", { className: "ai-main__tools", children: [
            /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline ai-drawer-toggle", onClick: () => setDrawerOpen(true), "aria-haspopup": "dialog", children: "Lịch sử" }),
            /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-ghost ai-drawer-toggle", onClick: () => go(null), children: "Mới" })
          ] })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "ai-thread", children: [
          conversation.status === "loading" ? /* @__PURE__ */ jsx("p", { className: "loading", role: "status", children: "Đang tải cuộc trò chuyện..." }) : conversation.status === "error" ? /* @__PURE__ */ jsxs("div", { className: "stack", children: [
            /* @__PURE__ */ jsx(ErrorAlert, { message: conversation.message, onRetry: wanted === null ? void 0 : () => void store.open(wanted) }),
            /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: () => go(null), children: "Bắt đầu cuộc trò chuyện mới" })
          ] }) : messages.length === 0 && reply.status === "idle" ? /* @__PURE__ */ jsx(Welcome, { onPick: (question) => void ask(question) }) : /* @__PURE__ */ jsxs("ol", { className: "ai-messages", "aria-label": "Cuộc trò chuyện", children: [
            messages.map((message) => /* @__PURE__ */ jsx(MessageItem, { message, jobs }, message.id)),
            reply.status !== "idle" ? /* @__PURE__ */ jsxs("li", { className: "ai-message ai-message--assistant", "aria-busy": streaming, children: [
              /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: "JobHub AI:" }),
              reply.text ? /* @__PURE__ */ jsx(Answer, { text: reply.text }) : null,
              /* @__PURE__ */ jsx(JobCards, { ids: reply.postIds, jobs }),
              streaming ? /* @__PURE__ */ jsx("p", { className: "ai-typing", role: "status", children: "JobHub AI đang trả lời..." }) : /* @__PURE__ */ jsx(ErrorBox, { message: reply.error })
            ] }) : null
          ] }),
          /* @__PURE__ */ jsx("div", { ref: endRef })
        ] }),
        /* @__PURE__ */ jsxs("form", { className: "ai-composer", onSubmit, children: [
          /* @__PURE__ */ jsx("label", { htmlFor: "ai-question", className: "visually-hidden", children: "Câu hỏi cho JobHub AI" }),
          /* @__PURE__ */ jsx(
            "textarea",
            {
              id: "ai-question",
              ref: inputRef,
              value: draft,
              onChange: (event) => setDraft(event.target.value),
              onKeyDown,
              maxLength: ASSISTANT_MESSAGE_MAX,
              rows: 2,
              placeholder: "Hỏi JobHub AI về việc làm, lương, CV...",
              "aria-describedby": "ai-question-hint"
            }
          ),
          /* @__PURE__ */ jsx("span", { id: "ai-question-hint", className: "visually-hidden", children: "Enter để gửi, Shift + Enter để xuống dòng" }),
          streaming ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: () => store.stop(), children: "Dừng" }) : /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary", disabled: !draft.trim(), children: "Gửi" })
        ] }),
        /* @__PURE__ */ jsx("p", { className: "ai-disclaimer muted", children: "JobHub AI trả lời từ các tin tuyển dụng đang mở trên JobHub." })
      ] })
    ] }),
    drawerOpen ? /* @__PURE__ */ jsx(Modal, { title: "Lịch sử trò chuyện", variant: "drawer", onClose: () => setDrawerOpen(false), children: /* @__PURE__ */ jsxs("div", { className: "stack", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-primary btn-block", onClick: () => go(null), children: "+ Cuộc trò chuyện mới" }),
      sessionList
    ] }) }) : null,
    renaming ? /* @__PURE__ */ jsx(RenameDialog, { session: renaming, store, onClose: () => setRenaming(null) }) : null,
    deleting ? /* @__PURE__ */ jsx(
      DeleteDialog,
      {
        session: deleting,
        store,
        onClose: (deleted) => {
          setDeleting(null);
          if (deleted && deleting.id === wanted) go(null);
        }
      }
    ) : null
  ] });
}
function Welcome({ onPick }) {
  return /* @__PURE__ */ jsxs("div", { className: "ai-welcome", children: [
    /* @__PURE__ */ jsx("h2", { children: "Bạn cần tìm việc gì hôm nay?" }),
    /* @__PURE__ */ jsx("p", { className: "muted", children: "JobHub AI tìm trong các tin tuyển dụng đang mở, thống kê mức lương và tư vấn viết CV, phỏng vấn." }),
    /* @__PURE__ */ jsx("ul", { className: "ai-suggestions", "aria-label": "Câu hỏi gợi ý", children: SUGGESTED_QUESTIONS.map((question) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", { type: "button", className: "ai-suggestion", onClick: () => onPick(question), children: question }) }, question)) })
  ] });
}
function MessageItem({ message, jobs }) {
  if (message.role === "user") {
    return /* @__PURE__ */ jsxs("li", { className: "ai-message ai-message--user", children: [
      /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: "Bạn:" }),
      /* @__PURE__ */ jsx("p", { className: "ai-question", children: message.content })
    ] });
  }
  return /* @__PURE__ */ jsxs("li", { className: "ai-message ai-message--assistant", children: [
    /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: "JobHub AI:" }),
    /* @__PURE__ */ jsx(Answer, { text: message.content }),
    /* @__PURE__ */ jsx(JobCards, { ids: message.post_ids, jobs })
  ] });
}
function Answer({ text }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderAnswer(text), [text]);
  const onClick = (event) => {
    const link = event.target.closest("a");
    const href = link?.getAttribute("href");
    if (!href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return /* @__PURE__ */ jsx("div", { className: "ai-answer", onClick, dangerouslySetInnerHTML: { __html: html } });
}
function JobCards({ ids, jobs }) {
  const cards = ids.flatMap((id) => jobs[id] ? [jobs[id]] : []);
  const now = useMemo(() => /* @__PURE__ */ new Date(), []);
  if (cards.length === 0) return null;
  return /* @__PURE__ */ jsx("ul", { className: "ai-jobs", "aria-label": "Việc làm được nhắc đến", children: cards.map((job) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(JobCard, { job, now, headingLevel: 3 }) }, job.id)) });
}
function SessionList({ sessions, status, error, currentId, onRetry, onOpen, onRename, onDelete }) {
  if (error && sessions.length === 0) return /* @__PURE__ */ jsx(ErrorAlert, { message: error, onRetry });
  if ((status === "loading" || status === "idle") && sessions.length === 0) {
    return /* @__PURE__ */ jsx("p", { className: "muted", role: "status", children: "Đang tải..." });
  }
  if (sessions.length === 0) return /* @__PURE__ */ jsx("p", { className: "muted ai-sessions-empty", children: "Chưa có cuộc trò chuyện nào." });
  return /* @__PURE__ */ jsx("ul", { className: "ai-sessions", children: sessions.map((session) => /* @__PURE__ */ jsxs("li", { className: session.id === currentId ? "ai-session is-current" : "ai-session", children: [
    /* @__PURE__ */ jsxs("button", { type: "button", className: "ai-session__open", onClick: () => onOpen(session.id), "aria-current": session.id === currentId ? "page" : void 0, children: [
      /* @__PURE__ */ jsx("span", { className: "ai-session__title", children: session.title }),
      /* @__PURE__ */ jsx("span", { className: "ai-session__date", children: formatDate(session.updated_at, "date-time") }),
      session.preview ? /* @__PURE__ */ jsx("span", { className: "ai-session__preview", children: session.preview }) : null
    ] }),
    /* @__PURE__ */ jsxs("span", { className: "ai-session__actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "ai-icon-btn", onClick: () => onRename(session), "aria-label": `Đổi tên "${session.title}"`, children: /* @__PURE__ */ jsx(PencilIcon, {}) }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "ai-icon-btn", onClick: () => onDelete(session), "aria-label": `Xoá "${session.title}"`, children: /* @__PURE__ */ jsx(TrashIcon, {}) })
    ] })
  ] }, session.id)) });
}
function PencilIcon() {
  return /* @__PURE__ */ jsx("svg", { width: "16", height: "16", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4", strokeLinecap: "round", strokeLinejoin: "round" }) });
}
function TrashIcon() {
  return /* @__PURE__ */ jsx("svg", { width: "16", height: "16", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3", strokeLinecap: "round", strokeLinejoin: "round" }) });
}
function RenameDialog({ session, store, onClose }) {
  const [title, setTitle] = useState(session.title);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(null);
  const id = useId();
  const submit = async (event) => {
    event.preventDefault();
    if (!title.trim()) {
      setError("Vui lòng nhập tiêu đề");
      return;
    }
    setPending(true);
    const result = await store.rename(session.id, title.trim());
    setPending(false);
    if (result.ok) onClose();
    else setError(result.message);
  };
  return /* @__PURE__ */ jsx(Modal, { title: "Đổi tên cuộc trò chuyện", onClose, busy: pending, children: /* @__PURE__ */ jsxs("form", { className: "stack", onSubmit: (event) => void submit(event), noValidate: true, children: [
    /* @__PURE__ */ jsxs("div", { className: "field", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: id, children: "Tiêu đề" }),
      /* @__PURE__ */ jsx(
        "input",
        {
          id,
          className: "input",
          value: title,
          maxLength: ASSISTANT_TITLE_MAX,
          onChange: (event) => setTitle(event.target.value),
          "aria-invalid": error ? true : void 0,
          "aria-describedby": error ? `${id}-error` : void 0,
          autoFocus: true
        }
      ),
      error ? /* @__PURE__ */ jsx("p", { id: `${id}-error`, className: "field-error", role: "alert", children: error }) : null
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "actions cand-modal__actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onClose, disabled: pending, children: "Hủy" }),
      /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary", disabled: pending, children: pending ? "Đang lưu..." : "Lưu" })
    ] })
  ] }) });
}
function DeleteDialog({ session, store, onClose }) {
  const [pending, setPending] = useState(false);
  return /* @__PURE__ */ jsx(
    ConfirmDialog,
    {
      title: "Xoá cuộc trò chuyện?",
      message: /* @__PURE__ */ jsxs("p", { children: [
        "Cuộc trò chuyện “",
        session.title,
        "” và mọi tin nhắn trong đó sẽ bị xoá vĩnh viễn."
      ] }),
      confirmLabel: "Xoá",
      danger: true,
      pending,
      onCancel: () => onClose(false),
      onConfirm: () => {
        setPending(true);
        void store.remove(session.id).then((result) => {
          setPending(false);
          if (result.ok) notify.success("Đã xoá cuộc trò chuyện");
          else notify.error(result.message);
          onClose(result.ok);
        });
      }
    }
  );
}
export {
  GeminiChatPage,
  SUGGESTED_QUESTIONS
};
