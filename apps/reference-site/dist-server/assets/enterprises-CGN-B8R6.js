import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { u as useDocumentTitle, a as useClient, e as readEnterpriseQuery, g as enterpriseList, h as hasEnterpriseFilters, w as writeEnterpriseQuery, b as fieldCatalogue } from "../entry-server.js";
import { E as EnterpriseCard } from "./enterprise-card-httwSURc.js";
import { P as Pagination } from "./pagination-DM8QU0VN.js";
import { L as LoadingCards, E as ErrorAlert, a as EmptyState } from "./states-DI848tIn.js";
import { B as BROWSE_TEXTS } from "./texts-wPVL6hF3.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { C as ChoiceOptions } from "./choice-options-KfXjoCZM.js";
/* empty css                */
import { aa as CITIES, a9 as SCALES } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "lucide-react";
import "./error-box-CSVHQkIT.js";
const SORT_OPTIONS = [
  { by: "company_name", order: "asc", label: "Tên công ty (A-Z)" },
  { by: "company_name", order: "desc", label: "Tên công ty (Z-A)" },
  { by: "created_at", order: "desc", label: "Mới tham gia" },
  { by: "created_at", order: "asc", label: "Tham gia lâu nhất" },
  { by: "scale", order: "asc", label: "Quy mô nhỏ đến lớn" },
  { by: "scale", order: "desc", label: "Quy mô lớn đến nhỏ" }
];
function EnterprisesPage() {
  useDocumentTitle("Danh sách công ty");
  const client = useClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readEnterpriseQuery(searchParams);
  const searching = hasEnterpriseFilters(query);
  const fieldsResource = fieldCatalogue(client);
  const [fields] = useResource(fieldsResource.key, fieldsResource.load, BROWSE_TEXTS.fieldsError);
  const fieldNames = fields.status === "ready" ? fields.data.map((field) => field.name) : [];
  if (query.field && !fieldNames.includes(query.field)) fieldNames.unshift(query.field);
  const [q, setQ] = useState(query.q);
  useEffect(() => setQ(query.q), [query.q]);
  const errorText = searching ? BROWSE_TEXTS.enterpriseSearchError : BROWSE_TEXTS.enterpriseListError;
  const list = enterpriseList(client, query);
  const [companies, retry] = useResource(list.key, list.load, errorText);
  const resultsRef = useRef(null);
  const firstPage = useRef(query.page);
  useEffect(() => {
    if (query.page === firstPage.current) return;
    firstPage.current = query.page;
    resultsRef.current?.scrollIntoView?.({ block: "start" });
  }, [query.page]);
  function update(changes) {
    setSearchParams(writeEnterpriseQuery({ ...query, page: 1, ...changes }));
  }
  function submit(event) {
    event.preventDefault();
    update({ q: q.trim() });
  }
  const hrefFor = (page) => ({ search: writeEnterpriseQuery({ ...query, page }).toString() });
  return /* @__PURE__ */ jsxs("div", { className: "jb-page jb-enterprises", children: [
    /* @__PURE__ */ jsx("h1", { children: "Danh sách công ty" }),
    /* @__PURE__ */ jsxs("form", { className: "jb-filters", role: "search", "aria-label": "Tìm kiếm công ty", onSubmit: submit, children: [
      /* @__PURE__ */ jsxs("div", { className: "jb-filters__search", children: [
        /* @__PURE__ */ jsxs("label", { className: "jb-field", children: [
          /* @__PURE__ */ jsx("span", { children: "Tên công ty" }),
          /* @__PURE__ */ jsx(
            "input",
            {
              className: "jb-input",
              type: "search",
              name: "q",
              value: q,
              maxLength: 200,
              placeholder: "Nhập tên công ty...",
              onChange: (event) => setQ(event.target.value)
            }
          )
        ] }),
        /* @__PURE__ */ jsx("button", { type: "submit", className: "jb-button", children: "Tìm kiếm" })
      ] }),
      /* @__PURE__ */ jsxs("label", { className: "jb-field", children: [
        /* @__PURE__ */ jsx("span", { children: "Tỉnh/thành phố" }),
        /* @__PURE__ */ jsx("select", { className: "jb-select", name: "city", value: query.city, onChange: (event) => update({ city: event.target.value }), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Tất cả tỉnh/thành", values: CITIES }) })
      ] }),
      /* @__PURE__ */ jsxs("label", { className: "jb-field", children: [
        /* @__PURE__ */ jsx("span", { children: "Lĩnh vực hoạt động" }),
        /* @__PURE__ */ jsx("select", { className: "jb-select", name: "field", value: query.field, onChange: (event) => update({ field: event.target.value }), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Tất cả lĩnh vực", values: fieldNames }) })
      ] }),
      /* @__PURE__ */ jsxs("label", { className: "jb-field", children: [
        /* @__PURE__ */ jsx("span", { children: "Quy mô" }),
        /* @__PURE__ */ jsx("select", { className: "jb-select", name: "scale", value: query.scale, onChange: (event) => update({ scale: event.target.value }), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Tất cả quy mô", values: SCALES, format: (value) => `${value} nhân viên` }) })
      ] }),
      /* @__PURE__ */ jsxs("label", { className: "jb-field", children: [
        /* @__PURE__ */ jsx("span", { children: "Sắp xếp theo" }),
        /* @__PURE__ */ jsx(
          "select",
          {
            className: "jb-select",
            name: "sort",
            value: `${query.sort_by}:${query.sort_order}`,
            onChange: (event) => {
              const [by, order] = event.target.value.split(":");
              update({ sort_by: by, sort_order: order });
            },
            children: SORT_OPTIONS.map((option) => /* @__PURE__ */ jsx("option", { value: `${option.by}:${option.order}`, children: option.label }, `${option.by}:${option.order}`))
          }
        )
      ] })
    ] }),
    /* @__PURE__ */ jsxs("section", { "aria-labelledby": "jb-enterprise-results", children: [
      /* @__PURE__ */ jsx("h2", { id: "jb-enterprise-results", ref: resultsRef, className: "jb-visually-hidden", children: "Kết quả" }),
      companies.status === "loading" ? /* @__PURE__ */ jsx(LoadingCards, { count: 4, label: "Đang tải danh sách công ty...", layout: "list" }) : null,
      companies.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: companies.message, onRetry: retry }) : null,
      companies.status === "ready" && companies.data.results.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: BROWSE_TEXTS.enterprisesEmpty, children: searching ? /* @__PURE__ */ jsx("button", { type: "button", className: "jb-button jb-button--ghost", onClick: () => setSearchParams(new URLSearchParams()), children: "Xóa bộ lọc" }) : null }) : null,
      companies.status === "ready" && companies.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx("p", { className: "jb-result-count", role: "status", children: searching ? `Tìm thấy ${companies.data.total} công ty` : `${companies.data.total} công ty` }),
        /* @__PURE__ */ jsx("ul", { className: "jb-grid", children: companies.data.results.map((company) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EnterpriseCard, { enterprise: company }) }, company.id)) }),
        /* @__PURE__ */ jsx(Pagination, { page: companies.data.page, totalPages: companies.data.total_pages, hrefFor, label: "Phân trang danh sách công ty" })
      ] }) : null
    ] })
  ] });
}
export {
  EnterprisesPage as default
};
