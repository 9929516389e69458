import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { useState, useEffect } from "react";
import { useSearchParams, Link, Navigate } from "react-router";
import { useStore } from "@nanostores/react";
import { u as useDocumentTitle, c as useSession, a as useClient, n as notify } from "../entry-server.js";
import { u as useRealtimeKit } from "./use-realtime-kit-Cs2GTrVM.js";
import { Check } from "lucide-react";
import { E as ErrorBox } from "./error-box-CSVHQkIT.js";
import { p as paymentFailureMessage } from "./sdk-realtime-DKD2-CEu.js";
import { ab as formatDate, aC as formatVnd } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
const DAY_MS = 864e5;
const PERIOD_LABELS = {
  active: "Đang hoạt động",
  expired: "Đã hết hạn",
  cancelled: "Đã hủy",
  refunded: "Đã hoàn tiền",
  extended: "Đã gia hạn"
};
function usePremiumPath() {
  const session = useSession();
  return session.status === "authenticated" && session.user.role === "employer" ? "/employer/premium" : "/premium";
}
function PackageCard({ pkg, active, premium, busy, onBuy }) {
  const id = `package-${pkg.id}`;
  return /* @__PURE__ */ jsxs("article", { className: active ? "card premium-package is-active" : "card premium-package", "aria-labelledby": id, children: [
    /* @__PURE__ */ jsx("h3", { id, children: pkg.name }),
    /* @__PURE__ */ jsxs("p", { className: "premium-price", children: [
      /* @__PURE__ */ jsx("strong", { children: formatVnd(pkg.price) }),
      " ",
      /* @__PURE__ */ jsxs("span", { className: "muted", children: [
        "/ ",
        pkg.duration_days,
        " ngày"
      ] })
    ] }),
    /* @__PURE__ */ jsx("ul", { className: "premium-features", children: pkg.features.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line)) }),
    active ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-block", disabled: true, children: "Đã kích hoạt" }) : /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-premium btn-block", disabled: premium || busy, onClick: onBuy, "aria-label": `Mua ngay ${pkg.name}`, children: busy ? "Đang chuyển đến trang thanh toán…" : "Mua ngay" })
  ] });
}
function PremiumArea({ role }) {
  const kit = useRealtimeKit();
  const client = useClient();
  const state = useStore(kit.premium.$packages);
  const [buying, setBuying] = useState(null);
  useDocumentTitle(role === "employer" ? "Premium cho nhà tuyển dụng" : "JobHub Premium");
  async function buy(pkg) {
    setBuying(pkg.id);
    const result = await kit.premium.purchase(pkg.id);
    if (result.ok) {
      window.location.assign(result.data.payment_url);
      return;
    }
    setBuying(null);
    notify.error(result.message);
  }
  const data = state.data;
  const expiry = data?.user_is_premium ? data.premium_expiry : null;
  const daysLeft = expiry ? Math.max(0, Math.ceil((Date.parse(expiry) - client.now()) / DAY_MS)) : 0;
  const activeName = data?.packages.find((pkg) => pkg.id === data.active_package_id)?.name;
  return /* @__PURE__ */ jsxs("div", { className: role === "employer" ? "stack premium-page" : "container page stack premium-page", children: [
    /* @__PURE__ */ jsxs("header", { className: "stack", children: [
      /* @__PURE__ */ jsx("h1", { children: role === "employer" ? "Premium cho nhà tuyển dụng" : "JobHub Premium" }),
      /* @__PURE__ */ jsx("p", { className: "muted", children: role === "employer" ? "Đăng nhiều tin hơn, xem thông tin liên hệ của ứng viên và được ưu tiên trong kết quả tìm kiếm." : "Nhắn tin trực tiếp với nhà tuyển dụng, ứng tuyển nhiều việc hơn mỗi ngày và xem số người đã ứng tuyển." })
    ] }),
    state.status === "error" ? /* @__PURE__ */ jsx(ErrorBox, { message: state.message, onRetry: () => void kit.premium.refresh() }) : null,
    !data && state.status !== "error" ? /* @__PURE__ */ jsx("p", { className: "loading", children: "Đang tải các gói Premium…" }) : null,
    data ? /* @__PURE__ */ jsxs(Fragment, { children: [
      expiry ? /* @__PURE__ */ jsxs("section", { className: "card premium-active", "aria-labelledby": "premium-active-title", children: [
        /* @__PURE__ */ jsx("h2", { id: "premium-active-title", children: "Gói Premium đang hoạt động" }),
        /* @__PURE__ */ jsxs("dl", { className: "dl", children: [
          activeName ? /* @__PURE__ */ jsxs(Fragment, { children: [
            /* @__PURE__ */ jsx("dt", { children: "Gói" }),
            /* @__PURE__ */ jsx("dd", { children: activeName })
          ] }) : null,
          /* @__PURE__ */ jsx("dt", { children: "Hiệu lực đến" }),
          /* @__PURE__ */ jsx("dd", { children: formatDate(expiry, "date-time") }),
          /* @__PURE__ */ jsx("dt", { children: "Còn lại" }),
          /* @__PURE__ */ jsxs("dd", { children: [
            daysLeft,
            " ngày"
          ] })
        ] }),
        /* @__PURE__ */ jsx("p", { className: "muted", children: "Bạn có thể mua gói mới sau khi gói hiện tại hết hạn." })
      ] }) : null,
      /* @__PURE__ */ jsxs("section", { "aria-labelledby": "premium-packages-title", className: "stack", children: [
        /* @__PURE__ */ jsx("h2", { id: "premium-packages-title", children: "Các gói Premium" }),
        data.packages.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Chưa có gói Premium nào cho tài khoản của bạn." }) : null,
        /* @__PURE__ */ jsx("div", { className: "premium-grid", children: data.packages.map((pkg) => /* @__PURE__ */ jsx(
          PackageCard,
          {
            pkg,
            active: data.user_is_premium && data.active_package_id === pkg.id,
            premium: data.user_is_premium,
            busy: buying === pkg.id,
            onBuy: () => void buy(pkg)
          },
          pkg.id
        )) }),
        data.payment_sandbox ? /* @__PURE__ */ jsx("p", { className: "alert alert-info", role: "note", children: "Môi trường phát triển: 'Mua ngay' mở trang thanh toán thử nghiệm của JobHub (thay cho VNPay), với thẻ thử nghiệm điền sẵn. Không có tiền thật nào được chuyển." }) : null
      ] }),
      /* @__PURE__ */ jsxs("section", { "aria-labelledby": "premium-history-title", className: "stack", children: [
        /* @__PURE__ */ jsx("h2", { id: "premium-history-title", children: "Lịch sử Premium" }),
        data.premium_history.length === 0 ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Bạn chưa mua gói Premium nào." }) : /* @__PURE__ */ jsx("div", { className: "table-wrap", children: /* @__PURE__ */ jsxs("table", { className: "data-table", children: [
          /* @__PURE__ */ jsx("caption", { className: "visually-hidden", children: "Lịch sử Premium" }),
          /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
            /* @__PURE__ */ jsx("th", { scope: "col", children: "Gói" }),
            /* @__PURE__ */ jsx("th", { scope: "col", children: "Giá" }),
            /* @__PURE__ */ jsx("th", { scope: "col", children: "Bắt đầu" }),
            /* @__PURE__ */ jsx("th", { scope: "col", children: "Kết thúc" }),
            /* @__PURE__ */ jsx("th", { scope: "col", children: "Trạng thái" })
          ] }) }),
          /* @__PURE__ */ jsx("tbody", { children: data.premium_history.map((row) => /* @__PURE__ */ jsxs("tr", { children: [
            /* @__PURE__ */ jsx("td", { children: row.package_name ?? "Premium" }),
            /* @__PURE__ */ jsx("td", { children: row.price === null ? "—" : formatVnd(row.price) }),
            /* @__PURE__ */ jsx("td", { children: row.start_date ? formatDate(row.start_date) : "—" }),
            /* @__PURE__ */ jsx("td", { children: row.end_date ? formatDate(row.end_date) : "—" }),
            /* @__PURE__ */ jsx("td", { children: PERIOD_LABELS[row.status] })
          ] }, row.id)) })
        ] }) })
      ] })
    ] }) : null
  ] });
}
function PremiumPage() {
  const session = useSession();
  if (session.status === "authenticated" && session.user.role === "employer") return /* @__PURE__ */ jsx(Navigate, { to: "/employer/premium", replace: true });
  return /* @__PURE__ */ jsx(PremiumArea, { role: "candidate" });
}
function EmployerPremiumPage() {
  return /* @__PURE__ */ jsx(PremiumArea, { role: "employer" });
}
function useReloadAfterPayment() {
  const kit = useRealtimeKit();
  useEffect(() => {
    void kit.account.refresh();
    void kit.premium.refresh();
  }, [kit]);
}
function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const premiumPath = usePremiumPath();
  useReloadAfterPayment();
  useDocumentTitle("Thanh toán thành công");
  const name = params.get("name");
  const duration = params.get("duration");
  const until = params.get("until");
  return /* @__PURE__ */ jsx("div", { className: "container page page-narrow", children: /* @__PURE__ */ jsxs("div", { className: "card pending-page stack", children: [
    /* @__PURE__ */ jsx("div", { className: "badge-big", "aria-hidden": "true", children: /* @__PURE__ */ jsx(Check, { focusable: "false" }) }),
    /* @__PURE__ */ jsx("h1", { children: "Thanh toán thành công" }),
    /* @__PURE__ */ jsx("p", { children: name ? `Bạn đã kích hoạt ${name}. Cảm ơn bạn đã sử dụng JobHub Premium!` : "Cảm ơn bạn đã sử dụng JobHub Premium!" }),
    duration || until ? /* @__PURE__ */ jsxs("dl", { className: "dl premium-result", children: [
      duration ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx("dt", { children: "Thời hạn" }),
        /* @__PURE__ */ jsxs("dd", { children: [
          duration,
          " ngày"
        ] })
      ] }) : null,
      until ? /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx("dt", { children: "Hiệu lực đến" }),
        /* @__PURE__ */ jsx("dd", { children: formatDate(until, "date-time") })
      ] }) : null
    ] }) : null,
    /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: premiumPath, children: "Xem gói Premium" }) })
  ] }) });
}
function PaymentFailedPage() {
  const [params] = useSearchParams();
  const premiumPath = usePremiumPath();
  useReloadAfterPayment();
  useDocumentTitle("Thanh toán thất bại");
  const reason = paymentFailureMessage(params.get("reason"));
  return /* @__PURE__ */ jsx("div", { className: "container page page-narrow", children: /* @__PURE__ */ jsxs("div", { className: "card pending-page stack", children: [
    /* @__PURE__ */ jsx("div", { className: "badge-big", "aria-hidden": "true", children: "!" }),
    /* @__PURE__ */ jsx("h1", { children: "Thanh toán thất bại" }),
    /* @__PURE__ */ jsxs("p", { children: [
      reason ? `${reason}. ` : "",
      "Giao dịch chưa được hoàn tất và tài khoản của bạn không bị trừ tiền."
    ] }),
    /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: premiumPath, children: "Thử lại" }) })
  ] }) });
}
export {
  EmployerPremiumPage,
  PaymentFailedPage,
  PaymentSuccessPage,
  PremiumPage
};
