import { jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
import { Link } from "react-router";
import { u as useDocumentTitle, a as useClient } from "../entry-server.js";
import { F as FormError, I as InputField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { au as EmailBodySchema, n as errorMessage, aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "./error-box-CSVHQkIT.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
const SENT_FALLBACK = "Nếu email tồn tại trong hệ thống, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư của bạn.";
function ForgotPasswordPage() {
  useDocumentTitle("Quên mật khẩu");
  const client = useClient();
  const form = useApiForm(EmailBodySchema, { email: "" });
  const [sent, setSent] = useState(null);
  async function onSubmit({ email }) {
    try {
      const message = await client.auth.forgotPassword(email);
      setSent(typeof message === "string" && message ? message : SENT_FALLBACK);
    } catch (caught) {
      form.setFormError(errorMessage(caught, ERROR_MESSAGES.forgotPasswordFailed));
      form.showFieldErrors(caught);
    }
  }
  return /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card", children: [
    /* @__PURE__ */ jsx("h1", { children: "Quên mật khẩu" }),
    /* @__PURE__ */ jsx("p", { className: "auth-sub", children: "Nhập email đăng ký, chúng tôi sẽ gửi liên kết đặt lại mật khẩu cho bạn." }),
    sent ? /* @__PURE__ */ jsx("div", { className: "alert alert-success", role: "status", children: sent }) : null,
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit), noValidate: true, children: [
      /* @__PURE__ */ jsx(InputField, { label: "Email", type: "email", autoComplete: "email", required: true, ...form.field("email") }),
      /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, children: "Gửi yêu cầu" })
    ] }),
    /* @__PURE__ */ jsx("p", { className: "center", style: { marginTop: 16 }, children: /* @__PURE__ */ jsx(Link, { to: "/login", children: "Quay lại đăng nhập" }) })
  ] }) });
}
export {
  ForgotPasswordPage as default
};
