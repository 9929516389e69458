import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import { Link } from "react-router";
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
function LoadingCards({ count, label, layout = "grid" }) {
  return /* @__PURE__ */ jsxs("div", { "aria-busy": "true", children: [
    /* @__PURE__ */ jsx("p", { role: "status", className: "jb-visually-hidden", children: label }),
    /* @__PURE__ */ jsx("ul", { className: layout === "grid" ? "jb-grid" : "jb-list", "aria-hidden": "true", children: Array.from({ length: count }, (_, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("span", { className: "jb-skeleton jb-skeleton--card" }) }, index)) })
  ] });
}
function ErrorAlert({ message, onRetry }) {
  return /* @__PURE__ */ jsx(ErrorBox, { message, ...onRetry ? { onRetry } : {} });
}
function EmptyState({ title, children }) {
  return /* @__PURE__ */ jsxs("div", { className: "jb-empty", children: [
    /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("strong", { children: title }) }),
    children
  ] });
}
function NotFoundState({ heading, reason, to, linkText }) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("h1", { children: heading }),
    /* @__PURE__ */ jsx(EmptyState, { title: reason, children: /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { to, children: linkText }) }) })
  ] });
}
export {
  ErrorAlert as E,
  LoadingCards as L,
  NotFoundState as N,
  EmptyState as a
};
