import { jsx, jsxs } from "react/jsx-runtime";
import { useId, useRef, useEffect } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
import "./use-resource-5qXDjFfb.js";
const NOTIFICATION_STORAGE_KEY = "notification";
function storeNotification(type, message) {
  try {
    globalThis.localStorage?.setItem(NOTIFICATION_STORAGE_KEY, JSON.stringify({ type, message, show: true }));
  } catch {
  }
}
const STATUS_LABELS = {
  pending: "Chờ duyệt",
  approved: "Đã duyệt",
  rejected: "Đã từ chối"
};
const STATUS_PILL = { pending: "wait", approved: "ok", rejected: "bad" };
function ApplicationStatusPill({ status }) {
  return /* @__PURE__ */ jsx("span", { className: `status-pill ${STATUS_PILL[status]}`, children: STATUS_LABELS[status] });
}
function Loading() {
  return /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải..." });
}
function LoadError({ message, onRetry }) {
  return /* @__PURE__ */ jsx(ErrorBox, { message, ...onRetry ? { onRetry } : {} });
}
function Pager({ page, totalPages, onPage, label }) {
  if (totalPages <= 1) return null;
  return /* @__PURE__ */ jsxs("nav", { className: "pager", "aria-label": label, children: [
    /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-outline btn-sm", disabled: page <= 1, onClick: () => onPage(page - 1), children: [
      /* @__PURE__ */ jsx(ChevronLeft, { className: "icon-sm", "aria-hidden": "true", focusable: "false" }),
      " Trang trước"
    ] }),
    /* @__PURE__ */ jsxs("span", { children: [
      "Trang ",
      page,
      " / ",
      totalPages
    ] }),
    /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-outline btn-sm", disabled: page >= totalPages, onClick: () => onPage(page + 1), children: [
      "Trang sau ",
      /* @__PURE__ */ jsx(ChevronRight, { className: "icon-sm", "aria-hidden": "true", focusable: "false" })
    ] })
  ] });
}
function Modal({ title, onClose, children }) {
  const id = useId();
  const ref = useRef(null);
  useEffect(() => {
    const previous = document.activeElement;
    ref.current?.focus();
    const onKey = (event) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return /* @__PURE__ */ jsx("div", { className: "modal-backdrop", children: /* @__PURE__ */ jsxs("div", { className: "modal", role: "dialog", "aria-modal": "true", "aria-labelledby": `${id}-title`, ref, tabIndex: -1, children: [
    /* @__PURE__ */ jsx("h2", { id: `${id}-title`, children: title }),
    children
  ] }) });
}
export {
  ApplicationStatusPill as A,
  LoadError as L,
  Modal as M,
  Pager as P,
  STATUS_LABELS as S,
  Loading as a,
  storeNotification as s
};
