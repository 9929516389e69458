import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { a as useClient, c as useSession, u as useDocumentTitle } from "../entry-server.js";
import { MonthlyChart, LatestPosts } from "./dashboard-wv8jURd3.js";
import { a as Loading, L as LoadError } from "./shared-CRWm23r3.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
import "react";
import "react-dom/server";
import "react-router";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "./use-own-enterprise-BYJp6K1E.js";
import "./use-realtime-kit-Cs2GTrVM.js";
import "./tokens-682gKK7E.js";
import "react-dom";
import "./widget-texts-rKVpVAog.js";
import "@nanostores/i18n";
import "lucide-react";
import "./error-box-CSVHQkIT.js";
const FIGURES = [
  { key: "total_posts", label: "Tổng số tin đăng" },
  { key: "active_posts", label: "Tin đang hiển thị" },
  { key: "expired_posts", label: "Tin hết hạn" },
  { key: "total_applicants", label: "Tổng số hồ sơ" },
  { key: "pending_applicants", label: "Hồ sơ chờ duyệt" },
  { key: "approved_applicants", label: "Hồ sơ đã duyệt" },
  { key: "rejected_applicants", label: "Hồ sơ bị từ chối" },
  { key: "total_interviews", label: "Tổng số phỏng vấn" },
  { key: "upcoming_interviews", label: "Phỏng vấn sắp tới" },
  { key: "completed_interviews", label: "Phỏng vấn đã hoàn thành" }
];
function Figures({ statistics }) {
  return /* @__PURE__ */ jsx("ul", { className: "stats-grid", "aria-label": "Số liệu tổng hợp", children: FIGURES.map(({ key, label }) => /* @__PURE__ */ jsxs("li", { className: "stat", children: [
    /* @__PURE__ */ jsx("div", { className: "stat-label", children: label }),
    /* @__PURE__ */ jsx("div", { className: "stat-value", children: statistics[key].toLocaleString("vi-VN") })
  ] }, key)) });
}
function EnterpriseStatisticsPage() {
  const client = useClient();
  const session = useSession();
  const platform = session.status === "authenticated" && session.user.role === "admin";
  const title = platform ? "Thống kê toàn hệ thống" : "Thống kê doanh nghiệp";
  useDocumentTitle(title);
  const [stats, retry] = useResource("enterprise-statistics", () => client.statistics.employer(), ERROR_MESSAGES.enterpriseStatisticsFailed);
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsx("h1", { children: title }),
    stats.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    stats.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: stats.message, onRetry: retry }) : null,
    stats.status === "ready" ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx(Figures, { statistics: stats.data }),
      /* @__PURE__ */ jsx(MonthlyChart, { months: stats.data.monthly_stats }),
      /* @__PURE__ */ jsx(LatestPosts, { posts: stats.data.post_stats, platform })
    ] }) : null
  ] });
}
export {
  EnterpriseStatisticsPage
};
