import { jsxs, jsx } from "react/jsx-runtime";
import { Link } from "react-router";
import { C as CompanyLogo } from "../entry-server.js";
import { ac as formatSalary, af as relativeTime } from "./sdk-CEZq98YD.js";
function JobCard({ job, now, headingLevel = 3 }) {
  const Heading = `h${headingLevel}`;
  return /* @__PURE__ */ jsxs("article", { className: "jb-card", children: [
    /* @__PURE__ */ jsx(CompanyLogo, { name: job.enterprise_name, src: job.enterprise_logo, alt: `Logo ${job.enterprise_name}`, className: "jb-logo", size: 56 }),
    /* @__PURE__ */ jsxs("div", { className: "jb-card__body", children: [
      /* @__PURE__ */ jsx(Heading, { className: "jb-card__title", children: /* @__PURE__ */ jsx(Link, { to: `/job/${job.id}`, children: job.title }) }),
      /* @__PURE__ */ jsxs("p", { className: "jb-card__company", children: [
        job.enterprise_name,
        job.is_enterprise_premium ? /* @__PURE__ */ jsx("span", { className: "jb-badge-premium", children: "Premium" }) : null
      ] }),
      /* @__PURE__ */ jsxs("ul", { className: "jb-card__meta", "aria-label": "Thông tin việc làm", children: [
        /* @__PURE__ */ jsx("li", { className: "jb-tag jb-tag--salary", children: formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable) }),
        /* @__PURE__ */ jsx("li", { className: "jb-tag", children: job.city }),
        /* @__PURE__ */ jsx("li", { className: "jb-tag", children: /* @__PURE__ */ jsx("time", { dateTime: job.created_at, children: relativeTime(job.created_at, now) }) })
      ] })
    ] })
  ] });
}
export {
  JobCard as J
};
