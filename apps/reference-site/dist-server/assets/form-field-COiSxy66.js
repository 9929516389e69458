import { jsx, jsxs } from "react/jsx-runtime";
import { useId } from "react";
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
function FieldShell({ label, error, hint, required, className, focusOnLabelClick, children }) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : void 0;
  const errorId = error ? `${id}-error` : void 0;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || void 0;
  return /* @__PURE__ */ jsxs("div", { className: className ? `field ${className}` : "field", children: [
    /* @__PURE__ */ jsxs("label", { id: labelId, htmlFor: id, onClick: focusOnLabelClick ? () => document.getElementById(id)?.focus() : void 0, children: [
      label,
      required ? /* @__PURE__ */ jsxs("span", { className: "req", "aria-hidden": "true", children: [
        " ",
        "*"
      ] }) : null
    ] }),
    children({ id, labelId, describedBy, invalid: Boolean(error) }),
    hint ? /* @__PURE__ */ jsx("p", { id: hintId, className: "field-hint", children: hint }) : null,
    error ? /* @__PURE__ */ jsx("p", { id: errorId, className: "field-error", children: error }) : null
  ] });
}
function InputField({ label, error, hint, fieldClassName, required, ...rest }) {
  return /* @__PURE__ */ jsx(FieldShell, { label, error, hint, required, className: fieldClassName, children: ({ id, describedBy, invalid }) => /* @__PURE__ */ jsx(
    "input",
    {
      id,
      className: "input",
      "aria-describedby": describedBy,
      "aria-invalid": invalid || void 0,
      required,
      ...rest
    }
  ) });
}
function SelectField({ label, error, hint, fieldClassName, required, children, ...rest }) {
  return /* @__PURE__ */ jsx(FieldShell, { label, error, hint, required, className: fieldClassName, children: ({ id, describedBy, invalid }) => /* @__PURE__ */ jsx(
    "select",
    {
      id,
      className: "select",
      "aria-describedby": describedBy,
      "aria-invalid": invalid || void 0,
      required,
      ...rest,
      children
    }
  ) });
}
function TextareaField({ label, error, hint, fieldClassName, required, ...rest }) {
  return /* @__PURE__ */ jsx(FieldShell, { label, error, hint, required, className: fieldClassName, children: ({ id, describedBy, invalid }) => /* @__PURE__ */ jsx(
    "textarea",
    {
      id,
      className: "textarea",
      "aria-describedby": describedBy,
      "aria-invalid": invalid || void 0,
      required,
      ...rest
    }
  ) });
}
function FormError({ message }) {
  return /* @__PURE__ */ jsx(ErrorBox, { message });
}
function SubmitButton({ pending, children, className }) {
  return /* @__PURE__ */ jsx("button", { type: "submit", className: className ?? "btn btn-primary btn-block", disabled: pending, "aria-busy": pending || void 0, children: pending ? "Đang xử lý..." : children });
}
export {
  FormError as F,
  InputField as I,
  SubmitButton as S,
  TextareaField as T,
  SelectField as a,
  FieldShell as b
};
