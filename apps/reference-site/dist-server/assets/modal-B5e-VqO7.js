import { jsxs, jsx } from "react/jsx-runtime";
import { useRef, useId, useEffect } from "react";
import { createPortal } from "react-dom";
import { v as useFocusTrap } from "../entry-server.js";
const openModals = [];
function Modal({ title, onClose, children, variant = "dialog", role = "dialog", busy = false }) {
  const ref = useRef(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  useFocusTrap(ref, true);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const token = {};
    openModals.push(token);
    const onKey = (event) => {
      if (event.key === "Escape" && !busyRef.current && openModals[openModals.length - 1] === token) {
        event.stopPropagation();
        closeRef.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      openModals.splice(openModals.indexOf(token), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return createPortal(
    /* @__PURE__ */ jsxs("div", { className: `cand-modal-root cand-modal-root--${variant}`, children: [
      /* @__PURE__ */ jsx("div", { className: "cand-backdrop", "aria-hidden": "true", onClick: () => !busy && onClose() }),
      /* @__PURE__ */ jsxs("div", { ref, className: `cand-modal cand-modal--${variant}`, role, "aria-modal": "true", "aria-labelledby": titleId, children: [
        /* @__PURE__ */ jsxs("div", { className: "cand-modal__head", children: [
          /* @__PURE__ */ jsx("h2", { id: titleId, children: title }),
          /* @__PURE__ */ jsx("button", { type: "button", className: "cand-modal__close", onClick: onClose, disabled: busy, "aria-label": "Đóng", children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "×" }) })
        ] }),
        /* @__PURE__ */ jsx("div", { className: "cand-modal__body", children })
      ] })
    ] }),
    document.body
  );
}
function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, pending = false, danger = false }) {
  return /* @__PURE__ */ jsxs(Modal, { title, onClose: onCancel, role: "alertdialog", busy: pending, children: [
    /* @__PURE__ */ jsx("div", { className: "cand-confirm", children: message }),
    /* @__PURE__ */ jsxs("div", { className: "actions cand-modal__actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onCancel, disabled: pending, children: "Hủy" }),
      /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: danger ? "btn btn-danger" : "btn btn-primary",
          onClick: onConfirm,
          disabled: pending,
          "aria-busy": pending || void 0,
          children: pending ? "Đang xử lý..." : confirmLabel
        }
      )
    ] })
  ] });
}
export {
  ConfirmDialog as C,
  Modal as M
};
