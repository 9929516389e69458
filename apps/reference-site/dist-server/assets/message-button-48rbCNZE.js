import { jsx } from "react/jsx-runtime";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { o as openChat } from "./chat-windows-panel-CfutF2w8.js";
import "../entry-server.js";
import "react";
import "react-dom/server";
import "react-router";
import "node:stream";
import "@nanostores/react";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "@nanostores/query";
import "xss";
import "./chat-dock-D17jhiSA.js";
import "@nanostores/i18n";
import "./widget-texts-rKVpVAog.js";
import "./sdk-realtime-DKD2-CEu.js";
import "./job-link-BblG0A1Y.js";
function MessageButton({ userId, name, className }) {
  const kit = useRealtimeKit();
  return /* @__PURE__ */ jsx("button", { type: "button", className, "aria-label": `Nhắn tin cho ${name}`, onClick: () => openChat(kit.chat, userId), children: "Nhắn tin" });
}
export {
  MessageButton as default
};
