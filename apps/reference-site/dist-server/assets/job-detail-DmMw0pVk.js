import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { a as useClient, u as useDocumentTitle, j as jobDetail, c as useSession, i as isJobClosed, L as LazyMessageButton, r as richTextToPlain, s as safeExternalUrl, C as CompanyLogo, d as formatScale } from "../entry-server.js";
import { b as SaveJobButton, R as ReportJobButton, A as ApplyButton } from "./job-actions-C3Mk_x5K.js";
import { J as JobCard } from "./job-card-CbBnl0Fc.js";
import { N as NotFoundState, E as ErrorAlert } from "./states-DI848tIn.js";
import { B as BROWSE_TEXTS } from "./texts-wPVL6hF3.js";
import { u as useRouteResource, B as Breadcrumb } from "./breadcrumb-B2HIOSd8.js";
/* empty css                */
import { ac as formatSalary, ab as formatDate, af as relativeTime } from "./sdk-CEZq98YD.js";
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
import "./use-resource-5qXDjFfb.js";
import "./texts-BMdRSHzG.js";
import "lucide-react";
const RELATED_POST_LIMIT = 7;
function Fact({ term, children }) {
  if (children === null || children === void 0 || children === "") return null;
  return /* @__PURE__ */ jsxs("div", { children: [
    /* @__PURE__ */ jsx("dt", { children: term }),
    /* @__PURE__ */ jsx("dd", { children })
  ] });
}
function TextSection({ id, title, value }) {
  const text = richTextToPlain(value);
  return /* @__PURE__ */ jsxs("section", { className: "jb-panel", "aria-labelledby": id, children: [
    /* @__PURE__ */ jsx("h2", { id, children: title }),
    text ? /* @__PURE__ */ jsx("div", { className: "jb-richtext", children: text }) : /* @__PURE__ */ jsx("p", { className: "jb-muted", children: "Chưa có thông tin." })
  ] });
}
function ApplyArea({ job, now }) {
  const session = useSession();
  const location = useLocation();
  const [appliedAt, setAppliedAt] = useState(null);
  const expired = isJobClosed(job, now);
  const signedIn = session.status !== "anonymous";
  const candidate = signedIn && session.user.role === "candidate";
  const extras = signedIn ? /* @__PURE__ */ jsxs("div", { className: "jb-apply__extras", children: [
    candidate ? /* @__PURE__ */ jsx(SaveJobButton, { postId: job.id, rowSaved: job.is_saved }) : null,
    candidate ? /* @__PURE__ */ jsx(LazyMessageButton, { userId: job.user_id, name: job.enterprise_detail.company_name, className: "jb-button jb-button--ghost" }) : null,
    /* @__PURE__ */ jsx(ReportJobButton, { postId: job.id })
  ] }) : null;
  if (job.has_applied || appliedAt) {
    const date = appliedAt ?? job.applied_at;
    return /* @__PURE__ */ jsxs("div", { className: "jb-apply", children: [
      /* @__PURE__ */ jsxs("p", { children: [
        /* @__PURE__ */ jsx("span", { className: "cand-badge cand-badge--approved", children: "Đã ứng tuyển" }),
        date ? /* @__PURE__ */ jsxs(Fragment, { children: [
          " ",
          "ngày ",
          /* @__PURE__ */ jsx("time", { dateTime: date, children: formatDate(date) })
        ] }) : null
      ] }),
      /* @__PURE__ */ jsx(Link, { to: "/my-applications", children: "Xem việc đã ứng tuyển" }),
      extras
    ] });
  }
  if (expired) {
    return /* @__PURE__ */ jsxs("div", { className: "jb-apply", children: [
      /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("strong", { children: "Tin tuyển dụng đã hết hạn nhận hồ sơ." }) }),
      extras
    ] });
  }
  if (session.status === "anonymous") {
    const redirect = `${location.pathname}${location.search}`;
    return /* @__PURE__ */ jsxs("div", { className: "jb-apply", children: [
      /* @__PURE__ */ jsx(Link, { className: "jb-button", to: `/login?redirect=${encodeURIComponent(redirect)}`, children: "Ứng tuyển ngay" }),
      /* @__PURE__ */ jsx("p", { className: "jb-muted", children: "Đăng nhập bằng tài khoản ứng viên để ứng tuyển." })
    ] });
  }
  const role = session.user.role;
  if (role === "none") {
    return /* @__PURE__ */ jsxs("div", { className: "jb-apply", children: [
      /* @__PURE__ */ jsx(Link, { className: "jb-button", to: "/select-role", children: "Chọn vai trò để ứng tuyển" }),
      extras
    ] });
  }
  if (role !== "candidate") {
    return /* @__PURE__ */ jsxs("div", { className: "jb-apply", children: [
      /* @__PURE__ */ jsx("p", { className: "jb-muted", children: "Chỉ tài khoản ứng viên mới có thể ứng tuyển." }),
      extras
    ] });
  }
  return /* @__PURE__ */ jsxs("div", { className: "jb-apply", children: [
    /* @__PURE__ */ jsx(ApplyButton, { job, onApplied: setAppliedAt }),
    extras
  ] });
}
function CompanyBox({ job }) {
  const company = job.enterprise_detail;
  const website = safeExternalUrl(company.link_web_site);
  const location = [company.address, company.city].filter(Boolean).join(", ");
  return /* @__PURE__ */ jsxs("section", { className: "jb-panel", "aria-labelledby": "jb-company-title", children: [
    /* @__PURE__ */ jsxs("div", { className: "jb-company-box", children: [
      /* @__PURE__ */ jsx(CompanyLogo, { name: company.company_name, src: company.logo, alt: `Logo ${company.company_name}`, className: "jb-logo", size: 56 }),
      /* @__PURE__ */ jsxs("h2", { id: "jb-company-title", children: [
        company.company_name,
        company.is_premium ? /* @__PURE__ */ jsx("span", { className: "jb-badge-premium", children: "Premium" }) : null
      ] })
    ] }),
    /* @__PURE__ */ jsxs("dl", { className: "jb-facts jb-facts--single", children: [
      /* @__PURE__ */ jsx(Fact, { term: "Quy mô", children: formatScale(company.scale) }),
      /* @__PURE__ */ jsx(Fact, { term: "Lĩnh vực", children: company.field_of_activity }),
      /* @__PURE__ */ jsx(Fact, { term: "Địa chỉ", children: location }),
      /* @__PURE__ */ jsx(Fact, { term: "Website", children: website ? /* @__PURE__ */ jsxs("a", { href: website, target: "_blank", rel: "noopener noreferrer", children: [
        company.link_web_site,
        /* @__PURE__ */ jsx("span", { className: "jb-visually-hidden", children: " (mở trong thẻ mới)" })
      ] }) : null })
    ] }),
    /* @__PURE__ */ jsxs(Link, { className: "jb-button jb-button--ghost", to: `/enterprises/${company.id}`, children: [
      "Xem trang công ty",
      /* @__PURE__ */ jsxs("span", { className: "jb-visually-hidden", children: [
        " ",
        company.company_name
      ] })
    ] })
  ] });
}
function JobDetailView({ job, now }) {
  const place = [job.district, job.city].filter(Boolean).join(", ");
  const related = job.related_posts.filter((post) => post.id !== job.id).slice(0, RELATED_POST_LIMIT);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(Breadcrumb, { section: { to: "/job-search", label: "Tìm việc làm" }, current: job.title }),
    /* @__PURE__ */ jsxs("div", { className: "jb-detail", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsxs("section", { className: "jb-panel", "aria-labelledby": "jb-job-title", children: [
          /* @__PURE__ */ jsx("h1", { id: "jb-job-title", children: job.title }),
          /* @__PURE__ */ jsx("p", { className: "jb-card__company", children: /* @__PURE__ */ jsx(Link, { to: `/enterprises/${job.enterprise_detail.id}`, children: job.enterprise_detail.company_name }) }),
          /* @__PURE__ */ jsxs("p", { className: "jb-salary", children: [
            /* @__PURE__ */ jsx("span", { className: "jb-visually-hidden", children: "Mức lương: " }),
            formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable)
          ] }),
          /* @__PURE__ */ jsxs("dl", { className: "jb-facts", children: [
            /* @__PURE__ */ jsx(Fact, { term: "Địa điểm", children: place }),
            /* @__PURE__ */ jsx(Fact, { term: "Địa chỉ làm việc", children: job.detail_address }),
            /* @__PURE__ */ jsx(Fact, { term: "Kinh nghiệm", children: job.experience }),
            /* @__PURE__ */ jsx(Fact, { term: "Cấp bậc", children: job.level }),
            /* @__PURE__ */ jsx(Fact, { term: "Hình thức làm việc", children: job.type_working }),
            /* @__PURE__ */ jsx(Fact, { term: "Thời gian làm việc", children: job.time_working }),
            /* @__PURE__ */ jsx(Fact, { term: "Số lượng tuyển", children: `${job.quantity} người` }),
            /* @__PURE__ */ jsx(Fact, { term: "Ngành nghề", children: job.field.name }),
            /* @__PURE__ */ jsx(Fact, { term: "Vị trí", children: job.position.name }),
            /* @__PURE__ */ jsx(Fact, { term: "Hạn nộp hồ sơ", children: /* @__PURE__ */ jsx("time", { dateTime: job.deadline, children: formatDate(job.deadline) }) }),
            /* @__PURE__ */ jsx(Fact, { term: "Ngày đăng", children: /* @__PURE__ */ jsx("time", { dateTime: job.created_at, children: relativeTime(job.created_at, now) }) }),
            job.total_applicants !== void 0 ? /* @__PURE__ */ jsx(Fact, { term: "Số người đã ứng tuyển", children: String(job.total_applicants) }) : null
          ] }),
          /* @__PURE__ */ jsx(ApplyArea, { job, now })
        ] }),
        /* @__PURE__ */ jsx(TextSection, { id: "jb-job-description", title: "Mô tả công việc", value: job.description }),
        /* @__PURE__ */ jsx(TextSection, { id: "jb-job-required", title: "Yêu cầu ứng viên", value: job.required }),
        /* @__PURE__ */ jsx(TextSection, { id: "jb-job-interest", title: "Quyền lợi", value: job.interest })
      ] }),
      /* @__PURE__ */ jsx("aside", { "aria-label": "Công ty tuyển dụng", children: /* @__PURE__ */ jsx(CompanyBox, { job }) })
    ] }),
    related.length > 0 ? /* @__PURE__ */ jsxs("section", { className: "jb-section", "aria-labelledby": "jb-related-title", children: [
      /* @__PURE__ */ jsx("h2", { id: "jb-related-title", children: "Việc làm liên quan" }),
      /* @__PURE__ */ jsx("ul", { className: "jb-grid", children: related.map((post) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(JobCard, { job: post, now }) }, post.id)) })
    ] }) : null
  ] });
}
function JobDetailPage() {
  const client = useClient();
  const [now] = useState(() => /* @__PURE__ */ new Date());
  const { resource: job, retry, notFound } = useRouteResource((id) => jobDetail(client, id), BROWSE_TEXTS.jobError);
  useDocumentTitle(job.status === "ready" ? job.data.title : notFound ? BROWSE_TEXTS.jobNotFound : void 0);
  return /* @__PURE__ */ jsxs("div", { className: "jb-page jb-job-detail", children: [
    job.status === "loading" ? /* @__PURE__ */ jsxs("div", { "aria-busy": "true", children: [
      /* @__PURE__ */ jsx("p", { role: "status", className: "jb-visually-hidden", children: "Đang tải việc làm..." }),
      /* @__PURE__ */ jsxs("div", { "aria-hidden": "true", className: "jb-panel", children: [
        /* @__PURE__ */ jsx("span", { className: "jb-skeleton jb-skeleton--title" }),
        /* @__PURE__ */ jsx("span", { className: "jb-skeleton jb-skeleton--line jb-skeleton--short" }),
        /* @__PURE__ */ jsx("span", { className: "jb-skeleton jb-skeleton--card" })
      ] })
    ] }) : null,
    notFound ? /* @__PURE__ */ jsx(NotFoundState, { heading: BROWSE_TEXTS.jobNotFound, reason: "Việc làm này không tồn tại, đã bị gỡ hoặc đã hết hạn.", to: "/job-search", linkText: "Tìm việc làm khác" }) : null,
    job.status === "error" && !notFound ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("h1", { children: "Chi tiết việc làm" }),
      /* @__PURE__ */ jsx(ErrorAlert, { message: job.message, onRetry: retry })
    ] }) : null,
    job.status === "ready" ? /* @__PURE__ */ jsx(JobDetailView, { job: job.data, now }) : null
  ] });
}
export {
  JobDetailPage as default
};
