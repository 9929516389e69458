import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { useSearchParams, Link } from "react-router";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { D as DetailList } from "./detail-list-DX4ePz_f.js";
import { u as useDocumentTitle } from "../entry-server.js";
import { N as NotFoundState, E as ErrorAlert } from "./states-DI848tIn.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { S as StatusBadge, C as CvFileButton } from "./my-applications-CE9aHUfQ.js";
/* empty css                   */
import { G as ApiError, ab as formatDate } from "./sdk-CEZq98YD.js";
import "./sdk-candidate-B4drHGnx.js";
import "zod/mini";
import "react";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "./error-box-CSVHQkIT.js";
import "./form-field-COiSxy66.js";
import "./pagination-DM8QU0VN.js";
import "lucide-react";
import "./format-BDuvYiIc.js";
import "./modal-B5e-VqO7.js";
import "react-dom";
import "./texts-BMdRSHzG.js";
/* empty css                */
const TITLE = "Chi tiết hồ sơ ứng tuyển";
const LOAD_FAILED = "Không thể tải hồ sơ ứng tuyển";
function CvJobDetailPage() {
  useDocumentTitle(TITLE);
  const apis = useCandidateApis();
  const [params] = useSearchParams();
  const raw = params.get("cv_id");
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const [state, retry] = useResource(id === null ? null : `application:${id}`, () => apis.applications.get(id), LOAD_FAILED);
  const missing = id === null || state.status === "error" && state.error instanceof ApiError && state.error.status === 404;
  return /* @__PURE__ */ jsx("div", { className: "container page page-narrow", children: /* @__PURE__ */ jsxs("div", { className: "card stack", children: [
    missing ? /* @__PURE__ */ jsx(NotFoundState, { heading: TITLE, reason: "Không tìm thấy hồ sơ ứng tuyển", to: "/my-applications", linkText: "Xem việc đã ứng tuyển" }) : state.status === "error" ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("h1", { children: TITLE }),
      /* @__PURE__ */ jsx(ErrorAlert, { message: state.message, onRetry: retry })
    ] }) : state.status !== "ready" ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("h1", { children: TITLE }),
      /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải..." })
    ] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("h1", { children: TITLE }),
      /* @__PURE__ */ jsxs("p", { children: [
        /* @__PURE__ */ jsx(Link, { to: `/job/${state.data.post}`, children: /* @__PURE__ */ jsx("strong", { children: state.data.post_title }) }),
        " ",
        "· ",
        state.data.enterprise_name
      ] }),
      /* @__PURE__ */ jsxs("p", { children: [
        /* @__PURE__ */ jsx(StatusBadge, { status: state.data.status }),
        " ",
        state.data.is_viewed ? "Nhà tuyển dụng đã xem CV của bạn." : "Nhà tuyển dụng chưa xem CV."
      ] }),
      /* @__PURE__ */ jsx(
        DetailList,
        {
          rows: [
            ["Ngày nộp", formatDate(state.data.created_at) || "—"],
            ["Họ và tên", state.data.name],
            ["Email", state.data.email],
            ["Số điện thoại", state.data.phone_number],
            ["Thư giới thiệu", state.data.description || "—"]
          ]
        }
      ),
      /* @__PURE__ */ jsxs("p", { children: [
        "CV đã gửi: ",
        /* @__PURE__ */ jsx(CvFileButton, { application: state.data })
      ] })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: id === null ? "/my-applications" : `/my-applications?cv_id=${id}`, children: "Xem việc đã ứng tuyển" }),
      /* @__PURE__ */ jsx(Link, { className: "btn btn-outline", to: "/job-search", children: "Tìm việc khác" })
    ] })
  ] }) });
}
export {
  CvJobDetailPage
};
