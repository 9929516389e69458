import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState } from "react";
import { useSearchParams, Link } from "react-router";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { a as useClient, n as notify, u as useDocumentTitle, t as useQueryCache } from "../entry-server.js";
import { a as SelectField } from "./form-field-COiSxy66.js";
import { P as Pagination } from "./pagination-DM8QU0VN.js";
import { L as LoadingCards, E as ErrorAlert, a as EmptyState } from "./states-DI848tIn.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { n as errorMessage, aD as APPLICATION_STATUSES, ab as formatDate } from "./sdk-CEZq98YD.js";
import { p as pageParam } from "./format-BDuvYiIc.js";
import { M as Modal, C as ConfirmDialog } from "./modal-B5e-VqO7.js";
import { A as APPLICATION_STATUS_LABELS, C as CANDIDATE_TEXTS, I as INTERVIEW_STATUS_LABELS } from "./texts-BMdRSHzG.js";
/* empty css                */
/* empty css                   */
const FILE_FAILED = "Không thể tải file CV";
function CvFileButton({ application }) {
  const client = useClient();
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const blob = await client.applicants.file(application.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = application.cv_file_name || `cv-${application.id}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notify.error(errorMessage(error, FILE_FAILED));
    } finally {
      setPending(false);
    }
  }
  return /* @__PURE__ */ jsxs("button", { type: "button", className: "cand-link-button", onClick: () => void download(), disabled: pending, "aria-busy": pending || void 0, children: [
    application.cv_file_name || "Tải CV",
    /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " (tải về)" })
  ] });
}
const PAGE_SIZE = 10;
function isStatus(value) {
  return APPLICATION_STATUSES.includes(value ?? "");
}
function StatusBadge({ status, labels = APPLICATION_STATUS_LABELS }) {
  return /* @__PURE__ */ jsx("span", { className: `cand-badge cand-badge--${status}`, children: labels[status] ?? status });
}
function InterviewItem({ interview, onChange }) {
  const { interviews } = useCandidateApis();
  const { forget } = useQueryCache();
  const [pending, setPending] = useState(null);
  async function respond(response) {
    setPending(response);
    try {
      const result = await interviews.respond(interview.id, { response });
      forget();
      notify.success(result.message || (response === "accepted" ? "Đã chấp nhận lịch phỏng vấn" : "Đã từ chối lịch phỏng vấn"));
      onChange(result.interview ?? { ...interview, status: response });
    } catch (error) {
      notify.error(errorMessage(error, CANDIDATE_TEXTS.respondFailed));
    } finally {
      setPending(null);
    }
  }
  return /* @__PURE__ */ jsxs("li", { className: "cand-interview", children: [
    /* @__PURE__ */ jsxs("p", { children: [
      /* @__PURE__ */ jsx("strong", { children: interview.title }),
      " ",
      /* @__PURE__ */ jsx(StatusBadge, { status: interview.status, labels: INTERVIEW_STATUS_LABELS })
    ] }),
    /* @__PURE__ */ jsxs("p", { children: [
      "Thời gian: ",
      /* @__PURE__ */ jsx("time", { dateTime: interview.interview_date, children: formatDate(interview.interview_date, "date-time") })
    ] }),
    interview.location ? /* @__PURE__ */ jsxs("p", { children: [
      "Địa điểm: ",
      interview.location
    ] }) : null,
    interview.meeting_link ? /* @__PURE__ */ jsxs("p", { children: [
      "Liên kết họp:",
      " ",
      /* @__PURE__ */ jsxs("a", { href: interview.meeting_link, target: "_blank", rel: "noopener noreferrer", children: [
        interview.meeting_link,
        /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: " (mở trong thẻ mới)" })
      ] })
    ] }) : null,
    interview.note ? /* @__PURE__ */ jsx("p", { className: "cand-note", children: interview.note }) : null,
    interview.status === "scheduled" ? /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-primary btn-sm", disabled: pending !== null, onClick: () => void respond("accepted"), children: [
        pending === "accepted" ? "Đang gửi..." : "Chấp nhận",
        /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
          " ",
          interview.title
        ] })
      ] }),
      /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-outline btn-sm", disabled: pending !== null, onClick: () => void respond("declined"), children: [
        pending === "declined" ? "Đang gửi..." : "Từ chối",
        /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
          " ",
          interview.title
        ] })
      ] })
    ] }) : null
  ] });
}
function Interviews({ cvId }) {
  const { interviews } = useCandidateApis();
  const [state, retry] = useResource(`interviews:${cvId}`, () => interviews.mine({ cv: cvId }), CANDIDATE_TEXTS.interviewsError);
  const [changed, setChanged] = useState({});
  return /* @__PURE__ */ jsxs("section", { className: "cand-section", "aria-labelledby": "cand-interviews-title", children: [
    /* @__PURE__ */ jsx("h3", { id: "cand-interviews-title", children: "Lịch phỏng vấn" }),
    state.status === "loading" ? /* @__PURE__ */ jsx("p", { role: "status", children: "Đang tải lịch phỏng vấn..." }) : null,
    state.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: state.message, onRetry: retry }) : null,
    state.status === "ready" ? state.data.results.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có lịch phỏng vấn." }) : /* @__PURE__ */ jsx("ul", { className: "cand-list", children: state.data.results.map((row) => /* @__PURE__ */ jsx(
      InterviewItem,
      {
        interview: changed[row.id] ?? row,
        onChange: (next) => setChanged((current) => ({ ...current, [row.id]: next }))
      },
      row.id
    )) }) : null
  ] });
}
function ApplicationDetail({ application, onWithdrawn }) {
  const { applications } = useCandidateApis();
  const { forget } = useQueryCache();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  async function withdraw() {
    setPending(true);
    try {
      const message = await applications.withdraw(application.id);
      forget();
      notify.success(message || CANDIDATE_TEXTS.withdrawSuccess);
      setConfirming(false);
      onWithdrawn();
    } catch (error) {
      notify.error(errorMessage(error, CANDIDATE_TEXTS.withdrawFailed));
      setPending(false);
    }
  }
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs("dl", { className: "dl", children: [
      /* @__PURE__ */ jsx("dt", { children: "Vị trí" }),
      /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Link, { to: `/job/${application.post}`, children: application.post_title }) }),
      /* @__PURE__ */ jsx("dt", { children: "Công ty" }),
      /* @__PURE__ */ jsx("dd", { children: application.enterprise_name }),
      /* @__PURE__ */ jsx("dt", { children: "Ngày ứng tuyển" }),
      /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("time", { dateTime: application.created_at, children: formatDate(application.created_at) }) }),
      /* @__PURE__ */ jsx("dt", { children: "Trạng thái" }),
      /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(StatusBadge, { status: application.status }) }),
      /* @__PURE__ */ jsx("dt", { children: "Nhà tuyển dụng" }),
      /* @__PURE__ */ jsx("dd", { children: application.is_viewed ? "Đã xem hồ sơ" : "Chưa xem hồ sơ" }),
      /* @__PURE__ */ jsx("dt", { children: "Họ và tên" }),
      /* @__PURE__ */ jsx("dd", { children: application.name }),
      /* @__PURE__ */ jsx("dt", { children: "Email" }),
      /* @__PURE__ */ jsx("dd", { children: application.email }),
      /* @__PURE__ */ jsx("dt", { children: "Số điện thoại" }),
      /* @__PURE__ */ jsx("dd", { children: application.phone_number }),
      /* @__PURE__ */ jsx("dt", { children: "File CV" }),
      /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(CvFileButton, { application }) })
    ] }),
    /* @__PURE__ */ jsxs("section", { className: "cand-section", "aria-labelledby": "cand-letter-title", children: [
      /* @__PURE__ */ jsx("h3", { id: "cand-letter-title", children: "Thư giới thiệu" }),
      application.description ? /* @__PURE__ */ jsx("p", { className: "cand-note", children: application.description }) : /* @__PURE__ */ jsx("p", { className: "muted", children: "Không có thư giới thiệu." })
    ] }),
    /* @__PURE__ */ jsxs("section", { className: "cand-section", "aria-labelledby": "cand-note-title", children: [
      /* @__PURE__ */ jsx("h3", { id: "cand-note-title", children: "Ghi chú từ nhà tuyển dụng" }),
      application.note ? /* @__PURE__ */ jsx("p", { className: "cand-note", children: application.note }) : /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có ghi chú." })
    ] }),
    /* @__PURE__ */ jsx(Interviews, { cvId: application.id }),
    application.status === "pending" ? /* @__PURE__ */ jsx("div", { className: "actions cand-section", children: /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: () => setConfirming(true), children: "Rút hồ sơ" }) }) : null,
    confirming ? /* @__PURE__ */ jsx(
      ConfirmDialog,
      {
        title: "Rút hồ sơ ứng tuyển?",
        message: /* @__PURE__ */ jsxs("p", { children: [
          "Hồ sơ ứng tuyển vị trí ",
          /* @__PURE__ */ jsx("strong", { children: application.post_title }),
          " sẽ bị rút và nhà tuyển dụng không còn xem được. Bạn có chắc chắn?"
        ] }),
        confirmLabel: "Rút hồ sơ",
        danger: true,
        pending,
        onConfirm: () => void withdraw(),
        onCancel: () => setConfirming(false)
      }
    ) : null
  ] });
}
function ApplicationDrawer({ id, onClose, onWithdrawn }) {
  const { applications } = useCandidateApis();
  const [state, retry] = useResource(`application:${id}`, () => applications.get(id), CANDIDATE_TEXTS.applicationError);
  return /* @__PURE__ */ jsxs(Modal, { title: "Chi tiết hồ sơ ứng tuyển", onClose, variant: "drawer", children: [
    state.status === "loading" ? /* @__PURE__ */ jsx("p", { role: "status", children: "Đang tải hồ sơ ứng tuyển..." }) : null,
    state.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: state.message, onRetry: retry }) : null,
    state.status === "ready" ? /* @__PURE__ */ jsx(ApplicationDetail, { application: state.data, onWithdrawn }) : null
  ] });
}
function MyApplicationsPage() {
  useDocumentTitle("Việc đã ứng tuyển");
  const { applications } = useCandidateApis();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : void 0;
  const page = pageParam(params.get("page"));
  const cvId = pageParam(params.get("cv_id"));
  const openId = params.get("cv_id") ? cvId : null;
  const [list, retry] = useResource(
    `applications:${status ?? "all"}:${page}`,
    () => applications.mine({ status, page, page_size: PAGE_SIZE }),
    CANDIDATE_TEXTS.applicationsError
  );
  const update = (changes) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const counts = list.status === "ready" ? list.data.counts : null;
  const cards = [
    ["Tổng số", counts?.total],
    ["Đang chờ", counts?.pending],
    ["Đã duyệt", counts?.approved],
    ["Bị từ chối", counts?.rejected]
  ];
  return /* @__PURE__ */ jsxs("div", { className: "container page cand-page", children: [
    /* @__PURE__ */ jsx("h1", { children: "Việc đã ứng tuyển" }),
    /* @__PURE__ */ jsxs("section", { "aria-labelledby": "cand-stats-title", children: [
      /* @__PURE__ */ jsx("h2", { id: "cand-stats-title", className: "visually-hidden", children: "Thống kê hồ sơ" }),
      /* @__PURE__ */ jsx("ul", { className: "cand-stats", children: cards.map(([label, value]) => /* @__PURE__ */ jsxs("li", { className: "cand-stat", children: [
        /* @__PURE__ */ jsx("span", { className: "cand-stat__label", children: label }),
        /* @__PURE__ */ jsx("span", { className: "cand-stat__value", children: value ?? "—" })
      ] }, label)) })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "cand-filter", children: /* @__PURE__ */ jsxs(
      SelectField,
      {
        label: "Lọc theo trạng thái",
        value: status ?? "",
        onChange: (event) => update({ status: event.target.value || null, page: null }),
        children: [
          /* @__PURE__ */ jsx("option", { value: "", children: "Tất cả" }),
          APPLICATION_STATUSES.map((value) => /* @__PURE__ */ jsx("option", { value, children: APPLICATION_STATUS_LABELS[value] }, value))
        ]
      }
    ) }),
    /* @__PURE__ */ jsxs("section", { "aria-labelledby": "cand-list-title", children: [
      /* @__PURE__ */ jsx("h2", { id: "cand-list-title", className: "visually-hidden", children: "Danh sách hồ sơ" }),
      list.status === "loading" ? /* @__PURE__ */ jsx(LoadingCards, { count: 3, label: "Đang tải danh sách việc đã ứng tuyển...", layout: "list" }) : null,
      list.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: list.message, onRetry: retry }) : null,
      list.status === "ready" && list.data.results.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: status ? `Không có hồ sơ nào ở trạng thái '${APPLICATION_STATUS_LABELS[status]}'` : "Bạn chưa ứng tuyển việc làm nào", children: /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { to: "/job-search", children: "Tìm việc làm phù hợp" }) }) }) : null,
      list.status === "ready" && list.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx("ul", { className: "cand-list", children: list.data.results.map((row) => /* @__PURE__ */ jsxs("li", { className: "cand-row", children: [
          /* @__PURE__ */ jsxs("div", { children: [
            /* @__PURE__ */ jsx("h3", { children: /* @__PURE__ */ jsx("button", { type: "button", className: "cand-row__title-button", onClick: () => update({ cv_id: String(row.id) }), "aria-haspopup": "dialog", children: row.post_title }) }),
            /* @__PURE__ */ jsx("p", { children: row.enterprise_name }),
            /* @__PURE__ */ jsxs("p", { children: [
              "Ứng tuyển ngày ",
              /* @__PURE__ */ jsx("time", { dateTime: row.created_at, children: formatDate(row.created_at) })
            ] })
          ] }),
          /* @__PURE__ */ jsx("div", { className: "cand-row__side", children: /* @__PURE__ */ jsx(StatusBadge, { status: row.status }) })
        ] }, row.id)) }),
        /* @__PURE__ */ jsx(
          Pagination,
          {
            page: list.data.page,
            totalPages: list.data.total_pages,
            hrefFor: (n) => {
              const next = new URLSearchParams(params);
              next.set("page", String(n));
              next.delete("cv_id");
              return `?${next.toString()}`;
            }
          }
        )
      ] }) : null
    ] }),
    openId !== null ? /* @__PURE__ */ jsx(
      ApplicationDrawer,
      {
        id: openId,
        onClose: () => update({ cv_id: null }),
        onWithdrawn: () => {
          update({ cv_id: null });
          retry();
        }
      },
      openId
    ) : null
  ] });
}
const myApplications = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  StatusBadge,
  default: MyApplicationsPage
}, Symbol.toStringTag, { value: "Module" }));
export {
  CvFileButton as C,
  StatusBadge as S,
  myApplications as m
};
