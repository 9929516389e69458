import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import { useEffect } from "react";
import { useStore } from "@nanostores/react";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { m as formatBadge } from "./sdk-realtime-DKD2-CEu.js";
function UnreadMessagesBadge({ cap, className = "count-badge" }) {
  const kit = useRealtimeKit();
  const total = useStore(kit.chat.$unreadTotal);
  const text = formatBadge(total, cap);
  if (!text) return null;
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("span", { className, "aria-hidden": "true", "data-testid": "unread-messages-badge", children: text }),
    /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
      " (",
      text,
      " tin nhắn chưa đọc)"
    ] })
  ] });
}
function UnreadMessagesPolling() {
  const kit = useRealtimeKit();
  useEffect(() => kit.chat.startUnreadPolling(), [kit]);
  return null;
}
export {
  UnreadMessagesBadge as U,
  UnreadMessagesPolling as a
};
