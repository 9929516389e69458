import { jsxs, jsx } from "react/jsx-runtime";
import { Link } from "react-router";
import { L as LazyMessageButton } from "../entry-server.js";
import { A as ApplicationStatusPill } from "./shared-CRWm23r3.js";
import { b0 as MASKED_CONTACT, ab as formatDate } from "./sdk-CEZq98YD.js";
function candidateName(application) {
  return application.name === MASKED_CONTACT ? "ứng viên" : application.name;
}
function ApplicationRow({ application, detail }) {
  return /* @__PURE__ */ jsxs("tr", { children: [
    /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsxs("div", { className: "applicant-cell", children: [
      /* @__PURE__ */ jsx(Link, { to: `/employer/cv/${application.id}`, children: application.name }),
      /* @__PURE__ */ jsx(LazyMessageButton, { userId: application.user, name: candidateName(application), className: "btn btn-outline btn-sm" })
    ] }) }),
    /* @__PURE__ */ jsx("td", { children: detail }),
    /* @__PURE__ */ jsx("td", { children: formatDate(application.created_at) }),
    /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(ApplicationStatusPill, { status: application.status }) }),
    /* @__PURE__ */ jsx("td", { children: application.is_viewed ? "Đã xem" : "Chưa xem" })
  ] });
}
export {
  ApplicationRow as A,
  candidateName as c
};
