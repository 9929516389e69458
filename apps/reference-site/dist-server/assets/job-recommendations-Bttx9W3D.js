import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState } from "react";
import { useSearchParams, Link } from "react-router";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { u as useDocumentTitle } from "../entry-server.js";
import { J as JobCard } from "./job-card-CbBnl0Fc.js";
import { b as SaveJobButton } from "./job-actions-C3Mk_x5K.js";
import { P as Pagination } from "./pagination-DM8QU0VN.js";
import { L as LoadingCards, E as ErrorAlert, a as EmptyState } from "./states-DI848tIn.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { p as pageParam } from "./format-BDuvYiIc.js";
import { C as CANDIDATE_TEXTS } from "./texts-BMdRSHzG.js";
/* empty css                */
/* empty css                   */
import "./sdk-candidate-B4drHGnx.js";
import "zod/mini";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "./form-field-COiSxy66.js";
import "./error-box-CSVHQkIT.js";
import "./use-api-form-B6bThBsu.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
import "./cv-library-BWo_hCa8.js";
import "./modal-B5e-VqO7.js";
import "react-dom";
import "./async-state-notice-BSKf81ks.js";
import "./use-profile-E2NF8VY7.js";
import "lucide-react";
function JobRecommendationsPage() {
  useDocumentTitle("Việc làm gợi ý");
  const { recommendations } = useCandidateApis();
  const [params] = useSearchParams();
  const page = pageParam(params.get("page"));
  const [now] = useState(() => /* @__PURE__ */ new Date());
  const [list, retry] = useResource(`recommended:${page}`, () => recommendations.list(page), CANDIDATE_TEXTS.recommendationsError);
  return /* @__PURE__ */ jsxs("div", { className: "container page cand-page jb-page", children: [
    /* @__PURE__ */ jsxs("div", { className: "cand-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Việc làm gợi ý" }),
      /* @__PURE__ */ jsx(Link, { to: "/my-criteria", children: "Chỉnh tiêu chí tìm việc" })
    ] }),
    list.status === "loading" ? /* @__PURE__ */ jsx(LoadingCards, { count: 4, label: "Đang tải việc làm gợi ý..." }) : null,
    list.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: list.message, onRetry: retry }) : null,
    list.status === "ready" && list.data === null ? /* @__PURE__ */ jsxs(EmptyState, { title: "Bạn chưa có tiêu chí tìm việc", children: [
      /* @__PURE__ */ jsx("p", { children: "Thiết lập tiêu chí (ngành nghề, địa điểm, mức lương...) để nhận gợi ý việc làm phù hợp." }),
      /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { className: "jb-button", to: "/my-criteria", children: "Thiết lập tiêu chí" }) })
    ] }) : null,
    list.status === "ready" && list.data !== null && list.data.results.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "Chưa có việc làm phù hợp với tiêu chí của bạn", children: /* @__PURE__ */ jsxs("p", { children: [
      "Hãy thử ",
      /* @__PURE__ */ jsx(Link, { to: "/my-criteria", children: "mở rộng tiêu chí" }),
      " hoặc ",
      /* @__PURE__ */ jsx(Link, { to: "/job-search", children: "tìm việc làm" }),
      "."
    ] }) }) : null,
    list.status === "ready" && list.data !== null && list.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("ul", { className: "jb-grid", children: list.data.results.map((job) => /* @__PURE__ */ jsxs("li", { className: "cand-card-wrap", children: [
        /* @__PURE__ */ jsx(JobCard, { job, now, headingLevel: 2 }),
        /* @__PURE__ */ jsxs("div", { className: "cand-score", children: [
          /* @__PURE__ */ jsx("span", { className: "cand-badge cand-badge--score", children: `Điểm phù hợp: ${Math.round(job.score)}` }),
          /* @__PURE__ */ jsx(SaveJobButton, { postId: job.id, rowSaved: job.is_saved, title: job.title })
        ] })
      ] }, job.id)) }),
      /* @__PURE__ */ jsx(Pagination, { page: list.data.page, totalPages: list.data.total_pages, hrefFor: (n) => `?page=${n}` })
    ] }) : null
  ] });
}
export {
  JobRecommendationsPage as default
};
