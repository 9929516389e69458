import { jsx, jsxs } from "react/jsx-runtime";
import { Link } from "react-router";
import { u as useDocumentTitle } from "../entry-server.js";
import { Hourglass } from "lucide-react";
import "react";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "@nanostores/query";
import "xss";
function StatusCard({ symbol, title, narrow = false, children }) {
  useDocumentTitle(title);
  return /* @__PURE__ */ jsx("div", { className: narrow ? "container page page-narrow" : "container page", children: /* @__PURE__ */ jsxs("div", { className: "card pending-page", children: [
    /* @__PURE__ */ jsx("div", { className: "badge-big", "aria-hidden": "true", children: symbol }),
    /* @__PURE__ */ jsx("h1", { children: title }),
    children
  ] }) });
}
function FeaturePending({ title, note }) {
  return /* @__PURE__ */ jsxs(StatusCard, { symbol: /* @__PURE__ */ jsx(Hourglass, { "aria-hidden": "true", focusable: "false" }), title, children: [
    /* @__PURE__ */ jsx("p", { className: "muted", children: note ?? "Tính năng đang được phát triển" }),
    /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { to: "/job-search", className: "btn btn-outline", children: "Tìm việc làm" }) })
  ] });
}
function NotFoundPage() {
  useDocumentTitle("Không tìm thấy trang");
  return /* @__PURE__ */ jsxs("div", { className: "container not-found", children: [
    /* @__PURE__ */ jsx("p", { className: "code", "aria-hidden": "true", children: "404" }),
    /* @__PURE__ */ jsx("h1", { children: "Không tìm thấy trang" }),
    /* @__PURE__ */ jsx("p", { className: "muted", children: "Trang bạn tìm không tồn tại hoặc đã được di chuyển." }),
    /* @__PURE__ */ jsx(Link, { to: "/", className: "btn btn-primary", children: "Về trang chủ" })
  ] });
}
function AdminPage() {
  return /* @__PURE__ */ jsx(FeaturePending, { title: "Quản trị", note: "Tính năng đang được phát triển. Khu vực quản trị sẽ sớm ra mắt." });
}
export {
  AdminPage,
  FeaturePending,
  NotFoundPage
};
