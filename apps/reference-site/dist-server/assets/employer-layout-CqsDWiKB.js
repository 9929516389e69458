import { jsxs, jsx } from "react/jsx-runtime";
import { useState, useRef, useCallback, useEffect, Suspense } from "react";
import { useLocation, Link, NavLink, Outlet } from "react-router";
import { z as useLogout, B as useNotActivated, v as useFocusTrap, D as useEscapeKey, E as Logo, G as CloseIcon, A as Avatar, Q as QuietErrorBoundary, M as MenuIcon, H as LazyEmployerTopbarWidgets, I as AccountMenu, J as ActivationGate, P as PageLoading, c as useSession } from "../entry-server.js";
import { U as UnreadMessagesBadge } from "./unread-messages-yr8v5n1k.js";
import { u as useProfile } from "./use-profile-E2NF8VY7.js";
import { l as SIDEBAR_MESSAGE_BADGE_CAP } from "./sdk-realtime-DKD2-CEu.js";
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
import "./use-realtime-kit-Cs2GTrVM.js";
import "./use-resource-5qXDjFfb.js";
const SIDEBAR_LINKS = [
  { to: "/employer", label: "Tổng quan", end: true },
  { to: "/employer/profile", label: "Thông tin cá nhân" },
  { to: "/employer/company", label: "Thông tin công ty" },
  { to: "/employer/posts", label: "Tin tuyển dụng" },
  { to: "/employer/notifications", label: "Thông báo" },
  { to: "/employer/messages", label: "Tin nhắn", badge: "messages" },
  { to: "/employer/settings", label: "Cài đặt" },
  { to: "/employer/premium", label: "Premium" }
];
const MOBILE_QUERY = "(max-width: 767.98px)";
function useIsMobile() {
  const [mobile, setMobile] = useState(() => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return mobile;
}
function useFullname() {
  const session = useSession();
  const fromSession = session.status === "authenticated" ? session.user.fullname : void 0;
  const [profile] = useProfile(!fromSession);
  const fromProfile = profile.status === "ready" ? profile.data.fullname : void 0;
  return fromSession || fromProfile || "Người dùng";
}
const USER_MENU_LINKS = [
  { to: "/employer/profile", label: "Thông tin cá nhân" },
  { to: "/employer/company", label: "Thông tin công ty" }
];
function EmployerLayout() {
  const name = useFullname();
  const logout = useLogout();
  const notActivated = useNotActivated();
  const onLogout = () => void logout();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarRef = useRef(null);
  const toggleRef = useRef(null);
  const { pathname, search } = useLocation();
  const drawer = mobile && drawerOpen;
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }, []);
  useEffect(() => setDrawerOpen(false), [pathname, search]);
  useFocusTrap(sidebarRef, drawer);
  useEscapeKey(drawer, closeDrawer);
  const SidebarTag = drawer ? "div" : "aside";
  return /* @__PURE__ */ jsxs("div", { className: "employer-shell", "data-layout": "employer", children: [
    /* @__PURE__ */ jsx("a", { className: "skip-link", href: "#employer-content", children: "Bỏ qua đến nội dung chính" }),
    drawer ? /* @__PURE__ */ jsx("div", { className: "overlay employer-overlay", onClick: closeDrawer, "aria-hidden": "true" }) : null,
    /* @__PURE__ */ jsxs(
      SidebarTag,
      {
        id: "employer-sidebar",
        ref: sidebarRef,
        className: `employer-sidebar${drawerOpen ? " open" : ""}`,
        "aria-label": "Thanh bên nhà tuyển dụng",
        ...drawer ? { role: "dialog", "aria-modal": true } : {},
        children: [
          /* @__PURE__ */ jsxs("div", { className: "sidebar-brand", children: [
            /* @__PURE__ */ jsx(Link, { to: "/employer", className: "logo", "aria-label": "JobHub - Nhà tuyển dụng", children: /* @__PURE__ */ jsx(Logo, {}) }),
            drawer ? /* @__PURE__ */ jsx("button", { type: "button", className: "icon-btn sidebar-close", onClick: closeDrawer, "aria-label": "Đóng menu", children: /* @__PURE__ */ jsx(CloseIcon, {}) }) : null
          ] }),
          /* @__PURE__ */ jsxs("div", { className: "sidebar-user", children: [
            /* @__PURE__ */ jsx(Avatar, { name, letters: 2, className: "avatar" }),
            /* @__PURE__ */ jsxs("div", { children: [
              /* @__PURE__ */ jsx("strong", { children: name }),
              /* @__PURE__ */ jsx("span", { children: "Nhà tuyển dụng" })
            ] })
          ] }),
          /* @__PURE__ */ jsx("nav", { className: "sidebar-nav", "aria-label": "Điều hướng nhà tuyển dụng", children: /* @__PURE__ */ jsxs("ul", { children: [
            SIDEBAR_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(NavLink, { to: link.to, end: "end" in link ? link.end : false, className: ({ isActive }) => isActive && !link.to.includes("?") ? "active" : void 0, children: [
              /* @__PURE__ */ jsx("span", { children: link.label }),
              "badge" in link && !notActivated ? /* @__PURE__ */ jsx(QuietErrorBoundary, { children: /* @__PURE__ */ jsx(Suspense, { fallback: null, children: /* @__PURE__ */ jsx(UnreadMessagesBadge, { cap: SIDEBAR_MESSAGE_BADGE_CAP }) }) }) : null
            ] }) }, link.to)),
            /* @__PURE__ */ jsx("li", { className: "sidebar-logout", children: /* @__PURE__ */ jsx("button", { type: "button", onClick: onLogout, children: "Đăng xuất" }) })
          ] }) })
        ]
      }
    ),
    /* @__PURE__ */ jsxs("div", { className: "employer-main", children: [
      /* @__PURE__ */ jsxs("header", { className: "employer-topbar", children: [
        /* @__PURE__ */ jsx(
          "button",
          {
            ref: toggleRef,
            type: "button",
            className: "icon-btn drawer-toggle",
            "aria-expanded": drawerOpen,
            "aria-controls": "employer-sidebar",
            "aria-label": drawerOpen ? "Đóng menu" : "Mở menu",
            onClick: () => setDrawerOpen((value) => !value),
            children: drawerOpen ? /* @__PURE__ */ jsx(CloseIcon, {}) : /* @__PURE__ */ jsx(MenuIcon, {})
          }
        ),
        /* @__PURE__ */ jsx("div", { className: "spacer" }),
        /* @__PURE__ */ jsx("div", { className: "header-slot", "data-slot": "employer-topbar-widgets", children: /* @__PURE__ */ jsx(LazyEmployerTopbarWidgets, {}) }),
        /* @__PURE__ */ jsx(AccountMenu, { id: "employer-user-menu", name, links: USER_MENU_LINKS, onLogout })
      ] }),
      /* @__PURE__ */ jsx("main", { id: "employer-content", className: "employer-content", tabIndex: -1, children: /* @__PURE__ */ jsx(Suspense, { fallback: /* @__PURE__ */ jsx(PageLoading, {}), children: /* @__PURE__ */ jsx(ActivationGate, { children: /* @__PURE__ */ jsx(Outlet, {}) }) }) })
    ] })
  ] });
}
export {
  EmployerLayout as default
};
