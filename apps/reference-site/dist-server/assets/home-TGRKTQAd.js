import { jsxs, jsx } from "react/jsx-runtime";
import { useState, useId } from "react";
import { useNavigate, Link } from "react-router";
import { u as useDocumentTitle, a as useClient, F as FEATURED_JOB_COUNT, f as featuredJobs, p as premiumCompanies, b as fieldCatalogue } from "../entry-server.js";
import { E as EnterpriseCard } from "./enterprise-card-httwSURc.js";
import { J as JobCard } from "./job-card-CbBnl0Fc.js";
import { B as BROWSE_TEXTS } from "./texts-wPVL6hF3.js";
import { L as LoadingCards, E as ErrorAlert, a as EmptyState } from "./states-DI848tIn.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { C as ChoiceOptions } from "./choice-options-KfXjoCZM.js";
/* empty css                */
import { aa as CITIES, ad as queryToSearchParams } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "./error-box-CSVHQkIT.js";
const PREMIUM_COMPANY_COUNT = 8;
function HeroSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const [city, setCity] = useState("");
  const id = useId();
  function submit(event) {
    event.preventDefault();
    const query = {};
    if (q.trim()) query.q = q.trim();
    if (city) query.city = city;
    const search = queryToSearchParams(query).toString();
    navigate(search ? `/job-search?${search}` : "/job-search");
  }
  return /* @__PURE__ */ jsxs("section", { className: "jb-hero", "aria-labelledby": `${id}-title`, children: [
    /* @__PURE__ */ jsx("h1", { id: `${id}-title`, children: "Tìm việc làm phù hợp với bạn" }),
    /* @__PURE__ */ jsx("p", { children: "Hàng nghìn việc làm mới từ các công ty uy tín trên khắp Việt Nam." }),
    /* @__PURE__ */ jsxs("form", { className: "jb-hero-form", role: "search", "aria-label": "Tìm việc làm", onSubmit: submit, children: [
      /* @__PURE__ */ jsxs("label", { className: "jb-field", children: [
        /* @__PURE__ */ jsx("span", { children: "Từ khóa" }),
        /* @__PURE__ */ jsx(
          "input",
          {
            className: "jb-input",
            type: "search",
            name: "q",
            value: q,
            maxLength: 200,
            placeholder: "Vị trí, kỹ năng, tên công ty...",
            onChange: (event) => setQ(event.target.value)
          }
        )
      ] }),
      /* @__PURE__ */ jsxs("label", { className: "jb-field", children: [
        /* @__PURE__ */ jsx("span", { children: "Tỉnh/thành phố" }),
        /* @__PURE__ */ jsx("select", { className: "jb-select", name: "city", value: city, onChange: (event) => setCity(event.target.value), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Tất cả tỉnh/thành", values: CITIES }) })
      ] }),
      /* @__PURE__ */ jsx("button", { type: "submit", className: "jb-button", children: "Tìm việc" })
    ] })
  ] });
}
function FeaturedJobs() {
  const client = useClient();
  const [now] = useState(() => /* @__PURE__ */ new Date());
  const featured = featuredJobs(client);
  const [jobs, retry] = useResource(featured.key, featured.load, BROWSE_TEXTS.jobsError);
  return /* @__PURE__ */ jsxs("section", { className: "jb-section", "aria-labelledby": "jb-home-jobs", children: [
    /* @__PURE__ */ jsxs("div", { className: "jb-section-head", children: [
      /* @__PURE__ */ jsx("h2", { id: "jb-home-jobs", children: "Việc làm mới nhất" }),
      /* @__PURE__ */ jsx(Link, { to: "/job-search?sort=newest", children: "Xem tất cả việc làm" })
    ] }),
    jobs.status === "loading" ? /* @__PURE__ */ jsx(LoadingCards, { count: 6, label: "Đang tải việc làm..." }) : null,
    jobs.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: jobs.message, onRetry: retry }) : null,
    jobs.status === "ready" && jobs.data.results.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: BROWSE_TEXTS.jobsEmpty }) : null,
    jobs.status === "ready" && jobs.data.results.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "jb-grid", children: jobs.data.results.slice(0, FEATURED_JOB_COUNT).map((job) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(JobCard, { job, now }) }, job.id)) }) : null
  ] });
}
function PremiumCompanies() {
  const client = useClient();
  const premium = premiumCompanies(client);
  const [companies, retry] = useResource(premium.key, premium.load, BROWSE_TEXTS.premiumError);
  return /* @__PURE__ */ jsxs("section", { className: "jb-section", "aria-labelledby": "jb-home-companies", children: [
    /* @__PURE__ */ jsxs("div", { className: "jb-section-head", children: [
      /* @__PURE__ */ jsx("h2", { id: "jb-home-companies", children: "Công ty nổi bật" }),
      /* @__PURE__ */ jsx(Link, { to: "/enterprises", children: "Xem tất cả công ty" })
    ] }),
    companies.status === "loading" ? /* @__PURE__ */ jsx(LoadingCards, { count: 4, label: "Đang tải danh sách công ty..." }) : null,
    companies.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: companies.message, onRetry: retry }) : null,
    companies.status === "ready" && companies.data.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: BROWSE_TEXTS.premiumEmpty }) : null,
    companies.status === "ready" && companies.data.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "jb-grid", children: companies.data.slice(0, PREMIUM_COMPANY_COUNT).map((company) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EnterpriseCard, { enterprise: company }) }, company.id)) }) : null
  ] });
}
function PopularFields() {
  const client = useClient();
  const catalogue = fieldCatalogue(client);
  const [fields, retry] = useResource(catalogue.key, catalogue.load, BROWSE_TEXTS.fieldsError);
  return /* @__PURE__ */ jsxs("section", { className: "jb-section", "aria-labelledby": "jb-home-fields", children: [
    /* @__PURE__ */ jsx("h2", { id: "jb-home-fields", children: "Ngành nghề phổ biến" }),
    fields.status === "loading" ? /* @__PURE__ */ jsxs("div", { "aria-busy": "true", children: [
      /* @__PURE__ */ jsx("p", { role: "status", className: "jb-visually-hidden", children: "Đang tải ngành nghề..." }),
      /* @__PURE__ */ jsx("span", { className: "jb-skeleton jb-skeleton--line", "aria-hidden": "true" })
    ] }) : null,
    fields.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: fields.message, onRetry: retry }) : null,
    fields.status === "ready" ? /* @__PURE__ */ jsx("ul", { className: "jb-chips", children: fields.data.map((field) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: `/job-search?field=${field.id}`, children: field.name }) }, field.id)) }) : null
  ] });
}
function HomePage() {
  useDocumentTitle("Tìm việc làm");
  return /* @__PURE__ */ jsxs("div", { className: "jb-page jb-home", children: [
    /* @__PURE__ */ jsx(HeroSearch, {}),
    /* @__PURE__ */ jsx(FeaturedJobs, {}),
    /* @__PURE__ */ jsx(PremiumCompanies, {}),
    /* @__PURE__ */ jsx(PopularFields, {})
  ] });
}
export {
  HomePage as default
};
