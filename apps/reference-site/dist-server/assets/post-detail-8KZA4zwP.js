import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useParams, Link } from "react-router";
import { a as useClient, u as useDocumentTitle } from "../entry-server.js";
import { A as ACTIVE_POST_NOTE, u as useSearchParamsUpdate } from "./posts-B9QXGExg.js";
import { a as Loading, L as LoadError, S as STATUS_LABELS, P as Pager } from "./shared-CRWm23r3.js";
import { D as DetailList } from "./detail-list-DX4ePz_f.js";
import { A as ApplicationRow } from "./application-row-Dz5pHNjw.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { ac as formatSalary, ab as formatDate } from "./sdk-CEZq98YD.js";
import "react";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "./use-row-action-CisoIi1V.js";
import "lucide-react";
import "./error-box-CSVHQkIT.js";
const POST_LOAD_FAILED = "Không thể tải tin tuyển dụng";
const APPLICANTS_LOAD_FAILED = "Không thể tải danh sách ứng viên";
function PostSummary({ post }) {
  const rows = [
    ["Ngành nghề", post.field.name],
    ["Vị trí", post.position.name],
    ["Địa điểm", [post.detail_address, post.district, post.city].filter(Boolean).join(", ")],
    ["Kinh nghiệm", post.experience],
    ["Cấp bậc", post.level],
    ["Hình thức", post.type_working],
    ["Thời gian làm việc", post.time_working ?? "—"],
    ["Số lượng", String(post.quantity)],
    ["Mức lương", formatSalary(post.salary_min, post.salary_max, post.is_salary_negotiable)],
    ["Hạn nộp", formatDate(post.deadline)],
    ["Ngày đăng", formatDate(post.created_at)]
  ];
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "post-info-heading", children: [
    /* @__PURE__ */ jsx("h2", { id: "post-info-heading", children: "Thông tin tin tuyển dụng" }),
    /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("span", { className: `status-pill ${post.is_removed ? "bad" : post.is_active ? "ok" : "off"}`, children: post.is_removed ? "Đã bị gỡ" : post.is_active ? "Đang hiển thị" : "Đã ẩn" }) }),
    /* @__PURE__ */ jsx(DetailList, { rows }),
    /* @__PURE__ */ jsxs("details", { children: [
      /* @__PURE__ */ jsx("summary", { children: "Mô tả, yêu cầu và quyền lợi" }),
      /* @__PURE__ */ jsx("h3", { children: "Mô tả công việc" }),
      /* @__PURE__ */ jsx("p", { className: "rich-plain", children: post.description }),
      /* @__PURE__ */ jsx("h3", { children: "Yêu cầu ứng viên" }),
      /* @__PURE__ */ jsx("p", { className: "rich-plain", children: post.required }),
      /* @__PURE__ */ jsx("h3", { children: "Quyền lợi" }),
      /* @__PURE__ */ jsx("p", { className: "rich-plain", children: post.interest })
    ] })
  ] });
}
const STATUS_OPTIONS = ["", "pending", "approved", "rejected"];
function Applicants({ postId }) {
  const client = useClient();
  const [params, update] = useSearchParamsUpdate();
  const status = params.get("status") ?? "";
  const viewed = params.get("viewed") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [list, retry] = useResource(
    `applicants:${postId}:${status}:${viewed}:${page}`,
    () => client.applicants.listForPost(postId, {
      page,
      page_size: 10,
      ...status ? { status } : {},
      ...viewed ? { is_viewed: viewed === "true" } : {}
    }),
    APPLICANTS_LOAD_FAILED
  );
  const counts = list.status === "ready" ? list.data.counts : null;
  const countOf = (value) => counts ? value ? counts[value] : counts.total : null;
  return /* @__PURE__ */ jsxs("section", { className: "stack", "aria-labelledby": "applicants-heading", children: [
    /* @__PURE__ */ jsxs("h2", { id: "applicants-heading", children: [
      "Ứng viên",
      counts ? ` (${counts.total})` : ""
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "toolbar", children: [
      /* @__PURE__ */ jsxs("div", { className: "field", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: "applicants-status", children: "Trạng thái hồ sơ" }),
        /* @__PURE__ */ jsx("select", { id: "applicants-status", className: "select", value: status, onChange: (event) => update({ status: event.target.value, page: "" }), children: STATUS_OPTIONS.map((value) => {
          const count = countOf(value);
          return /* @__PURE__ */ jsxs("option", { value, children: [
            value ? STATUS_LABELS[value] : "Tất cả",
            count === null ? "" : ` (${count})`
          ] }, value);
        }) })
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "field", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: "applicants-viewed", children: "Đã xem" }),
        /* @__PURE__ */ jsxs("select", { id: "applicants-viewed", className: "select", value: viewed, onChange: (event) => update({ viewed: event.target.value, page: "" }), children: [
          /* @__PURE__ */ jsx("option", { value: "", children: "Tất cả" }),
          /* @__PURE__ */ jsx("option", { value: "false", children: "Chưa xem" }),
          /* @__PURE__ */ jsx("option", { value: "true", children: "Đã xem" })
        ] })
      ] })
    ] }),
    counts ? /* @__PURE__ */ jsxs("p", { className: "muted", "aria-live": "polite", children: [
      "Chờ duyệt: ",
      counts.pending,
      " · Đã duyệt: ",
      counts.approved,
      " · Đã từ chối: ",
      counts.rejected
    ] }) : null,
    list.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    list.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: list.message, onRetry: retry }) : null,
    list.status === "ready" && list.data.results.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có ứng viên phù hợp với bộ lọc." }) : null,
    list.status === "ready" && list.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("div", { className: "table-wrap", children: /* @__PURE__ */ jsxs("table", { className: "data-table", children: [
        /* @__PURE__ */ jsx("caption", { className: "visually-hidden", children: "Danh sách ứng viên" }),
        /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Ứng viên" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Liên hệ" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Ngày nộp" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Trạng thái" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Đã xem" })
        ] }) }),
        /* @__PURE__ */ jsx("tbody", { children: list.data.results.map((application) => /* @__PURE__ */ jsx(
          ApplicationRow,
          {
            application,
            detail: /* @__PURE__ */ jsxs(Fragment, { children: [
              application.email,
              /* @__PURE__ */ jsx("div", { className: "muted", children: application.phone_number })
            ] })
          },
          application.id
        )) })
      ] }) }),
      /* @__PURE__ */ jsx(Pager, { page: list.data.page, totalPages: list.data.total_pages, onPage: (next) => update({ page: String(next) }), label: "Phân trang ứng viên" })
    ] }) : null
  ] });
}
function PostDetailPage() {
  const client = useClient();
  const id = Number(useParams().id);
  const [post, retry] = useResource(`post:${id}`, () => client.employerPosts.get(id), POST_LOAD_FAILED);
  useDocumentTitle(post.status === "ready" ? post.data.title : "Chi tiết tin tuyển dụng");
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: post.status === "ready" ? post.data.title : "Chi tiết tin tuyển dụng" }),
      /* @__PURE__ */ jsxs("div", { className: "actions", children: [
        /* @__PURE__ */ jsx(Link, { to: "/employer/posts", children: "Quay lại danh sách" }),
        post.status === "ready" && !post.data.is_active ? /* @__PURE__ */ jsx(Link, { className: "btn btn-outline", to: `/employer/posts/${id}/edit`, children: "Sửa tin" }) : null
      ] })
    ] }),
    post.status === "ready" && post.data.is_active ? /* @__PURE__ */ jsx("p", { className: "muted", children: ACTIVE_POST_NOTE }) : null,
    post.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    post.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: post.message, onRetry: retry }) : null,
    post.status === "ready" ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx(PostSummary, { post: post.data }),
      /* @__PURE__ */ jsx(Applicants, { postId: id })
    ] }) : null
  ] });
}
export {
  PostDetailPage
};
