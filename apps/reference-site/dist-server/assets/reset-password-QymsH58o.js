import { jsx, jsxs } from "react/jsx-runtime";
import { useParams, useNavigate, Link } from "react-router";
import * as z from "zod/mini";
import { u as useDocumentTitle, a as useClient, n as notify } from "../entry-server.js";
import { F as FormError, I as InputField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { n as errorMessage, av as ResetPasswordBodySchema, aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
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
import "react-hook-form";
import "@hookform/resolvers/zod";
const RESET_SUCCESS = "Đặt lại mật khẩu thành công! Vui lòng đăng nhập.";
const ResetPasswordFormSchema = /* @__PURE__ */ z.extend(ResetPasswordBodySchema, { confirm: z.string() }).check(z.refine((values) => values.password === values.confirm, { message: "Mật khẩu xác nhận không khớp", path: ["confirm"] }));
function ResetPasswordPage() {
  useDocumentTitle("Đặt lại mật khẩu");
  const { token = "" } = useParams();
  const client = useClient();
  const navigate = useNavigate();
  const form = useApiForm(ResetPasswordFormSchema, { password: "", confirm: "" });
  async function onSubmit({ password }) {
    try {
      const message = await client.auth.resetPassword(token, password);
      notify.success(typeof message === "string" && message ? message : RESET_SUCCESS);
      await navigate("/login", { replace: true });
    } catch (error) {
      form.setFormError(errorMessage(error, ERROR_MESSAGES.resetPasswordFailed));
      form.showFieldErrors(error);
    }
  }
  return /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card", children: [
    /* @__PURE__ */ jsx("h1", { children: "Đặt lại mật khẩu" }),
    /* @__PURE__ */ jsx("p", { className: "auth-sub", children: "Nhập mật khẩu mới cho tài khoản của bạn." }),
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit), noValidate: true, children: [
      /* @__PURE__ */ jsx(InputField, { label: "Mật khẩu mới", type: "password", autoComplete: "new-password", required: true, hint: "Ít nhất 8 ký tự", ...form.field("password") }),
      /* @__PURE__ */ jsx(InputField, { label: "Xác nhận mật khẩu", type: "password", autoComplete: "new-password", required: true, ...form.field("confirm") }),
      /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, children: "Đặt lại mật khẩu" })
    ] }),
    /* @__PURE__ */ jsx("p", { className: "center", style: { marginTop: 16 }, children: /* @__PURE__ */ jsx(Link, { to: "/login", children: "Quay lại đăng nhập" }) })
  ] }) });
}
export {
  ResetPasswordPage as default
};
