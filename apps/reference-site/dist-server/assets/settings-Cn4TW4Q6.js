import { jsxs, jsx } from "react/jsx-runtime";
import { useMemo, useState, useEffect } from "react";
import { u as useDocumentTitle, a as useClient, n as notify } from "../entry-server.js";
import { F as FormError, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { C as ChangePasswordForm, G as GoogleLinkSection } from "./profile-NpFk_cMq.js";
import { A as AsyncStateNotice } from "./async-state-notice-BSKf81ks.js";
import { aL as createProfileApi, n as errorMessage } from "./sdk-CEZq98YD.js";
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
import "./error-box-CSVHQkIT.js";
import "./cv-library-BWo_hCa8.js";
import "./candidate-kit-Djhs1aeg.js";
import "./sdk-candidate-B4drHGnx.js";
import "./modal-B5e-VqO7.js";
import "react-dom";
/* empty css                   */
import "./use-api-form-B6bThBsu.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
import "./detail-list-DX4ePz_f.js";
import "./use-profile-E2NF8VY7.js";
const TEXT = {
  title: "Cài đặt",
  loadFailed: "Không thể tải cài đặt email.",
  saveFailed: "Không thể lưu cài đặt email.",
  saved: "Đã lưu cài đặt email"
};
function MailPreferencesSection() {
  const client = useClient();
  const api = useMemo(() => createProfileApi(client), [client]);
  const [state, , replace] = useResource("mail-preferences", () => api.mailPreferences(), TEXT.loadFailed);
  const [wanted, setWanted] = useState(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(null);
  const stored = state.status === "ready" ? state.data.notification_emails : null;
  useEffect(() => {
    if (stored !== null) setWanted(stored);
  }, [stored]);
  async function save(event) {
    event.preventDefault();
    if (wanted === null) return;
    setPending(true);
    setError(null);
    try {
      const answer = await api.updateMailPreferences({ notification_emails: wanted });
      replace(answer.data);
      notify.success(answer.message || TEXT.saved);
    } catch (caught) {
      setError(errorMessage(caught, TEXT.saveFailed));
    } finally {
      setPending(false);
    }
  }
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "mail-preferences", children: [
    /* @__PURE__ */ jsx("h2", { id: "mail-preferences", children: "Thông báo qua email" }),
    /* @__PURE__ */ jsx(AsyncStateNotice, { state }),
    state.status === "ready" && wanted !== null ? /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: (event) => void save(event), noValidate: true, children: [
      /* @__PURE__ */ jsx(FormError, { message: error }),
      /* @__PURE__ */ jsxs("label", { className: "check-row", children: [
        /* @__PURE__ */ jsx("input", { type: "checkbox", checked: wanted, onChange: (event) => setWanted(event.target.checked) }),
        /* @__PURE__ */ jsx("span", { children: "Nhận email thông báo (ví dụ: xác nhận kích hoạt Premium)" })
      ] }),
      /* @__PURE__ */ jsx("p", { className: "muted", children: "Email về tài khoản (kích hoạt, đặt lại mật khẩu) luôn được gửi." }),
      /* @__PURE__ */ jsx(SubmitButton, { pending, className: "btn btn-primary", children: "Lưu cài đặt" })
    ] }) : null
  ] });
}
function SettingsPage() {
  useDocumentTitle(TEXT.title);
  return /* @__PURE__ */ jsxs("div", { className: "container page page-narrow stack", children: [
    /* @__PURE__ */ jsx("h1", { children: TEXT.title }),
    /* @__PURE__ */ jsx(MailPreferencesSection, {}),
    /* @__PURE__ */ jsxs("section", { className: "card", "aria-labelledby": "change-password", children: [
      /* @__PURE__ */ jsx("h2", { id: "change-password", children: "Đổi mật khẩu" }),
      /* @__PURE__ */ jsx(ChangePasswordForm, {})
    ] }),
    /* @__PURE__ */ jsx(GoogleLinkSection, {})
  ] });
}
export {
  SettingsPage
};
