import { jsxs, jsx } from "react/jsx-runtime";
import { Link } from "react-router";
import { u as useDocumentTitle } from "../entry-server.js";
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
function EmployerNotFoundPage() {
  useDocumentTitle("Không tìm thấy trang");
  return /* @__PURE__ */ jsxs("div", { className: "card not-found", children: [
    /* @__PURE__ */ jsx("h1", { children: "Không tìm thấy trang" }),
    /* @__PURE__ */ jsx("p", { className: "muted", children: "Trang bạn tìm không tồn tại hoặc đã được di chuyển." }),
    /* @__PURE__ */ jsx(Link, { to: "/employer", className: "btn btn-primary", children: "Về trang tổng quan" })
  ] });
}
export {
  EmployerNotFoundPage
};
