import { jsx, jsxs } from "react/jsx-runtime";
function DetailList({ rows, placeholder }) {
  return /* @__PURE__ */ jsx("dl", { className: "dl", children: rows.map(([label, value]) => (
    // display: contents keeps dt/dd as direct grid items of .dl while React gets a keyed wrapper.
    /* @__PURE__ */ jsxs("div", { style: { display: "contents" }, children: [
      /* @__PURE__ */ jsx("dt", { children: label }),
      /* @__PURE__ */ jsx("dd", { children: placeholder === void 0 ? value : value || placeholder })
    ] }, label)
  )) });
}
export {
  DetailList as D
};
