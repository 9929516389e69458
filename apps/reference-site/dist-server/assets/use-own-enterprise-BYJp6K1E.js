import { jsx } from "react/jsx-runtime";
import { a as useClient } from "../entry-server.js";
import "react";
import "./shared-CRWm23r3.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { aq as ERROR_MESSAGES } from "./sdk-CEZq98YD.js";
function ApprovalPill({ isActive }) {
  return /* @__PURE__ */ jsx("span", { className: `status-pill ${isActive ? "ok" : "wait"}`, children: isActive ? "Đã được duyệt" : "Đang chờ duyệt" });
}
function useOwnEnterprise() {
  const client = useClient();
  return useResource("own-enterprise", () => client.enterprises.own(), ERROR_MESSAGES.enterpriseOwnFailed);
}
export {
  ApprovalPill as A,
  useOwnEnterprise as u
};
