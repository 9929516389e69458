import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { Link, useNavigate } from "react-router";
import { C as CompanyLogo, u as useDocumentTitle, a as useClient } from "../entry-server.js";
import { F as FormError, S as SubmitButton } from "./form-field-COiSxy66.js";
import { A as ApprovalPill, u as useOwnEnterprise } from "./use-own-enterprise-BYJp6K1E.js";
import { u as useEnterpriseForm, e as enterpriseValues, a as useObjectUrl, E as EnterpriseFields, F as FileInput, c as checkImage, b as checkImageOrPdf } from "./use-object-url-BUbehMze.js";
import { a as Loading, L as LoadError } from "./shared-CRWm23r3.js";
import { D as DetailList } from "./detail-list-DX4ePz_f.js";
import { aq as ERROR_MESSAGES, a0 as SUCCESS_MESSAGES, aY as isValidWebsiteUrl, ab as formatDate } from "./sdk-CEZq98YD.js";
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
import "./use-resource-5qXDjFfb.js";
import "./choice-options-KfXjoCZM.js";
import "./use-api-form-B6bThBsu.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
import "lucide-react";
function CompanyHead({ enterprise }) {
  return /* @__PURE__ */ jsxs("div", { className: "company-head", children: [
    /* @__PURE__ */ jsx(CompanyLogo, { name: enterprise.company_name, src: enterprise.logo, alt: `Logo ${enterprise.company_name}`, className: "company-logo" }),
    /* @__PURE__ */ jsxs("div", { children: [
      /* @__PURE__ */ jsx("h2", { id: "company-heading", children: enterprise.company_name }),
      /* @__PURE__ */ jsx(ApprovalPill, { isActive: enterprise.is_active })
    ] })
  ] });
}
function OwnEnterpriseContent({
  own: [state, retry],
  children
}) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    state.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    state.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: state.message, onRetry: retry }) : null,
    state.status === "ready" && !state.data ? /* @__PURE__ */ jsxs("p", { children: [
      "Bạn chưa có doanh nghiệp. ",
      /* @__PURE__ */ jsx(Link, { to: "/employer/create-enterprise", children: "Tạo doanh nghiệp" })
    ] }) : null,
    state.status === "ready" && state.data ? children(state.data) : null
  ] });
}
function CompanyPage() {
  useDocumentTitle("Thông tin công ty");
  const own = useOwnEnterprise();
  const [state] = own;
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Thông tin công ty" }),
      state.status === "ready" && state.data ? /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: "/employer/company/edit", children: "Chỉnh sửa thông tin" }) : null
    ] }),
    /* @__PURE__ */ jsx(OwnEnterpriseContent, { own, children: (enterprise) => /* @__PURE__ */ jsx(CompanyDetails, { enterprise }) })
  ] });
}
function CompanyDetails({ enterprise }) {
  const rows = [
    ["Tên công ty", enterprise.company_name],
    ["Địa chỉ", enterprise.address],
    ["Tỉnh/Thành phố", enterprise.city],
    ["Lĩnh vực hoạt động", enterprise.field_of_activity],
    ["Quy mô", enterprise.scale ? `${enterprise.scale} nhân viên` : null],
    ["Email công ty", enterprise.email_company],
    ["Số điện thoại", enterprise.phone_number],
    [
      "Website",
      enterprise.link_web_site && isValidWebsiteUrl(enterprise.link_web_site) ? /* @__PURE__ */ jsx("a", { href: enterprise.link_web_site, target: "_blank", rel: "noopener noreferrer", children: enterprise.link_web_site }) : enterprise.link_web_site
    ],
    ["Mã số thuế", enterprise.tax],
    [
      "Giấy phép kinh doanh",
      enterprise.business_certificate ? /* @__PURE__ */ jsx("a", { href: enterprise.business_certificate, target: "_blank", rel: "noopener noreferrer", children: "Xem giấy phép kinh doanh" }) : null
    ],
    ["Gói Premium", enterprise.is_premium ? "Đang hoạt động" : "Chưa đăng ký"],
    ["Ngày tạo", formatDate(enterprise.created_at)]
  ];
  return /* @__PURE__ */ jsxs("section", { className: "card", "aria-labelledby": "company-heading", children: [
    /* @__PURE__ */ jsx("div", { className: "company-cover", children: enterprise.background_image ? /* @__PURE__ */ jsx("img", { src: enterprise.background_image, alt: `Ảnh bìa ${enterprise.company_name}` }) : null }),
    /* @__PURE__ */ jsx(CompanyHead, { enterprise }),
    /* @__PURE__ */ jsx(DetailList, { rows, placeholder: /* @__PURE__ */ jsx("span", { className: "muted", children: "Chưa cập nhật" }) }),
    /* @__PURE__ */ jsx("h3", { children: "Giới thiệu công ty" }),
    enterprise.description ? /* @__PURE__ */ jsx("p", { className: "rich-plain", children: enterprise.description }) : /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa cập nhật" })
  ] });
}
function CompanyEditPage() {
  useDocumentTitle("Chỉnh sửa thông tin công ty");
  const own = useOwnEnterprise();
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Chỉnh sửa thông tin công ty" }),
      /* @__PURE__ */ jsx(Link, { to: "/employer/company", children: "Quay lại" })
    ] }),
    /* @__PURE__ */ jsx(OwnEnterpriseContent, { own, children: (enterprise) => /* @__PURE__ */ jsx(CompanyEditForm, { enterprise }) })
  ] });
}
function CompanyEditForm({ enterprise }) {
  const client = useClient();
  const navigate = useNavigate();
  const { form, files, fileError, pick, onSubmit } = useEnterpriseForm({
    initial: enterpriseValues(enterprise),
    save: (fields, uploads) => client.enterprises.update(fields, uploads),
    successMessage: SUCCESS_MESSAGES.enterpriseUpdated,
    failureMessage: ERROR_MESSAGES.enterpriseUpdateFailed,
    onSaved: () => navigate("/employer/company")
  });
  const logoPreview = useObjectUrl(files.logo);
  return /* @__PURE__ */ jsxs("form", { className: "card form", onSubmit, noValidate: true, children: [
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsxs("div", { className: "form-grid", children: [
      /* @__PURE__ */ jsx(EnterpriseFields, { field: form.field, descriptionRows: 6 }),
      /* @__PURE__ */ jsxs("div", { className: "stack", children: [
        /* @__PURE__ */ jsx(FileInput, { label: "Logo công ty", accept: "image/*", hint: "Ảnh PNG, JPG, GIF hoặc WEBP, tối đa 5 MB", error: fileError("logo"), onChange: (file) => void pick("logo", checkImage)(file) }),
        logoPreview ? /* @__PURE__ */ jsx("img", { className: "logo-preview", src: logoPreview, alt: "Xem trước logo mới" }) : enterprise.logo ? /* @__PURE__ */ jsx("img", { className: "logo-preview", src: enterprise.logo, alt: "Logo hiện tại" }) : null
      ] }),
      /* @__PURE__ */ jsx(
        FileInput,
        {
          label: "Ảnh bìa",
          accept: "image/*",
          hint: "Ảnh PNG, JPG, GIF hoặc WEBP, tối đa 5 MB",
          error: fileError("background_image"),
          onChange: (file) => void pick("background_image", checkImage)(file)
        }
      ),
      /* @__PURE__ */ jsx("div", { className: "span-2", children: /* @__PURE__ */ jsx(
        FileInput,
        {
          label: "Giấy phép kinh doanh",
          accept: "image/*,application/pdf",
          hint: enterprise.business_certificate ? "Đã có giấy phép; chọn tệp mới để thay thế (ảnh hoặc PDF, tối đa 5 MB)" : "Ảnh hoặc PDF, tối đa 5 MB",
          error: fileError("business_certificate"),
          onChange: (file) => void pick("business_certificate", checkImageOrPdf)(file)
        }
      ) })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, className: "btn btn-primary", children: "Lưu thay đổi" }),
      /* @__PURE__ */ jsx(Link, { className: "btn btn-outline", to: "/employer/company", children: "Hủy" })
    ] })
  ] });
}
export {
  CompanyEditPage,
  CompanyPage
};
