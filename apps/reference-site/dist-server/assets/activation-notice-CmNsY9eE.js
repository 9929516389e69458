import { jsx, jsxs } from "react/jsx-runtime";
import { Link } from "react-router";
function ActivationNotice() {
  return /* @__PURE__ */ jsx("div", { className: "container page page-narrow", children: /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "activation-needed", children: [
    /* @__PURE__ */ jsx("h1", { id: "activation-needed", children: "Tài khoản chưa được kích hoạt" }),
    /* @__PURE__ */ jsx("p", { children: "Vui lòng kích hoạt tài khoản qua liên kết trong email để sử dụng tính năng này." }),
    /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { to: "/activate", className: "btn btn-primary", children: "Gửi lại mã kích hoạt" }) })
  ] }) });
}
export {
  ActivationNotice as default
};
