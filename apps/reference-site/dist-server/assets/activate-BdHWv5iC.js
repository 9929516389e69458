import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { useState, useRef, useEffect } from "react";
import { useParams, useSearchParams, useLocation, Link } from "react-router";
import { u as useDocumentTitle, c as useSession, a as useClient } from "../entry-server.js";
import { I as InputField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
import { a0 as SUCCESS_MESSAGES, n as errorMessage, au as EmailBodySchema, aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "react-hook-form";
import "@hookform/resolvers/zod";
function StatusAlert({ status }) {
  if (status.kind === "success") {
    return /* @__PURE__ */ jsx("div", { className: "alert alert-success", role: "status", children: status.message });
  }
  if (status.kind === "error") {
    return /* @__PURE__ */ jsx(ErrorBox, { message: status.message });
  }
  return null;
}
function ActivateWithToken({ token }) {
  const client = useClient();
  const [status, setStatus] = useState({ kind: "pending" });
  const started = useRef(null);
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    client.auth.activate(token).then(() => setStatus({ kind: "success", message: SUCCESS_MESSAGES.activated })).catch((error) => setStatus({ kind: "error", message: errorMessage(error, ERROR_MESSAGES.activationFailed) }));
  }, [client, token]);
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    status.kind === "pending" ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted center", children: "Đang kích hoạt tài khoản..." }) : null,
    /* @__PURE__ */ jsx(StatusAlert, { status }),
    status.kind === "success" ? /* @__PURE__ */ jsx(Link, { to: "/login", className: "btn btn-primary btn-block", children: "Đăng nhập" }) : null,
    status.kind === "error" ? /* @__PURE__ */ jsx(Link, { to: "/activate", className: "btn btn-outline btn-block", children: "Gửi lại mã kích hoạt" }) : null
  ] });
}
function looksLikeEmail(value) {
  return Boolean(value && /^[^\s@]+@[^\s@]+$/.test(value));
}
function ActivationPending({ initialEmail, initialError }) {
  const client = useClient();
  const form = useApiForm(EmailBodySchema, { email: initialEmail });
  const [status, setStatus] = useState(initialError ? { kind: "error", message: initialError } : { kind: "idle" });
  async function onSubmit({ email }) {
    try {
      await client.auth.resendActivation(email);
      setStatus({ kind: "success", message: SUCCESS_MESSAGES.activationResent });
    } catch {
      setStatus({ kind: "error", message: ERROR_MESSAGES.resendActivationFailed });
    }
  }
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsx(StatusAlert, { status }),
    /* @__PURE__ */ jsx("p", { children: initialEmail ? /* @__PURE__ */ jsxs(Fragment, { children: [
      "Chúng tôi đã gửi email kích hoạt đến ",
      /* @__PURE__ */ jsx("strong", { children: initialEmail }),
      ". Vui lòng mở email và nhấn vào liên kết kích hoạt để hoàn tất đăng ký."
    ] }) : "Vui lòng kiểm tra email và nhấn vào liên kết kích hoạt để hoàn tất đăng ký." }),
    /* @__PURE__ */ jsx("p", { className: "muted", children: "Không nhận được email? Kiểm tra thư mục spam hoặc gửi lại mã kích hoạt." }),
    /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit), noValidate: true, children: [
      /* @__PURE__ */ jsx(InputField, { label: "Email", type: "email", autoComplete: "email", required: true, ...form.field("email") }),
      /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, children: "Gửi lại mã kích hoạt" })
    ] }),
    /* @__PURE__ */ jsx("p", { className: "center", children: /* @__PURE__ */ jsx(Link, { to: "/login", children: "Quay lại đăng nhập" }) })
  ] });
}
function ActivatePage() {
  useDocumentTitle("Kích hoạt tài khoản");
  const { email: emailParam } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const token = params.get("token");
  const stateError = location.state?.error;
  const sessionEmail = session.status === "authenticated" ? session.user.username : void 0;
  const initialEmail = emailParam ?? (looksLikeEmail(sessionEmail) ? sessionEmail : "");
  return /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card", children: [
    /* @__PURE__ */ jsx("h1", { children: "Kích hoạt tài khoản" }),
    token ? /* @__PURE__ */ jsx(ActivateWithToken, { token }) : /* @__PURE__ */ jsx(
      ActivationPending,
      {
        initialEmail,
        initialError: typeof stateError === "string" ? stateError : null
      },
      initialEmail
    )
  ] }) });
}
export {
  ActivatePage as default
};
