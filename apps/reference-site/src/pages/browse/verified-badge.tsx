/**
 * 'Đã xác minh' beside a company's name, on job cards, the job page and the company page: JobHub
 * checked its tax code and business certificate (issue 30). One element, no component and no
 * tooltip text: job cards load on the first visit, whose script budget is tight.
 */
export const VERIFIED_BADGE = <span className="jb-badge-verified">Đã xác minh</span>;
