import { jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
import { useNavigate } from "react-router";
import { u as useDocumentTitle, a as useClient } from "../entry-server.js";
import { F as FormError } from "./form-field-COiSxy66.js";
import { ax as homeForRole, n as errorMessage } from "./sdk-CEZq98YD.js";
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
const CHOICES = [
  { role: "candidate", title: "Ứng viên", text: "Tôi đang tìm kiếm cơ hội việc làm phù hợp." },
  { role: "employer", title: "Nhà tuyển dụng", text: "Tôi muốn đăng tin và tìm kiếm ứng viên cho doanh nghiệp." }
];
function SelectRolePage() {
  useDocumentTitle("Chọn vai trò");
  const client = useClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(null);
  const [error, setError] = useState(null);
  async function choose(role) {
    setPending(role);
    setError(null);
    try {
      const { redirect } = await client.auth.setRole(role);
      await navigate(redirect || homeForRole(role), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, "Không thể cập nhật vai trò. Vui lòng thử lại."));
      setPending(null);
    }
  }
  return /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card auth-card-wide", children: [
    /* @__PURE__ */ jsx("h1", { children: "Chọn vai trò của bạn" }),
    /* @__PURE__ */ jsx("p", { className: "auth-sub", children: "Cho chúng tôi biết bạn sử dụng JobHub với vai trò nào." }),
    /* @__PURE__ */ jsx(FormError, { message: error }),
    /* @__PURE__ */ jsx("div", { className: "role-cards", children: CHOICES.map((choice) => /* @__PURE__ */ jsxs(
      "button",
      {
        type: "button",
        className: "role-card",
        disabled: pending !== null,
        "aria-pressed": pending === choice.role,
        onClick: () => void choose(choice.role),
        children: [
          /* @__PURE__ */ jsx("strong", { children: pending === choice.role ? "Đang xử lý..." : choice.title }),
          /* @__PURE__ */ jsx("span", { className: "muted", children: choice.text })
        ]
      },
      choice.role
    )) })
  ] }) });
}
export {
  SelectRolePage as default
};
