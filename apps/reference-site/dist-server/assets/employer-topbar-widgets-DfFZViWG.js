import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import { useCallback } from "react";
import { useNavigate, Link } from "react-router";
import { K as MessageIcon } from "../entry-server.js";
import { a as UnreadMessagesPolling, U as UnreadMessagesBadge } from "./unread-messages-yr8v5n1k.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { N as NotificationBell } from "./notification-bell-KbOhVEdg.js";
import { T as TOPBAR_MESSAGE_BADGE_CAP } from "./sdk-realtime-DKD2-CEu.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "@nanostores/query";
import "xss";
import "./tokens-682gKK7E.js";
import "react-dom";
import "./jobhub-context-a_xK0pLI.js";
import "@nanostores/i18n";
import "./widget-texts-rKVpVAog.js";
import "./dropdown-Di9UAhGD.js";
function EmployerTopbarWidgets() {
  const kit = useRealtimeKit();
  const navigate = useNavigate();
  const onNavigate = useCallback((target) => void navigate(target), [navigate]);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(UnreadMessagesPolling, {}),
    /* @__PURE__ */ jsx(NotificationBell, { className: "topbar-bell", notifications: kit.notifications, role: "employer", onNavigate }),
    /* @__PURE__ */ jsxs(Link, { to: "/employer/messages", className: "icon-btn topbar-messages", children: [
      /* @__PURE__ */ jsx(MessageIcon, {}),
      /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: "Tin nhắn" }),
      /* @__PURE__ */ jsx(UnreadMessagesBadge, { cap: TOPBAR_MESSAGE_BADGE_CAP, className: "count-badge icon-badge" })
    ] })
  ] });
}
export {
  EmployerTopbarWidgets as default
};
