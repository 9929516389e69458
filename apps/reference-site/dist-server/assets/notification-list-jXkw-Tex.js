import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
import { b as NOTIFICATION_BELL_TEXTS } from "./notification-bell-KbOhVEdg.js";
import { u as useWidgetTexts, $ as $widgetLocale } from "./widget-texts-rKVpVAog.js";
import { af as relativeTime } from "./sdk-CEZq98YD.js";
import { n as notificationTarget } from "./sdk-realtime-DKD2-CEu.js";
import "react";
import "./tokens-682gKK7E.js";
import "react-dom";
import "./jobhub-context-a_xK0pLI.js";
import "@nanostores/i18n";
import "./dropdown-Di9UAhGD.js";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
const PATHS = {
  new_application: "M14 3H6v18h12V7zM14 3v4h4M9 13h6M9 17h6",
  cv_viewed: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
  application_withdrawn: "M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4",
  position_expired: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2",
  message_received: "M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z",
  system: "M3 10v4h4l6 4V6l-6 4zM17 9a4 4 0 0 1 0 6",
  cv_status_changed: "M9 3h6v3H9zM9 5H6v16h12V5h-3M9 12h6M9 16h6",
  job_applied: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6",
  interview_scheduled: "M4 6h16v15H4zM4 10h16M8 3v4M16 3v4"
};
const BELL = "M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4";
function notificationIconPath(type) {
  return PATHS[type] ?? BELL;
}
function NotificationIcon({ type }) {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", width: "20", height: "20", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: notificationIconPath(type) }) });
}
function NotificationItem({ notification, now, onSelect }) {
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const locale = useStore($widgetLocale);
  return /* @__PURE__ */ jsxs(
    "button",
    {
      type: "button",
      className: "jh-notification",
      "data-unread": String(!notification.is_read),
      "data-type": notification.notification_type,
      onClick: onSelect,
      children: [
        /* @__PURE__ */ jsx("span", { className: "jh-notification__icon", "aria-hidden": "true", children: /* @__PURE__ */ jsx(NotificationIcon, { type: notification.notification_type }) }),
        /* @__PURE__ */ jsxs("span", { className: "jh-notification__text", children: [
          /* @__PURE__ */ jsxs("span", { className: "jh-notification__title", children: [
            notification.title,
            notification.is_read ? null : /* @__PURE__ */ jsx("span", { className: "jh-visually-hidden", children: t.unreadSuffix })
          ] }),
          /* @__PURE__ */ jsx("span", { className: "jh-notification__message", children: notification.message }),
          /* @__PURE__ */ jsx("time", { className: "jh-notification__time", dateTime: notification.created_at, children: relativeTime(notification.created_at, now, { locale }) })
        ] })
      ]
    }
  );
}
const defaultNow = () => /* @__PURE__ */ new Date();
const defaultRenderItem = (props) => /* @__PURE__ */ jsx(NotificationItem, { ...props });
function CustomItem({ render, ...props }) {
  return /* @__PURE__ */ jsx(Fragment, { children: render(props) });
}
function NotificationListHeader({ notifications }) {
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const unread = useStore(notifications.$unreadCount);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("span", { className: "jh-dropdown__meta", children: t.unread({ count: unread }) }),
    /* @__PURE__ */ jsx("button", { type: "button", className: "jh-link-button", disabled: unread === 0, onClick: () => void notifications.markAllRead(), children: t.markAllRead })
  ] });
}
function NotificationList({ notifications, dropdown, role, onNavigate, now = defaultNow, renderItem = defaultRenderItem }) {
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const items = useStore(notifications.$items);
  const state = useStore(notifications.$state);
  const hasMore = useStore(notifications.$hasMore);
  const loading = state.status === "loading";
  const select = (notification) => {
    if (!notification.is_read) void notifications.markRead(notification.id);
    dropdown.setOpen(false);
    const target = notificationTarget(notification, role);
    if (target) onNavigate?.(target, notification);
  };
  const time = now();
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs("div", { className: "jh-dropdown__body", children: [
      items.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "jh-menu-list", "aria-label": t.list, children: items.map((notification) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(CustomItem, { render: renderItem, notification, now: time, onSelect: () => select(notification) }) }, notification.id)) }) : loading ? /* @__PURE__ */ jsx("p", { className: "jh-note", role: "status", children: t.loading }) : state.status === "error" ? null : /* @__PURE__ */ jsx("p", { className: "jh-note", children: t.empty }),
      state.status === "error" ? /* @__PURE__ */ jsx("p", { className: "jh-error", role: "alert", children: state.message }) : null
    ] }),
    hasMore && items.length > 0 ? /* @__PURE__ */ jsx("div", { className: "jh-dropdown__footer", children: /* @__PURE__ */ jsx("button", { type: "button", className: "jh-link-button", disabled: loading, onClick: () => void notifications.loadMore(), children: loading ? t.loading : t.more }) }) : null
  ] });
}
export {
  NotificationList,
  NotificationListHeader
};
