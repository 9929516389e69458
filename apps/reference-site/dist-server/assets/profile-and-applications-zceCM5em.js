import { jsx, jsxs } from "react/jsx-runtime";
import { useSearchParams, Navigate, useLocation, Link } from "react-router";
import { P as ProfilePage } from "./profile-NpFk_cMq.js";
import { u as useDocumentTitle, a as useClient } from "../entry-server.js";
import { a as Loading, L as LoadError } from "./shared-CRWm23r3.js";
import { A as ApplicationRow } from "./application-row-Dz5pHNjw.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import "react";
import "./form-field-COiSxy66.js";
import "./error-box-CSVHQkIT.js";
import "./cv-library-BWo_hCa8.js";
import "./candidate-kit-Djhs1aeg.js";
import "./sdk-candidate-B4drHGnx.js";
import "zod/mini";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "./modal-B5e-VqO7.js";
import "react-dom";
/* empty css                   */
import "./async-state-notice-BSKf81ks.js";
import "./use-api-form-B6bThBsu.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
import "./detail-list-DX4ePz_f.js";
import "./use-profile-E2NF8VY7.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "lucide-react";
function EmployerProfilePage() {
  const { search } = useLocation();
  if (new URLSearchParams(search).get("tab") === "settings") return /* @__PURE__ */ jsx(Navigate, { to: "/employer/settings", replace: true });
  return /* @__PURE__ */ jsx(ProfilePage, {});
}
const RECENT_FAILED = "Không thể tải danh sách hồ sơ ứng tuyển";
function EmployerApplicationsPage() {
  useDocumentTitle("Hồ sơ ứng tuyển");
  const [params] = useSearchParams();
  const target = Number(params.get("application_id"));
  if (Number.isInteger(target) && target > 0) return /* @__PURE__ */ jsx(Navigate, { to: `/employer/cv/${target}`, replace: true });
  return /* @__PURE__ */ jsx(RecentApplicants, {});
}
function RecentApplicants() {
  const client = useClient();
  const [state, retry] = useResource("recent-applicants", async () => {
    const stats = await client.statistics.employer();
    return client.applicants.recent(
      stats.post_stats.map((post) => post.id),
      20
    );
  }, RECENT_FAILED);
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Hồ sơ ứng tuyển" }),
      /* @__PURE__ */ jsx(Link, { to: "/employer/posts", children: "Xem theo tin tuyển dụng" })
    ] }),
    state.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    state.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: state.message, onRetry: retry }) : null,
    state.status === "ready" && state.data.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có hồ sơ ứng tuyển nào." }) : null,
    state.status === "ready" && state.data.length > 0 ? /* @__PURE__ */ jsx("div", { className: "table-wrap", children: /* @__PURE__ */ jsxs("table", { className: "data-table", children: [
      /* @__PURE__ */ jsx("caption", { className: "visually-hidden", children: "Hồ sơ ứng tuyển mới nhất" }),
      /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Ứng viên" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Tin tuyển dụng" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Ngày nộp" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Trạng thái" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Đã xem" })
      ] }) }),
      /* @__PURE__ */ jsx("tbody", { children: state.data.map((application) => /* @__PURE__ */ jsx(
        ApplicationRow,
        {
          application,
          detail: /* @__PURE__ */ jsx(Link, { to: `/employer/posts/${application.post}`, children: application.post_title })
        },
        application.id
      )) })
    ] }) }) : null
  ] });
}
export {
  EmployerApplicationsPage,
  EmployerProfilePage
};
