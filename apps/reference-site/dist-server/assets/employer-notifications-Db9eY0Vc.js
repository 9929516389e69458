import { jsx, jsxs } from "react/jsx-runtime";
import { Suspense, useState, useEffect } from "react";
import { useNavigate } from "react-router";
import { useStore } from "@nanostores/react";
import { u as useDocumentTitle, P as PageLoading } from "../entry-server.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
/* empty css                       */
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
import { N as NOTIFICATION_FILTERS, h as employerNotificationLabel, n as notificationTarget } from "./sdk-realtime-DKD2-CEu.js";
import { af as relativeTime } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
const FILTER_LABELS = {
  all: "Tất cả",
  unread: "Chưa đọc",
  applications: "Hồ sơ ứng tuyển",
  system: "Hệ thống"
};
function NotificationRow({ item, onOpen, onMarkRead }) {
  const now = Date.now();
  return /* @__PURE__ */ jsxs("li", { className: `ntf-row${item.is_read ? "" : " unread"}`, children: [
    /* @__PURE__ */ jsxs("button", { type: "button", className: "ntf-open", onClick: onOpen, children: [
      /* @__PURE__ */ jsx("span", { className: "ntf-type", children: employerNotificationLabel(item.notification_type) }),
      /* @__PURE__ */ jsx("strong", { className: "ntf-title", children: item.title }),
      /* @__PURE__ */ jsx("span", { className: "ntf-message", children: item.message }),
      /* @__PURE__ */ jsx("time", { dateTime: item.created_at, className: "ntf-time", children: relativeTime(item.created_at, now) }),
      item.is_read ? null : /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: "(chưa đọc)" })
    ] }),
    item.is_read ? null : /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-ghost ntf-mark", onClick: onMarkRead, "aria-label": `Đánh dấu đã đọc: ${item.title}`, children: "Đánh dấu đã đọc" })
  ] });
}
function EmployerNotificationList() {
  const kit = useRealtimeKit();
  const store = kit.notifications;
  const navigate = useNavigate();
  const items = useStore(store.$items);
  const state = useStore(store.$state);
  const filter = useStore(store.$filter);
  const hasMore = useStore(store.$hasMore);
  const unread = useStore(store.$unreadCount);
  const [actionError, setActionError] = useState(null);
  useEffect(() => {
    void store.setFilter("all");
    return () => {
      if (store.$filter.get() !== "all") void store.setFilter("all");
    };
  }, [store]);
  const markRead = async (item) => {
    const result = await store.markRead(item.id);
    setActionError(result.ok ? null : result.message);
  };
  const open = (item) => {
    if (!item.is_read) void markRead(item);
    const target = notificationTarget(item, "employer");
    if (target) void navigate(target);
  };
  const markAll = async () => {
    const result = await store.markAllRead();
    setActionError(result.ok ? null : result.message);
  };
  const loading = state.status === "loading";
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "ntf-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Thông báo" }),
      /* @__PURE__ */ jsxs("p", { className: "muted", children: [
        unread,
        " chưa đọc"
      ] }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: () => void markAll(), disabled: unread === 0, children: "Đánh dấu tất cả đã đọc" })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "ntf-filters", role: "group", "aria-label": "Lọc thông báo", children: NOTIFICATION_FILTERS.map((value) => /* @__PURE__ */ jsx(
      "button",
      {
        type: "button",
        className: `btn ${filter === value ? "btn-primary" : "btn-ghost"}`,
        "aria-pressed": filter === value,
        onClick: () => void store.setFilter(value),
        children: FILTER_LABELS[value]
      },
      value
    )) }),
    /* @__PURE__ */ jsx(ErrorBox, { message: actionError }),
    state.status === "error" ? /* @__PURE__ */ jsx(ErrorBox, { message: state.message }) : null,
    items.length === 0 && state.status === "ready" ? /* @__PURE__ */ jsx("p", { className: "muted card", children: "Bạn chưa có thông báo nào" }) : null,
    items.length === 0 && loading ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải..." }) : null,
    items.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "ntf-list card", "aria-label": "Danh sách thông báo", children: items.map((item) => /* @__PURE__ */ jsx(NotificationRow, { item, onOpen: () => open(item), onMarkRead: () => void markRead(item) }, item.id)) }) : null,
    hasMore && items.length > 0 ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline ntf-more", onClick: () => void store.loadMore(), disabled: loading, children: loading ? "Đang tải..." : "Xem thêm" }) : null
  ] });
}
function EmployerNotificationsPage() {
  useDocumentTitle("Thông báo");
  return /* @__PURE__ */ jsx(Suspense, { fallback: /* @__PURE__ */ jsx(PageLoading, {}), children: /* @__PURE__ */ jsx(EmployerNotificationList, {}) });
}
export {
  EmployerNotificationsPage
};
