import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useMemo, useState } from "react";
import { a as useClient, n as notify, u as useDocumentTitle } from "../entry-server.js";
import { u as useRowAction } from "./use-row-action-CisoIi1V.js";
import { L as LoadError, a as Loading, P as Pager } from "./shared-CRWm23r3.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { F as FormError, I as InputField, T as TextareaField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { A as AsyncStateNotice } from "./async-state-notice-BSKf81ks.js";
import { aA as createPartnerAppsAdminApi, az as PARTNER_SCOPE_LABELS, ab as formatDate, aB as PARTNER_SCOPES, n as errorMessage, al as fieldErrors, aC as formatVnd } from "./sdk-CEZq98YD.js";
import { g as createPaymentsAdminApi } from "./sdk-realtime-DKD2-CEu.js";
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
import "lucide-react";
import "./error-box-CSVHQkIT.js";
function ModerationTable({
  id,
  title,
  caption,
  columns,
  resource: [list, reload],
  actionError,
  empty,
  row,
  onPage,
  pagerLabel
}) {
  return /* @__PURE__ */ jsxs("section", { className: "stack", "aria-labelledby": id, children: [
    /* @__PURE__ */ jsxs("h2", { id, children: [
      title,
      list.status === "ready" ? ` (${list.data.total})` : ""
    ] }),
    actionError ? /* @__PURE__ */ jsx(LoadError, { message: actionError }) : null,
    list.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    list.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: list.message, onRetry: reload }) : null,
    list.status === "ready" && list.data.results.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: empty }) : null,
    list.status === "ready" && list.data.results.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("div", { className: "table-wrap", children: /* @__PURE__ */ jsxs("table", { className: "data-table", children: [
        /* @__PURE__ */ jsx("caption", { className: "visually-hidden", children: caption }),
        /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsx("tr", { children: columns.map((column) => /* @__PURE__ */ jsx("th", { scope: "col", children: column }, column)) }) }),
        /* @__PURE__ */ jsx("tbody", { children: list.data.results.map((item) => /* @__PURE__ */ jsx("tr", { children: row(item) }, item.id)) })
      ] }) }),
      /* @__PURE__ */ jsx(Pager, { page: list.data.page, totalPages: list.data.total_pages, onPage, label: pagerLabel })
    ] }) : null
  ] });
}
const TEXT = {
  loadFailed: "Không thể tải danh sách ứng dụng đối tác",
  saveFailed: "Không thể đăng ký ứng dụng đối tác",
  disableFailed: "Không thể vô hiệu hóa ứng dụng. Vui lòng thử lại.",
  created: "Đã đăng ký ứng dụng đối tác",
  updated: "Đã cập nhật ứng dụng đối tác",
  updateFailed: "Không thể cập nhật ứng dụng đối tác",
  disabled: "Đã vô hiệu hóa ứng dụng đối tác"
};
const lines = (text) => text.split("\n").map((line) => line.trim()).filter(Boolean);
function firstError(errors, field) {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? errors[key]?.[0] : void 0;
}
function PartnerAppsSection() {
  const client = useClient();
  const api = useMemo(() => createPartnerAppsAdminApi(client), [client]);
  const [state, retry] = useResource("admin-partner-apps", () => api.list(), TEXT.loadFailed);
  const [name, setName] = useState("");
  const [origins, setOrigins] = useState("");
  const [redirects, setRedirects] = useState("");
  const [scopes, setScopes] = useState(["notifications"]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(null);
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(null);
  const [editing, setEditing] = useState(null);
  function fill(app) {
    setEditing(app);
    setName(app?.name ?? "");
    setOrigins(app ? app.allowed_origins.join("\n") : "");
    setRedirects(app ? app.redirect_uris.join("\n") : "");
    setScopes(app ? app.scopes : ["notifications"]);
    setError(null);
    setErrors({});
  }
  async function submit(event) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setErrors({});
    const body = { name, allowed_origins: lines(origins), redirect_uris: lines(redirects), scopes };
    try {
      if (editing) {
        await api.update(editing.client_id, body);
        notify.success(TEXT.updated);
      } else {
        const app = await api.create(body);
        notify.success(`${TEXT.created}: ${app.client_id}`);
      }
      fill(null);
      retry();
    } catch (caught) {
      setError(errorMessage(caught, editing ? TEXT.updateFailed : TEXT.saveFailed));
      setErrors(fieldErrors(caught));
    } finally {
      setPending(false);
    }
  }
  async function disable(clientId) {
    setBusy(clientId);
    try {
      await api.disable(clientId);
      notify.success(TEXT.disabled);
      retry();
    } catch (caught) {
      setError(errorMessage(caught, TEXT.disableFailed));
    } finally {
      setBusy(null);
    }
  }
  const toggle = (scope) => setScopes((current) => current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]);
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "partner-apps-heading", children: [
    /* @__PURE__ */ jsx("h2", { id: "partner-apps-heading", children: "Ứng dụng đối tác" }),
    /* @__PURE__ */ jsx("p", { className: "muted", children: "Ứng dụng được đăng nhập bằng JobHub và dùng chuông thông báo, khung chat của người dùng." }),
    /* @__PURE__ */ jsx(AsyncStateNotice, { state }),
    state.status === "ready" && state.data.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có ứng dụng đối tác nào." }) : null,
    state.status === "ready" && state.data.length > 0 ? /* @__PURE__ */ jsx("div", { className: "table-wrap", children: /* @__PURE__ */ jsxs("table", { className: "data-table", children: [
      /* @__PURE__ */ jsx("caption", { className: "visually-hidden", children: "Ứng dụng đối tác" }),
      /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Ứng dụng" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Mã ứng dụng (client id)" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Nguồn gốc được phép" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Phạm vi" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Ngày tạo" }),
        /* @__PURE__ */ jsx("th", { scope: "col", children: "Thao tác" })
      ] }) }),
      /* @__PURE__ */ jsx("tbody", { children: state.data.map((app) => /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsxs("td", { children: [
          /* @__PURE__ */ jsx("strong", { children: app.name }),
          app.is_active ? null : /* @__PURE__ */ jsx("div", { className: "muted", children: "Đã vô hiệu hóa" })
        ] }),
        /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("code", { children: app.client_id }) }),
        /* @__PURE__ */ jsx("td", { children: app.allowed_origins.join(", ") }),
        /* @__PURE__ */ jsx("td", { children: app.scopes.map((scope) => PARTNER_SCOPE_LABELS[scope]).join(", ") }),
        /* @__PURE__ */ jsx("td", { children: formatDate(app.created_at) }),
        /* @__PURE__ */ jsx("td", { children: app.is_active ? /* @__PURE__ */ jsxs("div", { className: "actions", children: [
          /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-sm", "aria-label": `Sửa ${app.name}`, onClick: () => fill(app), children: "Sửa" }),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "btn btn-danger btn-sm",
              disabled: busy === app.client_id,
              "aria-label": `Vô hiệu hóa ${app.name}`,
              onClick: () => void disable(app.client_id),
              children: "Vô hiệu hóa"
            }
          )
        ] }) : null })
      ] }, app.client_id)) })
    ] }) }) : null,
    /* @__PURE__ */ jsx("h3", { id: "partner-app-form-heading", children: editing ? `Sửa ứng dụng ${editing.name}` : "Đăng ký ứng dụng mới" }),
    /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: (event) => void submit(event), noValidate: true, "aria-labelledby": "partner-app-form-heading", children: [
      /* @__PURE__ */ jsx(FormError, { message: error }),
      /* @__PURE__ */ jsx(InputField, { label: "Tên ứng dụng", required: true, value: name, onChange: (event) => setName(event.target.value), error: firstError(errors, "name") }),
      /* @__PURE__ */ jsx(
        TextareaField,
        {
          label: "Nguồn gốc được phép (mỗi dòng một nguồn gốc)",
          hint: "Ví dụ: https://doitac.vn",
          required: true,
          rows: 2,
          value: origins,
          onChange: (event) => setOrigins(event.target.value),
          error: firstError(errors, "allowed_origins")
        }
      ),
      /* @__PURE__ */ jsx(
        TextareaField,
        {
          label: "Địa chỉ chuyển hướng (mỗi dòng một địa chỉ)",
          hint: "Ví dụ: https://doitac.vn/dang-nhap",
          required: true,
          rows: 2,
          value: redirects,
          onChange: (event) => setRedirects(event.target.value),
          error: firstError(errors, "redirect_uris")
        }
      ),
      /* @__PURE__ */ jsxs("fieldset", { children: [
        /* @__PURE__ */ jsx("legend", { children: "Phạm vi truy cập" }),
        PARTNER_SCOPES.map((scope) => /* @__PURE__ */ jsxs("label", { className: "check-row", children: [
          /* @__PURE__ */ jsx("input", { type: "checkbox", checked: scopes.includes(scope), onChange: () => toggle(scope) }),
          " ",
          PARTNER_SCOPE_LABELS[scope]
        ] }, scope)),
        firstError(errors, "scopes") ? /* @__PURE__ */ jsx("p", { className: "field-error", children: firstError(errors, "scopes") }) : null
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "actions", children: [
        /* @__PURE__ */ jsx(SubmitButton, { pending, className: "btn btn-primary", children: editing ? "Lưu thay đổi" : "Đăng ký ứng dụng" }),
        editing ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: () => fill(null), children: "Hủy sửa" }) : null
      ] })
    ] })
  ] });
}
const PAGE_SIZE = 10;
const ENTERPRISES_FAILED = "Không thể tải danh sách doanh nghiệp chờ duyệt";
const REPORTS_FAILED = "Không thể tải danh sách báo cáo";
const ACTION_FAILED = "Thao tác không thành công. Vui lòng thử lại.";
function PendingEnterprises() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const resource = useResource(`admin-enterprises:${page}`, () => client.admin.enterprises({ status: "pending", page, page_size: PAGE_SIZE }), ENTERPRISES_FAILED);
  const { busy, error, run } = useRowAction(resource[1]);
  return /* @__PURE__ */ jsx(
    ModerationTable,
    {
      id: "pending-heading",
      title: "Doanh nghiệp chờ duyệt",
      caption: "Doanh nghiệp chờ duyệt",
      columns: ["Doanh nghiệp", "Chủ tài khoản", "Mã số thuế", "Ngày tạo", "Thao tác"],
      resource,
      actionError: error,
      empty: "Không có doanh nghiệp nào đang chờ duyệt.",
      onPage: setPage,
      pagerLabel: "Phân trang doanh nghiệp chờ duyệt",
      row: (enterprise) => /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsxs("td", { children: [
          /* @__PURE__ */ jsx("strong", { children: enterprise.company_name }),
          /* @__PURE__ */ jsx("div", { className: "muted", children: [enterprise.address, enterprise.city].filter(Boolean).join(", ") }),
          enterprise.business_certificate ? /* @__PURE__ */ jsx("a", { href: enterprise.business_certificate, target: "_blank", rel: "noopener noreferrer", children: "Giấy phép kinh doanh" }) : null
        ] }),
        /* @__PURE__ */ jsxs("td", { children: [
          enterprise.owner_fullname,
          /* @__PURE__ */ jsx("div", { className: "muted", children: enterprise.owner_email })
        ] }),
        /* @__PURE__ */ jsx("td", { children: enterprise.tax ?? "—" }),
        /* @__PURE__ */ jsx("td", { children: formatDate(enterprise.created_at) }),
        /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsxs("div", { className: "row-actions", children: [
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "btn btn-primary btn-sm",
              disabled: busy === enterprise.id,
              "aria-label": `Duyệt ${enterprise.company_name}`,
              onClick: () => void run(enterprise.id, () => client.admin.approveEnterprise(enterprise.id), "Đã duyệt doanh nghiệp", ACTION_FAILED),
              children: "Duyệt"
            }
          ),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "btn btn-danger btn-sm",
              disabled: busy === enterprise.id,
              "aria-label": `Từ chối ${enterprise.company_name}`,
              onClick: () => void run(enterprise.id, () => client.admin.rejectEnterprise(enterprise.id), "Đã từ chối doanh nghiệp", ACTION_FAILED),
              children: "Từ chối"
            }
          )
        ] }) })
      ] })
    }
  );
}
function OpenReports() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const resource = useResource(`admin-reports:${page}`, () => client.admin.reports({ status: "open", page, page_size: PAGE_SIZE }), REPORTS_FAILED);
  const { busy, error, run } = useRowAction(resource[1]);
  return /* @__PURE__ */ jsx(
    ModerationTable,
    {
      id: "reports-heading",
      title: "Tin bị báo cáo",
      caption: "Tin tuyển dụng bị báo cáo",
      columns: ["Tin tuyển dụng", "Lý do", "Người báo cáo", "Ngày báo cáo", "Thao tác"],
      resource,
      actionError: error,
      empty: "Không có báo cáo nào đang chờ xử lý.",
      onPage: setPage,
      pagerLabel: "Phân trang báo cáo",
      row: (report) => /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsxs("td", { children: [
          /* @__PURE__ */ jsx("a", { href: `/job/${report.post.id}`, target: "_blank", rel: "noopener noreferrer", children: report.post.title }),
          /* @__PURE__ */ jsx("div", { className: "muted", children: report.post.enterprise_name })
        ] }),
        /* @__PURE__ */ jsx("td", { className: "rich-plain", children: report.reason }),
        /* @__PURE__ */ jsx("td", { children: report.reporter_email }),
        /* @__PURE__ */ jsx("td", { children: formatDate(report.created_at) }),
        /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsxs("div", { className: "row-actions", children: [
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "btn btn-danger btn-sm",
              disabled: busy === report.id,
              "aria-label": `Gỡ tin ${report.post.title}`,
              onClick: () => void run(report.id, () => client.admin.takeDownReport(report.id), "Đã gỡ tin tuyển dụng", ACTION_FAILED),
              children: "Gỡ tin"
            }
          ),
          /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "btn btn-outline btn-sm",
              disabled: busy === report.id,
              "aria-label": `Bỏ qua báo cáo về ${report.post.title}`,
              onClick: () => void run(report.id, () => client.admin.dismissReport(report.id), "Đã bỏ qua báo cáo", ACTION_FAILED),
              children: "Bỏ qua"
            }
          )
        ] }) })
      ] })
    }
  );
}
const PAYMENTS_FAILED = "Không thể tải danh sách giao dịch";
const PAYMENT_STATUS_LABELS = {
  pending: "Chờ thanh toán",
  paid: "Đã thanh toán",
  failed: "Thất bại",
  cancelled: "Đã hủy",
  refunded: "Đã hoàn tiền"
};
function Payments() {
  const client = useClient();
  const payments = useMemo(() => createPaymentsAdminApi(client), [client]);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("");
  const resource = useResource(
    `admin-payments:${status}:${page}`,
    () => payments.list({ page, page_size: PAGE_SIZE, ...status ? { status } : {} }),
    PAYMENTS_FAILED
  );
  const { busy, error, run } = useRowAction(resource[1]);
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("label", { className: "field", htmlFor: "payment-status", children: [
      /* @__PURE__ */ jsx("span", { children: "Lọc theo trạng thái giao dịch" }),
      /* @__PURE__ */ jsxs(
        "select",
        {
          id: "payment-status",
          className: "input",
          value: status,
          onChange: (event) => {
            setStatus(event.target.value);
            setPage(1);
          },
          children: [
            /* @__PURE__ */ jsx("option", { value: "", children: "Tất cả" }),
            Object.keys(PAYMENT_STATUS_LABELS).map((value) => /* @__PURE__ */ jsx("option", { value, children: PAYMENT_STATUS_LABELS[value] }, value))
          ]
        }
      )
    ] }),
    /* @__PURE__ */ jsx(
      ModerationTable,
      {
        id: "payments-heading",
        title: "Giao dịch Premium",
        caption: "Giao dịch Premium",
        columns: ["Mã giao dịch", "Người mua", "Gói", "Số tiền", "Trạng thái", "Ngày tạo", "Thao tác"],
        resource,
        actionError: error,
        empty: "Không có giao dịch nào.",
        onPage: setPage,
        pagerLabel: "Phân trang giao dịch",
        row: (payment) => /* @__PURE__ */ jsxs(Fragment, { children: [
          /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("code", { children: payment.txn_ref }) }),
          /* @__PURE__ */ jsxs("td", { children: [
            payment.user_fullname,
            /* @__PURE__ */ jsx("div", { className: "muted", children: payment.user_email })
          ] }),
          /* @__PURE__ */ jsx("td", { children: payment.package_name }),
          /* @__PURE__ */ jsx("td", { children: formatVnd(payment.amount) }),
          /* @__PURE__ */ jsx("td", { children: PAYMENT_STATUS_LABELS[payment.status] }),
          /* @__PURE__ */ jsx("td", { children: formatDate(payment.created_at, "date-time") }),
          /* @__PURE__ */ jsx("td", { children: payment.status === "paid" ? /* @__PURE__ */ jsx(
            "button",
            {
              type: "button",
              className: "btn btn-danger btn-sm",
              disabled: busy === payment.id,
              "aria-label": `Hoàn tiền giao dịch ${payment.txn_ref}`,
              onClick: () => void run(payment.id, () => payments.refund(payment.id), "Đã hoàn tiền và hủy gói Premium", ACTION_FAILED),
              children: "Hoàn tiền"
            }
          ) : null })
        ] })
      }
    )
  ] });
}
function AdminPage() {
  useDocumentTitle("Quản trị");
  return /* @__PURE__ */ jsxs("div", { className: "container page stack", children: [
    /* @__PURE__ */ jsx("h1", { children: "Quản trị" }),
    /* @__PURE__ */ jsx(PendingEnterprises, {}),
    /* @__PURE__ */ jsx(OpenReports, {}),
    /* @__PURE__ */ jsx(Payments, {}),
    /* @__PURE__ */ jsx(PartnerAppsSection, {})
  ] });
}
export {
  AdminPage
};
