import { n as notify } from "../entry-server.js";
import { c as createAccountStore, a as createPremiumStore, b as createRealtime, d as createNotificationsStore, e as createChatStore, f as createNotificationsApi, M as MSG_PREMIUM_EXPIRED } from "./sdk-realtime-DKD2-CEu.js";
import "react/jsx-runtime";
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
function createRealtimeKit(client) {
  const account = createAccountStore(client, {
    onPremiumExpired: () => notify.warning(MSG_PREMIUM_EXPIRED, { toastId: "premium-expired" })
  });
  const premium = createPremiumStore(client, account);
  const realtime = createRealtime(client, {
    ...client.realtimeOptions.WebSocket ? { WebSocket: client.realtimeOptions.WebSocket } : {},
    isPremium: () => account.$premium.get() === "active"
  });
  const notifications = createNotificationsStore(client, realtime);
  const chat = createChatStore(client, realtime, account);
  const notificationsApi = createNotificationsApi(client);
  const viewing = /* @__PURE__ */ new Set();
  const viewConversation = (otherUserId) => {
    viewing.add(otherUserId);
    return () => {
      viewing.delete(otherUserId);
    };
  };
  return { client, account, premium, realtime, notifications, chat, notificationsApi, viewing, viewConversation };
}
export {
  createRealtimeKit
};
