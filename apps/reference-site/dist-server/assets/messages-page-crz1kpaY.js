import { jsxs, jsx } from "react/jsx-runtime";
import { useState, useId, Suspense, useEffect, useMemo, useRef, useLayoutEffect, Fragment } from "react";
import { Link, useSearchParams } from "react-router";
import { useStore } from "@nanostores/react";
import { A as Avatar, u as useDocumentTitle, P as PageLoading, c as useSession } from "../entry-server.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { u as useChatContacts } from "./use-chat-contacts-iUTtbKED.js";
import { ArrowLeft, CheckCheck, Check } from "lucide-react";
import { j as conversationPreview, o as otherUserPlaceholder, S as SCROLL_TO_BOTTOM_DELAY_MS, L as LOAD_OLDER_THRESHOLD_PX } from "./sdk-realtime-DKD2-CEu.js";
import { aJ as dayLabel, ab as formatDate, af as relativeTime } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "./chat-dock-D17jhiSA.js";
import "@nanostores/i18n";
import "./widget-texts-rKVpVAog.js";
function PremiumPrompt() {
  return /* @__PURE__ */ jsxs("div", { className: "premium-prompt", role: "note", children: [
    /* @__PURE__ */ jsx("p", { children: "Tính năng nhắn tin chỉ dành cho người dùng Premium. Nâng cấp để gửi tin nhắn cho nhà tuyển dụng." }),
    /* @__PURE__ */ jsx(Link, { className: "btn btn-premium", to: "/premium", children: "Nâng cấp Premium" })
  ] });
}
function ContactPicker({ kit, onPick, onBack }) {
  const [search, setSearch] = useState("");
  const id = useId();
  const view = useChatContacts(kit.chat, search);
  const empty = !view.loading && !view.error && view.contacts.length === 0;
  return /* @__PURE__ */ jsxs("section", { className: "msg-list", "aria-labelledby": `${id}-title`, children: [
    /* @__PURE__ */ jsxs("div", { className: "msg-list-head", children: [
      /* @__PURE__ */ jsx("h2", { id: `${id}-title`, className: "msg-list-title", children: "Soạn tin nhắn" }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-ghost btn-sm", onClick: onBack, children: "Quay lại" })
    ] }),
    /* @__PURE__ */ jsx("label", { htmlFor: id, className: "visually-hidden", children: "Tìm người để nhắn tin" }),
    /* @__PURE__ */ jsx(
      "input",
      {
        id,
        className: "input",
        type: "search",
        placeholder: "Tìm theo tên, công ty, vị trí...",
        value: search,
        onChange: (event) => setSearch(event.target.value)
      }
    ),
    view.error ? /* @__PURE__ */ jsx("p", { role: "alert", className: "msg-error", children: view.error }) : null,
    /* @__PURE__ */ jsx("ul", { "aria-label": "Người bạn có thể nhắn tin", children: view.contacts.map((contact) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", { type: "button", className: "msg-conversation", onClick: () => onPick(contact.user_id), children: [
      /* @__PURE__ */ jsx(Avatar, { name: contact.company_name ?? contact.fullname, src: contact.avatar, letters: 2, className: "avatar" }),
      /* @__PURE__ */ jsxs("span", { className: "msg-conversation-text", children: [
        /* @__PURE__ */ jsx("strong", { children: contact.company_name ?? contact.fullname }),
        /* @__PURE__ */ jsx("span", { className: "msg-conversation-last", children: contact.company_name ? `${contact.fullname} · ${contact.post_title}` : contact.post_title })
      ] })
    ] }) }, contact.user_id)) }),
    view.loading ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải..." }) : null,
    empty ? /* @__PURE__ */ jsx("p", { className: "muted", children: search.trim() ? "Không tìm thấy người phù hợp" : "Chưa có ai để nhắn tin: cần có đơn ứng tuyển giữa hai bên" }) : null,
    view.hasMore && !view.loading ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-sm", onClick: view.loadMore, children: "Xem thêm" }) : null
  ] });
}
function parseConversationId(value) {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
function timeOf(iso, now) {
  return relativeTime(iso, now);
}
function ConversationList({
  kit,
  myUserId,
  selected,
  onSelect,
  onNew
}) {
  const conversations = useStore(kit.chat.$conversations);
  const state = useStore(kit.chat.$conversationsState);
  const [query, setQuery] = useState("");
  const searchId = useId();
  useEffect(() => {
    void kit.chat.loadConversations();
  }, [kit]);
  const now = kit.client.now();
  const needle = query.trim().toLocaleLowerCase("vi");
  const shown = needle ? conversations.filter((conversation) => conversation.fullname.toLocaleLowerCase("vi").includes(needle)) : conversations;
  return /* @__PURE__ */ jsxs("section", { className: "msg-list", "aria-labelledby": `${searchId}-title`, children: [
    /* @__PURE__ */ jsxs("div", { className: "msg-list-head", children: [
      /* @__PURE__ */ jsx("h2", { id: `${searchId}-title`, className: "msg-list-title", children: "Cuộc trò chuyện" }),
      onNew ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-sm", onClick: onNew, children: "Soạn tin nhắn" }) : null
    ] }),
    /* @__PURE__ */ jsx("label", { htmlFor: searchId, className: "visually-hidden", children: "Tìm kiếm cuộc trò chuyện" }),
    /* @__PURE__ */ jsx(
      "input",
      {
        id: searchId,
        className: "input",
        type: "search",
        placeholder: "Tìm kiếm cuộc trò chuyện...",
        value: query,
        onChange: (event) => setQuery(event.target.value)
      }
    ),
    state.status === "error" ? /* @__PURE__ */ jsx("p", { role: "alert", className: "msg-error", children: state.message }) : null,
    state.status === "loading" && conversations.length === 0 ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải..." }) : null,
    state.status === "ready" && shown.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: needle ? "Không tìm thấy cuộc trò chuyện nào" : "Chưa có cuộc trò chuyện nào" }) : null,
    /* @__PURE__ */ jsx("ul", { children: shown.map((conversation) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
      "button",
      {
        type: "button",
        className: "msg-conversation",
        "aria-current": selected === conversation.user_id ? "true" : void 0,
        onClick: () => onSelect(conversation.user_id),
        children: [
          /* @__PURE__ */ jsx(Avatar, { name: conversation.fullname, src: conversation.avatar, letters: 2, className: "avatar" }),
          /* @__PURE__ */ jsxs("span", { className: "msg-conversation-text", children: [
            /* @__PURE__ */ jsxs("span", { className: "msg-conversation-head", children: [
              /* @__PURE__ */ jsx("strong", { children: conversation.fullname }),
              /* @__PURE__ */ jsx("time", { dateTime: conversation.last_message.created_at, children: timeOf(conversation.last_message.created_at, now) })
            ] }),
            /* @__PURE__ */ jsx("span", { className: "msg-conversation-last", children: conversationPreview(conversation.last_message, myUserId) })
          ] }),
          conversation.unread_count > 0 ? /* @__PURE__ */ jsx("span", { className: "msg-unread-dot", role: "img", "aria-label": `${conversation.unread_count} tin nhắn chưa đọc` }) : null
        ]
      }
    ) }, conversation.user_id)) })
  ] });
}
function Composer({ kit, otherUserId }) {
  const [text, setText] = useState("");
  const [error, setError] = useState(null);
  const inputId = useId();
  const blank = text.trim() === "";
  const send = () => {
    if (blank) return;
    const content = text;
    setText("");
    setError(null);
    void kit.chat.send(otherUserId, content).then((result) => {
      if (!result.ok) setError(result.message);
    });
  };
  const onSubmit = (event) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return /* @__PURE__ */ jsxs("form", { className: "msg-composer", onSubmit, children: [
    error ? /* @__PURE__ */ jsx("p", { role: "alert", className: "msg-error", children: error }) : null,
    /* @__PURE__ */ jsx("label", { htmlFor: inputId, className: "visually-hidden", children: "Tin nhắn" }),
    /* @__PURE__ */ jsx(
      "textarea",
      {
        id: inputId,
        className: "input",
        rows: 1,
        placeholder: "Nhập tin nhắn...",
        value: text,
        onChange: (event) => setText(event.target.value),
        onKeyDown
      }
    ),
    /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary", disabled: blank, children: "Gửi" })
  ] });
}
function Thread({
  kit,
  myUserId,
  otherUserId,
  canSend,
  onBack
}) {
  const threadAtom = useMemo(() => kit.chat.thread(otherUserId), [kit, otherUserId]);
  const thread = useStore(threadAtom);
  const conversations = useStore(kit.chat.$conversations);
  const users = useStore(kit.chat.$users);
  const scrollRef = useRef(null);
  const olderPending = useRef(null);
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
    if (!known && !info) void kit.chat.userInfo(otherUserId).catch(() => void 0);
  }, [kit, otherUserId, known, info]);
  const name = known?.fullname ?? info?.displayName ?? otherUserPlaceholder(otherUserId);
  const messages = thread.messages;
  const now = kit.client.now();
  const lastId = messages.length > 0 ? messages[messages.length - 1].id : null;
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = scrollRef.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, SCROLL_TO_BOTTOM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [otherUserId, lastId]);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && olderPending.current !== null) {
      element.scrollTop = element.scrollHeight - olderPending.current;
      olderPending.current = null;
    }
  }, [messages.length]);
  const onScroll = () => {
    const element = scrollRef.current;
    if (!element || !thread.hasMore || thread.state.status === "loading") return;
    if (element.scrollTop <= LOAD_OLDER_THRESHOLD_PX) {
      olderPending.current = element.scrollHeight - element.scrollTop;
      void kit.chat.loadOlder(otherUserId);
    }
  };
  return /* @__PURE__ */ jsxs("section", { className: "msg-thread", "aria-labelledby": "msg-thread-title", children: [
    /* @__PURE__ */ jsxs("header", { className: "msg-thread-head", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-ghost msg-back", onClick: onBack, "aria-label": "Quay lại danh sách cuộc trò chuyện", children: /* @__PURE__ */ jsx(ArrowLeft, { className: "icon", "aria-hidden": "true", focusable: "false" }) }),
      /* @__PURE__ */ jsx(Avatar, { name, letters: 2, className: "avatar" }),
      /* @__PURE__ */ jsx("h2", { id: "msg-thread-title", children: name })
    ] }),
    /* @__PURE__ */ jsxs("div", { ref: scrollRef, className: "msg-scroll", onScroll, role: "log", "aria-label": `Tin nhắn với ${name}`, tabIndex: 0, children: [
      thread.state.status === "loading" && thread.hasMore && messages.length > 0 ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted msg-older", children: "Đang tải..." }) : null,
      thread.state.status === "error" ? /* @__PURE__ */ jsx("p", { role: "alert", className: "msg-error", children: thread.state.message }) : null,
      messages.length === 0 && thread.state.status === "ready" ? /* @__PURE__ */ jsx("p", { className: "muted msg-empty", children: "Không có tin nhắn. Hãy bắt đầu cuộc trò chuyện." }) : null,
      messages.length === 0 && thread.state.status === "loading" ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted msg-empty", children: "Đang tải..." }) : null,
      /* @__PURE__ */ jsx("ol", { children: messages.map((message, index) => {
        const mine = message.sender === myUserId;
        const day = dayLabel(message.created_at, now);
        const newDay = index === 0 || dayLabel(messages[index - 1].created_at, now) !== day;
        return /* @__PURE__ */ jsxs(Fragment, { children: [
          newDay ? /* @__PURE__ */ jsx("li", { className: "msg-day", children: /* @__PURE__ */ jsx("time", { dateTime: formatDate(message.created_at, "iso"), children: day }) }) : null,
          /* @__PURE__ */ jsxs("li", { className: `msg-bubble${mine ? " mine" : ""}`, children: [
            /* @__PURE__ */ jsx("p", { children: message.content }),
            /* @__PURE__ */ jsxs("span", { className: "msg-meta", children: [
              /* @__PURE__ */ jsx("time", { dateTime: message.created_at, children: formatDate(message.created_at, "time") }),
              mine ? /* @__PURE__ */ jsx("span", { className: "msg-tick", role: "img", "aria-label": message.is_read ? "Đã xem" : "Đã gửi", children: message.is_read ? /* @__PURE__ */ jsx(CheckCheck, { className: "icon-sm", "aria-hidden": "true", focusable: "false" }) : /* @__PURE__ */ jsx(Check, { className: "icon-sm", "aria-hidden": "true", focusable: "false" }) }) : null
            ] })
          ] })
        ] }, message.id);
      }) })
    ] }),
    canSend === null ? null : canSend ? /* @__PURE__ */ jsx(Composer, { kit, otherUserId }) : /* @__PURE__ */ jsx(PremiumPrompt, {})
  ] });
}
function MessageCentre() {
  const kit = useRealtimeKit();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const selected = parseConversationId(params.get("conversation_id"));
  const canSend = useStore(kit.chat.$mayChat);
  const [picking, setPicking] = useState(false);
  if (session.status !== "authenticated") return null;
  const myUserId = session.user.user_id;
  const select = (userId) => {
    setPicking(false);
    setParams({ conversation_id: String(userId) }, { replace: false });
  };
  return /* @__PURE__ */ jsxs("div", { className: `msg-centre${selected ? " has-thread" : ""}`, children: [
    picking ? /* @__PURE__ */ jsx(ContactPicker, { kit, onPick: select, onBack: () => setPicking(false) }) : /* @__PURE__ */ jsx(ConversationList, { kit, myUserId, selected, onSelect: select, onNew: canSend === null ? null : () => setPicking(true) }),
    selected ? /* @__PURE__ */ jsx(Thread, { kit, myUserId, otherUserId: selected, canSend, onBack: () => setParams({}, { replace: false }) }, selected) : /* @__PURE__ */ jsx("section", { className: "msg-thread msg-thread-empty", children: /* @__PURE__ */ jsx("p", { className: "muted", children: "Chọn một cuộc trò chuyện để xem tin nhắn." }) })
  ] });
}
function MessagesPage({ employer = false }) {
  useDocumentTitle("Tin nhắn");
  const body = /* @__PURE__ */ jsx(Suspense, { fallback: /* @__PURE__ */ jsx(PageLoading, {}), children: /* @__PURE__ */ jsx(MessageCentre, {}) });
  if (employer) {
    return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
      /* @__PURE__ */ jsx("h1", { children: "Tin nhắn" }),
      body
    ] });
  }
  return /* @__PURE__ */ jsxs("div", { className: "container page", children: [
    /* @__PURE__ */ jsx("h1", { children: "Tin nhắn" }),
    body
  ] });
}
function CandidateMessagesPage() {
  return /* @__PURE__ */ jsx(MessagesPage, {});
}
function EmployerMessagesPage() {
  return /* @__PURE__ */ jsx(MessagesPage, { employer: true });
}
export {
  CandidateMessagesPage,
  EmployerMessagesPage,
  MessagesPage
};
