import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useMemo, useState, useEffect } from "react";
import { a as useClient, n as notify, u as useDocumentTitle } from "../entry-server.js";
import { F as FormError, I as InputField, a as SelectField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { b as CvLibrarySection } from "./cv-library-BWo_hCa8.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { A as AsyncStateNotice } from "./async-state-notice-BSKf81ks.js";
import { ay as createPartnerConsentApi, az as PARTNER_SCOPE_LABELS, ab as formatDate, n as errorMessage, aT as createGoogleLinkApi, aU as ProfileUpdateBodySchema, aV as ChangePasswordBodySchema, aC as formatVnd } from "./sdk-CEZq98YD.js";
import { useSearchParams } from "react-router";
import * as z from "zod/mini";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { D as DetailList } from "./detail-list-DX4ePz_f.js";
import { u as useProfile } from "./use-profile-E2NF8VY7.js";
const TEXT$1 = {
  loadFailed: "Không thể tải danh sách ứng dụng đã kết nối.",
  revokeFailed: "Không thể thu hồi quyền truy cập. Vui lòng thử lại."
};
function ConnectedAppsSection() {
  const client = useClient();
  const api = useMemo(() => createPartnerConsentApi(client), [client]);
  const [state, retry] = useResource("connected-apps", () => api.connectedApps(), TEXT$1.loadFailed);
  const [busy, setBusy] = useState(null);
  const [error, setError] = useState(null);
  async function revoke(clientId) {
    setBusy(clientId);
    setError(null);
    try {
      notify.success(await api.revoke(clientId));
      retry();
    } catch (caught) {
      setError(errorMessage(caught, TEXT$1.revokeFailed));
    } finally {
      setBusy(null);
    }
  }
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "connected-apps", children: [
    /* @__PURE__ */ jsx("h2", { id: "connected-apps", children: "Ứng dụng đã kết nối" }),
    /* @__PURE__ */ jsx(FormError, { message: error }),
    /* @__PURE__ */ jsx(AsyncStateNotice, { state }),
    state.status === "ready" && state.data.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có ứng dụng nào được kết nối với tài khoản của bạn." }) : null,
    state.status === "ready" && state.data.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "stack", "aria-label": "Ứng dụng đã kết nối", children: state.data.map((app) => /* @__PURE__ */ jsxs("li", { className: "row-actions", children: [
      /* @__PURE__ */ jsxs("div", { children: [
        /* @__PURE__ */ jsx("strong", { children: app.name }),
        /* @__PURE__ */ jsxs("div", { className: "muted", children: [
          app.scopes.map((scope) => PARTNER_SCOPE_LABELS[scope]).join(", ") || "Thông tin cơ bản",
          " · Kết nối ngày ",
          formatDate(app.granted_at)
        ] })
      ] }),
      /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: "btn btn-danger btn-sm",
          disabled: busy === app.client_id,
          "aria-label": `Thu hồi quyền của ${app.name}`,
          onClick: () => void revoke(app.client_id),
          children: "Thu hồi"
        }
      )
    ] }, app.client_id)) }) : null
  ] });
}
const TEXT = {
  loadFailed: "Không thể tải trạng thái liên kết Google.",
  startFailed: "Không thể bắt đầu liên kết Google.",
  unlinkFailed: "Không thể hủy liên kết Google.",
  linked: "Đã liên kết tài khoản Google."
};
function GoogleLinkSection() {
  const client = useClient();
  const api = useMemo(() => createGoogleLinkApi(client), [client]);
  const [params, setParams] = useSearchParams();
  const [state, retry] = useResource("google-link", () => api.status(), TEXT.loadFailed);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(params.get("google_error"));
  useEffect(() => {
    if (!params.has("google") && !params.has("google_error")) return;
    if (params.get("google") === "linked") notify.success(TEXT.linked);
    retry();
    const next = new URLSearchParams(params);
    next.delete("google");
    next.delete("google_error");
    setParams(next, { replace: true });
  }, [params, retry, setParams]);
  async function link() {
    setPending(true);
    setError(null);
    try {
      window.location.assign(await api.start());
    } catch (caught) {
      setError(errorMessage(caught, TEXT.startFailed));
      setPending(false);
    }
  }
  async function unlink() {
    setPending(true);
    setError(null);
    try {
      notify.success(await api.unlink());
      retry();
    } catch (caught) {
      setError(errorMessage(caught, TEXT.unlinkFailed));
    } finally {
      setPending(false);
    }
  }
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "google-link", children: [
    /* @__PURE__ */ jsx("h2", { id: "google-link", children: "Đăng nhập bằng Google" }),
    /* @__PURE__ */ jsx(FormError, { message: error }),
    /* @__PURE__ */ jsx(AsyncStateNotice, { state }),
    state.status === "ready" && state.data.linked ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsxs("p", { children: [
        "Đã liên kết với tài khoản Google ",
        state.data.email ? /* @__PURE__ */ jsx("strong", { children: state.data.email }) : null,
        "."
      ] }),
      state.data.has_password ? null : /* @__PURE__ */ jsx("p", { className: "muted", children: 'Tài khoản chưa có mật khẩu. Hãy đặt mật khẩu qua "Quên mật khẩu" trước khi hủy liên kết.' }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", disabled: pending, onClick: () => void unlink(), children: "Hủy liên kết Google" })
    ] }) : null,
    state.status === "ready" && !state.data.linked ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("p", { className: "muted", children: "Liên kết để đăng nhập JobHub bằng tài khoản Google của bạn." }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-google", disabled: pending, onClick: () => void link(), children: "Liên kết Google" })
    ] }) : null
  ] });
}
const PROFILE_UPDATED = "Cập nhật thông tin thành công!";
const PROFILE_UPDATE_FAILED = "Không thể cập nhật thông tin.";
const ProfileFormSchema = /* @__PURE__ */ z.pipe(
  // The contract checks the gender; the cast only lets the string through to it.
  z.transform(({ gender, ...rest }) => gender ? { ...rest, gender } : rest),
  ProfileUpdateBodySchema
);
function ProfileEditForm({ profile: profile2, onSaved, onCancel }) {
  const { profile: profileApi } = useCandidateApis();
  const form = useApiForm(ProfileFormSchema, {
    fullname: profile2.fullname,
    name_display: profile2.name_display,
    gender: profile2.gender ?? ""
  });
  async function onSubmit(body) {
    try {
      const saved = await profileApi.update(body);
      notify.success(PROFILE_UPDATED);
      onSaved(saved);
    } catch (error) {
      form.showFieldErrors(error);
      form.setFormError(errorMessage(error, PROFILE_UPDATE_FAILED));
    }
  }
  return /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit), noValidate: true, children: [
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsx(InputField, { label: "Họ và tên", autoComplete: "name", required: true, maxLength: 100, ...form.field("fullname") }),
    /* @__PURE__ */ jsx(InputField, { label: "Tên hiển thị", maxLength: 100, hint: "Không bắt buộc", ...form.field("name_display") }),
    /* @__PURE__ */ jsxs(SelectField, { label: "Giới tính", ...form.field("gender"), children: [
      /* @__PURE__ */ jsx("option", { value: "", disabled: true, children: "Chọn giới tính" }),
      /* @__PURE__ */ jsx("option", { value: "male", children: "Nam" }),
      /* @__PURE__ */ jsx("option", { value: "female", children: "Nữ" }),
      /* @__PURE__ */ jsx("option", { value: "other", children: "Khác" })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onCancel, disabled: form.pending, children: "Hủy" }),
      /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, className: "btn btn-primary", children: "Lưu thay đổi" })
    ] })
  ] });
}
const GENDER_LABELS = { male: "Nam", female: "Nữ", other: "Khác" };
const ROLE_LABELS = {
  candidate: "Ứng viên",
  employer: "Nhà tuyển dụng",
  admin: "Quản trị viên",
  none: "Chưa chọn"
};
const PASSWORD_CHANGED = "Đổi mật khẩu thành công!";
const PASSWORD_CHANGE_FAILED = "Không thể đổi mật khẩu.";
function ProfileDetails({ profile: profile2 }) {
  const premiumUntil = formatDate(profile2.premium_expiry);
  const rows = [
    ["Họ và tên", profile2.fullname || "—"],
    ["Tên hiển thị", profile2.name_display || "—"],
    ["Tên đăng nhập", profile2.username],
    ["Email", profile2.email],
    ["Giới tính", profile2.gender ? GENDER_LABELS[profile2.gender] ?? profile2.gender : "—"],
    ["Vai trò", ROLE_LABELS[profile2.role] ?? profile2.role],
    ["Trạng thái", profile2.is_active ? "Đã kích hoạt" : "Chưa kích hoạt"],
    ["Premium", profile2.is_premium ? premiumUntil ? `Đang hoạt động đến ${premiumUntil}` : "Đang hoạt động" : "Chưa đăng ký"],
    ["Số dư", formatVnd(profile2.balance)]
  ];
  return /* @__PURE__ */ jsx(DetailList, { rows });
}
function ChangePasswordForm() {
  const client = useClient();
  const form = useApiForm(ChangePasswordBodySchema, { current_password: "", new_password: "", confirm_password: "" });
  async function onSubmit(body) {
    try {
      const message = await client.auth.changePassword(body);
      notify.success(typeof message === "string" && message ? message : PASSWORD_CHANGED);
      form.reset();
    } catch (error) {
      form.setFormError(errorMessage(error, PASSWORD_CHANGE_FAILED));
      form.showFieldErrors(error);
    }
  }
  return /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit), noValidate: true, children: [
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsx(InputField, { label: "Mật khẩu hiện tại", type: "password", autoComplete: "current-password", required: true, ...form.field("current_password") }),
    /* @__PURE__ */ jsx(InputField, { label: "Mật khẩu mới", type: "password", autoComplete: "new-password", required: true, hint: "Ít nhất 8 ký tự", ...form.field("new_password") }),
    /* @__PURE__ */ jsx(InputField, { label: "Xác nhận mật khẩu mới", type: "password", autoComplete: "new-password", required: true, ...form.field("confirm_password") }),
    /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, className: "btn btn-primary", children: "Đổi mật khẩu" })
  ] });
}
function ProfilePage() {
  useDocumentTitle("Hồ sơ cá nhân");
  const [state, , replace] = useProfile();
  const [editing, setEditing] = useState(false);
  return /* @__PURE__ */ jsxs("div", { className: "container page page-narrow stack", children: [
    /* @__PURE__ */ jsx("h1", { children: "Hồ sơ cá nhân" }),
    /* @__PURE__ */ jsxs("section", { className: "card", "aria-labelledby": "profile-info", children: [
      /* @__PURE__ */ jsx("h2", { id: "profile-info", children: "Thông tin tài khoản" }),
      /* @__PURE__ */ jsx(AsyncStateNotice, { state }),
      state.status === "ready" && state.data && editing ? /* @__PURE__ */ jsx(
        ProfileEditForm,
        {
          profile: state.data,
          onCancel: () => setEditing(false),
          onSaved: (profile2) => {
            replace(profile2);
            setEditing(false);
          }
        }
      ) : null,
      state.status === "ready" && state.data && !editing ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx(ProfileDetails, { profile: state.data }),
        /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: () => setEditing(true), children: "Chỉnh sửa thông tin" })
      ] }) : null
    ] }),
    state.status === "ready" && state.data?.role === "candidate" && state.data.is_active ? /* @__PURE__ */ jsx(CvLibrarySection, {}) : null,
    /* @__PURE__ */ jsxs("section", { className: "card", "aria-labelledby": "change-password", children: [
      /* @__PURE__ */ jsx("h2", { id: "change-password", children: "Đổi mật khẩu" }),
      /* @__PURE__ */ jsx(ChangePasswordForm, {})
    ] }),
    /* @__PURE__ */ jsx(GoogleLinkSection, {}),
    state.status === "ready" && state.data?.is_active ? /* @__PURE__ */ jsx(ConnectedAppsSection, {}) : null
  ] });
}
const profile = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  ChangePasswordForm,
  default: ProfilePage
}, Symbol.toStringTag, { value: "Module" }));
export {
  ChangePasswordForm as C,
  GoogleLinkSection as G,
  ProfilePage as P,
  profile as p
};
