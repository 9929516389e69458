import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import { useState, useEffect, useContext, useCallback } from "react";
import { useNavigate } from "react-router";
import { c as useSession } from "../entry-server.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { u as useDropdown, a as useLazyModule, H as HeaderDropdown, L as LazyDropdownNotice, l as lazyModule, N as NotificationBell } from "./notification-bell-KbOhVEdg.js";
import { S as ShadowHost } from "./tokens-682gKK7E.js";
import { J as JobHubContext } from "./jobhub-context-a_xK0pLI.js";
import { useStore } from "@nanostores/react";
import { J as JobLink } from "./job-link-BblG0A1Y.js";
import { C as CHAT_DOCK_TEXTS } from "./chat-dock-D17jhiSA.js";
import { u as useWidgetTexts } from "./widget-texts-rKVpVAog.js";
import { T as TOPBAR_MESSAGE_BADGE_CAP } from "./sdk-realtime-DKD2-CEu.js";
import { C as CHAT_DOCK_STYLE_ID, a as CHAT_DOCK_STYLES } from "./chat-dock-styles-DNtudNyw.js";
import "react-dom/server";
import "node:stream";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "@nanostores/query";
import "xss";
import "@nanostores/i18n";
import "./dropdown-Di9UAhGD.js";
import "react-dom";
const defaultNow = () => /* @__PURE__ */ new Date();
const chatPanels = lazyModule(() => import("./chat-panels-BkzgmMqz.js"));
function MessageIcon() {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinejoin: "round", "aria-hidden": "true", children: /* @__PURE__ */ jsx("path", { d: "M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" }) });
}
function ChatDockPanel({
  messagesHref = "/candidate/messages",
  showWindows = true,
  ...windowOptions
}) {
  const now = windowOptions.now ?? defaultNow;
  const { chat, currentUserId, premiumHref = "/premium", onNavigate } = windowOptions;
  const dropdown = useDropdown();
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const { open } = dropdown;
  const unread = useStore(chat.$unreadTotal);
  const mayChat = useStore(chat.$mayChat);
  const panels = useLazyModule(chatPanels, open);
  const [search, setSearch] = useState("");
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (!open) setPicking(false);
  }, [open]);
  useEffect(() => {
    if (open && mayChat) void chat.loadConversations();
  }, [chat, open, mayChat]);
  const openWindow = (userId) => {
    chat.openWindow(userId);
    dropdown.setOpen(false);
  };
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs(
      HeaderDropdown,
      {
        dropdown,
        className: "jh-chat-dock",
        part: "chat-dock",
        title: t.title,
        triggerLabel: t.trigger({ count: unread }),
        icon: /* @__PURE__ */ jsx(MessageIcon, {}),
        unread,
        badgeCap: TOPBAR_MESSAGE_BADGE_CAP,
        onIntent: chatPanels.prefetch,
        headerExtra: mayChat && !picking && panels.status === "ready" ? /* @__PURE__ */ jsx(panels.module.ChatDockCompose, { onCompose: () => setPicking(true) }) : null,
        children: [
          panels.status === "ready" ? /* @__PURE__ */ jsx(
            panels.module.ChatDockDropdown,
            {
              chat,
              currentUserId,
              mayChat,
              picking,
              onPicking: setPicking,
              search,
              onSearch: setSearch,
              onOpenWindow: openWindow,
              premiumHref,
              onNavigate,
              now
            }
          ) : /* @__PURE__ */ jsx(LazyDropdownNotice, { state: panels, texts: t }),
          /* @__PURE__ */ jsx("div", { className: "jh-dropdown__footer", children: /* @__PURE__ */ jsx(JobLink, { href: messagesHref, className: "jh-link-button", onNavigate, children: t.seeAll }) })
        ]
      }
    ),
    showWindows ? /* @__PURE__ */ jsx(LazyChatWindows, { ...windowOptions }) : null
  ] });
}
function LazyChatWindows(options) {
  const windows = useStore(options.chat.$windows);
  const panels = useLazyModule(chatPanels, windows.length > 0 && windows);
  return panels.status === "ready" ? /* @__PURE__ */ jsx(panels.module.ChatWindowsPanel, { ...options }) : null;
}
function ChatDock({ theme, className, chat, currentUserId, ...options }) {
  const provided = useContext(JobHubContext);
  const signedIn = provided?.session.status === "authenticated" ? provided.session.user : null;
  const store = chat ?? (signedIn ? provided.chat : null);
  const userId = currentUserId ?? signedIn?.user_id;
  if (!store || userId === void 0) return null;
  return /* @__PURE__ */ jsx(ShadowHost, { css: CHAT_DOCK_STYLES, styleId: CHAT_DOCK_STYLE_ID, theme, className, children: /* @__PURE__ */ jsx(ChatDockPanel, { ...options, chat: store, currentUserId: userId }) });
}
const HEADER_BELL_CLASS = "header-bell";
function messagesPathFor(role) {
  return role === "employer" ? "/employer/messages" : "/candidate/messages";
}
function HeaderWidgets() {
  const kit = useRealtimeKit();
  const session = useSession();
  const navigate = useNavigate();
  const onNavigate = useCallback((target) => void navigate(target), [navigate]);
  if (session.status !== "authenticated") return null;
  const { role, user_id: userId } = session.user;
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(NotificationBell, { className: HEADER_BELL_CLASS, notifications: kit.notifications, role, onNavigate }),
    /* @__PURE__ */ jsx(
      ChatDock,
      {
        className: "header-chat",
        chat: kit.chat,
        currentUserId: userId,
        messagesHref: messagesPathFor(role),
        showWindows: false,
        onNavigate
      }
    )
  ] });
}
export {
  HEADER_BELL_CLASS,
  HeaderWidgets as default,
  messagesPathFor
};
