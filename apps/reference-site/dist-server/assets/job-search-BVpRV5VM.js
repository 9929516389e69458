import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState, useRef, useLayoutEffect, useId, useEffect, useContext, useMemo, useCallback } from "react";
import { useNavigate, useSearchParams, useLocation } from "react-router";
import { C as CompanyLogo, u as useDocumentTitle, a as useClient, c as useSession } from "../entry-server.js";
import { S as SaveJobBookmark, B as BOOKMARK_LABELS, a as BookmarkIcon } from "./job-actions-C3Mk_x5K.js";
/* empty css                */
import { ae as createJobSearch, ac as formatSalary, ab as formatDate, af as relativeTime, n as errorMessage, ag as millionsText, aa as CITIES, ah as EXPERIENCES, ai as TYPE_WORKINGS, aj as parseMillions, ak as pageWindow, al as fieldErrors, am as jobCountText, an as POST_SEARCH_SORTS, ao as searchParamsToQuery, ap as serializeJobSearch } from "./sdk-CEZq98YD.js";
import { t as tokens, b as base, S as ShadowHost } from "./tokens-682gKK7E.js";
import { J as JobHubContext } from "./jobhub-context-a_xK0pLI.js";
import { useStore } from "@nanostores/react";
import { params } from "@nanostores/i18n";
import { d as defineWidgetTexts, u as useWidgetTexts, $ as $widgetLocale } from "./widget-texts-rKVpVAog.js";
import { J as JobLink } from "./job-link-BblG0A1Y.js";
import "react-dom/server";
import "node:stream";
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
function useJobSearch(client, options) {
  const [search, setSearch] = useState(null);
  const latest = useRef(options);
  latest.current = options;
  useLayoutEffect(() => {
    const store = createJobSearch(client, latest.current);
    setSearch(store);
    return () => {
      store.destroy();
      setSearch(null);
    };
  }, [client]);
  useLayoutEffect(() => {
    search?.setOptions(options);
  });
  return search;
}
const JOB_SEARCH_TEXTS = defineWidgetTexts("jobSearch", {
  searchLabel: "Tìm kiếm việc làm",
  keyword: "Từ khóa",
  keywordPlaceholder: "Tên công việc, kỹ năng, công ty...",
  filters: "Bộ lọc",
  filtersActive: params("Bộ lọc ({count})"),
  resultsTitle: "Kết quả tìm kiếm",
  sort: "Sắp xếp",
  sortRelevance: "Phù hợp nhất",
  sortNewest: "Mới nhất",
  sortSalary: "Lương cao nhất",
  loading: "Đang tải...",
  retry: "Thử lại",
  noResults: "Không tìm thấy việc làm phù hợp",
  resultsList: "Danh sách việc làm",
  city: "Tỉnh/thành phố",
  anyCity: "Tất cả tỉnh/thành phố",
  field: "Ngành nghề",
  anyField: "Tất cả ngành nghề",
  position: "Vị trí",
  anyPosition: "Tất cả vị trí",
  positionHint: "Chọn ngành nghề để lọc theo vị trí",
  experience: "Kinh nghiệm",
  anyExperience: "Tất cả kinh nghiệm",
  // The API's experience and type-of-work values, as the filters show them.
  experienceNone: "Không yêu cầu",
  experienceUnder1: "Dưới 1 năm",
  experience1to2: "1-2 năm",
  experience3to5: "3-5 năm",
  experienceOver5: "Trên 5 năm",
  typeWorking: "Hình thức làm việc",
  anyTypeWorking: "Tất cả hình thức",
  typeFullTime: "Toàn thời gian",
  typePartTime: "Bán thời gian",
  typeRemote: "Làm việc từ xa",
  typeHybrid: "Làm việc kết hợp",
  typeInternship: "Thực tập",
  typeContract: "Hợp đồng",
  salary: "Mức lương (triệu VND)",
  salaryFrom: "Từ (triệu)",
  salaryTo: "Đến (triệu)",
  salaryMaxPlaceholder: "Tối đa",
  negotiable: "Thỏa thuận",
  clearFilters: "Xóa bộ lọc",
  pagination: "Phân trang",
  previousPage: "Trang trước",
  nextPage: "Trang sau",
  page: params("Trang {page}"),
  premium: "Premium",
  deadline: params("Hạn nộp: {date}"),
  fieldsFailed: "Không thể tải danh sách ngành nghề",
  positionsFailed: "Không thể tải danh sách vị trí"
});
function JobCard({ job, href, now, renderLink, onNavigate, renderCardActions }) {
  const titleId = useId();
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const locale = useStore($widgetLocale);
  const actions = renderCardActions?.(job);
  return /* @__PURE__ */ jsxs("article", { className: "jh-card", "aria-labelledby": titleId, part: "card", children: [
    /* @__PURE__ */ jsx(CompanyLogo, { name: job.enterprise_name, src: job.enterprise_logo, className: "jh-card__logo", size: 56 }),
    /* @__PURE__ */ jsxs("div", { className: "jh-card__body", children: [
      /* @__PURE__ */ jsx("h3", { className: "jh-card__title", id: titleId, children: /* @__PURE__ */ jsx(JobLink, { href, className: "jh-card__link", renderLink, onNavigate, children: job.title }) }),
      /* @__PURE__ */ jsxs("p", { className: "jh-card__company", children: [
        /* @__PURE__ */ jsx("span", { children: job.enterprise_name }),
        job.is_enterprise_premium ? /* @__PURE__ */ jsx("span", { className: "jh-tag jh-tag--premium", children: t.premium }) : null
      ] }),
      /* @__PURE__ */ jsxs("p", { className: "jh-card__meta", children: [
        /* @__PURE__ */ jsx("span", { className: "jh-card__salary", children: formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable, locale) }),
        /* @__PURE__ */ jsx("span", { className: "jh-card__city", children: job.city }),
        /* @__PURE__ */ jsx("span", { className: "jh-card__deadline", children: t.deadline({ date: formatDate(job.deadline, "short", { locale }) }) })
      ] }),
      /* @__PURE__ */ jsx("p", { className: "jh-card__time", children: /* @__PURE__ */ jsx("time", { dateTime: job.created_at, children: relativeTime(job.created_at, now, { locale }) }) })
    ] }),
    actions == null || actions === false ? null : /* @__PURE__ */ jsx("div", { className: "jh-card__actions", part: "card-actions", children: actions })
  ] });
}
function useCatalogueList(load, failed, deps) {
  const [state, setState] = useState({ status: "idle" });
  useEffect(() => {
    if (!load) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    load().then(
      (data) => current && setState({ status: "ready", data }),
      (error) => current && setState({ status: "error", error, message: errorMessage(error, failed) })
    );
    return () => {
      current = false;
    };
  }, deps);
  return state;
}
function useFields(client) {
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  return useCatalogueList(() => client.catalogue.fields(), t.fieldsFailed, [client]);
}
function usePositions(client, fieldId, all = false) {
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const load = fieldId !== null ? () => client.catalogue.positions(fieldId) : all ? () => client.catalogue.positions() : null;
  return useCatalogueList(load, t.positionsFailed, [client, fieldId, all]);
}
const CLEARED_FILTERS = {
  city: void 0,
  field: void 0,
  position: void 0,
  experience: void 0,
  type_working: void 0,
  salary_min: void 0,
  salary_max: void 0,
  negotiable: void 0
};
function countActiveFilters(query) {
  const keys = ["city", "field", "position", "experience", "type_working", "salary_min", "salary_max"];
  return keys.filter((key) => query[key] !== void 0).length + (query.negotiable ? 1 : 0);
}
const ANY = "";
const EXPERIENCE_KEYS = {
  "Không yêu cầu": "experienceNone",
  "Dưới 1 năm": "experienceUnder1",
  "1-2 năm": "experience1to2",
  "3-5 năm": "experience3to5",
  "Trên 5 năm": "experienceOver5"
};
const TYPE_WORKING_KEYS = {
  "Toàn thời gian": "typeFullTime",
  "Bán thời gian": "typePartTime",
  "Làm việc từ xa": "typeRemote",
  "Làm việc kết hợp": "typeHybrid",
  "Thực tập": "typeInternship",
  "Hợp đồng": "typeContract"
};
function JobSearchFilters({ client, query, onChange, id, open, salaryError: rangeError }) {
  const ids = useId();
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const fieldId = query.field ?? null;
  const positionId = query.position ?? null;
  const fields = useFields(client);
  const positions = usePositions(client, fieldId, positionId !== null);
  const [minText, setMinText] = useState(() => millionsText(query.salary_min));
  const [maxText, setMaxText] = useState(() => millionsText(query.salary_max));
  const [typingError, setTypingError] = useState(null);
  useEffect(() => setMinText(millionsText(query.salary_min)), [query.salary_min]);
  useEffect(() => setMaxText(millionsText(query.salary_max)), [query.salary_max]);
  const salaryError = typingError ?? rangeError ?? null;
  const commitSalary = () => {
    const min = parseMillions(minText);
    const max = parseMillions(maxText);
    if (!min.ok) return setTypingError(min.error);
    if (!max.ok) return setTypingError(max.error);
    setTypingError(null);
    const salary_min = min.vnd ?? void 0;
    const salary_max = max.vnd ?? void 0;
    if (salary_min !== query.salary_min || salary_max !== query.salary_max) onChange({ salary_min, salary_max });
  };
  const commitOnEnter = (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commitSalary();
    }
  };
  const positionDisabled = fieldId === null && positionId === null;
  const salaryErrorId = `${ids}-salary-error`;
  return /* @__PURE__ */ jsxs("div", { className: "jh-filters", id, "data-open": open ? "true" : "false", part: "filters", children: [
    /* @__PURE__ */ jsxs("div", { className: "jh-field", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-city`, children: t.city }),
      /* @__PURE__ */ jsxs(
        "select",
        {
          id: `${ids}-city`,
          value: query.city ?? ANY,
          onChange: (event) => onChange({ city: event.target.value || void 0 }),
          children: [
            /* @__PURE__ */ jsx("option", { value: ANY, children: t.anyCity }),
            CITIES.map((city) => /* @__PURE__ */ jsx("option", { value: city, children: city }, city))
          ]
        }
      )
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "jh-field", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-field`, children: t.field }),
      /* @__PURE__ */ jsxs(
        "select",
        {
          id: `${ids}-field`,
          value: fieldId === null ? ANY : String(fieldId),
          "aria-describedby": fields.status === "error" ? `${ids}-field-error` : void 0,
          onChange: (event) => onChange({ field: event.target.value || void 0, position: void 0 }),
          children: [
            /* @__PURE__ */ jsx("option", { value: ANY, children: t.anyField }),
            fields.data?.map((field) => /* @__PURE__ */ jsx("option", { value: String(field.id), children: field.name }, field.id))
          ]
        }
      ),
      fields.status === "error" ? /* @__PURE__ */ jsx("p", { className: "jh-field__error", id: `${ids}-field-error`, children: fields.message }) : null
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "jh-field", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-position`, children: t.position }),
      /* @__PURE__ */ jsxs(
        "select",
        {
          id: `${ids}-position`,
          value: positionId === null ? ANY : String(positionId),
          disabled: positionDisabled,
          "aria-describedby": positionDisabled ? `${ids}-position-hint` : void 0,
          onChange: (event) => onChange({ position: event.target.value || void 0 }),
          children: [
            /* @__PURE__ */ jsx("option", { value: ANY, children: t.anyPosition }),
            positions.data?.map((position) => /* @__PURE__ */ jsx("option", { value: String(position.id), children: position.name }, position.id))
          ]
        }
      ),
      positionDisabled ? /* @__PURE__ */ jsx("p", { className: "jh-field__hint", id: `${ids}-position-hint`, children: t.positionHint }) : positions.status === "error" ? /* @__PURE__ */ jsx("p", { className: "jh-field__error", children: positions.message }) : null
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "jh-field", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-experience`, children: t.experience }),
      /* @__PURE__ */ jsxs(
        "select",
        {
          id: `${ids}-experience`,
          value: query.experience ?? ANY,
          onChange: (event) => onChange({ experience: event.target.value || void 0 }),
          children: [
            /* @__PURE__ */ jsx("option", { value: ANY, children: t.anyExperience }),
            EXPERIENCES.map((experience) => /* @__PURE__ */ jsx("option", { value: experience, children: t[EXPERIENCE_KEYS[experience]] }, experience))
          ]
        }
      )
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "jh-field", children: [
      /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-type`, children: t.typeWorking }),
      /* @__PURE__ */ jsxs(
        "select",
        {
          id: `${ids}-type`,
          value: query.type_working ?? ANY,
          onChange: (event) => onChange({ type_working: event.target.value || void 0 }),
          children: [
            /* @__PURE__ */ jsx("option", { value: ANY, children: t.anyTypeWorking }),
            TYPE_WORKINGS.map((type) => /* @__PURE__ */ jsx("option", { value: type, children: t[TYPE_WORKING_KEYS[type]] }, type))
          ]
        }
      )
    ] }),
    /* @__PURE__ */ jsxs("fieldset", { className: "jh-salary", "aria-describedby": salaryError ? salaryErrorId : void 0, children: [
      /* @__PURE__ */ jsx("legend", { children: t.salary }),
      /* @__PURE__ */ jsxs("div", { className: "jh-salary__inputs", children: [
        /* @__PURE__ */ jsxs("div", { className: "jh-field", children: [
          /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-salary-min`, children: t.salaryFrom }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: `${ids}-salary-min`,
              type: "text",
              inputMode: "decimal",
              autoComplete: "off",
              placeholder: "0",
              value: minText,
              "aria-invalid": salaryError ? true : void 0,
              onChange: (event) => setMinText(event.target.value),
              onBlur: commitSalary,
              onKeyDown: commitOnEnter
            }
          )
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "jh-field", children: [
          /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-salary-max`, children: t.salaryTo }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: `${ids}-salary-max`,
              type: "text",
              inputMode: "decimal",
              autoComplete: "off",
              placeholder: t.salaryMaxPlaceholder,
              value: maxText,
              "aria-invalid": salaryError ? true : void 0,
              onChange: (event) => setMaxText(event.target.value),
              onBlur: commitSalary,
              onKeyDown: commitOnEnter
            }
          )
        ] })
      ] }),
      salaryError ? /* @__PURE__ */ jsx("p", { className: "jh-field__error", id: salaryErrorId, role: "alert", children: salaryError }) : null,
      /* @__PURE__ */ jsxs("label", { className: "jh-check", children: [
        /* @__PURE__ */ jsx(
          "input",
          {
            type: "checkbox",
            checked: query.negotiable === true,
            onChange: (event) => onChange({ negotiable: event.target.checked ? true : void 0 })
          }
        ),
        /* @__PURE__ */ jsx("span", { children: t.negotiable })
      ] })
    ] }),
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "button",
        className: "jh-button jh-button--ghost",
        onClick: () => {
          setTypingError(null);
          setMinText("");
          setMaxText("");
          onChange(CLEARED_FILTERS);
        },
        children: t.clearFilters
      }
    )
  ] });
}
function Pagination({ page, totalPages, onPage }) {
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  if (totalPages <= 1) return null;
  return /* @__PURE__ */ jsxs("nav", { className: "jh-pagination", "aria-label": t.pagination, part: "pagination", children: [
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "button",
        className: "jh-pagination__step",
        onClick: () => onPage(page - 1),
        disabled: page <= 1,
        children: t.previousPage
      }
    ),
    /* @__PURE__ */ jsx("ol", { className: "jh-pagination__pages", children: pageWindow(page, totalPages).map(
      (item) => typeof item === "number" ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: "jh-pagination__page",
          "aria-label": t.page({ page: item }),
          "aria-current": item === page ? "page" : void 0,
          onClick: () => item !== page && onPage(item),
          children: item
        }
      ) }, item) : /* @__PURE__ */ jsx("li", { className: "jh-pagination__gap", "aria-hidden": "true", children: "…" }, item)
    ) }),
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "button",
        className: "jh-pagination__step",
        onClick: () => onPage(page + 1),
        disabled: page >= totalPages,
        children: t.nextPage
      }
    )
  ] });
}
const SORT_LABELS = { relevance: "sortRelevance", newest: "sortNewest", salary: "sortSalary" };
function CustomCard({ render, ...props }) {
  return /* @__PURE__ */ jsx(Fragment, { children: render(props) });
}
const SKELETON_CARDS = 3;
function JobSearchView({
  client,
  search,
  jobHref: jobHref2,
  now,
  renderLink,
  onNavigate,
  renderCardActions,
  renderJobCard
}) {
  const query = useStore(search.$query);
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const locale = useStore($widgetLocale);
  const results = useStore(search.$results);
  const ids = useId();
  const [text, setText] = useState(() => query.q ?? "");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef(null);
  const storeText = query.q ?? "";
  const lastStoreText = useRef(storeText);
  useEffect(() => {
    if (storeText !== lastStoreText.current) {
      lastStoreText.current = storeText;
      setText((current) => current.trim() === storeText.trim() ? current : storeText);
    }
  }, [storeText]);
  const page = results.data;
  const activeFilters = countActiveFilters(query);
  const sort = query.sort ?? "relevance";
  const refused = results.status === "error" ? fieldErrors(results.error) : {};
  const salaryError = refused.salary_min?.[0] ?? refused.salary_max?.[0];
  const goToPage = (target) => {
    search.setPage(target);
    const section = resultsRef.current;
    if (section && typeof section.scrollIntoView === "function" && section.getBoundingClientRect().top < 0) {
      section.scrollIntoView({ block: "start" });
    }
  };
  let status;
  let body;
  if (results.status === "error" && salaryError) {
    status = "";
    body = /* @__PURE__ */ jsx("div", { className: "jh-state jh-state--error", children: /* @__PURE__ */ jsx("p", { children: results.message }) });
  } else if (results.status === "error") {
    status = "";
    body = /* @__PURE__ */ jsxs("div", { className: "jh-state jh-state--error", role: "alert", children: [
      /* @__PURE__ */ jsx("p", { children: results.message }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "jh-button", onClick: () => search.reload(), children: t.retry })
    ] });
  } else if (!page) {
    status = t.loading;
    body = /* @__PURE__ */ jsx("ul", { className: "jh-list", "aria-hidden": "true", children: Array.from({ length: SKELETON_CARDS }, (_, index) => /* @__PURE__ */ jsxs("li", { className: "jh-card jh-card--skeleton", children: [
      /* @__PURE__ */ jsx("span", { className: "jh-skeleton jh-skeleton--logo" }),
      /* @__PURE__ */ jsx("span", { className: "jh-skeleton jh-skeleton--lines" })
    ] }, index)) });
  } else {
    status = results.status === "loading" ? t.loading : jobCountText(page.total, locale);
    const current = now();
    body = page.results.length === 0 ? /* @__PURE__ */ jsx("div", { className: "jh-state", children: /* @__PURE__ */ jsx("p", { children: t.noResults }) }) : /* @__PURE__ */ jsx("ul", { className: "jh-list", "aria-label": t.resultsList, children: page.results.map((job) => /* @__PURE__ */ jsx("li", { className: "jh-list__item", children: renderJobCard ? /* @__PURE__ */ jsx(
      CustomCard,
      {
        render: renderJobCard,
        job,
        href: jobHref2(job.id),
        now: current,
        renderLink,
        onNavigate,
        renderCardActions
      }
    ) : /* @__PURE__ */ jsx(
      JobCard,
      {
        job,
        href: jobHref2(job.id),
        now: current,
        renderLink,
        onNavigate,
        renderCardActions
      }
    ) }, job.id)) });
  }
  return /* @__PURE__ */ jsxs("div", { className: "jh-job-search", part: "job-search", children: [
    /* @__PURE__ */ jsxs(
      "form",
      {
        className: "jh-searchbar",
        role: "search",
        "aria-label": t.searchLabel,
        onSubmit: (event) => event.preventDefault(),
        children: [
          /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-q`, className: "jh-visually-hidden", children: t.keyword }),
          /* @__PURE__ */ jsx(
            "input",
            {
              id: `${ids}-q`,
              className: "jh-searchbar__input",
              type: "search",
              autoComplete: "off",
              enterKeyHint: "search",
              placeholder: t.keywordPlaceholder,
              maxLength: 200,
              value: text,
              onChange: (event) => {
                setText(event.target.value);
                search.setQuery({ q: event.target.value });
              }
            }
          ),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "jh-button jh-filters-toggle",
              "aria-expanded": filtersOpen,
              "aria-controls": `${ids}-filters`,
              onClick: () => setFiltersOpen((open) => !open),
              children: activeFilters > 0 ? t.filtersActive({ count: activeFilters }) : t.filters
            }
          )
        ]
      }
    ),
    /* @__PURE__ */ jsxs("div", { className: "jh-layout", children: [
      /* @__PURE__ */ jsx(
        JobSearchFilters,
        {
          client,
          query,
          onChange: search.setQuery,
          id: `${ids}-filters`,
          open: filtersOpen,
          salaryError
        }
      ),
      /* @__PURE__ */ jsxs(
        "section",
        {
          className: "jh-results",
          ref: resultsRef,
          "aria-labelledby": `${ids}-results-title`,
          "aria-busy": results.status === "loading",
          children: [
            /* @__PURE__ */ jsx("h2", { id: `${ids}-results-title`, className: "jh-visually-hidden", children: t.resultsTitle }),
            /* @__PURE__ */ jsxs("div", { className: "jh-results__header", children: [
              /* @__PURE__ */ jsx("p", { className: "jh-count", role: "status", "aria-live": "polite", children: status }),
              /* @__PURE__ */ jsxs("div", { className: "jh-sort", children: [
                /* @__PURE__ */ jsx("label", { htmlFor: `${ids}-sort`, children: t.sort }),
                /* @__PURE__ */ jsx(
                  "select",
                  {
                    id: `${ids}-sort`,
                    value: sort,
                    onChange: (event) => search.setQuery({ sort: event.target.value }),
                    children: POST_SEARCH_SORTS.map((value) => /* @__PURE__ */ jsx("option", { value, children: t[SORT_LABELS[value]] }, value))
                  }
                )
              ] })
            ] }),
            body,
            page && results.status !== "error" ? /* @__PURE__ */ jsx(Pagination, { page: page.page, totalPages: page.total_pages, onPage: goToPage }) : null
          ]
        }
      )
    ] })
  ] });
}
const defaultJobHref = (id) => `/job/${id}`;
const defaultNow = () => /* @__PURE__ */ new Date();
function JobSearchPanel({ client, query, initialQuery, onQueryChange, debounceMs, jobHref: jobHref2, now, ...rest }) {
  const options = { onQueryChange };
  if (query !== void 0) options.query = query;
  if (initialQuery !== void 0) options.initialQuery = initialQuery;
  if (debounceMs !== void 0) options.debounceMs = debounceMs;
  const search = useJobSearch(client, options);
  if (!search) return null;
  return /* @__PURE__ */ jsx(
    JobSearchView,
    {
      client,
      search,
      jobHref: jobHref2 ?? defaultJobHref,
      now: now ?? defaultNow,
      ...rest
    }
  );
}
const jobSearch = ".jh-job-search{display:grid;gap:calc(var(--_jh-space) * 2);padding:calc(var(--_jh-space) * 2);background:var(--_jh-bg);border-radius:var(--_jh-radius)}.jh-button{display:inline-flex;align-items:center;justify-content:center;gap:4px;min-height:40px;padding:0 calc(var(--_jh-space) * 2);border:1px solid var(--_jh-primary);border-radius:var(--_jh-radius);background:var(--_jh-primary);color:var(--_jh-primary-contrast);font-weight:600;cursor:pointer}.jh-button--ghost{background:transparent;color:var(--_jh-primary)}.jh-button:disabled{opacity:.5;cursor:not-allowed}.jh-searchbar{display:flex;gap:var(--_jh-space)}.jh-searchbar__input{flex:1;min-width:0;min-height:44px;padding:0 calc(var(--_jh-space) * 1.5);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius);background:var(--_jh-surface)}.jh-filters-toggle{display:none}.jh-layout{display:grid;grid-template-columns:minmax(200px,260px) 1fr;gap:calc(var(--_jh-space) * 2);align-items:start}.jh-filters{display:grid;gap:calc(var(--_jh-space) * 1.5);padding:calc(var(--_jh-space) * 2);background:var(--_jh-surface);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius)}.jh-field{display:grid;gap:4px}.jh-field>label,.jh-salary>legend,.jh-sort>label{font-size:.875em;font-weight:600}.jh-field select,.jh-field input,.jh-sort select{min-height:38px;width:100%;padding:0 var(--_jh-space);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius);background:var(--_jh-surface)}.jh-field select:disabled{opacity:.6}.jh-field input[aria-invalid=true]{border-color:var(--_jh-danger)}.jh-field__hint{margin:0;font-size:.8em;color:var(--_jh-muted)}.jh-field__error{margin:0;font-size:.85em;color:var(--_jh-danger)}.jh-salary{display:grid;gap:var(--_jh-space);margin:0;padding:0;border:0}.jh-salary>legend{padding:0;margin-bottom:4px}.jh-salary__inputs{display:grid;grid-template-columns:1fr 1fr;gap:var(--_jh-space)}.jh-check{display:inline-flex;align-items:center;gap:var(--_jh-space);cursor:pointer}.jh-check input{width:18px;height:18px;margin:0;accent-color:var(--_jh-primary)}.jh-results{display:grid;gap:calc(var(--_jh-space) * 1.5);min-width:0}.jh-results[aria-busy=true] .jh-list{opacity:.6}.jh-results__header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--_jh-space)}.jh-count{margin:0;font-weight:600}.jh-sort{display:flex;align-items:center;gap:var(--_jh-space)}.jh-sort select{width:auto}.jh-list{display:grid;gap:var(--_jh-space);margin:0;padding:0;list-style:none}.jh-card{display:flex;gap:calc(var(--_jh-space) * 1.5);padding:calc(var(--_jh-space) * 1.5);background:var(--_jh-surface);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius)}.jh-card:focus-within{border-color:var(--_jh-primary)}.jh-card__logo{flex:none;display:grid;place-items:center;width:56px;height:56px;overflow:hidden;border:1px solid var(--_jh-border);border-radius:var(--_jh-radius);background:var(--_jh-bg);color:var(--_jh-muted);font-size:1.4em;font-weight:700}img.jh-card__logo{object-fit:contain}.jh-card__body{flex:1;display:grid;gap:2px;min-width:0}.jh-card__body p{margin:0}.jh-card__title{margin:0;font-size:1.05em;line-height:1.35}.jh-card__link{color:var(--_jh-text);text-decoration:none}.jh-card__link:hover{color:var(--_jh-primary);text-decoration:underline}.jh-card__company{display:flex;flex-wrap:wrap;align-items:center;gap:var(--_jh-space);color:var(--_jh-muted)}.jh-card__meta{display:flex;flex-wrap:wrap;gap:4px calc(var(--_jh-space) * 1.5);font-size:.9em}.jh-card__salary{color:var(--_jh-primary);font-weight:600}.jh-card__time{font-size:.85em;color:var(--_jh-muted)}.jh-card__actions{flex:none;display:flex;align-items:flex-start;gap:4px}.jh-bookmark{display:inline-grid;place-items:center;width:40px;height:40px;padding:0;border:1px solid var(--_jh-border);border-radius:50%;background:var(--_jh-surface);color:var(--_jh-muted);cursor:pointer}.jh-bookmark:hover,.jh-bookmark[aria-pressed=true]{border-color:var(--_jh-primary);color:var(--_jh-primary)}.jh-bookmark svg{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2;stroke-linejoin:round}.jh-bookmark[aria-pressed=true] svg{fill:currentColor}.jh-bookmark:is(:disabled,[aria-disabled=true]){opacity:.5;cursor:progress}.jh-tag{display:inline-block;padding:0 6px;border-radius:999px;font-size:.75em;font-weight:700;line-height:1.6}.jh-tag--premium{border:1px solid var(--_jh-premium);color:var(--_jh-premium)}.jh-skeleton{display:block;border-radius:var(--_jh-radius);background:linear-gradient(90deg,var(--_jh-border),var(--_jh-bg),var(--_jh-border));background-size:200% 100%;animation:jh-shimmer 1.2s linear infinite}.jh-skeleton--logo{flex:none;width:56px;height:56px}.jh-skeleton--lines{flex:1;height:56px}@keyframes jh-shimmer{0%{background-position:200% 0}to{background-position:-200% 0}}@media(prefers-reduced-motion:reduce){.jh-skeleton{animation:none}}.jh-state{display:grid;justify-items:center;gap:calc(var(--_jh-space) * 1.5);padding:calc(var(--_jh-space) * 4) calc(var(--_jh-space) * 2);background:var(--_jh-surface);border:1px dashed var(--_jh-border);border-radius:var(--_jh-radius);text-align:center;color:var(--_jh-muted)}.jh-state p{margin:0}.jh-state--error{color:var(--_jh-danger)}.jh-pagination{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:var(--_jh-space)}.jh-pagination__pages{display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0;list-style:none}.jh-pagination__step,.jh-pagination__page{min-width:40px;min-height:40px;padding:0 var(--_jh-space);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius);background:var(--_jh-surface);cursor:pointer}.jh-pagination__step:disabled{opacity:.5;cursor:not-allowed}.jh-pagination__page[aria-current=page]{border-color:var(--_jh-primary);background:var(--_jh-primary);color:var(--_jh-primary-contrast);font-weight:700}.jh-pagination__gap{align-self:center;padding:0 4px;color:var(--_jh-muted)}@media(max-width:767.98px){.jh-job-search{padding:var(--_jh-space)}.jh-filters-toggle{display:inline-flex}.jh-layout{grid-template-columns:1fr}.jh-filters[data-open=false]{display:none}.jh-card__logo,.jh-skeleton--logo{width:44px;height:44px}}";
const JOB_SEARCH_STYLES = `${tokens}
${base}
${jobSearch}`;
const JOB_SEARCH_STYLE_ID = "jobhub-job-search";
const MSG_NO_CLIENT = "<JobSearch> needs a `client` or an enclosing <JobHubProvider>";
function JobSearch({ theme, className, client, ...options }) {
  const provided = useContext(JobHubContext);
  const widgetClient = client ?? provided?.widgetClient;
  if (!widgetClient) throw new Error(MSG_NO_CLIENT);
  return /* @__PURE__ */ jsx(ShadowHost, { css: JOB_SEARCH_STYLES, styleId: JOB_SEARCH_STYLE_ID, theme, className, children: /* @__PURE__ */ jsx(JobSearchPanel, { ...options, client: widgetClient }) });
}
const jobHref = (id) => `/job/${id}`;
function GuestBookmark({ onClick }) {
  return /* @__PURE__ */ jsx("button", { type: "button", className: "jh-bookmark", "aria-label": BOOKMARK_LABELS.save, title: BOOKMARK_LABELS.save, onClick, children: /* @__PURE__ */ jsx(BookmarkIcon, {}) });
}
function JobSearchPage() {
  useDocumentTitle("Tìm việc làm");
  const client = useClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const query = useMemo(() => searchParamsToQuery(search), [search]);
  const onQueryChange = useCallback(
    (next) => setSearchParams(serializeJobSearch(next), { replace: true }),
    [setSearchParams]
  );
  const onNavigate = useCallback((href) => navigate(href), [navigate]);
  const session = useSession();
  const role = session.status === "anonymous" ? "guest" : session.user.role;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  hereRef.current = here;
  const renderCardActions = useMemo(() => {
    if (role === "candidate") return (job) => /* @__PURE__ */ jsx(SaveJobBookmark, { postId: job.id, rowSaved: job.is_saved });
    if (role === "guest") {
      const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(hereRef.current)}`);
      return () => /* @__PURE__ */ jsx(GuestBookmark, { onClick: toLogin });
    }
    return void 0;
  }, [role, navigate]);
  return /* @__PURE__ */ jsxs("div", { className: "jb-page jb-job-search", children: [
    /* @__PURE__ */ jsx("h1", { children: "Tìm việc làm" }),
    /* @__PURE__ */ jsx(
      JobSearch,
      {
        client,
        query,
        onQueryChange,
        jobHref,
        onNavigate,
        renderCardActions
      }
    )
  ] });
}
export {
  JobSearchPage as default
};
