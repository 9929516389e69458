import { jsxs, jsx } from "react/jsx-runtime";
function ErrorBox({ message, onRetry, retryLabel = "Thử lại" }) {
  if (!message) return null;
  return /* @__PURE__ */ jsxs("div", { className: "alert alert-error", role: "alert", children: [
    /* @__PURE__ */ jsx("span", { children: message }),
    onRetry ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-sm", onClick: onRetry, children: retryLabel }) : null
  ] });
}
export {
  ErrorBox as E
};
