import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { useSearchParams, Link } from "react-router";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { u as useDocumentTitle, t as useQueryCache, n as notify } from "../entry-server.js";
import { J as JobCard } from "./job-card-CbBnl0Fc.js";
import { P as Pagination } from "./pagination-DM8QU0VN.js";
import { L as LoadingCards, E as ErrorAlert, a as EmptyState } from "./states-DI848tIn.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { p as pageParam } from "./format-BDuvYiIc.js";
import { C as CANDIDATE_TEXTS } from "./texts-BMdRSHzG.js";
/* empty css                */
/* empty css                   */
import { ab as formatDate } from "./sdk-CEZq98YD.js";
import "./sdk-candidate-B4drHGnx.js";
import "zod/mini";
import "react-dom/server";
import "node:stream";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "lucide-react";
import "./error-box-CSVHQkIT.js";
const PAGE_SIZE = 10;
function SavedRow({ saved, now, onRemoved }) {
  const { savedPosts } = useCandidateApis();
  const known = useStore(savedPosts.$saved)[saved.post.id];
  const pending = known ? known.pending || !known.saved : false;
  const { forget } = useQueryCache();
  async function unsave() {
    const result = await savedPosts.unsave(saved.post.id);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    forget();
    notify.success(CANDIDATE_TEXTS.unsaved);
    onRemoved();
  }
  return /* @__PURE__ */ jsxs("li", { className: "cand-card-wrap", children: [
    /* @__PURE__ */ jsx(JobCard, { job: saved.post, now, headingLevel: 2 }),
    /* @__PURE__ */ jsxs("div", { className: "cand-score", children: [
      /* @__PURE__ */ jsxs("span", { className: "muted", children: [
        "Đã lưu ngày ",
        /* @__PURE__ */ jsx("time", { dateTime: saved.created_at, children: formatDate(saved.created_at) })
      ] }),
      /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-outline btn-sm", disabled: pending, onClick: () => void unsave(), children: [
        pending ? "Đang xử lý..." : "Bỏ lưu",
        /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
          " ",
          saved.post.title
        ] })
      ] })
    ] })
  ] });
}
function SavedJobsPage() {
  useDocumentTitle("Việc đã lưu");
  const { savedPosts } = useCandidateApis();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get("page"));
  const [now] = useState(() => /* @__PURE__ */ new Date());
  const [list, retry] = useResource(`saved:${page}`, () => savedPosts.list({ page, page_size: PAGE_SIZE }), CANDIDATE_TEXTS.savedError);
  function onRemoved(lastOnPage) {
    if (lastOnPage && page > 1) setParams({ page: String(page - 1) });
    else retry();
  }
  return /* @__PURE__ */ jsxs("div", { className: "container page cand-page jb-page", children: [
    /* @__PURE__ */ jsx("h1", { children: "Việc đã lưu" }),
    list.status === "loading" ? /* @__PURE__ */ jsx(LoadingCards, { count: 4, label: "Đang tải danh sách việc đã lưu..." }) : null,
    list.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: list.message, onRetry: retry }) : null,
    list.status === "ready" && list.data.results.length === 0 ? /* @__PURE__ */ jsxs(EmptyState, { title: "Bạn chưa lưu việc làm nào", children: [
      /* @__PURE__ */ jsx("p", { children: "Nhấn 'Lưu tin' trên trang chi tiết việc làm để xem lại sau." }),
      /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { to: "/job-search", children: "Tìm việc làm" }) })
    ] }) : null,
    list.status === "ready" && list.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("p", { className: "muted", children: `${list.data.total} việc làm đã lưu` }),
      /* @__PURE__ */ jsx("ul", { className: "jb-grid", children: list.data.results.map((saved) => /* @__PURE__ */ jsx(SavedRow, { saved, now, onRemoved: () => onRemoved(list.data.results.length === 1) }, saved.id)) }),
      /* @__PURE__ */ jsx(Pagination, { page: list.data.page, totalPages: list.data.total_pages, hrefFor: (n) => `?page=${n}` })
    ] }) : null
  ] });
}
export {
  SavedJobsPage as default
};
