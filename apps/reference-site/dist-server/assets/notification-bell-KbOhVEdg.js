import { jsxs, jsx } from "react/jsx-runtime";
import { useState, useRef, useCallback, useLayoutEffect, useReducer, useEffect, useId, useContext } from "react";
import { t as tokens, b as base, S as ShadowHost } from "./tokens-682gKK7E.js";
import { J as JobHubContext } from "./jobhub-context-a_xK0pLI.js";
import { useStore } from "@nanostores/react";
import { m as formatBadge, B as BELL_BADGE_CAP } from "./sdk-realtime-DKD2-CEu.js";
import { params } from "@nanostores/i18n";
import { d as defineWidgetTexts, u as useWidgetTexts } from "./widget-texts-rKVpVAog.js";
import { aW as MSG_NO_CONNECTION } from "./sdk-CEZq98YD.js";
import { d as dropdown } from "./dropdown-Di9UAhGD.js";
const FOCUSABLE = "button:not(:disabled), a[href], input:not(:disabled), textarea:not(:disabled)";
function useDropdown() {
  const [open, setOpenState] = useState(false);
  const containerRef = useRef(null);
  const triggerRef = useRef(null);
  const setOpen = useCallback((next, returnFocus = false) => {
    setOpenState(next);
    if (!next && returnFocus) triggerRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpenState((value) => !value), []);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const document = container.ownerDocument;
    const onPointerDown = (event) => {
      if (!event.composedPath().includes(container)) setOpenState(false);
    };
    const onKeyDown = (event) => {
      if (event.key === "Escape" && event.composedPath().includes(container)) setOpen(false, true);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [open, setOpen]);
  const onPanelKeyDown = useCallback((event) => {
    const { key } = event;
    if (key !== "ArrowDown" && key !== "ArrowUp" && key !== "Home" && key !== "End") return;
    if ((key === "Home" || key === "End") && event.target.tagName === "INPUT") return;
    const controls = Array.from(event.currentTarget.querySelectorAll(FOCUSABLE));
    if (controls.length === 0) return;
    event.preventDefault();
    const current = controls.indexOf(event.target);
    const last = controls.length - 1;
    const next = key === "Home" ? 0 : key === "End" ? last : key === "ArrowDown" ? current >= last ? 0 : current + 1 : current <= 0 ? last : current - 1;
    controls[next]?.focus();
  }, []);
  return { open, setOpen, toggle, containerRef, triggerRef, onPanelKeyDown };
}
function lazyModule(importer) {
  let pending = null;
  const lazy = {
    loaded: void 0,
    load() {
      pending ??= importer().then(
        (module) => {
          lazy.loaded = module;
          return module;
        },
        (error) => {
          pending = null;
          throw error;
        }
      );
      return pending;
    },
    prefetch() {
      lazy.load().catch(() => void 0);
    }
  };
  return lazy;
}
function useLazyModule(lazy, wanted) {
  const [failed, setFailed] = useState(false);
  const [attempt, retry] = useReducer((count) => count + 1, 0);
  const [, loaded] = useReducer((count) => count + 1, 0);
  useEffect(() => {
    if (!wanted || lazy.loaded) return;
    let current = true;
    setFailed(false);
    lazy.load().then(
      () => {
        if (current) loaded();
      },
      () => {
        if (current) setFailed(true);
      }
    );
    return () => {
      current = false;
    };
  }, [lazy, wanted, attempt]);
  if (lazy.loaded) return { status: "ready", module: lazy.loaded };
  return failed ? { status: "error", retry } : { status: "loading" };
}
function HeaderDropdown({ dropdown: dropdown2, className, part, title, triggerLabel, icon, unread, badgeCap, headerExtra, children, onIntent }) {
  const { open } = dropdown2;
  const panelId = useId();
  return /* @__PURE__ */ jsxs("div", { className, ref: dropdown2.containerRef, part, children: [
    /* @__PURE__ */ jsxs(
      "button",
      {
        ref: dropdown2.triggerRef,
        type: "button",
        className: "jh-icon-button",
        "aria-label": triggerLabel,
        "aria-haspopup": "true",
        "aria-expanded": open,
        "aria-controls": open ? panelId : void 0,
        onClick: dropdown2.toggle,
        onPointerEnter: onIntent,
        onFocus: onIntent,
        onTouchStart: onIntent,
        children: [
          icon,
          unread > 0 ? /* @__PURE__ */ jsx("span", { className: "jh-badge", "aria-hidden": "true", children: formatBadge(unread, badgeCap) }) : null
        ]
      }
    ),
    open ? /* @__PURE__ */ jsxs("div", { id: panelId, className: "jh-dropdown", role: "dialog", "aria-label": title, onKeyDown: dropdown2.onPanelKeyDown, children: [
      /* @__PURE__ */ jsxs("div", { className: "jh-dropdown__header", children: [
        /* @__PURE__ */ jsx("h2", { className: "jh-dropdown__title", children: title }),
        headerExtra
      ] }),
      children
    ] }) : null
  ] });
}
function LazyDropdownNotice({ state, texts }) {
  return /* @__PURE__ */ jsx("div", { className: "jh-dropdown__body", "aria-busy": state.status === "loading", children: state.status === "error" ? /* @__PURE__ */ jsxs("p", { className: "jh-error", role: "alert", children: [
    texts.loadFailed,
    " ",
    /* @__PURE__ */ jsx("button", { type: "button", className: "jh-link-button", onClick: state.retry, children: texts.retry })
  ] }) : /* @__PURE__ */ jsx("p", { className: "jh-note", role: "status", children: texts.loading }) });
}
const NOTIFICATION_BELL_TEXTS = defineWidgetTexts("notificationBell", {
  title: "Thông báo",
  trigger: params("Thông báo, {count} chưa đọc"),
  unread: params("{count} chưa đọc"),
  markAllRead: "Đánh dấu tất cả đã đọc",
  list: "Danh sách thông báo",
  unreadSuffix: " (chưa đọc)",
  loading: "Đang tải...",
  empty: "Bạn chưa có thông báo nào",
  more: "Xem thêm",
  // The opened dropdown's code did not load (CDN delivery): SPEC's no-connection text.
  loadFailed: MSG_NO_CONNECTION,
  retry: "Thử lại"
});
const notificationList = lazyModule(() => import("./notification-list-jXkw-Tex.js"));
function BellIcon() {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", "aria-hidden": "true", children: /* @__PURE__ */ jsx("path", { d: "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" }) });
}
function NotificationBellPanel({
  notifications,
  role = "candidate",
  onNavigate,
  now,
  renderItem
}) {
  const dropdown2 = useDropdown();
  const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
  const { open } = dropdown2;
  const unread = useStore(notifications.$unreadCount);
  const list = useLazyModule(notificationList, open);
  useEffect(() => {
    notifications.setDropdownOpen(open);
  }, [notifications, open]);
  useEffect(() => () => notifications.setDropdownOpen(false), [notifications]);
  return /* @__PURE__ */ jsx(
    HeaderDropdown,
    {
      dropdown: dropdown2,
      className: "jh-bell",
      part: "notification-bell",
      title: t.title,
      triggerLabel: t.trigger({ count: unread }),
      icon: /* @__PURE__ */ jsx(BellIcon, {}),
      unread,
      badgeCap: BELL_BADGE_CAP,
      onIntent: notificationList.prefetch,
      headerExtra: list.status === "ready" ? /* @__PURE__ */ jsx(list.module.NotificationListHeader, { notifications }) : null,
      children: list.status === "ready" ? /* @__PURE__ */ jsx(
        list.module.NotificationList,
        {
          notifications,
          dropdown: dropdown2,
          role,
          onNavigate,
          now,
          renderItem
        }
      ) : /* @__PURE__ */ jsx(LazyDropdownNotice, { state: list, texts: t })
    }
  );
}
const bell = '.jh-notification{display:flex;gap:12px;width:100%;padding:12px 16px;border:0;border-bottom:1px solid var(--_jh-border);background:var(--_jh-surface);text-align:left;cursor:pointer}.jh-notification:hover,.jh-notification:focus-visible{background:var(--_jh-bg)}.jh-notification[data-unread=true]{background:color-mix(in srgb,var(--_jh-primary) 7%,var(--_jh-surface))}.jh-notification__icon{flex:none;display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;background:var(--_jh-bg);font-size:18px}.jh-notification__text{display:grid;flex:1;gap:2px;min-width:0}.jh-notification__title{font-weight:600}.jh-notification[data-unread=true] .jh-notification__title:after{content:"";display:inline-block;width:8px;height:8px;margin-left:6px;border-radius:50%;background:var(--_jh-primary);vertical-align:middle}.jh-notification__message{display:-webkit-box;overflow:hidden;color:var(--_jh-muted);font-size:.92em;-webkit-line-clamp:2;-webkit-box-orient:vertical}.jh-notification__time{color:var(--_jh-muted);font-size:.82em}';
const INLINE_HOST = ":host{display:inline-block !important}";
const NOTIFICATION_BELL_STYLES = `${tokens}
${base}
${dropdown}
${bell}
${INLINE_HOST}`;
const NOTIFICATION_BELL_STYLE_ID = "jobhub-notification-bell";
function NotificationBell({ theme, className, notifications, role, ...options }) {
  const provided = useContext(JobHubContext);
  const signedIn = provided?.session.status === "authenticated" ? provided.session.user : null;
  const store = notifications ?? (signedIn ? provided.notifications : null);
  if (!store) return null;
  return /* @__PURE__ */ jsx(ShadowHost, { css: NOTIFICATION_BELL_STYLES, styleId: NOTIFICATION_BELL_STYLE_ID, theme, className, children: /* @__PURE__ */ jsx(NotificationBellPanel, { ...options, notifications: store, role: role ?? signedIn?.role }) });
}
export {
  HeaderDropdown as H,
  LazyDropdownNotice as L,
  NotificationBell as N,
  useLazyModule as a,
  NOTIFICATION_BELL_TEXTS as b,
  lazyModule as l,
  useDropdown as u
};
