import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useState, useId } from "react";
import { Link } from "react-router";
import * as z from "zod/mini";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { u as useDocumentTitle, t as useQueryCache, n as notify, a as useClient } from "../entry-server.js";
import { F as FormError, a as SelectField, I as InputField } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { E as ErrorAlert, a as EmptyState } from "./states-DI848tIn.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { C as ConfirmDialog } from "./modal-B5e-VqO7.js";
import { C as CANDIDATE_TEXTS } from "./texts-BMdRSHzG.js";
import { C as ChoiceOptions } from "./choice-options-KfXjoCZM.js";
/* empty css                */
/* empty css                   */
import { n as errorMessage, aa as CITIES, aE as CRITERIA_EMPTY_LABEL, ah as EXPERIENCES, ai as TYPE_WORKINGS, a9 as SCALES, aF as MSG_CHECK_FIELDS, ac as formatSalary, ag as millionsText, aj as parseMillions, aG as CriteriaBodySchema } from "./sdk-CEZq98YD.js";
import "./sdk-candidate-B4drHGnx.js";
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
import "react-dom";
function Value({ children }) {
  const empty = children === null || children === void 0 || children === "";
  return /* @__PURE__ */ jsx("dd", { children: empty ? /* @__PURE__ */ jsx("span", { className: "cand-unset", children: CRITERIA_EMPTY_LABEL }) : children });
}
const NO_CRITERIA = {
  id: 0,
  city: null,
  experience: null,
  field: null,
  position: null,
  scales: [],
  type_working: null,
  salary_min: null,
  created_at: "",
  updated_at: ""
};
function CriteriaView({ criteria }) {
  return /* @__PURE__ */ jsxs("dl", { className: "dl", children: [
    /* @__PURE__ */ jsx("dt", { children: "Địa điểm" }),
    /* @__PURE__ */ jsx(Value, { children: criteria.city }),
    /* @__PURE__ */ jsx("dt", { children: "Kinh nghiệm" }),
    /* @__PURE__ */ jsx(Value, { children: criteria.experience }),
    /* @__PURE__ */ jsx("dt", { children: "Ngành nghề" }),
    /* @__PURE__ */ jsx(Value, { children: criteria.field?.name }),
    /* @__PURE__ */ jsx("dt", { children: "Vị trí" }),
    /* @__PURE__ */ jsx(Value, { children: criteria.position?.name }),
    /* @__PURE__ */ jsx("dt", { children: "Quy mô công ty" }),
    /* @__PURE__ */ jsx(Value, { children: criteria.scales.length > 0 ? criteria.scales.map((scale) => `${scale} nhân viên`).join(", ") : null }),
    /* @__PURE__ */ jsx("dt", { children: "Hình thức làm việc" }),
    /* @__PURE__ */ jsx(Value, { children: criteria.type_working }),
    /* @__PURE__ */ jsx("dt", { children: "Mức lương tối thiểu" }),
    /* @__PURE__ */ jsx(Value, { children: criteria.salary_min === null ? null : formatSalary(criteria.salary_min, null, false) })
  ] });
}
function initialValues(criteria) {
  return {
    city: criteria?.city ?? "",
    experience: criteria?.experience ?? "",
    field: criteria?.field ? String(criteria.field.id) : "",
    position: criteria?.position ? String(criteria.position.id) : "",
    type_working: criteria?.type_working ?? "",
    salary_min: millionsText(criteria?.salary_min),
    scales: criteria?.scales ?? []
  };
}
const text = /* @__PURE__ */ z.string();
function vndOf(millions) {
  const salary = parseMillions(millions);
  return salary.ok ? salary.vnd : null;
}
const CriteriaFormSchema = /* @__PURE__ */ z.pipe(
  z.pipe(
    z.object({
      city: text,
      experience: text,
      field: text,
      position: text,
      type_working: text,
      salary_min: z.string().check((context) => {
        const salary = parseMillions(context.value);
        if (!salary.ok) context.issues.push({ code: "custom", input: context.value, message: salary.error });
      }),
      scales: z.array(text)
    }),
    // The contract checks every value; the cast only lets the form's strings through to it.
    z.transform(
      (values) => ({
        city: values.city || null,
        experience: values.experience || null,
        field: values.field ? Number(values.field) : null,
        position: values.position ? Number(values.position) : null,
        scales: values.scales,
        type_working: values.type_working || null,
        salary_min: vndOf(values.salary_min)
      })
    )
  ),
  CriteriaBodySchema
);
function CriteriaForm({ criteria, onSaved, onCancel }) {
  const client = useClient();
  const apis = useCandidateApis();
  const form = useApiForm(CriteriaFormSchema, initialValues(criteria));
  const scalesId = useId();
  const fieldId = form.watch("field");
  const [fields] = useResource("fields", () => client.catalogue.fields(), "Không thể tải danh sách ngành nghề");
  const [positions] = useResource(
    fieldId ? `positions:${fieldId}` : null,
    () => client.catalogue.positions(Number(fieldId)),
    "Không thể tải danh sách vị trí"
  );
  const catalogueError = fields.status === "error" ? fields.message : positions.status === "error" ? positions.message : null;
  const scalesError = form.formState.errors.scales?.message;
  async function onSubmit(body) {
    try {
      const saved = criteria ? await apis.criteria.update(body) : await apis.criteria.create(body);
      notify.success(CANDIDATE_TEXTS.criteriaSaved);
      onSaved(saved);
    } catch (error) {
      const onFields = form.showFieldErrors(error).length > 0;
      form.setFormError(onFields ? MSG_CHECK_FIELDS : errorMessage(error, CANDIDATE_TEXTS.criteriaSaveFailed));
    }
  }
  return /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit, () => form.setFormError(MSG_CHECK_FIELDS)), noValidate: true, children: [
    /* @__PURE__ */ jsx(FormError, { message: form.formError ?? catalogueError }),
    /* @__PURE__ */ jsxs("div", { className: "form-grid", children: [
      /* @__PURE__ */ jsx(SelectField, { label: "Địa điểm", ...form.field("city"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: CRITERIA_EMPTY_LABEL, values: CITIES }) }),
      /* @__PURE__ */ jsx(SelectField, { label: "Kinh nghiệm", ...form.field("experience"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: CRITERIA_EMPTY_LABEL, values: EXPERIENCES }) }),
      /* @__PURE__ */ jsxs(SelectField, { label: "Ngành nghề", ...form.selectField("field", { onChange: () => form.setValue("position", "") }), children: [
        /* @__PURE__ */ jsx("option", { value: "", children: CRITERIA_EMPTY_LABEL }),
        (fields.status === "ready" ? fields.data : []).map((item) => /* @__PURE__ */ jsx("option", { value: String(item.id), children: item.name }, item.id))
      ] }),
      /* @__PURE__ */ jsxs(SelectField, { label: "Vị trí", disabled: !fieldId, hint: fieldId ? void 0 : "Chọn ngành nghề trước", ...form.selectField("position"), children: [
        /* @__PURE__ */ jsx("option", { value: "", children: CRITERIA_EMPTY_LABEL }),
        (positions.status === "ready" ? positions.data : []).map((item) => /* @__PURE__ */ jsx("option", { value: String(item.id), children: item.name }, item.id))
      ] }),
      /* @__PURE__ */ jsx(SelectField, { label: "Hình thức làm việc", ...form.field("type_working"), children: /* @__PURE__ */ jsx(ChoiceOptions, { placeholder: CRITERIA_EMPTY_LABEL, values: TYPE_WORKINGS }) }),
      /* @__PURE__ */ jsx(
        InputField,
        {
          label: "Mức lương tối thiểu (triệu đồng/tháng)",
          inputMode: "decimal",
          placeholder: "Ví dụ: 15",
          hint: "Để trống nếu không yêu cầu",
          ...form.field("salary_min")
        }
      ),
      /* @__PURE__ */ jsxs("fieldset", { className: "field span-2", "aria-describedby": scalesError ? `${scalesId}-error` : void 0, children: [
        /* @__PURE__ */ jsx("legend", { children: "Quy mô công ty" }),
        /* @__PURE__ */ jsx("div", { className: "cand-checks", children: SCALES.map((scale) => /* @__PURE__ */ jsxs("label", { children: [
          /* @__PURE__ */ jsx("input", { type: "checkbox", value: scale, ...form.register("scales") }),
          scale,
          " nhân viên"
        ] }, scale)) }),
        scalesError ? /* @__PURE__ */ jsx("p", { id: `${scalesId}-error`, className: "field-error", children: scalesError }) : null
      ] })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary", disabled: form.pending, "aria-busy": form.pending || void 0, children: form.pending ? "Đang lưu..." : "Lưu tiêu chí" }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onCancel, disabled: form.pending, children: "Hủy" })
    ] })
  ] });
}
function MyCriteriaPage() {
  useDocumentTitle("Tiêu chí tìm việc");
  const { criteria: api } = useCandidateApis();
  const { forget } = useQueryCache();
  const [loaded, retry, replace] = useResource("criteria", () => api.get(), CANDIDATE_TEXTS.criteriaError);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const criteria = loaded.status === "ready" ? loaded.data : null;
  const show = (next) => {
    forget();
    replace(next);
  };
  async function remove() {
    setDeleting(true);
    try {
      const message = await api.remove();
      notify.success(message || CANDIDATE_TEXTS.criteriaDeleted);
      setConfirming(false);
      show(null);
    } catch (error) {
      notify.error(errorMessage(error, CANDIDATE_TEXTS.criteriaDeleteFailed));
    } finally {
      setDeleting(false);
    }
  }
  return /* @__PURE__ */ jsxs("div", { className: "container page page-narrow cand-page", children: [
    /* @__PURE__ */ jsx("h1", { children: "Tiêu chí tìm việc" }),
    /* @__PURE__ */ jsxs("p", { className: "muted", children: [
      "Tiêu chí giúp JobHub gợi ý việc làm phù hợp và đưa các tin khớp tiêu chí lên đầu kết quả tìm kiếm.",
      " ",
      /* @__PURE__ */ jsx(Link, { to: "/job-recommendations", children: "Xem việc làm gợi ý" })
    ] }),
    loaded.status === "loading" ? /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải tiêu chí tìm việc..." }) : null,
    loaded.status === "error" ? /* @__PURE__ */ jsx(ErrorAlert, { message: loaded.message, onRetry: retry }) : null,
    loaded.status === "ready" ? /* @__PURE__ */ jsxs("section", { className: "card", "aria-labelledby": "cand-criteria-title", children: [
      /* @__PURE__ */ jsx("h2", { id: "cand-criteria-title", children: editing ? criteria ? "Chỉnh sửa tiêu chí" : "Thiết lập tiêu chí" : "Tiêu chí của bạn" }),
      editing ? /* @__PURE__ */ jsx(
        CriteriaForm,
        {
          criteria,
          onSaved: (next) => {
            show(next);
            setEditing(false);
          },
          onCancel: () => setEditing(false)
        }
      ) : criteria ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx(CriteriaView, { criteria }),
        /* @__PURE__ */ jsxs("div", { className: "actions cand-section", children: [
          /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-primary", onClick: () => setEditing(true), children: "Chỉnh sửa" }),
          /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: () => setConfirming(true), children: "Xóa tiêu chí" })
        ] })
      ] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx(EmptyState, { title: "Bạn chưa có tiêu chí tìm việc", children: /* @__PURE__ */ jsx("p", { children: "Thiết lập tiêu chí để nhận gợi ý việc làm phù hợp." }) }),
        /* @__PURE__ */ jsx(CriteriaView, { criteria: NO_CRITERIA }),
        /* @__PURE__ */ jsx("div", { className: "actions cand-section", children: /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-primary", onClick: () => setEditing(true), children: "Thiết lập tiêu chí" }) })
      ] })
    ] }) : null,
    confirming ? /* @__PURE__ */ jsx(
      ConfirmDialog,
      {
        title: "Xóa tiêu chí tìm việc?",
        message: /* @__PURE__ */ jsx("p", { children: "Bạn sẽ không còn nhận gợi ý việc làm cho đến khi thiết lập lại tiêu chí." }),
        confirmLabel: "Xóa tiêu chí",
        danger: true,
        pending: deleting,
        onConfirm: () => void remove(),
        onCancel: () => setConfirming(false)
      }
    ) : null
  ] });
}
export {
  MyCriteriaPage as default
};
