import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState, useEffect, Suspense } from "react";
import { useNavigate, Link } from "react-router";
import { u as useDocumentTitle, a as useClient, Q as QuietErrorBoundary, C as CompanyLogo } from "../entry-server.js";
import { u as useOwnEnterprise, A as ApprovalPill } from "./use-own-enterprise-BYJp6K1E.js";
import { a as Loading, L as LoadError } from "./shared-CRWm23r3.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { aq as ERROR_MESSAGES, af as relativeTime, n as errorMessage, ab as formatDate } from "./sdk-CEZq98YD.js";
import { t as tokens, b as base, S as ShadowHost } from "./tokens-682gKK7E.js";
import { useStore } from "@nanostores/react";
import { d as defineWidgetTexts, u as useWidgetTexts, $ as $widgetLocale } from "./widget-texts-rKVpVAog.js";
import { params } from "@nanostores/i18n";
import "react-dom/server";
import "node:stream";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "lucide-react";
import "./error-box-CSVHQkIT.js";
import "react-dom";
const EMPLOYER_CONSOLE_TEXTS = defineWidgetTexts("employerConsole", {
  figuresTitle: "Số liệu tuyển dụng",
  inboxTitle: "Hồ sơ ứng tuyển mới nhất",
  activePosts: "Tin đang tuyển",
  totalPosts: params("{count} tin đã đăng"),
  totalApplicants: "Tổng hồ sơ",
  pendingApplicants: "Hồ sơ chờ duyệt",
  approvedApplicants: "Hồ sơ đã duyệt",
  rejectedApplicants: params("{count} đã từ chối"),
  upcomingInterviews: "Phỏng vấn sắp tới",
  totalInterviews: params("{count} lịch phỏng vấn"),
  expiredPosts: "Tin hết hạn",
  loading: "Đang tải...",
  retry: "Thử lại",
  noApplicants: "Chưa có hồ sơ ứng tuyển nào",
  notViewed: " (chưa xem)",
  inboxFailed: "Không thể tải danh sách hồ sơ ứng tuyển",
  statisticsFailed: ERROR_MESSAGES.employerStatisticsFailed,
  statusPending: "Chờ duyệt",
  statusApproved: "Đã duyệt",
  statusRejected: "Đã từ chối"
});
({
  pending: EMPLOYER_CONSOLE_TEXTS.vi.statusPending,
  approved: EMPLOYER_CONSOLE_TEXTS.vi.statusApproved,
  rejected: EMPLOYER_CONSOLE_TEXTS.vi.statusRejected
});
const STATUS_KEYS = { pending: "statusPending", approved: "statusApproved", rejected: "statusRejected" };
function figures(stats, t) {
  return [
    { label: t.activePosts, value: stats.active_posts, note: t.totalPosts({ count: stats.total_posts }) },
    { label: t.totalApplicants, value: stats.total_applicants },
    { label: t.pendingApplicants, value: stats.pending_applicants },
    { label: t.approvedApplicants, value: stats.approved_applicants, note: t.rejectedApplicants({ count: stats.rejected_applicants }) },
    { label: t.upcomingInterviews, value: stats.upcoming_interviews, note: t.totalInterviews({ count: stats.total_interviews }) },
    { label: t.expiredPosts, value: stats.expired_posts }
  ];
}
function LoadNotice({ load, onRetry, t }) {
  if (load.status === "loading") {
    return /* @__PURE__ */ jsx("p", { role: "status", className: "jh-console__muted", children: t.loading });
  }
  if (load.status !== "error") return null;
  return /* @__PURE__ */ jsxs("div", { role: "alert", className: "jh-console__error", children: [
    /* @__PURE__ */ jsx("span", { children: load.message }),
    /* @__PURE__ */ jsx("button", { type: "button", className: "jh-console__button", onClick: onRetry, children: t.retry })
  ] });
}
function isPlainLeftClick(event) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
function EmployerConsolePanel({
  client,
  statistics,
  onNavigate,
  cvHref = (id) => `/employer/cv/${id}`,
  inboxLimit = 8,
  now = () => Date.now(),
  headingLevel = 2
}) {
  const [stats, setStats] = useState(statistics ? { status: "ready", data: statistics } : { status: "loading" });
  const [inbox, setInbox] = useState({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const t = useWidgetTexts(EMPLOYER_CONSOLE_TEXTS);
  const locale = useStore($widgetLocale);
  const { statisticsFailed, inboxFailed } = t;
  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      let figuresData = statistics;
      if (!figuresData) {
        setStats({ status: "loading" });
        try {
          figuresData = await client.statistics.employer();
          if (!cancelled) setStats({ status: "ready", data: figuresData });
        } catch (error) {
          if (cancelled) return;
          const message = errorMessage(error, statisticsFailed);
          setStats({ status: "error", error, message });
          setInbox({ status: "error", error, message });
          return;
        }
      } else setStats({ status: "ready", data: figuresData });
      setInbox({ status: "loading" });
      try {
        const ids = figuresData.post_stats.map((post) => post.id);
        const latest = ids.length > 0 ? await client.applicants.recent(ids, inboxLimit) : [];
        if (!cancelled) setInbox({ status: "ready", data: latest });
      } catch (error) {
        if (!cancelled) setInbox({ status: "error", error, message: errorMessage(error, inboxFailed) });
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [client, statistics, inboxLimit, attempt]);
  const Heading = `h${headingLevel}`;
  const retry = () => setAttempt((value) => value + 1);
  const current = now();
  return /* @__PURE__ */ jsxs("div", { className: "jh-console", part: "employer-console", children: [
    /* @__PURE__ */ jsxs("section", { className: "jh-console__section", "aria-labelledby": "jh-console-figures", children: [
      /* @__PURE__ */ jsx(Heading, { id: "jh-console-figures", className: "jh-console__title", children: t.figuresTitle }),
      /* @__PURE__ */ jsx(LoadNotice, { load: stats, onRetry: retry, t }),
      stats.status === "ready" ? /* @__PURE__ */ jsx("ul", { className: "jh-console__figures", part: "figures", children: figures(stats.data, t).map((figure) => /* @__PURE__ */ jsxs("li", { className: "jh-console__figure", children: [
        /* @__PURE__ */ jsx("span", { className: "jh-console__figure-label", children: figure.label }),
        /* @__PURE__ */ jsx("strong", { className: "jh-console__figure-value", children: figure.value.toLocaleString(locale === "vi" ? "vi-VN" : locale) }),
        figure.note ? /* @__PURE__ */ jsx("span", { className: "jh-console__muted", children: figure.note }) : null
      ] }, figure.label)) }) : null
    ] }),
    /* @__PURE__ */ jsxs("section", { className: "jh-console__section", "aria-labelledby": "jh-console-inbox", children: [
      /* @__PURE__ */ jsx(Heading, { id: "jh-console-inbox", className: "jh-console__title", children: t.inboxTitle }),
      stats.status !== "error" ? /* @__PURE__ */ jsx(LoadNotice, { load: inbox, onRetry: retry, t }) : null,
      inbox.status === "ready" && inbox.data.length === 0 ? /* @__PURE__ */ jsx("p", { className: "jh-console__muted", children: t.noApplicants }) : null,
      inbox.status === "ready" && inbox.data.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "jh-console__inbox", part: "inbox", children: inbox.data.map((application) => {
        const href = cvHref(application.id);
        return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
          "a",
          {
            className: "jh-console__applicant",
            href,
            "data-unread": application.is_viewed ? void 0 : "",
            onClick: onNavigate ? (event) => {
              if (event.defaultPrevented || !isPlainLeftClick(event)) return;
              event.preventDefault();
              onNavigate(href);
            } : void 0,
            children: [
              /* @__PURE__ */ jsxs("span", { className: "jh-console__applicant-main", children: [
                /* @__PURE__ */ jsxs("span", { className: "jh-console__applicant-name", children: [
                  application.name,
                  application.is_viewed ? null : /* @__PURE__ */ jsx("span", { className: "jh-console__new", children: t.notViewed })
                ] }),
                /* @__PURE__ */ jsxs("span", { className: "jh-console__muted", children: [
                  application.post_title,
                  " · ",
                  relativeTime(application.created_at, current, { locale })
                ] })
              ] }),
              /* @__PURE__ */ jsx("span", { className: "jh-console__badge", "data-status": application.status, children: t[STATUS_KEYS[application.status]] })
            ]
          }
        ) }, application.id);
      }) }) : null
    ] })
  ] });
}
const employerConsole = ".jh-console{display:grid;gap:calc(var(--_jh-space) * 3)}.jh-console__section{background:var(--_jh-surface);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius);padding:calc(var(--_jh-space) * 2.5)}.jh-console__title{margin:0 0 calc(var(--_jh-space) * 2);font-size:1.1em}.jh-console__muted{color:var(--_jh-muted);font-size:.9em;margin:0}.jh-console__figures,.jh-console__inbox{list-style:none;margin:0;padding:0}.jh-console__figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(170px,1fr));gap:calc(var(--_jh-space) * 1.5)}@media(max-width:767.98px){.jh-console__figures{grid-template-columns:repeat(2,minmax(0,1fr))}}.jh-console__figure{display:grid;gap:2px;padding:calc(var(--_jh-space) * 1.5);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius);background:var(--_jh-bg)}.jh-console__figure-label{color:var(--_jh-muted);font-size:.9em}.jh-console__figure-value{font-size:1.8em;line-height:1.2;color:var(--_jh-text)}.jh-console__inbox{display:grid;gap:var(--_jh-space)}.jh-console__applicant{display:flex;align-items:center;justify-content:space-between;gap:calc(var(--_jh-space) * 1.5);padding:calc(var(--_jh-space) * 1.25) calc(var(--_jh-space) * 1.5);border:1px solid var(--_jh-border);border-radius:var(--_jh-radius);text-decoration:none;color:var(--_jh-text)}:where(.jh-root) a.jh-console__applicant{color:var(--_jh-text)}.jh-console__applicant:hover{border-color:var(--_jh-primary)}.jh-console__applicant[data-unread]{border-left:4px solid var(--_jh-primary)}.jh-console__applicant-main{display:grid;min-width:0}.jh-console__applicant-name{font-weight:600}.jh-console__new{color:var(--_jh-primary);font-weight:500;font-size:.9em}.jh-console__badge{flex:none;padding:2px 10px;border-radius:999px;font-size:.85em;font-weight:600;background:#fff4d6;color:#7a4100}.jh-console__badge[data-status=approved]{background:#dcf5e7;color:#05603a}.jh-console__badge[data-status=rejected]{background:#fde3e1;color:#8a1c12}.jh-console__error{display:flex;align-items:center;gap:var(--_jh-space);color:var(--_jh-danger)}.jh-console__button{border:1px solid var(--_jh-border);background:var(--_jh-surface);border-radius:var(--_jh-radius);padding:4px 12px;cursor:pointer}";
const EMPLOYER_CONSOLE_STYLES = `${tokens}
${base}
${employerConsole}`;
const EMPLOYER_CONSOLE_STYLE_ID = "jobhub-employer-console";
function EmployerConsole({ theme, className, ...options }) {
  return /* @__PURE__ */ jsx(ShadowHost, { css: EMPLOYER_CONSOLE_STYLES, styleId: EMPLOYER_CONSOLE_STYLE_ID, theme, className, children: /* @__PURE__ */ jsx(EmployerConsolePanel, { ...options }) });
}
const CHART = { width: 640, height: 260, left: 40, right: 16, top: 16, bottom: 36 };
const APPLICANT_COLOUR = "#0f766e";
const POST_COLOUR = "#b45309";
function niceMax(value) {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
function chartTicks(max) {
  if (max <= 5) return Array.from({ length: max + 1 }, (_, index) => index);
  return [0, max / 2, max];
}
function MonthlyChart({ months }) {
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const max = niceMax(Math.max(0, ...months.map((m) => Math.max(m.applicants, m.posts))));
  const slot = plotW / Math.max(1, months.length);
  const y = (value) => CHART.top + plotH - value / max * plotH;
  const x = (index) => CHART.left + slot * index + slot / 2;
  const ticks = chartTicks(max);
  const line = months.map((m, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(m.posts).toFixed(1)}`).join(" ");
  return /* @__PURE__ */ jsxs("section", { className: "card chart-card", "aria-labelledby": "chart-heading", children: [
    /* @__PURE__ */ jsx("h2", { id: "chart-heading", children: "Hồ sơ và tin đăng theo tháng" }),
    months.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có số liệu theo tháng" }) : /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsxs("svg", { viewBox: `0 0 ${CHART.width} ${CHART.height}`, "aria-hidden": "true", focusable: "false", "data-testid": "monthly-chart", children: [
        ticks.map((tick) => /* @__PURE__ */ jsxs("g", { children: [
          /* @__PURE__ */ jsx("line", { x1: CHART.left, x2: CHART.width - CHART.right, y1: y(tick), y2: y(tick), stroke: "#d6dbe0" }),
          /* @__PURE__ */ jsx("text", { x: CHART.left - 6, y: y(tick) + 4, textAnchor: "end", fontSize: "12", fill: "#4b5563", children: tick })
        ] }, tick)),
        months.map((m, index) => {
          const barW = Math.min(36, slot * 0.5);
          return /* @__PURE__ */ jsxs("g", { children: [
            /* @__PURE__ */ jsx("rect", { x: x(index) - barW / 2, y: y(m.applicants), width: barW, height: CHART.top + plotH - y(m.applicants), fill: APPLICANT_COLOUR, rx: "3", children: /* @__PURE__ */ jsx("title", { children: `${m.month}: ${m.applicants} hồ sơ` }) }),
            /* @__PURE__ */ jsx("text", { x: x(index), y: CHART.height - 12, textAnchor: "middle", fontSize: "12", fill: "#4b5563", children: m.month })
          ] }, m.month);
        }),
        /* @__PURE__ */ jsx("path", { d: line, fill: "none", stroke: POST_COLOUR, strokeWidth: "2.5" }),
        months.map((m, index) => /* @__PURE__ */ jsx("circle", { cx: x(index), cy: y(m.posts), r: "4", fill: POST_COLOUR }, m.month))
      ] }),
      /* @__PURE__ */ jsxs("ul", { className: "chart-legend", "aria-hidden": "true", children: [
        /* @__PURE__ */ jsxs("li", { children: [
          /* @__PURE__ */ jsx("span", { "aria-hidden": "true", style: { background: APPLICANT_COLOUR } }),
          "Hồ sơ ứng tuyển (cột)"
        ] }),
        /* @__PURE__ */ jsxs("li", { children: [
          /* @__PURE__ */ jsx("span", { "aria-hidden": "true", style: { background: POST_COLOUR } }),
          "Tin đăng mới (đường)"
        ] })
      ] }),
      /* @__PURE__ */ jsx("div", { className: "visually-hidden", children: /* @__PURE__ */ jsxs("table", { children: [
        /* @__PURE__ */ jsx("caption", { children: "Số hồ sơ ứng tuyển và tin đăng mới theo tháng" }),
        /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Tháng" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Hồ sơ ứng tuyển" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Tin đăng mới" })
        ] }) }),
        /* @__PURE__ */ jsx("tbody", { children: months.map((m) => /* @__PURE__ */ jsxs("tr", { children: [
          /* @__PURE__ */ jsx("th", { scope: "row", children: m.month }),
          /* @__PURE__ */ jsx("td", { children: m.applicants }),
          /* @__PURE__ */ jsx("td", { children: m.posts })
        ] }, m.month)) })
      ] }) })
    ] })
  ] });
}
function PostStatePill({ isActive, deadline }) {
  if (deadline < formatDate(Date.now(), "iso")) return /* @__PURE__ */ jsx("span", { className: "status-pill wait", children: "Hết hạn" });
  return /* @__PURE__ */ jsx("span", { className: `status-pill ${isActive ? "ok" : "off"}`, children: isActive ? "Đang hiển thị" : "Đã ẩn" });
}
function LatestPosts({ posts, platform = false }) {
  return /* @__PURE__ */ jsxs("section", { className: "stack", "aria-labelledby": "latest-posts-heading", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h2", { id: "latest-posts-heading", children: "Tin tuyển dụng gần đây" }),
      platform ? null : /* @__PURE__ */ jsx(Link, { to: "/employer/posts", children: "Xem tất cả" })
    ] }),
    posts.length === 0 ? platform ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có tin tuyển dụng nào." }) : /* @__PURE__ */ jsxs("p", { className: "muted", children: [
      "Bạn chưa đăng tin nào. ",
      /* @__PURE__ */ jsx(Link, { to: "/employer/posts/create", children: "Đăng tin tuyển dụng" })
    ] }) : /* @__PURE__ */ jsx("div", { className: "table-wrap", children: /* @__PURE__ */ jsxs("table", { className: "data-table", children: [
      /* @__PURE__ */ jsx("caption", { className: "visually-hidden", children: "10 tin tuyển dụng gần đây" }),
      /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Tiêu đề" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Hồ sơ" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Trạng thái" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Hạn nộp" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Ngày đăng" })
      ] }) }),
      /* @__PURE__ */ jsx("tbody", { children: posts.map((post) => /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(Link, { to: platform ? `/job/${post.id}` : `/employer/posts/${post.id}`, children: post.title }) }),
        /* @__PURE__ */ jsx("td", { children: post.applicants }),
        /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(PostStatePill, { isActive: post.is_active, deadline: post.deadline }) }),
        /* @__PURE__ */ jsx("td", { children: formatDate(post.deadline) }),
        /* @__PURE__ */ jsx("td", { children: formatDate(post.created_at) })
      ] }, post.id)) })
    ] }) })
  ] });
}
function CompanySummary() {
  const [own] = useOwnEnterprise();
  if (own.status !== "ready" || !own.data) return null;
  const enterprise = own.data;
  return /* @__PURE__ */ jsxs("section", { className: "card company-head", "aria-labelledby": "dashboard-company", children: [
    /* @__PURE__ */ jsx(CompanyLogo, { name: enterprise.company_name, src: enterprise.logo, alt: `Logo ${enterprise.company_name}`, className: "company-logo" }),
    /* @__PURE__ */ jsxs("div", { children: [
      /* @__PURE__ */ jsx("h2", { id: "dashboard-company", children: enterprise.company_name }),
      /* @__PURE__ */ jsx(ApprovalPill, { isActive: enterprise.is_active }),
      " ",
      /* @__PURE__ */ jsx(Link, { to: "/employer/company", children: "Thông tin công ty" })
    ] })
  ] });
}
const APPLICATION_TYPES = /* @__PURE__ */ new Set(["new_application", "application_withdrawn"]);
function RefreshOnApplication({ onApplication }) {
  const kit = useRealtimeKit();
  useEffect(
    () => kit.realtime.onNotification((frame) => {
      if (APPLICATION_TYPES.has(frame.type)) onApplication();
    }),
    [kit, onApplication]
  );
  return null;
}
function EmployerDashboardPage() {
  useDocumentTitle("Tổng quan nhà tuyển dụng");
  const client = useClient();
  const navigate = useNavigate();
  const [stats, retry] = useResource("employer-statistics", () => client.statistics.employer(), ERROR_MESSAGES.employerStatisticsFailed);
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Tổng quan" }),
      /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: "/employer/posts/create", children: "Đăng tin tuyển dụng" })
    ] }),
    /* @__PURE__ */ jsx(CompanySummary, {}),
    /* @__PURE__ */ jsx(QuietErrorBoundary, { children: /* @__PURE__ */ jsx(Suspense, { fallback: null, children: /* @__PURE__ */ jsx(RefreshOnApplication, { onApplication: retry }) }) }),
    stats.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    stats.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: stats.message, onRetry: retry }) : null,
    stats.status === "ready" ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx(EmployerConsole, { client, statistics: stats.data, onNavigate: (href) => void navigate(href) }),
      /* @__PURE__ */ jsx(MonthlyChart, { months: stats.data.monthly_stats }),
      /* @__PURE__ */ jsx(LatestPosts, { posts: stats.data.post_stats })
    ] }) : null
  ] });
}
export {
  EmployerDashboardPage,
  LatestPosts,
  MonthlyChart,
  chartTicks
};
