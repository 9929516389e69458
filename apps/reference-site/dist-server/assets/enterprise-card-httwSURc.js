import { jsxs, jsx } from "react/jsx-runtime";
import { Link } from "react-router";
import { d as formatScale, C as CompanyLogo } from "../entry-server.js";
function EnterpriseCard({ enterprise, headingLevel = 3 }) {
  const Heading = `h${headingLevel}`;
  const facts = [enterprise.city, formatScale(enterprise.scale), enterprise.field_of_activity].filter(Boolean);
  return /* @__PURE__ */ jsxs("article", { className: "jb-card", children: [
    /* @__PURE__ */ jsx(CompanyLogo, { name: enterprise.company_name, src: enterprise.logo, alt: `Logo ${enterprise.company_name}`, className: "jb-logo", size: 56 }),
    /* @__PURE__ */ jsxs("div", { className: "jb-card__body", children: [
      /* @__PURE__ */ jsxs(Heading, { className: "jb-card__title", children: [
        /* @__PURE__ */ jsx(Link, { to: `/enterprises/${enterprise.id}`, children: enterprise.company_name }),
        enterprise.is_premium ? /* @__PURE__ */ jsx("span", { className: "jb-badge-premium", children: "Premium" }) : null
      ] }),
      facts.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "jb-card__meta", "aria-label": "Thông tin công ty", children: facts.map((fact) => /* @__PURE__ */ jsx("li", { className: "jb-tag", children: fact }, fact)) }) : null,
      enterprise.job_count !== void 0 ? /* @__PURE__ */ jsx("p", { className: "jb-card__jobs", children: enterprise.job_count > 0 ? `${enterprise.job_count} việc làm đang tuyển` : "Chưa có việc làm đang tuyển" }) : null
    ] })
  ] });
}
export {
  EnterpriseCard as E
};
