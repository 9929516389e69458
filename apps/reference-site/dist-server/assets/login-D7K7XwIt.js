import { jsx, jsxs } from "react/jsx-runtime";
import { useNavigate, useSearchParams, Link } from "react-router";
import { u as useDocumentTitle, a as useClient, n as notify } from "../entry-server.js";
import { F as FormError, I as InputField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { ar as googleLoginUrl, as as LoginBodySchema, a0 as SUCCESS_MESSAGES, aq as ERROR_MESSAGES, n as errorMessage } from "./sdk-CEZq98YD.js";
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
import "./error-box-CSVHQkIT.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
function LoginPage() {
  useDocumentTitle("Đăng nhập");
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useApiForm(LoginBodySchema, { username: "", password: "" });
  async function onSubmit(body) {
    try {
      const outcome = await client.auth.login(body, { returnTo: params.get("redirect") });
      if (outcome.kind === "ok") {
        notify.success(SUCCESS_MESSAGES.login);
        await navigate(outcome.redirect, { replace: true });
        return;
      }
      if (outcome.kind === "not_activated") {
        await navigate(`/activate/${encodeURIComponent(outcome.email)}`, { state: { error: outcome.message } });
        return;
      }
      form.setFormError(outcome.message || ERROR_MESSAGES.noToken);
    } catch (error) {
      const message = errorMessage(error, ERROR_MESSAGES.loginFailed);
      form.setFormError(message);
      form.showFieldErrors(error, message);
    }
  }
  return /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card", children: [
    /* @__PURE__ */ jsx("h1", { children: "Đăng nhập" }),
    /* @__PURE__ */ jsx("p", { className: "auth-sub", children: "Chào mừng bạn quay lại JobHub" }),
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit), noValidate: true, children: [
      /* @__PURE__ */ jsx(InputField, { label: "Email", type: "text", inputMode: "email", autoComplete: "username", required: true, ...form.field("username") }),
      /* @__PURE__ */ jsx(InputField, { label: "Mật khẩu", type: "password", autoComplete: "current-password", required: true, ...form.field("password") }),
      /* @__PURE__ */ jsx("div", { className: "auth-links", children: /* @__PURE__ */ jsx(Link, { to: "/forgot-password", children: "Quên mật khẩu?" }) }),
      /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, children: "Đăng nhập" })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "stack", style: { marginTop: 16 }, children: [
      /* @__PURE__ */ jsx("div", { className: "divider", children: "hoặc" }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-google", onClick: () => window.location.assign(googleLoginUrl(client)), children: "Đăng nhập với Google" }),
      /* @__PURE__ */ jsxs("p", { className: "center", children: [
        "Chưa có tài khoản? ",
        /* @__PURE__ */ jsx(Link, { to: "/register", children: "Đăng ký ngay" })
      ] })
    ] })
  ] }) });
}
export {
  LoginPage as default
};
