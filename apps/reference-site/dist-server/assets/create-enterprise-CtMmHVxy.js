import { jsxs, jsx } from "react/jsx-runtime";
import { useNavigate, Link } from "react-router";
import { u as useDocumentTitle, a as useClient, z as useLogout, E as Logo } from "../entry-server.js";
import { F as FormError, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useEnterpriseForm, e as enterpriseValues, a as useObjectUrl, E as EnterpriseFields, F as FileInput, c as checkImage, b as checkImageOrPdf } from "./use-object-url-BUbehMze.js";
import { a0 as SUCCESS_MESSAGES, aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
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
import "./choice-options-KfXjoCZM.js";
import "./use-api-form-B6bThBsu.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
import "./shared-CRWm23r3.js";
import "lucide-react";
import "./use-resource-5qXDjFfb.js";
function CreateEnterprisePage() {
  useDocumentTitle("Tạo doanh nghiệp");
  const client = useClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const { form, files, fileError, pick, onSubmit } = useEnterpriseForm({
    initial: enterpriseValues(),
    save: (fields, uploads) => client.enterprises.create(fields, uploads),
    successMessage: SUCCESS_MESSAGES.enterpriseCreated,
    failureMessage: ERROR_MESSAGES.enterpriseCreateFailed,
    onSaved: () => navigate("/employer", { replace: true })
  });
  const logoPreview = useObjectUrl(files.logo);
  return /* @__PURE__ */ jsxs("div", { className: "app", children: [
    /* @__PURE__ */ jsx("header", { className: "site-header", children: /* @__PURE__ */ jsxs("div", { className: "container site-header-inner", style: { justifyContent: "space-between" }, children: [
      /* @__PURE__ */ jsx(Link, { to: "/employer/create-enterprise", className: "logo", "aria-label": "JobHub - Nhà tuyển dụng", children: /* @__PURE__ */ jsx(Logo, {}) }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-ghost", onClick: () => void logout(), children: "Đăng xuất" })
    ] }) }),
    /* @__PURE__ */ jsx("main", { id: "main-content", className: "app-main", children: /* @__PURE__ */ jsx("div", { className: "auth-wrap", children: /* @__PURE__ */ jsxs("div", { className: "card auth-card auth-card-wide", children: [
      /* @__PURE__ */ jsx("h1", { children: "Tạo doanh nghiệp" }),
      /* @__PURE__ */ jsx("p", { className: "auth-sub", children: "Hoàn tất hồ sơ công ty để bắt đầu đăng tin tuyển dụng." }),
      /* @__PURE__ */ jsx(FormError, { message: form.formError }),
      /* @__PURE__ */ jsxs("form", { className: "form", onSubmit, noValidate: true, children: [
        /* @__PURE__ */ jsxs("div", { className: "form-grid", children: [
          /* @__PURE__ */ jsx(EnterpriseFields, { field: form.field, descriptionRows: 5 }),
          /* @__PURE__ */ jsxs("div", { className: "span-2 stack", children: [
            /* @__PURE__ */ jsx(
              FileInput,
              {
                label: "Logo công ty",
                accept: "image/*",
                error: fileError("logo"),
                hint: "Ảnh PNG, JPG, GIF hoặc WEBP, tối đa 5 MB",
                onChange: (file) => void pick("logo", checkImage)(file)
              }
            ),
            logoPreview ? /* @__PURE__ */ jsx("img", { className: "logo-preview", src: logoPreview, alt: "Xem trước logo công ty" }) : null
          ] }),
          /* @__PURE__ */ jsx("div", { className: "span-2", children: /* @__PURE__ */ jsx(
            FileInput,
            {
              label: "Giấy phép kinh doanh",
              accept: "image/*,application/pdf",
              error: fileError("business_certificate"),
              hint: "Ảnh hoặc PDF, tối đa 5 MB",
              onChange: (file) => void pick("business_certificate", checkImageOrPdf)(file)
            }
          ) })
        ] }),
        /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, children: "Tạo doanh nghiệp" })
      ] })
    ] }) }) })
  ] });
}
export {
  CreateEnterprisePage as default
};
