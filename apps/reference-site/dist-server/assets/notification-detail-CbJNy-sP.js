import { jsx, jsxs } from "react/jsx-runtime";
import { Suspense, useState, useEffect } from "react";
import { useParams, Link } from "react-router";
import { u as useDocumentTitle, P as PageLoading } from "../entry-server.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
/* empty css                       */
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
import { n as errorMessage, aq as ERROR_MESSAGES, af as relativeTime } from "./sdk-CEZq98YD.js";
import { i as isSameSitePath } from "./sdk-realtime-DKD2-CEu.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
function NotificationLink({ link }) {
  if (!isSameSitePath(link)) return null;
  return /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: link, children: "Xem chi tiết" });
}
function Detail({ id, back, backLabel }) {
  const kit = useRealtimeKit();
  const [state, setState] = useState({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading" });
    kit.notificationsApi.get(id).then((notification2) => {
      if (cancelled) return;
      setState({ status: "ready", data: notification2 });
      if (!notification2.is_read) void kit.notifications.markRead(notification2.id);
    }).catch((error) => {
      if (!cancelled) setState({ status: "error", error, message: errorMessage(error, ERROR_MESSAGES.notificationsLoadFailed) });
    });
    return () => {
      cancelled = true;
    };
  }, [kit, id]);
  if (state.status === "error") {
    return /* @__PURE__ */ jsxs("div", { className: "card stack", children: [
      /* @__PURE__ */ jsx("h1", { children: "Chi tiết thông báo" }),
      /* @__PURE__ */ jsx(ErrorBox, { message: state.message }),
      /* @__PURE__ */ jsx(Link, { to: back, children: backLabel })
    ] });
  }
  if (state.status !== "ready") return /* @__PURE__ */ jsx(PageLoading, {});
  const notification = state.data;
  return /* @__PURE__ */ jsxs("article", { className: "card stack ntf-detail", children: [
    /* @__PURE__ */ jsx("h1", { children: notification.title }),
    /* @__PURE__ */ jsx("p", { className: "muted", children: /* @__PURE__ */ jsx("time", { dateTime: notification.created_at, children: relativeTime(notification.created_at, Date.now()) }) }),
    /* @__PURE__ */ jsx("p", { className: "ntf-detail-message", children: notification.message }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      notification.link ? /* @__PURE__ */ jsx(NotificationLink, { link: notification.link }) : null,
      /* @__PURE__ */ jsx(Link, { className: "btn btn-outline", to: back, children: backLabel })
    ] })
  ] });
}
function useNotificationId() {
  const { id = "" } = useParams();
  if (!/^\d+$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
function DetailPage({ back, backLabel, wrap }) {
  useDocumentTitle("Chi tiết thông báo");
  const id = useNotificationId();
  const body = id === null ? /* @__PURE__ */ jsxs("div", { className: "card stack", children: [
    /* @__PURE__ */ jsx("h1", { children: "Chi tiết thông báo" }),
    /* @__PURE__ */ jsx("p", { className: "muted", children: "Không tìm thấy thông báo." }),
    /* @__PURE__ */ jsx(Link, { to: back, children: backLabel })
  ] }) : /* @__PURE__ */ jsx(Suspense, { fallback: /* @__PURE__ */ jsx(PageLoading, {}), children: /* @__PURE__ */ jsx(Detail, { id, back, backLabel }, id) });
  return wrap ? /* @__PURE__ */ jsx("div", { className: "container page page-narrow", children: body }) : body;
}
function NotificationDetailPage() {
  return /* @__PURE__ */ jsx(DetailPage, { back: "/", backLabel: "Về trang chủ", wrap: true });
}
function EmployerNotificationDetailPage() {
  return /* @__PURE__ */ jsx(DetailPage, { back: "/employer/notifications", backLabel: "Quay lại thông báo", wrap: false });
}
export {
  EmployerNotificationDetailPage,
  NotificationDetailPage
};
