import { jsx, jsxs } from "react/jsx-runtime";
import { useNavigate, Link } from "react-router";
import * as z from "zod/mini";
import { u as useDocumentTitle, a as useClient, n as notify } from "../entry-server.js";
import { F as FormError, I as InputField, a as SelectField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { a0 as SUCCESS_MESSAGES, aq as ERROR_MESSAGES, n as errorMessage, at as RegisterBodySchema } from "./sdk-CEZq98YD.js";
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
const RegisterFormSchema = /* @__PURE__ */ z.extend(RegisterBodySchema, {
  company_name: z.string().check(z.trim()),
  address: z.string().check(z.trim())
});
function RegisterPage() {
  useDocumentTitle("Đăng ký");
  const client = useClient();
  const navigate = useNavigate();
  const form = useApiForm(RegisterFormSchema, {
    username: "",
    email: "",
    password: "",
    fullname: "",
    gender: "male",
    role: "candidate",
    company_name: "",
    address: ""
  });
  const isEmployer = form.watch("role") === "employer";
  async function onSubmit({ company_name: companyName, address, ...account }) {
    try {
      const result = await client.auth.register(
        account,
        account.role === "employer" && companyName ? { company_name: companyName, ...address ? { address } : {} } : null
      );
      notify.success(SUCCESS_MESSAGES.register);
      if (result.enterpriseCreated === false) notify.warning(result.warning ?? ERROR_MESSAGES.registerEnterpriseFailed);
      await navigate(`/activate/${encodeURIComponent(account.email)}`);
    } catch (error) {
      form.setFormError(errorMessage(error, ERROR_MESSAGES.registerFailed));
      form.showFieldErrors(error);
    }
  }
  async function onInvalid(errors) {
    if (errors.email || errors.username) return;
    const { company_name: _company, address: _address, ...account } = form.getValues();
    try {
      await client.auth.register(account, null);
    } catch (error) {
      form.showFieldErrors(error);
    }
  }
  return /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card auth-card-wide", children: [
    /* @__PURE__ */ jsx("h1", { children: "Đăng ký tài khoản" }),
    /* @__PURE__ */ jsx("p", { className: "auth-sub", children: "Tạo tài khoản JobHub miễn phí để tìm việc hoặc tuyển dụng" }),
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit, (errors) => void onInvalid(errors)), noValidate: true, children: [
      /* @__PURE__ */ jsxs("fieldset", { className: "field", children: [
        /* @__PURE__ */ jsx("legend", { children: "Bạn là" }),
        /* @__PURE__ */ jsxs("div", { className: "choice-row", children: [
          /* @__PURE__ */ jsxs("label", { className: "choice", children: [
            /* @__PURE__ */ jsx("input", { type: "radio", value: "candidate", ...form.register("role") }),
            "Ứng viên tìm việc"
          ] }),
          /* @__PURE__ */ jsxs("label", { className: "choice", children: [
            /* @__PURE__ */ jsx("input", { type: "radio", value: "employer", ...form.register("role") }),
            "Nhà tuyển dụng"
          ] })
        ] }),
        form.formState.errors.role ? /* @__PURE__ */ jsx("p", { className: "field-error", children: form.formState.errors.role.message }) : null
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "form-grid", children: [
        /* @__PURE__ */ jsx(InputField, { label: "Họ và tên", autoComplete: "name", required: true, ...form.field("fullname") }),
        /* @__PURE__ */ jsx(InputField, { label: "Tên đăng nhập", autoComplete: "username", required: true, ...form.field("username") }),
        /* @__PURE__ */ jsx(InputField, { label: "Email", type: "email", autoComplete: "email", required: true, ...form.field("email") }),
        /* @__PURE__ */ jsx(
          InputField,
          {
            label: "Mật khẩu",
            type: "password",
            autoComplete: "new-password",
            required: true,
            hint: "Ít nhất 8 ký tự",
            ...form.field("password")
          }
        ),
        /* @__PURE__ */ jsxs(SelectField, { label: "Giới tính", required: true, ...form.field("gender"), children: [
          /* @__PURE__ */ jsx("option", { value: "male", children: "Nam" }),
          /* @__PURE__ */ jsx("option", { value: "female", children: "Nữ" }),
          /* @__PURE__ */ jsx("option", { value: "other", children: "Khác" })
        ] })
      ] }),
      isEmployer ? /* @__PURE__ */ jsxs("div", { className: "form-grid", children: [
        /* @__PURE__ */ jsx(
          InputField,
          {
            label: "Tên công ty",
            autoComplete: "organization",
            hint: "Không bắt buộc — bạn có thể tạo doanh nghiệp sau.",
            ...form.field("company_name")
          }
        ),
        /* @__PURE__ */ jsx(InputField, { label: "Địa chỉ công ty", autoComplete: "street-address", ...form.field("address") })
      ] }) : null,
      /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, children: "Đăng ký" })
    ] }),
    /* @__PURE__ */ jsxs("p", { className: "center", style: { marginTop: 16 }, children: [
      "Đã có tài khoản? ",
      /* @__PURE__ */ jsx(Link, { to: "/login", children: "Đăng nhập" })
    ] })
  ] }) });
}
export {
  RegisterPage as default
};
