import { jsx, jsxs } from "react/jsx-runtime";
import { Suspense, lazy, useState, useCallback } from "react";
import { Link, useParams, useNavigate } from "react-router";
import * as z from "zod/mini";
import { u as useDocumentTitle, a as useClient, t as useQueryCache, n as notify } from "../entry-server.js";
import { b as FieldShell, F as FormError, I as InputField, a as SelectField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { A as ACTIVE_POST_NOTE, P as PostingLimitModal } from "./posts-B9QXGExg.js";
import { a as Loading, L as LoadError } from "./shared-CRWm23r3.js";
import { C as ChoiceOptions } from "./choice-options-KfXjoCZM.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { aa as CITIES, ah as EXPERIENCES, a_ as LEVELS, ai as TYPE_WORKINGS, ag as millionsText, a$ as PostWriteBodySchema, aZ as postingLimit, n as errorMessage, aj as parseMillions } from "./sdk-CEZq98YD.js";
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
import "./use-row-action-CisoIi1V.js";
import "lucide-react";
const RichTextEditor = lazy(() => import("./rich-text-editor-DoFm5QWm.js"));
function RichTextField({ label, value, onChange, onBlur, error, hint, required, fieldClassName }) {
  return /* @__PURE__ */ jsx(FieldShell, { label, error, hint, required, className: fieldClassName, focusOnLabelClick: true, children: ({ id, labelId, describedBy, invalid }) => /* @__PURE__ */ jsx(
    Suspense,
    {
      fallback: /* @__PURE__ */ jsx("p", { className: "rte rte--loading muted", role: "status", children: "Đang tải trình soạn thảo..." }),
      children: /* @__PURE__ */ jsx(
        RichTextEditor,
        {
          id,
          labelId,
          label,
          value,
          onChange,
          onBlur,
          describedBy,
          invalid,
          required
        }
      )
    }
  ) });
}
const CREATED = "Đăng tin tuyển dụng thành công!";
const UPDATED = "Cập nhật tin tuyển dụng thành công!";
const CREATE_FAILED = "Không thể đăng tin tuyển dụng";
const UPDATE_FAILED = "Không thể cập nhật tin tuyển dụng";
const POST_LOAD_FAILED = "Không thể tải tin tuyển dụng";
const CATALOGUE_FAILED = "Không thể tải danh sách ngành nghề";
const CHECK_MARKED_FIELDS = "Vui lòng kiểm tra lại các trường được đánh dấu";
const EMPTY = {
  title: "",
  field: "",
  position: "",
  city: "",
  district: "",
  detail_address: "",
  experience: "",
  level: "",
  type_working: "",
  time_working: "",
  quantity: "1",
  salary_min: "",
  salary_max: "",
  description: "",
  required: "",
  interest: "",
  deadline: "",
  is_salary_negotiable: false
};
function valuesOf(post) {
  return {
    title: post.title,
    field: String(post.field.id),
    position: String(post.position.id),
    city: post.city,
    district: post.district ?? "",
    detail_address: post.detail_address ?? "",
    experience: post.experience,
    level: post.level,
    type_working: post.type_working,
    time_working: post.time_working ?? "",
    quantity: String(post.quantity),
    salary_min: millionsText(post.salary_min),
    salary_max: millionsText(post.salary_max),
    description: post.description,
    required: post.required,
    interest: post.interest,
    deadline: post.deadline.slice(0, 10),
    is_salary_negotiable: post.is_salary_negotiable
  };
}
const text = /* @__PURE__ */ z.string();
const chosen = (message) => z.string().check(z.minLength(1, message));
const salaryIsAmount = (key) => z.check((context) => {
  if (context.value.is_salary_negotiable) return;
  const salary = parseMillions(context.value[key]);
  if (!salary.ok) context.issues.push({ code: "custom", input: context.value[key], message: salary.error, path: [key] });
});
const PostFormValuesSchema = /* @__PURE__ */ z.object({
  title: text,
  field: chosen("Vui lòng chọn ngành nghề"),
  position: chosen("Vui lòng chọn vị trí"),
  city: chosen("Vui lòng chọn tỉnh/thành phố"),
  district: text,
  detail_address: text,
  experience: chosen("Vui lòng chọn kinh nghiệm"),
  level: chosen("Vui lòng chọn cấp bậc"),
  type_working: chosen("Vui lòng chọn hình thức làm việc"),
  time_working: text,
  quantity: text,
  salary_min: text,
  salary_max: text,
  description: text,
  required: text,
  interest: text,
  deadline: text,
  is_salary_negotiable: z.boolean()
}).check(salaryIsAmount("salary_min"), salaryIsAmount("salary_max"));
const PostFormSchema = /* @__PURE__ */ z.pipe(
  z.pipe(
    PostFormValuesSchema,
    // The contract checks every value; the cast only lets the form's values through to it.
    z.transform((values) => toInput(values))
  ),
  PostWriteBodySchema
);
function toInput(values) {
  const negotiable = values.is_salary_negotiable;
  const optional = (value) => value.trim() ? value.trim() : null;
  const vnd = (text2) => {
    const salary = parseMillions(text2);
    return salary.ok ? salary.vnd : null;
  };
  return {
    title: values.title,
    position: Number(values.position) || void 0,
    city: values.city || void 0,
    district: optional(values.district),
    detail_address: optional(values.detail_address),
    experience: values.experience || void 0,
    level: values.level || void 0,
    type_working: values.type_working || void 0,
    time_working: optional(values.time_working),
    quantity: values.quantity.trim() ? Number(values.quantity) : void 0,
    salary_min: negotiable ? null : vnd(values.salary_min),
    salary_max: negotiable ? null : vnd(values.salary_max),
    is_salary_negotiable: negotiable,
    description: values.description,
    required: values.required,
    interest: values.interest,
    deadline: values.deadline || void 0
  };
}
function PostForm({ post }) {
  const client = useClient();
  const navigate = useNavigate();
  const { forget } = useQueryCache();
  const form = useApiForm(PostFormSchema, post ? valuesOf(post) : EMPTY);
  const [limit, setLimit] = useState(null);
  const closeLimit = useCallback(() => setLimit(null), []);
  const fieldId = form.watch("field");
  const negotiable = form.watch("is_salary_negotiable");
  const [fields] = useResource("fields", () => client.catalogue.fields(), CATALOGUE_FAILED);
  const [positions] = useResource(fieldId ? `positions:${fieldId}` : null, () => client.catalogue.positions(Number(fieldId)), CATALOGUE_FAILED);
  const catalogueError = [fields, positions].find((resource) => resource.status === "error");
  async function onSubmit(body) {
    try {
      const saved = post ? await client.employerPosts.update(post.id, body) : await client.employerPosts.create(body);
      forget();
      notify.success(post ? UPDATED : CREATED);
      await navigate(`/employer/posts/${saved.id}`);
    } catch (error) {
      const refused = postingLimit(error);
      if (refused) {
        setLimit(refused);
        return;
      }
      form.setFormError(errorMessage(error, post ? UPDATE_FAILED : CREATE_FAILED));
      form.showFieldErrors(error);
    }
  }
  const salaryHint = "Đơn vị: triệu đồng, ví dụ 15 hoặc 12,5";
  const salary = (name) => ({ ...form.field(name), disabled: negotiable });
  const rich = (name) => ({
    value: form.watch(name),
    onChange: (html) => form.setValue(name, html, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    onBlur: () => void form.trigger(name).then(() => void 0, () => void 0),
    error: form.getFieldState(name, form.formState).error?.message
  });
  return /* @__PURE__ */ jsxs(
    "form",
    {
      className: "card form",
      onSubmit: form.submit(onSubmit, () => form.setFormError(CHECK_MARKED_FIELDS)),
      noValidate: true,
      "aria-label": post ? "Chỉnh sửa tin tuyển dụng" : "Đăng tin tuyển dụng",
      children: [
        /* @__PURE__ */ jsx(FormError, { message: form.formError }),
        catalogueError?.status === "error" ? /* @__PURE__ */ jsx(FormError, { message: catalogueError.message }) : null,
        /* @__PURE__ */ jsxs("div", { className: "form-grid", children: [
          /* @__PURE__ */ jsx(InputField, { label: "Tiêu đề", required: true, fieldClassName: "span-2", maxLength: 200, ...form.field("title") }),
          /* @__PURE__ */ jsxs(SelectField, { label: "Ngành nghề", required: true, ...form.selectField("field", { onChange: () => form.setValue("position", "") }), children: [
            /* @__PURE__ */ jsx("option", { value: "", children: "Chọn ngành nghề" }),
            (fields.status === "ready" ? fields.data : []).map((field) => /* @__PURE__ */ jsx("option", { value: field.id, children: field.name }, field.id))
          ] }),
          /* @__PURE__ */ jsxs(SelectField, { label: "Vị trí", required: true, disabled: !fieldId, hint: fieldId ? void 0 : "Chọn ngành nghề trước", ...form.selectField("position"), children: [
            /* @__PURE__ */ jsx("option", { value: "", children: "Chọn vị trí" }),
            (positions.status === "ready" ? positions.data : []).map((position) => /* @__PURE__ */ jsx("option", { value: position.id, children: position.name }, position.id))
          ] }),
          /* @__PURE__ */ jsx(SelectField, { label: "Tỉnh/Thành phố", required: true, ...form.selectField("city"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Chọn tỉnh/thành phố", values: CITIES }) }),
          /* @__PURE__ */ jsx(InputField, { label: "Quận/Huyện", ...form.field("district") }),
          /* @__PURE__ */ jsx(InputField, { label: "Địa chỉ làm việc", fieldClassName: "span-2", ...form.field("detail_address") }),
          /* @__PURE__ */ jsx(SelectField, { label: "Kinh nghiệm", required: true, ...form.selectField("experience"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Chọn kinh nghiệm", values: EXPERIENCES }) }),
          /* @__PURE__ */ jsx(SelectField, { label: "Cấp bậc", required: true, ...form.selectField("level"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Chọn cấp bậc", values: LEVELS }) }),
          /* @__PURE__ */ jsx(SelectField, { label: "Hình thức làm việc", required: true, ...form.selectField("type_working"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: "Chọn hình thức", values: TYPE_WORKINGS }) }),
          /* @__PURE__ */ jsx(InputField, { label: "Thời gian làm việc", placeholder: "Thứ 2 - Thứ 6, 8:30 - 17:30", ...form.field("time_working") }),
          /* @__PURE__ */ jsx(InputField, { label: "Số lượng tuyển", required: true, type: "number", min: 1, max: 1e3, step: 1, ...form.field("quantity") }),
          /* @__PURE__ */ jsx(InputField, { label: "Hạn nộp hồ sơ", required: true, type: "date", ...form.field("deadline") }),
          /* @__PURE__ */ jsx(InputField, { label: "Lương tối thiểu (triệu)", inputMode: "decimal", hint: salaryHint, ...salary("salary_min") }),
          /* @__PURE__ */ jsx(InputField, { label: "Lương tối đa (triệu)", inputMode: "decimal", hint: salaryHint, ...salary("salary_max") }),
          /* @__PURE__ */ jsx(FieldShell, { label: "Lương thỏa thuận", className: "span-2", children: ({ id }) => /* @__PURE__ */ jsxs("div", { className: "checkbox-row", children: [
            /* @__PURE__ */ jsx("input", { id, type: "checkbox", ...form.register("is_salary_negotiable") }),
            /* @__PURE__ */ jsx("span", { className: "muted", children: "Không công bố mức lương cụ thể" })
          ] }) }),
          /* @__PURE__ */ jsx(RichTextField, { label: "Mô tả công việc", required: true, fieldClassName: "span-2", ...rich("description") }),
          /* @__PURE__ */ jsx(RichTextField, { label: "Yêu cầu ứng viên", required: true, fieldClassName: "span-2", ...rich("required") }),
          /* @__PURE__ */ jsx(RichTextField, { label: "Quyền lợi", required: true, fieldClassName: "span-2", ...rich("interest") })
        ] }),
        /* @__PURE__ */ jsxs("div", { className: "actions", children: [
          /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, className: "btn btn-primary", children: post ? "Lưu thay đổi" : "Đăng tin" }),
          /* @__PURE__ */ jsx(Link, { className: "btn btn-outline", to: post ? `/employer/posts/${post.id}` : "/employer/posts", children: "Hủy" })
        ] }),
        limit ? /* @__PURE__ */ jsx(PostingLimitModal, { limit, onClose: closeLimit }) : null
      ]
    }
  );
}
function PostCreatePage() {
  useDocumentTitle("Đăng tin tuyển dụng");
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Đăng tin tuyển dụng" }),
      /* @__PURE__ */ jsx(Link, { to: "/employer/posts", children: "Quay lại danh sách" })
    ] }),
    /* @__PURE__ */ jsx(PostForm, {})
  ] });
}
function PostEditPage() {
  useDocumentTitle("Chỉnh sửa tin tuyển dụng");
  const client = useClient();
  const id = Number(useParams().id);
  const [post, retry] = useResource(`post:${id}`, () => client.employerPosts.get(id), POST_LOAD_FAILED);
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: "Chỉnh sửa tin tuyển dụng" }),
      /* @__PURE__ */ jsx(Link, { to: "/employer/posts", children: "Quay lại danh sách" })
    ] }),
    post.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    post.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: post.message, onRetry: retry }) : null,
    post.status === "ready" && post.data.is_active ? /* @__PURE__ */ jsxs("div", { className: "alert alert-info", role: "status", children: [
      "Tin đang hiển thị nên chưa thể sửa. ",
      ACTIVE_POST_NOTE,
      " ",
      /* @__PURE__ */ jsx(Link, { to: "/employer/posts", children: "Về danh sách tin" })
    ] }) : null,
    post.status === "ready" && !post.data.is_active ? /* @__PURE__ */ jsx(PostForm, { post: post.data }) : null
  ] });
}
export {
  PostCreatePage,
  PostEditPage
};
