import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { useState, useRef, useEffect } from "react";
import { useNavigate, useSearchParams, Link } from "react-router";
import { u as useDocumentTitle, a as useClient, n as notify } from "../entry-server.js";
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
import { a0 as SUCCESS_MESSAGES, aw as googleAuthFailedMessage, aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
const GOOGLE_ERROR_REDIRECT_MS = 3e3;
function GoogleCallbackPage() {
  useDocumentTitle("Đăng nhập với Google");
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState(null);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const fail = (message, logout) => {
      if (logout) client.auth.logout();
      setError(message);
    };
    const providerError = params.get("error");
    if (providerError) return fail(googleAuthFailedMessage(providerError), false);
    if (params.get("is_banned") === "true") return fail(ERROR_MESSAGES.accountBanned, false);
    if (params.get("is_active") === "false") return fail(ERROR_MESSAGES.accountDisabled, false);
    const access = params.get("access_token");
    const refresh = params.get("refresh_token");
    if (!access || !refresh) return fail(ERROR_MESSAGES.googleMissingTokens, false);
    void (async () => {
      try {
        const { redirect } = await client.auth.finishGoogleSignIn({ access, refresh });
        notify.success(SUCCESS_MESSAGES.login);
        await navigate(redirect, { replace: true });
      } catch {
        fail(ERROR_MESSAGES.googleLoginFailed, true);
      }
    })();
  }, [client, navigate, params]);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => void navigate("/login", { replace: true }), GOOGLE_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, navigate]);
  return /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card center stack", children: [
    /* @__PURE__ */ jsx("h1", { children: "Đăng nhập với Google" }),
    error ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx(ErrorBox, { message: error }),
      /* @__PURE__ */ jsxs("p", { className: "muted", children: [
        "Bạn sẽ được chuyển về trang đăng nhập sau 3 giây. ",
        /* @__PURE__ */ jsx(Link, { to: "/login", children: "Đăng nhập" })
      ] })
    ] }) : /* @__PURE__ */ jsx("p", { role: "status", children: "Đang xử lý đăng nhập..." })
  ] }) });
}
export {
  GOOGLE_ERROR_REDIRECT_MS,
  GoogleCallbackPage as default
};
