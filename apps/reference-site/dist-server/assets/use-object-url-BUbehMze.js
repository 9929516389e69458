import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import { I as InputField, a as SelectField, T as TextareaField, b as FieldShell } from "./form-field-COiSxy66.js";
import { C as ChoiceOptions } from "./choice-options-KfXjoCZM.js";
import { aa as CITIES, a9 as SCALES, aX as EnterpriseFieldsSchema, n as errorMessage } from "./sdk-CEZq98YD.js";
import { useState, useEffect } from "react";
import * as z from "zod/mini";
import { t as useQueryCache, n as notify } from "../entry-server.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { s as storeNotification } from "./shared-CRWm23r3.js";
const ENTERPRISE_TEXT_FIELDS = [
  "company_name",
  "address",
  "city",
  "field_of_activity",
  "scale",
  "email_company",
  "phone_number",
  "link_web_site",
  "tax",
  "description"
];
function enterpriseValues(enterprise) {
  const out = {};
  for (const key of ENTERPRISE_TEXT_FIELDS) out[key] = enterprise?.[key] ?? "";
  return out;
}
function EnterpriseFields({ field, descriptionRows }) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(InputField, { label: "Tên công ty", required: true, fieldClassName: "span-2", autoComplete: "organization", ...field("company_name") }),
    /* @__PURE__ */ jsx(InputField, { label: "Địa chỉ", fieldClassName: "span-2", autoComplete: "street-address", ...field("address") }),
    /* @__PURE__ */ jsx(SelectField, { label: "Tỉnh/Thành phố", ...field("city"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Chọn tỉnh/thành phố", values: CITIES }) }),
    /* @__PURE__ */ jsx(SelectField, { label: "Quy mô", ...field("scale"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Chọn quy mô", values: SCALES, format: (value) => `${value} nhân viên` }) }),
    /* @__PURE__ */ jsx(InputField, { label: "Lĩnh vực hoạt động", ...field("field_of_activity") }),
    /* @__PURE__ */ jsx(InputField, { label: "Mã số thuế", inputMode: "numeric", ...field("tax") }),
    /* @__PURE__ */ jsx(InputField, { label: "Email công ty", type: "email", autoComplete: "email", ...field("email_company") }),
    /* @__PURE__ */ jsx(InputField, { label: "Số điện thoại", type: "tel", autoComplete: "tel", ...field("phone_number") }),
    /* @__PURE__ */ jsx(InputField, { label: "Website", type: "url", fieldClassName: "span-2", placeholder: "https://example.com", ...field("link_web_site") }),
    /* @__PURE__ */ jsx(TextareaField, { label: "Giới thiệu công ty", fieldClassName: "span-2", rows: descriptionRows, ...field("description") })
  ] });
}
function FileInput({
  label,
  accept,
  hint,
  error,
  onChange
}) {
  return /* @__PURE__ */ jsx(FieldShell, { label, error, hint, children: ({ id, describedBy, invalid }) => /* @__PURE__ */ jsx(
    "input",
    {
      id,
      type: "file",
      className: "input",
      accept,
      "aria-describedby": describedBy,
      "aria-invalid": invalid || void 0,
      onChange: (event) => onChange(event.target.files?.[0] ?? null)
    }
  ) });
}
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const TOO_BIG = "Tệp tối đa 5 MB";
const NOT_IMAGE = "Tệp phải là ảnh PNG, JPG, GIF hoặc WEBP";
const NOT_IMAGE_OR_PDF = "Tệp phải là ảnh (PNG, JPG, GIF, WEBP) hoặc PDF";
async function sniffFile(file) {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from, to) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 137 && ascii(1, 4) === "PNG") return "image";
  if (bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return "image";
  if (ascii(0, 4) === "GIF8") return "image";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image";
  if (ascii(0, 5) === "%PDF-") return "pdf";
  return null;
}
async function uploadError(file, allowPdf) {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_BIG;
  const kind = await sniffFile(file);
  if (kind === "image" || allowPdf && kind === "pdf") return null;
  return allowPdf ? NOT_IMAGE_OR_PDF : NOT_IMAGE;
}
const checkImage = (file) => uploadError(file, false);
const checkImageOrPdf = (file) => uploadError(file, true);
function filledFields(values) {
  const out = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}
const EnterpriseFormSchema = /* @__PURE__ */ z.pipe(
  // The contract checks every value; the cast only lets the strings through to it.
  z.transform((values) => filledFields(values)),
  EnterpriseFieldsSchema
);
function useEnterpriseForm({ initial, save, successMessage, failureMessage, onSaved }) {
  const form = useApiForm(EnterpriseFormSchema, initial);
  const { forget } = useQueryCache();
  const [files, setFiles] = useState({});
  const [fileErrors, setFileErrors] = useState({});
  const pick = (key, check) => async (file) => {
    if (!file) {
      setFiles(({ [key]: _drop, ...rest }) => rest);
      setFileErrors((current) => ({ ...current, [key]: void 0 }));
      return;
    }
    const problem = check ? await check(file) : null;
    setFileErrors((current) => ({ ...current, [key]: problem ?? void 0 }));
    if (problem) setFiles(({ [key]: _drop, ...rest }) => rest);
    else setFiles((current) => ({ ...current, [key]: file }));
  };
  async function onValid(fields) {
    if (Object.values(fileErrors).some(Boolean)) return;
    try {
      await save(fields, files);
      forget();
      storeNotification("success", successMessage);
      notify.success(successMessage);
      await onSaved();
    } catch (error) {
      const message = errorMessage(error, failureMessage);
      storeNotification("error", message);
      notify.error(message);
      form.setFormError(message);
      form.showFieldErrors(error);
    }
  }
  const fileError = (key) => fileErrors[key] ?? form.otherError(key);
  return { form, files, fileError, pick, onSubmit: form.submit(onValid) };
}
function useObjectUrl(file) {
  const [url, setUrl] = useState(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
export {
  EnterpriseFields as E,
  FileInput as F,
  useObjectUrl as a,
  checkImageOrPdf as b,
  checkImage as c,
  enterpriseValues as e,
  useEnterpriseForm as u
};
