import { jsx } from "react/jsx-runtime";
import { F as FormError } from "./form-field-COiSxy66.js";
function AsyncStateNotice({ state }) {
  if (state.status === "loading") {
    return /* @__PURE__ */ jsx("p", { role: "status", className: "muted", children: "Đang tải..." });
  }
  if (state.status === "error") return /* @__PURE__ */ jsx(FormError, { message: state.message });
  return null;
}
export {
  AsyncStateNotice as A
};
