import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { C as CHAT_DOCK_TEXTS } from "./chat-dock-D17jhiSA.js";
import { u as useWidgetTexts, $ as $widgetLocale } from "./widget-texts-rKVpVAog.js";
import { useStore } from "@nanostores/react";
import { useMemo, useState, useRef, useEffect, useLayoutEffect, Fragment as Fragment$1 } from "react";
import { A as Avatar } from "../entry-server.js";
import { J as JobLink } from "./job-link-BblG0A1Y.js";
import { S as SCROLL_TO_BOTTOM_DELAY_MS, k as MSG_CHAT_PREMIUM_REQUIRED, s as shouldLoadOlder, r as chatWindowOffsetPx } from "./sdk-realtime-DKD2-CEu.js";
import { aJ as dayLabel, ab as formatDate } from "./sdk-CEZq98YD.js";
function PremiumPrompt({ href, onNavigate }) {
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  return /* @__PURE__ */ jsxs("div", { className: "jh-premium-prompt", children: [
    /* @__PURE__ */ jsx("p", { children: t.premiumRequired }),
    /* @__PURE__ */ jsx(JobLink, { href, className: "jh-chat-button", onNavigate, children: t.upgrade })
  ] });
}
function isUpgradeError(error) {
  if (!error) return false;
  return error.message === MSG_CHAT_PREMIUM_REQUIRED || error.error?.status === 403;
}
function MinimiseIcon() {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", "aria-hidden": "true", children: /* @__PURE__ */ jsx("path", { d: "M5 12h14" }) });
}
function CloseIcon() {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", "aria-hidden": "true", children: /* @__PURE__ */ jsx("path", { d: "M6 6l12 12M18 6L6 18" }) });
}
function ChatWindow({ chat, window: chatWindow, name, avatar, currentUserId, style, premiumHref, onNavigate, now: clock }) {
  const { userId, minimised } = chatWindow;
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const locale = useStore($widgetLocale);
  const $thread = useMemo(() => chat.thread(userId), [chat, userId]);
  const thread = useStore($thread);
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState(null);
  const listRef = useRef(null);
  const keepFromBottom = useRef(null);
  const { messages, state, hasMore } = thread;
  const loading = state.status === "loading";
  const lastKey = messages.length ? messages[messages.length - 1].id : null;
  const firstKey = messages.length ? messages[0].id : null;
  useEffect(() => {
    if (minimised) return;
    const handle = setTimeout(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, SCROLL_TO_BOTTOM_DELAY_MS);
    return () => clearTimeout(handle);
  }, [lastKey, minimised]);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && keepFromBottom.current !== null) list.scrollTop = list.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstKey]);
  const onScroll = () => {
    const list = listRef.current;
    if (!list || !hasMore || loading || !shouldLoadOlder(list.scrollTop)) return;
    keepFromBottom.current = list.scrollHeight - list.scrollTop;
    void chat.loadOlder(userId);
  };
  const send = async () => {
    const content = draft;
    if (!content.trim()) return;
    setDraft("");
    setSendError(null);
    const result = await chat.send(userId, content);
    if (!result.ok) {
      setSendError(result);
      setDraft((current) => current === "" ? content : current);
    }
  };
  const onKeyDown = (event) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  const loadError = state.status === "error" ? state : null;
  const mayChat = useStore(chat.$mayChat);
  const upgrade = mayChat === false || isUpgradeError(sendError) || isUpgradeError(loadError);
  const titleId = `jh-chat-${userId}-title`;
  const now = clock ? clock().getTime() : Date.now();
  return /* @__PURE__ */ jsxs("section", { className: "jh-chat-window", "aria-labelledby": titleId, "data-minimised": String(minimised), style, children: [
    /* @__PURE__ */ jsxs("header", { className: "jh-chat-window__header", children: [
      /* @__PURE__ */ jsx(Avatar, { name, src: avatar, letters: 2, className: "jh-avatar jh-avatar--small" }),
      /* @__PURE__ */ jsx("h2", { className: "jh-chat-window__name", id: titleId, children: name }),
      /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: "jh-icon-button",
          "aria-label": minimised ? t.expand : t.minimise,
          "aria-expanded": !minimised,
          onClick: () => chat.minimiseWindow(userId),
          children: /* @__PURE__ */ jsx(MinimiseIcon, {})
        }
      ),
      /* @__PURE__ */ jsx("button", { type: "button", className: "jh-icon-button", "aria-label": t.close, onClick: () => chat.closeWindow(userId), children: /* @__PURE__ */ jsx(CloseIcon, {}) })
    ] }),
    minimised ? null : /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("ol", { className: "jh-messages", ref: listRef, onScroll, tabIndex: 0, "aria-label": t.messagesWith({ name }), "aria-busy": loading, children: messages.map((message, index) => {
        const own = message.sender === currentUserId;
        const pending = message.pending === true;
        const day = dayLabel(message.created_at, now, { locale });
        const newDay = index === 0 || dayLabel(messages[index - 1].created_at, now, { locale }) !== day;
        return /* @__PURE__ */ jsxs(Fragment$1, { children: [
          newDay ? /* @__PURE__ */ jsx("li", { className: "jh-day", children: /* @__PURE__ */ jsx("time", { dateTime: formatDate(message.created_at, "iso"), children: day }) }) : null,
          /* @__PURE__ */ jsxs("li", { className: "jh-message", "data-own": String(own), "data-pending": String(pending), children: [
            /* @__PURE__ */ jsx("span", { children: message.content }),
            /* @__PURE__ */ jsxs("span", { className: "jh-message__meta", children: [
              /* @__PURE__ */ jsx("time", { dateTime: message.created_at, children: formatDate(message.created_at, "time", { locale }) }),
              own ? /* @__PURE__ */ jsx(
                "span",
                {
                  className: "jh-message__tick",
                  role: "img",
                  "aria-label": pending ? t.sending : message.is_read ? t.seen : t.sent,
                  children: pending ? " …" : message.is_read ? " ✓✓" : " ✓"
                }
              ) : null
            ] })
          ] })
        ] }, message.id);
      }) }),
      messages.length === 0 && !loading && !loadError ? /* @__PURE__ */ jsx("p", { className: "jh-note", children: t.noMessages }) : null,
      upgrade ? /* @__PURE__ */ jsx(PremiumPrompt, { href: premiumHref, onNavigate }) : sendError || loadError ? /* @__PURE__ */ jsx("p", { className: "jh-error", role: "alert", children: (sendError ?? loadError).message }) : null,
      mayChat === false ? null : /* @__PURE__ */ jsxs(
        "form",
        {
          className: "jh-chat-form",
          onSubmit: (event) => {
            event.preventDefault();
            void send();
          },
          children: [
            /* @__PURE__ */ jsx(
              "textarea",
              {
                rows: 1,
                value: draft,
                placeholder: t.messagePlaceholder,
                "aria-label": t.messageLabel,
                onChange: (event) => setDraft(event.currentTarget.value),
                onKeyDown
              }
            ),
            /* @__PURE__ */ jsx("button", { type: "submit", className: "jh-chat-button", disabled: draft.trim() === "", children: t.send })
          ]
        }
      )
    ] })
  ] });
}
function ChatWindowsPanel({ chat, currentUserId, premiumHref = "/premium", onNavigate, rightOffset = 16, now }) {
  const windows = useStore(chat.$windows);
  const conversations = useStore(chat.$conversations);
  const users = useStore(chat.$users);
  const frontUserId = windows.find((window) => !window.minimised)?.userId ?? null;
  useEffect(() => {
    chat.setOpenConversation(frontUserId);
  }, [chat, frontUserId]);
  useEffect(() => () => chat.setOpenConversation(null), [chat]);
  const people = windows.map(({ userId }) => {
    const conversation = conversations.find((row) => row.user_id === userId);
    const user = users[userId];
    return {
      userId,
      name: conversation?.fullname || user?.displayName || user?.fullname || "",
      avatar: conversation?.avatar ?? user?.avatar ?? null
    };
  });
  const missing = people.filter((person) => !person.name).map((person) => person.userId).join(",");
  useEffect(() => {
    if (!missing) return;
    for (const id of missing.split(",")) void chat.userInfo(Number(id)).catch(() => void 0);
  }, [chat, missing]);
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  if (windows.length === 0) return null;
  return /* @__PURE__ */ jsx("div", { className: "jh-chat-windows", part: "chat-windows", children: windows.map((window, index) => /* @__PURE__ */ jsx(
    ChatWindow,
    {
      chat,
      window,
      name: people[index].name || t.unknownUser({ id: window.userId }),
      avatar: people[index].avatar,
      currentUserId,
      premiumHref,
      onNavigate,
      now,
      style: { right: `${rightOffset + chatWindowOffsetPx(index)}px` }
    },
    window.userId
  )) });
}
function openChat(chat, userId) {
  chat.openWindow(userId);
}
export {
  ChatWindowsPanel as C,
  PremiumPrompt as P,
  openChat as o
};
