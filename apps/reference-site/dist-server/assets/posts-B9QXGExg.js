import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState, useCallback } from "react";
import { Link, useSearchParams } from "react-router";
import { u as useDocumentTitle, a as useClient } from "../entry-server.js";
import { u as useRowAction } from "./use-row-action-CisoIi1V.js";
import { M as Modal, L as LoadError, a as Loading, P as Pager } from "./shared-CRWm23r3.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { ab as formatDate, aZ as postingLimit } from "./sdk-CEZq98YD.js";
function PostingLimitModal({ limit, onClose }) {
  return /* @__PURE__ */ jsxs(Modal, { title: "Đã đạt giới hạn tin đăng", onClose, children: [
    /* @__PURE__ */ jsx("p", { children: limit.message }),
    /* @__PURE__ */ jsxs("p", { children: [
      "Bạn đang có ",
      /* @__PURE__ */ jsx("strong", { children: limit.current_posts }),
      " / ",
      /* @__PURE__ */ jsx("strong", { children: limit.max_posts }),
      " tin đang hiển thị."
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: "/employer/premium", children: "Nâng cấp Premium" }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onClose, children: "Đóng" })
    ] })
  ] });
}
function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (next) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return [params, update];
}
const POSTS_LOAD_FAILED = "Không thể tải danh sách tin tuyển dụng";
const TOGGLE_FAILED = "Không thể thay đổi trạng thái tin";
const DELETE_FAILED = "Không thể xóa tin tuyển dụng";
const ACTIVE_POST_NOTE = "Ẩn tin trước khi sửa hoặc xóa.";
const STATUS_FILTERS = [
  { value: "", label: "Tất cả" },
  { value: "active", label: "Đang hiển thị" },
  { value: "hidden", label: "Đã ẩn" },
  { value: "expired", label: "Hết hạn" }
];
function postState(post) {
  if (post.is_removed) return { label: "Đã bị gỡ", tone: "bad" };
  if (post.is_expired) return { label: "Hết hạn", tone: "wait" };
  return post.is_active ? { label: "Đang hiển thị", tone: "ok" } : { label: "Đã ẩn", tone: "off" };
}
function EmployerPostsPage() {
  useDocumentTitle("Tin tuyển dụng");
  const client = useClient();
  const [params, update] = useSearchParamsUpdate();
  const status = params.get("status") ?? "";
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const highlight = Number(params.get("job_id")) || null;
  const [search, setSearch] = useState(q);
  const [list, reload] = useResource(
    `posts:${status}:${q}:${page}`,
    () => client.employerPosts.list({ page, page_size: 10, ...status ? { status } : {}, ...q ? { q } : {} }),
    POSTS_LOAD_FAILED
  );
  const { busy, error: actionError, run } = useRowAction(reload);
  const [confirming, setConfirming] = useState(null);
  const [limit, setLimit] = useState(null);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const closeLimit = useCallback(() => setLimit(null), []);
  const onSearch = (event) => {
    event.preventDefault();
    update({ q: search.trim(), page: "" });
  };
  const toggle = (post) => run(
    post.id,
    async () => (await client.employerPosts.toggleStatus(post.id)).message,
    post.is_active ? "Đã ẩn tin tuyển dụng" : "Đã hiển thị tin tuyển dụng",
    TOGGLE_FAILED,
    // Showing a post past the plan's limit opens the limit dialog instead of an error.
    (error) => {
      const refused = postingLimit(error);
      if (refused) setLimit(refused);
      return Boolean(refused);
    }
  );
  const remove = (post) => {
    setConfirming(null);
    return run(post.id, () => client.employerPosts.remove(post.id), "Đã xóa tin tuyển dụng", DELETE_FAILED);
  };
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Tin tuyển dụng" }),
      /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: "/employer/posts/create", children: "Đăng tin mới" })
    ] }),
    /* @__PURE__ */ jsxs("form", { className: "toolbar", role: "search", "aria-label": "Lọc tin tuyển dụng", onSubmit: onSearch, children: [
      /* @__PURE__ */ jsxs("div", { className: "field", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: "posts-status", children: "Trạng thái" }),
        /* @__PURE__ */ jsx("select", { id: "posts-status", className: "select", value: status, onChange: (event) => update({ status: event.target.value, page: "" }), children: STATUS_FILTERS.map((option) => /* @__PURE__ */ jsx("option", { value: option.value, children: option.label }, option.value)) })
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "field", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: "posts-q", children: "Tìm theo tiêu đề" }),
        /* @__PURE__ */ jsx("input", { id: "posts-q", className: "input", type: "search", value: search, onChange: (event) => setSearch(event.target.value) })
      ] }),
      /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-outline", children: "Tìm kiếm" })
    ] }),
    actionError ? /* @__PURE__ */ jsx(LoadError, { message: actionError }) : null,
    list.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    list.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: list.message, onRetry: reload }) : null,
    list.status === "ready" && list.data.results.length === 0 ? /* @__PURE__ */ jsxs("div", { className: "card center", children: [
      /* @__PURE__ */ jsx("h2", { children: "Không có tin tuyển dụng nào" }),
      /* @__PURE__ */ jsx("p", { className: "muted", children: q || status ? "Không có tin phù hợp với bộ lọc." : "Bạn chưa đăng tin tuyển dụng nào." })
    ] }) : null,
    list.status === "ready" && list.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsxs("p", { className: "muted", children: [
        list.data.total,
        " tin tuyển dụng"
      ] }),
      /* @__PURE__ */ jsx("div", { className: "table-wrap table-cards", children: /* @__PURE__ */ jsxs("table", { className: "data-table", children: [
        /* @__PURE__ */ jsx("caption", { className: "visually-hidden", children: "Danh sách tin tuyển dụng" }),
        /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Tiêu đề" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Hồ sơ" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Trạng thái" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Hạn nộp" }),
          /* @__PURE__ */ jsx("th", { scope: "col", children: "Thao tác" })
        ] }) }),
        /* @__PURE__ */ jsx("tbody", { children: list.data.results.map((post) => {
          const state = postState(post);
          const noteId = `post-note-${post.id}`;
          return /* @__PURE__ */ jsxs("tr", { "aria-current": highlight === post.id ? "true" : void 0, className: highlight === post.id ? "row-highlight" : void 0, children: [
            /* @__PURE__ */ jsxs("td", { children: [
              /* @__PURE__ */ jsx(Link, { to: `/employer/posts/${post.id}`, children: post.title }),
              /* @__PURE__ */ jsx("div", { className: "muted", children: post.city })
            ] }),
            /* @__PURE__ */ jsxs("td", { "data-label": "Hồ sơ", children: [
              post.total_cvs,
              post.new_cvs > 0 ? /* @__PURE__ */ jsxs("span", { className: "muted", children: [
                " (",
                post.new_cvs,
                " mới)"
              ] }) : null
            ] }),
            /* @__PURE__ */ jsx("td", { "data-label": "Trạng thái", children: /* @__PURE__ */ jsx("span", { className: `status-pill ${state.tone}`, children: state.label }) }),
            /* @__PURE__ */ jsx("td", { "data-label": "Hạn nộp", children: formatDate(post.deadline) }),
            /* @__PURE__ */ jsxs("td", { className: "cell-actions", children: [
              /* @__PURE__ */ jsxs("div", { className: "row-actions", children: [
                /* @__PURE__ */ jsx(
                  "button",
                  {
                    type: "button",
                    className: "btn btn-outline btn-sm",
                    disabled: busy === post.id || post.is_removed,
                    onClick: () => void toggle(post),
                    "aria-label": `${post.is_active ? "Ẩn tin" : "Hiện tin"} ${post.title}`,
                    children: post.is_active ? "Ẩn tin" : "Hiện tin"
                  }
                ),
                post.is_active ? /* @__PURE__ */ jsxs(Fragment, { children: [
                  /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-sm", disabled: true, "aria-describedby": noteId, "aria-label": `Sửa ${post.title}`, children: "Sửa" }),
                  /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-danger btn-sm", disabled: true, "aria-describedby": noteId, "aria-label": `Xóa ${post.title}`, children: "Xóa" })
                ] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
                  /* @__PURE__ */ jsx(Link, { className: "btn btn-outline btn-sm", to: `/employer/posts/${post.id}/edit`, "aria-label": `Sửa ${post.title}`, children: "Sửa" }),
                  /* @__PURE__ */ jsx(
                    "button",
                    {
                      type: "button",
                      className: "btn btn-danger btn-sm",
                      disabled: busy === post.id,
                      onClick: () => setConfirming(post),
                      "aria-label": `Xóa ${post.title}`,
                      children: "Xóa"
                    }
                  )
                ] })
              ] }),
              post.is_active ? /* @__PURE__ */ jsx("p", { id: noteId, className: "disabled-note", children: ACTIVE_POST_NOTE }) : null
            ] })
          ] }, post.id);
        }) })
      ] }) }),
      /* @__PURE__ */ jsx(Pager, { page: list.data.page, totalPages: list.data.total_pages, onPage: (next) => update({ page: String(next) }), label: "Phân trang tin tuyển dụng" })
    ] }) : null,
    confirming ? /* @__PURE__ */ jsxs(Modal, { title: "Xóa tin tuyển dụng?", onClose: closeConfirm, children: [
      /* @__PURE__ */ jsxs("p", { children: [
        "Tin ",
        /* @__PURE__ */ jsx("strong", { children: confirming.title }),
        " và các hồ sơ ứng tuyển của tin sẽ bị xóa. Thao tác này không thể hoàn tác."
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "actions", children: [
        /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-danger", onClick: () => void remove(confirming), children: "Xóa tin" }),
        /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: closeConfirm, children: "Hủy" })
      ] })
    ] }) : null,
    limit ? /* @__PURE__ */ jsx(PostingLimitModal, { limit, onClose: closeLimit }) : null
  ] });
}
const posts = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ACTIVE_POST_NOTE,
  EmployerPostsPage
}, Symbol.toStringTag, { value: "Module" }));
export {
  ACTIVE_POST_NOTE as A,
  PostingLimitModal as P,
  posts as p,
  useSearchParamsUpdate as u
};
