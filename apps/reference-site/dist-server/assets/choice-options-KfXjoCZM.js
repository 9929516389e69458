import { jsxs, Fragment, jsx } from "react/jsx-runtime";
function ChoiceOptions({ placeholder, values, format }) {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("option", { value: "", children: placeholder }),
    values.map((value) => /* @__PURE__ */ jsx("option", { value, children: format ? format(value) : value }, value))
  ] });
}
export {
  ChoiceOptions as C
};
