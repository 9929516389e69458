import { useParams, Link } from "react-router";
import { o as isNotFoundError } from "../entry-server.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { jsx, jsxs } from "react/jsx-runtime";
function useRouteResource(resourceFor, errorText) {
  const { key, load } = resourceFor(useParams().id);
  const [resource, retry] = useResource(key, load, errorText);
  const notFound = resource.status === "error" && isNotFoundError(resource.error);
  return { resource, retry, notFound };
}
function Breadcrumb({ section, current }) {
  return /* @__PURE__ */ jsx("nav", { className: "jb-breadcrumb", "aria-label": "Đường dẫn", children: /* @__PURE__ */ jsxs("ol", { children: [
    /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: "/", children: "Trang chủ" }) }),
    /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: section.to, children: section.label }) }),
    /* @__PURE__ */ jsx("li", { "aria-current": "page", children: current })
  ] }) });
}
export {
  Breadcrumb as B,
  useRouteResource as u
};
