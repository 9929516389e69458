import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { useMemo, useState, useRef, useEffect } from "react";
import { useParams, Navigate } from "react-router";
import { u as useDocumentTitle, c as useSession, a as useClient } from "../entry-server.js";
import { F as FormError } from "./form-field-COiSxy66.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { ay as createPartnerConsentApi, n as errorMessage, az as PARTNER_SCOPE_LABELS } from "./sdk-CEZq98YD.js";
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
const TEXT = {
  loadFailed: "Không thể tải yêu cầu đăng nhập của ứng dụng.",
  decideFailed: "Không thể gửi lựa chọn của bạn. Vui lòng thử lại."
};
function PartnerConsentPage() {
  useDocumentTitle("Cấp quyền cho ứng dụng");
  const { uid = "" } = useParams();
  const session = useSession();
  if (session.status !== "authenticated") {
    return /* @__PURE__ */ jsx(Navigate, { to: `/login?redirect=${encodeURIComponent(`/oauth/consent/${uid}`)}`, replace: true });
  }
  return /* @__PURE__ */ jsx(ConsentCard, { uid, who: session.user.fullname || session.user.username });
}
function ConsentCard({ uid, who }) {
  const client = useClient();
  const api = useMemo(() => createPartnerConsentApi(client), [client]);
  const [state] = useResource(`partner-consent:${uid}`, () => api.consentDetails(uid), TEXT.loadFailed);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(null);
  const granted = state.status === "ready" && state.data.granted;
  const went = useRef(false);
  useEffect(() => {
    if (!granted || went.current) return;
    went.current = true;
    void decide(true);
  });
  async function decide(allow) {
    setPending(true);
    setError(null);
    try {
      window.location.assign(await api.decide(uid, allow));
    } catch (caught) {
      setError(errorMessage(caught, TEXT.decideFailed));
      setPending(false);
    }
  }
  return /* @__PURE__ */ jsx("div", { className: "container page page-narrow stack", children: /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "consent-title", children: [
    state.status === "loading" ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải..." }) : null,
    state.status === "error" ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx("h1", { id: "consent-title", children: "Cấp quyền cho ứng dụng" }),
      /* @__PURE__ */ jsx(FormError, { message: state.message })
    ] }) : null,
    state.status === "ready" && granted && !error ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsxs("h1", { id: "consent-title", children: [
        "Đang đăng nhập vào ",
        state.data.name
      ] }),
      /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Bạn đã cho phép ứng dụng này trước đây. Đang quay lại ứng dụng..." })
    ] }) : null,
    state.status === "ready" && (!granted || error) ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsxs("h1", { id: "consent-title", children: [
        state.data.name,
        " muốn truy cập tài khoản JobHub của bạn"
      ] }),
      /* @__PURE__ */ jsxs("p", { children: [
        "Bạn đang đăng nhập với tên ",
        /* @__PURE__ */ jsx("strong", { children: who }),
        ". Ứng dụng sẽ được phép:"
      ] }),
      /* @__PURE__ */ jsxs("ul", { children: [
        /* @__PURE__ */ jsx("li", { children: "Xem họ tên và vai trò của bạn" }),
        state.data.scopes.map((scope) => /* @__PURE__ */ jsx("li", { children: PARTNER_SCOPE_LABELS[scope] }, scope))
      ] }),
      /* @__PURE__ */ jsx("p", { className: "muted", children: "Bạn có thể thu hồi quyền này bất cứ lúc nào ở mục 'Ứng dụng đã kết nối' trong Hồ sơ cá nhân." }),
      /* @__PURE__ */ jsx(FormError, { message: error }),
      /* @__PURE__ */ jsxs("div", { className: "row-actions", children: [
        /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-primary", disabled: pending, onClick: () => void decide(true), children: "Cho phép" }),
        /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", disabled: pending, onClick: () => void decide(false), children: "Từ chối" })
      ] })
    ] }) : null
  ] }) });
}
export {
  PartnerConsentPage as default
};
