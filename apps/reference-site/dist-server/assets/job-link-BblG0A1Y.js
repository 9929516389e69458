import { jsx, Fragment } from "react/jsx-runtime";
function isPlainLeftClick(event) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
function JobLink({ href, className, children, renderLink, onNavigate }) {
  if (renderLink) return /* @__PURE__ */ jsx(Fragment, { children: renderLink({ href, className, children }) });
  return /* @__PURE__ */ jsx(
    "a",
    {
      href,
      className,
      onClick: onNavigate ? (event) => {
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate(href, event);
      } : void 0,
      children
    }
  );
}
export {
  JobLink as J
};
