import { jsx, jsxs } from "react/jsx-runtime";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { ak as pageWindow } from "./sdk-CEZq98YD.js";
function Pagination({ page, totalPages, hrefFor, label = "Phân trang" }) {
  if (totalPages <= 1) return null;
  return /* @__PURE__ */ jsx("nav", { className: "jb-pagination", "aria-label": label, children: /* @__PURE__ */ jsxs("ul", { children: [
    page > 1 ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, { to: hrefFor(page - 1), rel: "prev", children: [
      /* @__PURE__ */ jsx(ChevronLeft, { className: "icon-sm", "aria-hidden": "true", focusable: "false" }),
      " Trước",
      /* @__PURE__ */ jsxs("span", { className: "jb-visually-hidden", children: [
        " (trang ",
        page - 1,
        ")"
      ] })
    ] }) }) : null,
    pageWindow(page, totalPages).map(
      (item) => typeof item === "string" ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("span", { className: "jb-pagination__gap", "aria-hidden": "true", children: "…" }) }, item) : /* @__PURE__ */ jsx("li", { children: item === page ? /* @__PURE__ */ jsxs("span", { "aria-current": "page", children: [
        /* @__PURE__ */ jsx("span", { className: "jb-visually-hidden", children: "Trang " }),
        item
      ] }) : /* @__PURE__ */ jsx(Link, { to: hrefFor(item), "aria-label": `Trang ${item}`, children: item }) }, item)
    ),
    page < totalPages ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, { to: hrefFor(page + 1), rel: "next", children: [
      "Sau ",
      /* @__PURE__ */ jsx(ChevronRight, { className: "icon-sm", "aria-hidden": "true", focusable: "false" }),
      /* @__PURE__ */ jsxs("span", { className: "jb-visually-hidden", children: [
        " (trang ",
        page + 1,
        ")"
      ] })
    ] }) }) : null
  ] }) });
}
export {
  Pagination as P
};
