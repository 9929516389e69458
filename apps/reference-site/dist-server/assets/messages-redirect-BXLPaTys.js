import { jsx } from "react/jsx-runtime";
import { useSearchParams, Navigate } from "react-router";
import { c as useSession } from "../entry-server.js";
import "react";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "./sdk-CEZq98YD.js";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "@nanostores/query";
import "xss";
function MessagesRedirect() {
  const session = useSession();
  const [params] = useSearchParams();
  const user = params.get("user");
  const role = session.status === "authenticated" ? session.user.role : null;
  const page = role === "employer" ? "/employer/messages" : role === "candidate" ? "/candidate/messages" : "/";
  const query = page !== "/" && user && /^\d+$/.test(user) ? `?conversation_id=${user}` : "";
  return /* @__PURE__ */ jsx(Navigate, { to: `${page}${query}`, replace: true });
}
export {
  MessagesRedirect
};
