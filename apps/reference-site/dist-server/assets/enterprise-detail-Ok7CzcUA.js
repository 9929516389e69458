import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { a as useClient, u as useDocumentTitle, k as enterpriseDetail, s as safeExternalUrl, r as richTextToPlain, C as CompanyLogo, d as formatScale, c as useSession, L as LazyMessageButton, l as pageFrom, m as enterpriseJobs } from "../entry-server.js";
import { b as SaveJobButton } from "./job-actions-C3Mk_x5K.js";
import { J as JobCard } from "./job-card-CbBnl0Fc.js";
import { P as Pagination } from "./pagination-DM8QU0VN.js";
import { N as NotFoundState, E as ErrorAlert, L as LoadingCards, a as EmptyState } from "./states-DI848tIn.js";
import { B as BROWSE_TEXTS } from "./texts-wPVL6hF3.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { u as useRouteResource, B as Breadcrumb } from "./breadcrumb-B2HIOSd8.js";
/* empty css                */
import { ab as formatDate } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "./candidate-kit-Djhs1aeg.js";
import "./sdk-candidate-B4drHGnx.js";
import "./form-field-COiSxy66.js";
import "./error-box-CSVHQkIT.js";
import "./use-api-form-B6bThBsu.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
import "./cv-library-BWo_hCa8.js";
import "./modal-B5e-VqO7.js";
import "react-dom";
/* empty css                   */
import "./async-state-notice-BSKf81ks.js";
import "./use-profile-E2NF8VY7.js";
import "./texts-BMdRSHzG.js";
import "lucide-react";
function Fact({ term, children }) {
  if (children === null || children === void 0 || children === "") return null;
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("dt", { children: term }),
    /* @__PURE__ */ jsx("dd", { children })
  ] });
}
function EnterpriseJobs({ enterprise }) {
  const client = useClient();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const [now] = useState(() => /* @__PURE__ */ new Date());
  const list = enterpriseJobs(client, enterprise.id, page);
  const [jobs, retry] = useResource(list.key, list.load, BROWSE_TEXTS.enterpriseJobsError);
  const hrefFor = (target) => ({ search: target > 1 ? `page=${target}` : "" });
  const session = useSession();
  const candidate = session.status === "authenticated" && session.user.role === "candidate";
  return /* @__PURE__ */ jsxs("section", { className: "jb-panel", "aria-labelledby": "jb-enterprise-jobs", children: [
    /* @__PURE__ */ jsxs("h2", { id: "jb-enterprise-jobs", children: [
      "Việc làm đang tuyển",
      jobs.status === "ready" && jobs.data.total > 0 ? ` (${jobs.data.total})` : ""
    ] }),
    jobs.status === "loading" ? /* @__PURE__ */ jsx(LoadingCards, { count: 3, label: "Đang tải việc làm của công ty...", layout: "list" }) : null,
    jobs.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: jobs.message, onRetry: retry }) : null,
    jobs.status === "ready" && jobs.data.results.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: BROWSE_TEXTS.enterpriseJobsEmpty }) : null,
    jobs.status === "ready" && jobs.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("ul", { className: "jb-list", children: jobs.data.results.map((job) => /* @__PURE__ */ jsxs("li", { className: "cand-card-wrap", children: [
        /* @__PURE__ */ jsx(JobCard, { job, now }),
        candidate ? /* @__PURE__ */ jsx("div", { className: "cand-score", children: /* @__PURE__ */ jsx(SaveJobButton, { postId: job.id, rowSaved: job.is_saved, title: job.title }) }) : null
      ] }, job.id)) }),
      /* @__PURE__ */ jsx(Pagination, { page: jobs.data.page, totalPages: jobs.data.total_pages, hrefFor, label: "Phân trang việc làm của công ty" })
    ] }) : null
  ] });
}
function MessageCompany({ enterprise }) {
  const session = useSession();
  if (session.status !== "authenticated" || session.user.role !== "candidate" || enterprise.user_id === void 0) return null;
  return /* @__PURE__ */ jsx("div", { className: "jb-enterprise-actions", children: /* @__PURE__ */ jsx(LazyMessageButton, { userId: enterprise.user_id, name: enterprise.company_name, className: "jb-button jb-button--ghost" }) });
}
function EnterpriseView({ enterprise }) {
  const website = safeExternalUrl(enterprise.link_web_site);
  const description = richTextToPlain(enterprise.description);
  const address = [enterprise.address, enterprise.city].filter(Boolean).join(", ");
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(Breadcrumb, { section: { to: "/enterprises", label: "Công ty" }, current: enterprise.company_name }),
    /* @__PURE__ */ jsxs("div", { className: "jb-cover", children: [
      enterprise.background_image ? /* @__PURE__ */ jsx("img", { className: "jb-cover__image", src: enterprise.background_image, alt: "" }) : /* @__PURE__ */ jsx("div", { className: "jb-cover__image", "aria-hidden": "true" }),
      /* @__PURE__ */ jsx(CompanyLogo, { name: enterprise.company_name, src: enterprise.logo, alt: `Logo ${enterprise.company_name}`, className: "jb-logo jb-logo--large", size: 96 })
    ] }),
    /* @__PURE__ */ jsxs("h1", { children: [
      enterprise.company_name,
      enterprise.is_premium ? /* @__PURE__ */ jsx("span", { className: "jb-badge-premium", children: "Premium" }) : null
    ] }),
    /* @__PURE__ */ jsx(MessageCompany, { enterprise }),
    /* @__PURE__ */ jsxs("div", { className: "jb-detail", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsxs("section", { className: "jb-panel", "aria-labelledby": "jb-enterprise-about", children: [
          /* @__PURE__ */ jsx("h2", { id: "jb-enterprise-about", children: "Giới thiệu công ty" }),
          description ? /* @__PURE__ */ jsx("div", { className: "jb-richtext", children: description }) : /* @__PURE__ */ jsx("p", { className: "jb-muted", children: "Công ty chưa cập nhật phần giới thiệu." })
        ] }),
        /* @__PURE__ */ jsx(EnterpriseJobs, { enterprise })
      ] }),
      /* @__PURE__ */ jsx("aside", { "aria-label": "Thông tin công ty", children: /* @__PURE__ */ jsxs("section", { className: "jb-panel", "aria-labelledby": "jb-enterprise-contact", children: [
        /* @__PURE__ */ jsx("h2", { id: "jb-enterprise-contact", children: "Thông tin chung" }),
        /* @__PURE__ */ jsxs("dl", { className: "jb-facts jb-facts--single", children: [
          /* @__PURE__ */ jsx(Fact, { term: "Lĩnh vực hoạt động", children: enterprise.field_of_activity }),
          /* @__PURE__ */ jsx(Fact, { term: "Quy mô", children: formatScale(enterprise.scale) }),
          /* @__PURE__ */ jsx(Fact, { term: "Địa chỉ", children: address }),
          /* @__PURE__ */ jsx(Fact, { term: "Email", children: enterprise.email_company ? /* @__PURE__ */ jsx("a", { href: `mailto:${enterprise.email_company}`, children: enterprise.email_company }) : null }),
          /* @__PURE__ */ jsx(Fact, { term: "Điện thoại", children: enterprise.phone_number ? /* @__PURE__ */ jsx("a", { href: `tel:${enterprise.phone_number.replace(/[^0-9+]/g, "")}`, children: enterprise.phone_number }) : null }),
          /* @__PURE__ */ jsx(Fact, { term: "Website", children: website ? /* @__PURE__ */ jsxs("a", { href: website, target: "_blank", rel: "noopener noreferrer", children: [
            enterprise.link_web_site,
            /* @__PURE__ */ jsx("span", { className: "jb-visually-hidden", children: " (mở trong thẻ mới)" })
          ] }) : null }),
          /* @__PURE__ */ jsx(Fact, { term: "Mã số thuế", children: enterprise.tax }),
          /* @__PURE__ */ jsx(Fact, { term: "Tham gia JobHub", children: formatDate(enterprise.created_at) })
        ] })
      ] }) })
    ] })
  ] });
}
function EnterpriseDetailPage() {
  const client = useClient();
  const { resource: enterprise, retry, notFound } = useRouteResource((id) => enterpriseDetail(client, id), BROWSE_TEXTS.enterpriseError);
  useDocumentTitle(
    enterprise.status === "ready" ? enterprise.data.company_name : notFound ? BROWSE_TEXTS.enterpriseNotFound : void 0
  );
  return /* @__PURE__ */ jsxs("div", { className: "jb-page jb-enterprise-detail", children: [
    enterprise.status === "loading" ? /* @__PURE__ */ jsxs("div", { "aria-busy": "true", children: [
      /* @__PURE__ */ jsx("p", { role: "status", className: "jb-visually-hidden", children: "Đang tải thông tin công ty..." }),
      /* @__PURE__ */ jsx("span", { className: "jb-skeleton jb-cover__image", "aria-hidden": "true" }),
      /* @__PURE__ */ jsx("span", { className: "jb-skeleton jb-skeleton--title", "aria-hidden": "true" })
    ] }) : null,
    notFound ? /* @__PURE__ */ jsx(
      NotFoundState,
      {
        heading: BROWSE_TEXTS.enterpriseNotFound,
        reason: "Công ty này không tồn tại hoặc chưa được duyệt.",
        to: "/enterprises",
        linkText: "Xem danh sách công ty"
      }
    ) : null,
    enterprise.status === "error" && !notFound ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("h1", { children: "Thông tin công ty" }),
      /* @__PURE__ */ jsx(ErrorAlert, { message: enterprise.message, onRetry: retry })
    ] }) : null,
    enterprise.status === "ready" ? /* @__PURE__ */ jsx(EnterpriseView, { enterprise: enterprise.data }) : null
  ] });
}
export {
  EnterpriseDetailPage as default
};
