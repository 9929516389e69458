import { jsx } from "react/jsx-runtime";
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { useStore } from "@nanostores/react";
import { n as notify, c as useSession } from "../entry-server.js";
import { q as newMessageToast } from "./sdk-realtime-DKD2-CEu.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { S as ShadowHost } from "./tokens-682gKK7E.js";
import { C as CHAT_DOCK_STYLE_ID, a as CHAT_DOCK_STYLES } from "./chat-dock-styles-DNtudNyw.js";
import { C as ChatWindowsPanel } from "./chat-windows-panel-CfutF2w8.js";
import "react-dom/server";
import "node:stream";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "@nanostores/query";
import "xss";
import "react-dom";
import "./dropdown-Di9UAhGD.js";
import "./chat-dock-D17jhiSA.js";
import "@nanostores/i18n";
import "./widget-texts-rKVpVAog.js";
import "./job-link-BblG0A1Y.js";
function ChatWindows({ theme, className, ...options }) {
  return /* @__PURE__ */ jsx(ShadowHost, { css: CHAT_DOCK_STYLES, styleId: CHAT_DOCK_STYLE_ID, theme, className, children: /* @__PURE__ */ jsx(ChatWindowsPanel, { ...options }) });
}
function toastNewMessage(kit, frame, navigate) {
  const session = kit.client.$session.get();
  if (session.status !== "authenticated" || frame.recipient_id !== session.user.user_id) return false;
  if (frame.sender_id === session.user.user_id) return false;
  if (kit.viewing.has(frame.sender_id)) return false;
  if (kit.chat.$windows.get().some((window) => window.userId === frame.sender_id && !window.minimised)) return false;
  const toast = newMessageToast(frame);
  notify.titled(toast.title, toast.content, {
    toastId: `message-${frame.message_id}`,
    onClick: () => navigate(toast.link),
    role: "status"
  });
  return true;
}
function RealtimeRoot() {
  const kit = useRealtimeKit();
  const session = useSession();
  const navigate = useNavigate();
  useStore(kit.account.$account);
  const go = useCallback((to) => void navigate(to), [navigate]);
  useEffect(() => kit.realtime.onChatMessage((frame) => void toastNewMessage(kit, frame, go)), [kit, go]);
  if (session.status !== "authenticated") return null;
  return /* @__PURE__ */ jsx(ChatWindows, { className: "site-chat-windows", chat: kit.chat, currentUserId: session.user.user_id, onNavigate: go });
}
export {
  RealtimeRoot as default
};
