import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { createContext, useContext, useSyncExternalStore, useCallback, lazy, Suspense, useState, useEffect, Component, useRef, StrictMode } from "react";
import { renderToStaticMarkup, renderToPipeableStream } from "react-dom/server";
import { useNavigate, useLocation, Navigate, Outlet, Link, NavLink, useParams, createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { PassThrough, Writable } from "node:stream";
import { useStore } from "@nanostores/react";
import { O as createClient, R as createAdminApi, T as createStatisticsApi, W as createApplicantsApi, X as createEmployerPostsApi, Y as createJobsApi, Z as createEnterprisesApi, _ as createCatalogueApi, $ as createAuthApi, a0 as SUCCESS_MESSAGES, a1 as isEmployerAreaPath, a2 as LOGIN_PATH, a3 as routeGuard, a4 as tokenCheckDecision, a5 as createLogger, a6 as personInitials, a7 as companyInitial, a8 as ENTERPRISE_SORT_FIELDS, a9 as SCALES, aa as CITIES, ab as formatDate, ac as formatSalary } from "./assets/sdk-CEZq98YD.js";
import { nanoquery } from "@nanostores/query";
import { FilterXSS } from "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
function oncePer(create) {
  const values = /* @__PURE__ */ new WeakMap();
  return (key) => {
    if (values.has(key)) return values.get(key);
    const value = create(key);
    values.set(key, value);
    return value;
  };
}
function createSiteClient(options = {}) {
  const { WebSocket, ...clientOptions } = options;
  const core = createClient(clientOptions);
  return {
    ...core,
    auth: createAuthApi(core),
    catalogue: createCatalogueApi(core),
    enterprises: createEnterprisesApi(core),
    jobs: createJobsApi(core),
    /** Employer area: own posts, applicants (CVs, interviews), dashboard figures; admin moderation. */
    employerPosts: createEmployerPostsApi(core),
    applicants: createApplicantsApi(core),
    statistics: createStatisticsApi(core),
    admin: createAdminApi(core),
    /** Injected pieces for the real-time kit (see `loadRealtimeKit`). */
    realtimeOptions: { WebSocket }
  };
}
let realtimeModule = null;
const readyKit = oncePer((client) => realtimeModule.createRealtimeKit(client));
const loadRealtimeKit = oncePer(
  (client) => import("./assets/realtime-kit-Dm_bWVr4.js").then((module) => {
    realtimeModule = module;
    return readyKit(client);
  })
);
function readyRealtimeKit(client) {
  return realtimeModule ? readyKit(client) : null;
}
const ClientContext = createContext(null);
function ClientProvider({ client, children }) {
  return /* @__PURE__ */ jsx(ClientContext.Provider, { value: client, children });
}
function useClient() {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useClient() must be used inside <ClientProvider>");
  return client;
}
const SERVER_SESSION = { status: "anonymous" };
const serverSession = () => SERVER_SESSION;
function useSession() {
  return useStore(useClient().$session, { ssr: serverSession });
}
const PAGE_DATA_ELEMENT_ID = "jobhub-page-data";
function scriptJson(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function createQueryCache(client) {
  const answers = /* @__PURE__ */ new Map();
  const [createFetcherStore] = nanoquery({
    cache: answers,
    // A failed load waits for the user's 'Thử lại' instead of retrying in the background.
    onErrorRetry: false
  });
  let scope = userScope(client);
  client.$session.listen(() => {
    scope = userScope(client);
  });
  return {
    createFetcherStore,
    /** `key` in the current user's scope. */
    scopedKey: (key) => `${scope}|${key}`,
    /**
     * Forgets every cached answer of the current user, after a change they made (a save, a
     * delete, an application...): the next page to read anything asks the API again instead of
     * showing an answer the change made stale. Pages on screen keep what they show; each
     * reloads its own list after its own actions.
     */
    /**
     * Puts the answers a server-rendered page was rendered with (unscoped keys) into the cache
     * before it hydrates, so the page renders them at once, as the server did. The server renders
     * what anyone may see: for a visitor they are fresh (nothing is asked again); a signed-in
     * user's pages show them and ask again at once for the user's own view (saved, applied).
     */
    seed(entries) {
      const created = scope === "anonymous" ? Date.now() : -Infinity;
      for (const { key, data, error } of entries) answers.set(`${scope}|${key}`, { data, error, created, expires: Infinity });
    },
    forget() {
      for (const key of answers.keys()) if (key.startsWith(`${scope}|`)) answers.delete(key);
    }
  };
}
function userScope(client) {
  const session = client.$session.get();
  return session.status === "authenticated" ? `${session.user.user_id}:${session.user.role}` : "anonymous";
}
const queryCache = oncePer(createQueryCache);
function useQueryCache() {
  return queryCache(useClient());
}
function PageLoading() {
  return /* @__PURE__ */ jsx("div", { className: "loading", role: "status", children: "Đang tải..." });
}
let toastify = null;
let requested = false;
const listeners$1 = /* @__PURE__ */ new Set();
function loadToastify() {
  if (!requested) {
    requested = true;
    for (const listener of listeners$1) listener();
  }
  toastify ??= import("react-toastify");
  return toastify;
}
function show(kind, message, options) {
  void loadToastify().then(({ toast }) => toast[kind](message, options));
}
const notify = {
  success: (message, options) => show("success", message, options),
  error: (message, options) => show("error", message, options),
  warning: (message, options) => show("warning", message, options),
  info: (message, options) => show("info", message, options),
  /** A toast with a title line and a body (e.g. SPEC §9 'Tin nhắn mới'). */
  titled: (title, body, options) => show(
    "info",
    /* @__PURE__ */ jsxs("div", { className: "toast-titled", children: [
      /* @__PURE__ */ jsx("strong", { children: title }),
      /* @__PURE__ */ jsx("span", { children: body })
    ] }),
    options
  )
};
function useToasterRequested() {
  return useSyncExternalStore(
    (listener) => {
      listeners$1.add(listener);
      return () => listeners$1.delete(listener);
    },
    () => requested,
    () => requested
  );
}
const loggedOutByUser = /* @__PURE__ */ new WeakSet();
function isUserLogout(client) {
  return loggedOutByUser.has(client);
}
function clearUserLogout(client) {
  loggedOutByUser.delete(client);
}
function useLogout() {
  const client = useClient();
  const navigate = useNavigate();
  return useCallback(() => {
    loggedOutByUser.add(client);
    client.auth.logout();
    notify.success(SUCCESS_MESSAGES.logout);
    void navigate("/login", { replace: true });
  }, [client, navigate]);
}
const ActivationNotice = lazy(() => import("./assets/activation-notice-CmNsY9eE.js"));
const NEEDS_ACTIVATION = [
  /^\/(saved-jobs|my-applications|candidate\/messages|my-criteria|job-recommendations|enterprise\/statistics)\/?$/,
  /^\/notifications\/[^/]+\/?$/,
  /^\/employer\/?$/,
  /^\/employer\/(posts|cv|applications|notifications|messages)(\/.*)?$/
];
function needsActivation(pathname) {
  return NEEDS_ACTIVATION.some((pattern) => pattern.test(pathname));
}
function useNotActivated() {
  const session = useSession();
  return session.status === "authenticated" && !session.user.is_active;
}
function ActivationGate({ children }) {
  const { pathname } = useLocation();
  const notActivated = useNotActivated();
  if (!notActivated || !needsActivation(pathname)) return children;
  return /* @__PURE__ */ jsx(Suspense, { fallback: null, children: /* @__PURE__ */ jsx(ActivationNotice, {}) });
}
const subscribeToNothing = () => () => {
};
function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false
  );
}
function tokenNeedsCheck(client) {
  const token = client.http.tokens.getAccess();
  return token !== null && tokenCheckDecision(token, client.now()) !== "ok";
}
function useNavigationTokenCheck() {
  const client = useClient();
  const location = useLocation();
  const [checkedKey, setCheckedKey] = useState(null);
  useEffect(() => {
    let cancelled = false;
    void client.checkToken().finally(() => {
      if (!cancelled) setCheckedKey(location.key);
    });
    return () => {
      cancelled = true;
    };
  }, [client, location.key]);
  const hydrated = useHydrated();
  return !hydrated || checkedKey === location.key || !tokenNeedsCheck(client);
}
function RouteGuard({ meta }) {
  const client = useClient();
  const session = useSession();
  const hasEnterprise = useStore(client.enterprises.$hasEnterprise);
  const { pathname, search } = useLocation();
  const tokenPending = useHydrated() && tokenNeedsCheck(client);
  const lookupNeeded = meta.access === "auth" && session.status === "authenticated" && session.user.role === "employer" && isEmployerAreaPath(pathname) && hasEnterprise === void 0;
  const [settled, setSettled] = useState(null);
  const key = `${pathname}${search}|${session.status}|${String(hasEnterprise)}`;
  const waiting = (tokenPending || lookupNeeded) && settled !== key;
  useEffect(() => {
    if (!waiting) return;
    let cancelled = false;
    void client.guardRoute(meta, { path: pathname, search }).catch(() => null).finally(() => {
      if (!cancelled) setSettled(key);
    });
    return () => {
      cancelled = true;
    };
  }, [client, meta, pathname, search, key, waiting]);
  useEffect(() => {
    if (pathname === LOGIN_PATH) clearUserLogout(client);
  }, [client, pathname]);
  if (waiting) return /* @__PURE__ */ jsx(PageLoading, {});
  const result = routeGuard({ meta, session, path: pathname, search, hasEnterprise });
  if (result) {
    const to = session.status === "anonymous" && isUserLogout(client) && result.redirect.startsWith(`${LOGIN_PATH}?`) ? LOGIN_PATH : result.redirect;
    return /* @__PURE__ */ jsx(Navigate, { to, replace: true });
  }
  if (isEmployerAreaPath(pathname)) return /* @__PURE__ */ jsx(Outlet, {});
  return /* @__PURE__ */ jsx(ActivationGate, { children: /* @__PURE__ */ jsx(Outlet, {}) });
}
function ActivationBanner() {
  const session = useSession();
  if (session.status !== "authenticated" || session.user.is_active) return null;
  return /* @__PURE__ */ jsx("div", { className: "activation-banner", role: "status", children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
    /* @__PURE__ */ jsx("p", { children: "Tài khoản của bạn chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản." }),
    /* @__PURE__ */ jsx(Link, { to: "/activate", children: "Gửi lại mã kích hoạt" })
  ] }) });
}
const log = createLogger("jobhub-site");
class PageErrorBoundary extends Component {
  state = { error: null, key: this.props.resetKey };
  static getDerivedStateFromError(error) {
    return { error };
  }
  static getDerivedStateFromProps(props, state) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  componentDidCatch(error, info2) {
    log.error("page failed", error, info2.componentStack);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return /* @__PURE__ */ jsxs("div", { className: "container not-found", role: "alert", children: [
      /* @__PURE__ */ jsx("h1", { children: "Đã xảy ra lỗi" }),
      /* @__PURE__ */ jsx("p", { className: "muted", children: "Vui lòng tải lại trang hoặc thử lại sau." }),
      /* @__PURE__ */ jsx("a", { href: "/", className: "btn btn-primary", children: "Về trang chủ" })
    ] });
  }
}
class QuietErrorBoundary extends Component {
  state = { error: null };
  static getDerivedStateFromError(error) {
    return { error };
  }
  componentDidCatch(error, info2) {
    log.error("widget failed", error, info2.componentStack);
  }
  render() {
    return this.state.error ? null : this.props.children;
  }
}
function MenuIcon() {
  return /* @__PURE__ */ jsx("svg", { className: "icon", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M4 6h16M4 12h16M4 18h16", strokeLinecap: "round" }) });
}
function CloseIcon() {
  return /* @__PURE__ */ jsx("svg", { className: "icon", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M6 6l12 12M18 6L6 18", strokeLinecap: "round" }) });
}
function ChevronDownIcon() {
  return /* @__PURE__ */ jsx("svg", { width: "16", height: "16", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M6 9l6 6 6-6", strokeLinecap: "round", strokeLinejoin: "round" }) });
}
function Logo() {
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("span", { className: "logo-mark", "aria-hidden": "true", children: "JH" }),
    /* @__PURE__ */ jsx("span", { children: "JobHub" })
  ] });
}
function MessageIcon() {
  return /* @__PURE__ */ jsx("svg", { className: "icon", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z", strokeLinejoin: "round" }) });
}
const COLUMNS = [
  {
    title: "Liên kết nhanh",
    links: [
      { to: "/about", label: "Về JobHub" },
      { to: "/contact", label: "Liên hệ" },
      { to: "/blog", label: "Blog" },
      { to: "/companies", label: "Công ty" }
    ]
  },
  {
    title: "Dành cho người tìm việc",
    links: [
      { to: "/job-search", label: "Tìm việc làm" },
      { to: "/companies", label: "Danh sách công ty" },
      { to: "/career-advice", label: "Cẩm nang nghề nghiệp" },
      { to: "/gemini-chat", label: "JobHub AI" }
    ]
  },
  {
    title: "Dành cho nhà tuyển dụng",
    links: [
      { to: "/post-job", label: "Đăng tin tuyển dụng" },
      { to: "/pricing", label: "Bảng giá" },
      { to: "/recruitment-solutions", label: "Giải pháp tuyển dụng" },
      { to: "/employer", label: "Khu vực nhà tuyển dụng" }
    ]
  }
];
function SiteFooter() {
  const year = (/* @__PURE__ */ new Date()).getFullYear();
  return /* @__PURE__ */ jsx("footer", { className: "site-footer", children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
    /* @__PURE__ */ jsxs("div", { className: "footer-grid", children: [
      /* @__PURE__ */ jsxs("div", { className: "footer-about", children: [
        /* @__PURE__ */ jsx(Link, { to: "/", className: "logo", "aria-label": "JobHub - Trang chủ", children: /* @__PURE__ */ jsx(Logo, {}) }),
        /* @__PURE__ */ jsx("p", { children: "JobHub kết nối người tìm việc với hàng nghìn doanh nghiệp uy tín trên cả nước. Tìm việc nhanh, tuyển dụng hiệu quả." })
      ] }),
      COLUMNS.map((column) => /* @__PURE__ */ jsxs("nav", { "aria-label": column.title, children: [
        /* @__PURE__ */ jsx("h2", { children: column.title }),
        /* @__PURE__ */ jsx("ul", { children: column.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: link.to, children: link.label }) }, link.to + link.label)) })
      ] }, column.title))
    ] }),
    /* @__PURE__ */ jsx("div", { className: "footer-bottom", children: /* @__PURE__ */ jsxs("p", { children: [
      "© ",
      year,
      " JobHub. Bảo lưu mọi quyền."
    ] }) })
  ] }) });
}
const AssetBaseContext = createContext(null);
function useAssetUrl(src) {
  const base = useContext(AssetBaseContext);
  return base && src ? new URL(src, `${base}/`).href : src;
}
function PictureTile({ text, src: path, alt = "", className, size }) {
  const src = useAssetUrl(path);
  const [failed, setFailed] = useState(null);
  if (src && failed !== src) {
    return /* @__PURE__ */ jsx(
      "img",
      {
        className,
        src,
        alt,
        loading: "lazy",
        decoding: "async",
        width: size,
        height: size,
        onError: () => setFailed(src)
      }
    );
  }
  return /* @__PURE__ */ jsx("span", { className, "data-initials": "", "aria-hidden": "true", children: text });
}
function Avatar({ name, letters = 2, ...tile }) {
  return /* @__PURE__ */ jsx(PictureTile, { text: personInitials(name, letters), ...tile });
}
function CompanyLogo({ name, ...tile }) {
  return /* @__PURE__ */ jsx(PictureTile, { text: companyInitial(name), ...tile });
}
function useEscapeKey(active, onEscape) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event) => {
      if (event.key === "Escape") onEscape();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, onEscape]);
}
function useDismiss(ref, active, onDismiss) {
  useEscapeKey(active, onDismiss);
  useEffect(() => {
    if (!active) return;
    const onPointer = (event) => {
      if (ref.current && !ref.current.contains(event.target)) onDismiss();
    };
    document.addEventListener("mousedown", onPointer);
    return () => document.removeEventListener("mousedown", onPointer);
  }, [ref, active, onDismiss]);
}
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
function useFocusTrap(ref, active) {
  useEffect(() => {
    if (!active || !ref.current) return;
    const root = ref.current;
    const items = () => Array.from(root.querySelectorAll(FOCUSABLE));
    items()[0]?.focus();
    const onKey = (event) => {
      if (event.key !== "Tab") return;
      const list = items();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener("keydown", onKey);
    return () => root.removeEventListener("keydown", onKey);
  }, [ref, active]);
}
function AccountMenu({
  id,
  name,
  links,
  onLogout,
  returnFocus = false,
  closeOnNavigate = false
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef(null);
  const buttonRef = useRef(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(() => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, [returnFocus]);
  useDismiss(ref, open, dismiss);
  const { pathname } = useLocation();
  useEffect(() => {
    if (closeOnNavigate) close();
  }, [pathname, close, closeOnNavigate]);
  return /* @__PURE__ */ jsxs("div", { className: "dropdown", ref, children: [
    /* @__PURE__ */ jsxs(
      "button",
      {
        ref: buttonRef,
        type: "button",
        className: "dropdown-trigger",
        "aria-expanded": open,
        "aria-controls": id,
        "aria-label": `Tài khoản: ${name}`,
        onClick: () => setOpen((value) => !value),
        children: [
          /* @__PURE__ */ jsx(Avatar, { name, letters: 2, className: "avatar" }),
          /* @__PURE__ */ jsx("span", { className: "dropdown-name", "aria-hidden": "true", children: name }),
          /* @__PURE__ */ jsx(ChevronDownIcon, {})
        ]
      }
    ),
    open ? /* @__PURE__ */ jsxs("ul", { className: "dropdown-menu", id, children: [
      links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: link.to, onClick: close, children: link.label }) }, link.to + link.label)),
      /* @__PURE__ */ jsx("li", { className: "menu-sep-before", children: /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: "danger",
          onClick: () => {
            close();
            onLogout();
          },
          children: "Đăng xuất"
        }
      ) })
    ] }) : null
  ] });
}
const RealtimeRootChunk = lazy(() => import("./assets/realtime-root-DXOnkhOW.js"));
const HeaderWidgetsChunk = lazy(() => import("./assets/header-widgets-CeMYlGHl.js"));
const EmployerTopbarWidgetsChunk = lazy(() => import("./assets/employer-topbar-widgets-DfFZViWG.js"));
const MessageButtonChunk = lazy(() => import("./assets/message-button-48rbCNZE.js"));
function SignedInOnly({ children }) {
  const session = useSession();
  if (session.status !== "authenticated" || !session.user.is_active) return null;
  return /* @__PURE__ */ jsx(QuietErrorBoundary, { children: /* @__PURE__ */ jsx(Suspense, { fallback: null, children }) });
}
function LazyRealtimeRoot() {
  return /* @__PURE__ */ jsx(SignedInOnly, { children: /* @__PURE__ */ jsx(RealtimeRootChunk, {}) });
}
function LazyHeaderWidgets() {
  return /* @__PURE__ */ jsx(SignedInOnly, { children: /* @__PURE__ */ jsx(HeaderWidgetsChunk, {}) });
}
function LazyEmployerTopbarWidgets() {
  return /* @__PURE__ */ jsx(SignedInOnly, { children: /* @__PURE__ */ jsx(EmployerTopbarWidgetsChunk, {}) });
}
function LazyMessageButton(props) {
  return /* @__PURE__ */ jsx(SignedInOnly, { children: /* @__PURE__ */ jsx(MessageButtonChunk, { ...props }) });
}
function openNotificationBell() {
  const host = document.querySelector(".header-bell");
  host?.shadowRoot?.querySelector("button[aria-expanded]")?.click();
}
const MAIN_LINKS = [
  { to: "/job-search", label: "Tìm việc" },
  { to: "/companies", label: "Công ty" },
  { to: "/gemini-chat", label: "JobHub AI" },
  { to: "/premium", label: "Premium" }
];
const PROFILE_LINKS = [
  { to: "/profile", label: "Hồ sơ cá nhân" },
  { to: "/my-applications", label: "Việc đã ứng tuyển" },
  { to: "/saved-jobs", label: "Việc đã lưu" },
  { to: "/my-criteria", label: "Tiêu chí tìm việc" },
  { to: "/job-recommendations", label: "Việc làm gợi ý" },
  { to: "/gemini-chat", label: "JobHub AI" }
];
function MobileMenu({
  authenticated,
  messagesPath,
  onClose,
  onLogout
}) {
  const ref = useRef(null);
  useFocusTrap(ref, true);
  useEscapeKey(true, onClose);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("div", { className: "overlay mobile-only", onClick: onClose, "aria-hidden": "true" }),
    /* @__PURE__ */ jsxs("div", { className: "side-menu", id: "mobile-menu", role: "dialog", "aria-modal": "true", "aria-label": "Menu", ref, children: [
      /* @__PURE__ */ jsxs("div", { className: "side-menu-head", children: [
        /* @__PURE__ */ jsx(Link, { to: "/", className: "logo", onClick: onClose, children: /* @__PURE__ */ jsx(Logo, {}) }),
        /* @__PURE__ */ jsx("button", { type: "button", className: "icon-btn", onClick: onClose, "aria-label": "Đóng menu", children: /* @__PURE__ */ jsx(CloseIcon, {}) })
      ] }),
      /* @__PURE__ */ jsxs("nav", { "aria-label": "Menu di động", children: [
        /* @__PURE__ */ jsx("ul", { children: MAIN_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: link.to, onClick: onClose, children: link.label }) }, link.to)) }),
        authenticated ? /* @__PURE__ */ jsxs(Fragment, { children: [
          /* @__PURE__ */ jsx("p", { className: "side-menu-title", children: "Tài khoản" }),
          /* @__PURE__ */ jsxs("ul", { children: [
            /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(
              "button",
              {
                type: "button",
                onClick: () => {
                  onClose();
                  setTimeout(openNotificationBell, 0);
                },
                children: "Thông báo"
              }
            ) }),
            /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: messagesPath, onClick: onClose, children: "Tin nhắn" }) }),
            PROFILE_LINKS.filter((link) => link.to !== "/gemini-chat").map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: link.to, onClick: onClose, children: link.label }) }, link.to)),
            /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", { type: "button", onClick: () => {
              onClose();
              onLogout();
            }, children: "Đăng xuất" }) })
          ] })
        ] }) : /* @__PURE__ */ jsxs("ul", { children: [
          /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: "/login", onClick: onClose, children: "Đăng nhập" }) }),
          /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, { to: "/register", onClick: onClose, children: "Đăng ký" }) })
        ] })
      ] })
    ] })
  ] });
}
function SiteHeader() {
  const session = useSession();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef(null);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);
  useEffect(() => setMenuOpen(false), [pathname]);
  const user = session.status === "authenticated" ? session.user : null;
  const name = user ? user.fullname || user.username : "";
  const onLogout = () => void logout();
  return /* @__PURE__ */ jsxs("header", { className: "site-header", children: [
    /* @__PURE__ */ jsxs("div", { className: "container site-header-inner", children: [
      /* @__PURE__ */ jsx(Link, { to: "/", className: "logo", "aria-label": "JobHub - Trang chủ", children: /* @__PURE__ */ jsx(Logo, {}) }),
      /* @__PURE__ */ jsx("nav", { className: "main-nav", "aria-label": "Điều hướng chính", children: /* @__PURE__ */ jsx("ul", { children: MAIN_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, { to: link.to, children: link.label }) }, link.to)) }) }),
      /* @__PURE__ */ jsxs("div", { className: "header-actions", children: [
        user ? /* @__PURE__ */ jsxs(Fragment, { children: [
          /* @__PURE__ */ jsx("div", { className: "header-slot", "data-slot": "header-widgets", children: /* @__PURE__ */ jsx(LazyHeaderWidgets, {}) }),
          /* @__PURE__ */ jsx(Link, { to: "/premium", className: "btn btn-premium desktop-only", children: "Premium" }),
          /* @__PURE__ */ jsx("div", { className: "desktop-only", children: /* @__PURE__ */ jsx(AccountMenu, { id: "profile-menu", name, links: PROFILE_LINKS, onLogout, returnFocus: true, closeOnNavigate: true }) })
        ] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
          /* @__PURE__ */ jsx(Link, { to: "/login", className: "btn btn-ghost desktop-only", children: "Đăng nhập" }),
          /* @__PURE__ */ jsx(Link, { to: "/register", className: "btn btn-primary desktop-only", children: "Đăng ký" })
        ] }),
        /* @__PURE__ */ jsx(
          "button",
          {
            ref: toggleRef,
            type: "button",
            className: "icon-btn menu-toggle",
            "aria-expanded": menuOpen,
            "aria-controls": "mobile-menu",
            "aria-label": "Mở menu",
            onClick: () => setMenuOpen(true),
            children: /* @__PURE__ */ jsx(MenuIcon, {})
          }
        )
      ] })
    ] }),
    menuOpen ? /* @__PURE__ */ jsx(
      MobileMenu,
      {
        authenticated: Boolean(user),
        messagesPath: user?.role === "employer" ? "/employer/messages" : "/candidate/messages",
        onClose: closeMenu,
        onLogout
      }
    ) : null
  ] });
}
const listeners = /* @__PURE__ */ new Set();
function onSessionExpired(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const Toaster = lazy(() => import("./assets/toaster-CPRprByK.js"));
function hidesCandidateChrome(pathname) {
  return pathname.startsWith("/employer");
}
function LazyToaster() {
  const requested2 = useToasterRequested();
  if (!requested2) return null;
  return /* @__PURE__ */ jsx(Suspense, { fallback: null, children: /* @__PURE__ */ jsx(Toaster, {}) });
}
function SessionExpiredRedirect() {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => void navigate("/login")), [navigate]);
  return null;
}
function Page() {
  const ready = useNavigationTokenCheck();
  const { key } = useLocation();
  return /* @__PURE__ */ jsx(PageErrorBoundary, { resetKey: key, children: /* @__PURE__ */ jsx(Suspense, { fallback: /* @__PURE__ */ jsx(PageLoading, {}), children: ready ? /* @__PURE__ */ jsx(Outlet, {}) : /* @__PURE__ */ jsx(PageLoading, {}) }) });
}
function RootLayout() {
  const { pathname } = useLocation();
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    hidesCandidateChrome(pathname) ? /* @__PURE__ */ jsx(Page, {}) : /* @__PURE__ */ jsxs("div", { className: "app", children: [
      /* @__PURE__ */ jsx("a", { className: "skip-link", href: "#main-content", children: "Bỏ qua đến nội dung chính" }),
      /* @__PURE__ */ jsx(ActivationBanner, {}),
      /* @__PURE__ */ jsx(SiteHeader, {}),
      /* @__PURE__ */ jsx("main", { id: "main-content", className: "app-main", tabIndex: -1, children: /* @__PURE__ */ jsx(Page, {}) }),
      /* @__PURE__ */ jsx(SiteFooter, {})
    ] }),
    /* @__PURE__ */ jsx(SessionExpiredRedirect, {}),
    /* @__PURE__ */ jsx(LazyRealtimeRoot, {}),
    /* @__PURE__ */ jsx(LazyToaster, {})
  ] });
}
function lazyNamed(load, name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
const HomePage = lazy(() => import("./assets/home-TGRKTQAd.js"));
const JobSearchPage = lazy(() => import("./assets/job-search-BVpRV5VM.js"));
const JobDetailPage = lazy(() => import("./assets/job-detail-DmMw0pVk.js"));
const EnterprisesPage = lazy(() => import("./assets/enterprises-CGN-B8R6.js"));
const EnterpriseDetailPage = lazy(() => import("./assets/enterprise-detail-Ok7CzcUA.js"));
const LoginPage = lazy(() => import("./assets/login-D7K7XwIt.js"));
const RegisterPage = lazy(() => import("./assets/register-eG_9YnNU.js"));
const ActivatePage = lazy(() => import("./assets/activate-BdHWv5iC.js"));
const ForgotPasswordPage = lazy(() => import("./assets/forgot-password-CkgJyVIa.js"));
const ResetPasswordPage = lazy(() => import("./assets/reset-password-QymsH58o.js"));
const GoogleCallbackPage = lazy(() => import("./assets/google-callback-YQNkusNo.js"));
const SelectRolePage = lazy(() => import("./assets/select-role-DtBpDCjO.js"));
const ProfilePage = lazy(() => import("./assets/profile-NpFk_cMq.js").then((n) => n.p));
const PartnerConsentPage = lazy(() => import("./assets/partner-consent-DdOF6yct.js"));
const simple = () => import("./assets/simple-pages-DbGhZ0FO.js");
const NotFoundPage = lazyNamed(simple, "NotFoundPage");
const GeminiChatPage = lazyNamed(() => import("./assets/gemini-chat-CkhMZTTQ.js"), "GeminiChatPage");
const AdminPage = lazyNamed(() => import("./assets/admin-page-C2j6-rNJ.js"), "AdminPage");
const CvJobDetailPage = lazyNamed(() => import("./assets/application-detail-C9zqjBKg.js"), "CvJobDetailPage");
const premiumPages = () => import("./assets/premium-pages-IKa-H9kh.js");
const PremiumPage = lazyNamed(premiumPages, "PremiumPage");
const EmployerPremiumPage = lazyNamed(premiumPages, "EmployerPremiumPage");
const PaymentSuccessPage = lazyNamed(premiumPages, "PaymentSuccessPage");
const PaymentFailedPage = lazyNamed(premiumPages, "PaymentFailedPage");
const MyApplicationsPage = lazy(() => import("./assets/my-applications-CE9aHUfQ.js").then((n) => n.m));
const SavedJobsPage = lazy(() => import("./assets/saved-jobs-BGI9Pupc.js"));
const MyCriteriaPage = lazy(() => import("./assets/my-criteria-B-ekHsni.js"));
const JobRecommendationsPage = lazy(() => import("./assets/job-recommendations-Bttx9W3D.js"));
const notificationPages = () => import("./assets/employer-notifications-Db9eY0Vc.js");
const notificationDetail = () => import("./assets/notification-detail-CbJNy-sP.js");
const messagePages = () => import("./assets/messages-page-crz1kpaY.js");
const NotificationDetailPage = lazyNamed(notificationDetail, "NotificationDetailPage");
const EmployerNotificationDetailPage = lazyNamed(notificationDetail, "EmployerNotificationDetailPage");
const EmployerNotificationsPage = lazyNamed(notificationPages, "EmployerNotificationsPage");
const CandidateMessagesPage = lazyNamed(messagePages, "CandidateMessagesPage");
const EmployerMessagesPage = lazyNamed(messagePages, "EmployerMessagesPage");
const MessagesRedirect = lazyNamed(() => import("./assets/messages-redirect-BXLPaTys.js"), "MessagesRedirect");
const info = () => Promise.resolve().then(() => infoPages);
const AboutPage$1 = lazyNamed(info, "AboutPage");
const ContactPage$1 = lazyNamed(info, "ContactPage");
const BlogPage$1 = lazyNamed(info, "BlogPage");
const CareerAdvicePage$1 = lazyNamed(info, "CareerAdvicePage");
const PostJobPage$1 = lazyNamed(info, "PostJobPage");
const PricingPage$1 = lazyNamed(info, "PricingPage");
const RecruitmentSolutionsPage$1 = lazyNamed(info, "RecruitmentSolutionsPage");
const EmployerLayout = lazy(() => import("./assets/employer-layout-CqsDWiKB.js"));
const CreateEnterprisePage = lazy(() => import("./assets/create-enterprise-CtMmHVxy.js"));
const employerPages = () => import("./assets/employer-pages-D9GIeNrz.js");
const EmployerNotFoundPage = lazyNamed(employerPages, "EmployerNotFoundPage");
const EmployerDashboardPage = lazyNamed(() => import("./assets/dashboard-wv8jURd3.js"), "EmployerDashboardPage");
const company = () => import("./assets/company-BKugQdj4.js");
const CompanyPage = lazyNamed(company, "CompanyPage");
const CompanyEditPage = lazyNamed(company, "CompanyEditPage");
const EmployerPostsPage = lazyNamed(() => import("./assets/posts-B9QXGExg.js").then((n) => n.p), "EmployerPostsPage");
const postForm = () => import("./assets/post-form-g3COzDKo.js");
const PostCreatePage = lazyNamed(postForm, "PostCreatePage");
const PostEditPage = lazyNamed(postForm, "PostEditPage");
const PostDetailPage = lazyNamed(() => import("./assets/post-detail-8KZA4zwP.js"), "PostDetailPage");
const CvDetailPage = lazyNamed(() => import("./assets/cv-detail-DX5ggO15.js"), "CvDetailPage");
const profileAndApplications = () => import("./assets/profile-and-applications-zceCM5em.js");
const EmployerProfilePage = lazyNamed(profileAndApplications, "EmployerProfilePage");
const EmployerApplicationsPage = lazyNamed(profileAndApplications, "EmployerApplicationsPage");
const SettingsPage = lazyNamed(() => import("./assets/settings-Cn4TW4Q6.js"), "SettingsPage");
const EnterpriseStatisticsPage = lazyNamed(() => import("./assets/enterprise-statistics-DIklHxSm.js"), "EnterpriseStatisticsPage");
const GUEST = { access: "guest" };
const AUTH = { access: "auth" };
const CANDIDATE = { access: "auth", roles: ["candidate"] };
const EMPLOYER = { access: "auth", roles: ["employer"] };
const SELECT_ROLE = { access: "auth", roles: ["none"] };
const ADMIN = { access: "auth", roles: ["admin"] };
const STATISTICS = { access: "auth", roles: ["employer", "admin"] };
function ActivateTokenRedirect() {
  const { token = "" } = useParams();
  return /* @__PURE__ */ jsx(Navigate, { to: `/activate?token=${encodeURIComponent(token)}`, replace: true });
}
const ROUTES = [
  {
    element: /* @__PURE__ */ jsx(RootLayout, {}),
    children: [
      {
        element: /* @__PURE__ */ jsx(RouteGuard, { meta: GUEST }),
        children: [
          { index: true, id: "home", element: /* @__PURE__ */ jsx(HomePage, {}) },
          { path: "login", element: /* @__PURE__ */ jsx(LoginPage, {}) },
          { path: "register", element: /* @__PURE__ */ jsx(RegisterPage, {}) },
          { path: "activate/:email?", element: /* @__PURE__ */ jsx(ActivatePage, {}) },
          { path: "api/activate/:token", element: /* @__PURE__ */ jsx(ActivateTokenRedirect, {}) },
          { path: "forgot-password", element: /* @__PURE__ */ jsx(ForgotPasswordPage, {}) },
          { path: "reset-password/:token", element: /* @__PURE__ */ jsx(ResetPasswordPage, {}) }
        ]
      },
      // Open routes.
      { path: "enterprises", id: "enterprises", element: /* @__PURE__ */ jsx(EnterprisesPage, {}) },
      { path: "enterprises/:id", id: "enterprise", element: /* @__PURE__ */ jsx(EnterpriseDetailPage, {}) },
      { path: "companies", id: "companies", element: /* @__PURE__ */ jsx(EnterprisesPage, {}) },
      { path: "job-search", id: "job-search", element: /* @__PURE__ */ jsx(JobSearchPage, {}) },
      { path: "job/:id", id: "job", element: /* @__PURE__ */ jsx(JobDetailPage, {}) },
      { path: "gemini-chat", element: /* @__PURE__ */ jsx(GeminiChatPage, {}) },
      { path: "auth/google/callback", element: /* @__PURE__ */ jsx(GoogleCallbackPage, {}) },
      { path: "oauth/consent/:uid", element: /* @__PURE__ */ jsx(PartnerConsentPage, {}) },
      { path: "about", id: "about", element: /* @__PURE__ */ jsx(AboutPage$1, {}) },
      { path: "contact", id: "contact", element: /* @__PURE__ */ jsx(ContactPage$1, {}) },
      { path: "blog", id: "blog", element: /* @__PURE__ */ jsx(BlogPage$1, {}) },
      { path: "career-advice", id: "career-advice", element: /* @__PURE__ */ jsx(CareerAdvicePage$1, {}) },
      { path: "post-job", id: "post-job", element: /* @__PURE__ */ jsx(PostJobPage$1, {}) },
      { path: "pricing", id: "pricing", element: /* @__PURE__ */ jsx(PricingPage$1, {}) },
      { path: "recruitment-solutions", id: "recruitment-solutions", element: /* @__PURE__ */ jsx(RecruitmentSolutionsPage$1, {}) },
      // Authenticated routes.
      {
        element: /* @__PURE__ */ jsx(RouteGuard, { meta: AUTH }),
        children: [
          { path: "profile", element: /* @__PURE__ */ jsx(ProfilePage, {}) },
          { path: "premium", id: "CandidatePremium", element: /* @__PURE__ */ jsx(PremiumPage, {}) },
          { path: "payment-success", element: /* @__PURE__ */ jsx(PaymentSuccessPage, {}) },
          { path: "payment-failed", element: /* @__PURE__ */ jsx(PaymentFailedPage, {}) },
          // SPEC §2 leaves its guard open; it shows the signed-in user's own notification.
          { path: "notifications/:id", element: /* @__PURE__ */ jsx(NotificationDetailPage, {}) },
          // The 'Tin nhắn mới' toast's link (SPEC §9): redirects by role.
          { path: "messages", element: /* @__PURE__ */ jsx(MessagesRedirect, {}) }
        ]
      },
      { element: /* @__PURE__ */ jsx(RouteGuard, { meta: SELECT_ROLE }), children: [{ path: "select-role", element: /* @__PURE__ */ jsx(SelectRolePage, {}) }] },
      // Admin-only routes.
      { element: /* @__PURE__ */ jsx(RouteGuard, { meta: ADMIN }), children: [{ path: "admin", element: /* @__PURE__ */ jsx(AdminPage, {}) }] },
      { element: /* @__PURE__ */ jsx(RouteGuard, { meta: STATISTICS }), children: [{ path: "enterprise/statistics", element: /* @__PURE__ */ jsx(EnterpriseStatisticsPage, {}) }] },
      // Candidate-only routes.
      {
        element: /* @__PURE__ */ jsx(RouteGuard, { meta: CANDIDATE }),
        children: [
          { path: "my-applications", element: /* @__PURE__ */ jsx(MyApplicationsPage, {}) },
          // The candidate's own application (?cv_id=), from a 'CV viewed' notification.
          { path: "job-detail", element: /* @__PURE__ */ jsx(CvJobDetailPage, {}) },
          { path: "saved-jobs", element: /* @__PURE__ */ jsx(SavedJobsPage, {}) },
          { path: "candidate/messages", element: /* @__PURE__ */ jsx(CandidateMessagesPage, {}) },
          { path: "my-criteria", element: /* @__PURE__ */ jsx(MyCriteriaPage, {}) },
          { path: "job-recommendations", element: /* @__PURE__ */ jsx(JobRecommendationsPage, {}) }
        ]
      },
      // Employer area (no candidate header/footer: see RootLayout).
      {
        path: "employer",
        element: /* @__PURE__ */ jsx(RouteGuard, { meta: EMPLOYER }),
        children: [
          { path: "create-enterprise", element: /* @__PURE__ */ jsx(CreateEnterprisePage, {}) },
          {
            element: /* @__PURE__ */ jsx(EmployerLayout, {}),
            children: [
              { index: true, element: /* @__PURE__ */ jsx(EmployerDashboardPage, {}) },
              { path: "profile", element: /* @__PURE__ */ jsx(EmployerProfilePage, {}) },
              { path: "settings", element: /* @__PURE__ */ jsx(SettingsPage, {}) },
              { path: "company", element: /* @__PURE__ */ jsx(CompanyPage, {}) },
              { path: "company/edit", element: /* @__PURE__ */ jsx(CompanyEditPage, {}) },
              { path: "posts", element: /* @__PURE__ */ jsx(EmployerPostsPage, {}) },
              { path: "posts/create", element: /* @__PURE__ */ jsx(PostCreatePage, {}) },
              { path: "posts/:id", element: /* @__PURE__ */ jsx(PostDetailPage, {}) },
              { path: "posts/:id/edit", element: /* @__PURE__ */ jsx(PostEditPage, {}) },
              { path: "cv/:id", element: /* @__PURE__ */ jsx(CvDetailPage, {}) },
              { path: "applications", element: /* @__PURE__ */ jsx(EmployerApplicationsPage, {}) },
              { path: "notifications", element: /* @__PURE__ */ jsx(EmployerNotificationsPage, {}) },
              { path: "notifications/:id", element: /* @__PURE__ */ jsx(EmployerNotificationDetailPage, {}) },
              { path: "messages", element: /* @__PURE__ */ jsx(EmployerMessagesPage, {}) },
              { path: "premium", element: /* @__PURE__ */ jsx(EmployerPremiumPage, {}) },
              { path: "*", element: /* @__PURE__ */ jsx(EmployerNotFoundPage, {}) }
            ]
          }
        ]
      },
      { path: "*", id: "not-found", element: /* @__PURE__ */ jsx(NotFoundPage, {}) }
    ]
  }
];
const SITE_DESCRIPTION = "JobHub - nền tảng tìm việc làm và tuyển dụng hàng đầu cho người Việt.";
const DESCRIPTION_MAX = 160;
function toDescription(text) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
function HeadTags({ head }) {
  const url = head.canonical;
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("title", { children: head.title }),
    /* @__PURE__ */ jsx("meta", { name: "description", content: head.description }),
    head.noindex ? /* @__PURE__ */ jsx("meta", { name: "robots", content: "noindex" }) : null,
    url ? /* @__PURE__ */ jsx("link", { rel: "canonical", href: url }) : null,
    /* @__PURE__ */ jsx("meta", { property: "og:site_name", content: "JobHub" }),
    /* @__PURE__ */ jsx("meta", { property: "og:locale", content: "vi_VN" }),
    /* @__PURE__ */ jsx("meta", { property: "og:type", content: head.type }),
    /* @__PURE__ */ jsx("meta", { property: "og:title", content: head.title }),
    /* @__PURE__ */ jsx("meta", { property: "og:description", content: head.description }),
    url ? /* @__PURE__ */ jsx("meta", { property: "og:url", content: url }) : null,
    /* @__PURE__ */ jsx("meta", { property: "og:image", content: head.image }),
    /* @__PURE__ */ jsx("meta", { property: "og:image:width", content: "1200" }),
    /* @__PURE__ */ jsx("meta", { property: "og:image:height", content: "630" }),
    /* @__PURE__ */ jsx("meta", { name: "twitter:card", content: "summary_large_image" }),
    /* @__PURE__ */ jsx("meta", { name: "twitter:title", content: head.title }),
    /* @__PURE__ */ jsx("meta", { name: "twitter:description", content: head.description }),
    /* @__PURE__ */ jsx("meta", { name: "twitter:image", content: head.image }),
    head.jsonLd ? /* @__PURE__ */ jsx("script", { type: "application/ld+json", dangerouslySetInnerHTML: { __html: head.jsonLd } }) : null
  ] });
}
function renderHead(head) {
  return renderToStaticMarkup(/* @__PURE__ */ jsx(HeadTags, { head }));
}
const SITE_NAME = "JobHub";
function documentTitle(title) {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
function useDocumentTitle(title) {
  useEffect(() => {
    if (title === void 0) return;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
function InfoPage({ content }) {
  useDocumentTitle(content.title);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("div", { className: "hero-band", children: /* @__PURE__ */ jsxs("div", { className: "container", children: [
      /* @__PURE__ */ jsx("h1", { children: content.title }),
      /* @__PURE__ */ jsx("p", { children: content.lead })
    ] }) }),
    /* @__PURE__ */ jsx("div", { className: "container page", children: /* @__PURE__ */ jsxs("div", { className: "prose", children: [
      content.sections.map((section) => /* @__PURE__ */ jsxs("section", { children: [
        /* @__PURE__ */ jsx("h2", { children: section.heading }),
        section.body ? /* @__PURE__ */ jsx("p", { children: section.body }) : null,
        section.items ? /* @__PURE__ */ jsx("ul", { children: section.items.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item)) }) : null
      ] }, section.heading)),
      content.cta ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: content.cta.to, children: content.cta.label }) }) : null
    ] }) })
  ] });
}
const ABOUT = {
  title: "Về JobHub",
  lead: "JobHub là nền tảng kết nối người tìm việc và nhà tuyển dụng trên khắp 63 tỉnh thành Việt Nam.",
  sections: [
    {
      heading: "Sứ mệnh của chúng tôi",
      body: "Chúng tôi giúp mỗi người lao động tìm được công việc phù hợp với năng lực và mong muốn, đồng thời giúp doanh nghiệp tuyển đúng người, nhanh chóng và minh bạch."
    },
    {
      heading: "JobHub mang lại gì",
      items: [
        "Hàng nghìn tin tuyển dụng được cập nhật mỗi ngày từ các doanh nghiệp đã xác thực.",
        "Tìm kiếm thông minh theo ngành nghề, vị trí, mức lương và địa điểm.",
        "Tiêu chí tìm việc và gợi ý việc làm phù hợp với hồ sơ của bạn.",
        "JobHub AI hỗ trợ tra cứu việc làm và tư vấn nghề nghiệp."
      ]
    },
    {
      heading: "Giá trị cốt lõi",
      body: "Minh bạch trong thông tin, tôn trọng người dùng và không ngừng cải tiến sản phẩm."
    }
  ],
  cta: { to: "/job-search", label: "Khám phá việc làm" }
};
const CONTACT = {
  title: "Liên hệ",
  lead: "Đội ngũ JobHub luôn sẵn sàng hỗ trợ bạn trong giờ hành chính từ thứ Hai đến thứ Sáu.",
  sections: [
    {
      heading: "Thông tin liên hệ",
      items: [
        "Email hỗ trợ: hotro@jobhub.vn",
        "Hotline: 1900 1234 (8:00 - 17:30)",
        "Địa chỉ: Tầng 5, 123 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh"
      ]
    },
    {
      heading: "Hợp tác tuyển dụng",
      body: "Doanh nghiệp quan tâm đến các giải pháp tuyển dụng vui lòng gửi email tới doanhnghiep@jobhub.vn, chúng tôi sẽ phản hồi trong vòng một ngày làm việc."
    }
  ]
};
const BLOG = {
  title: "Blog",
  lead: "Tin tức thị trường lao động, câu chuyện nghề nghiệp và kinh nghiệm tuyển dụng từ JobHub.",
  sections: [
    {
      heading: "Bài viết nổi bật",
      items: [
        "Xu hướng tuyển dụng ngành Công nghệ thông tin năm nay",
        "5 kỹ năng mềm nhà tuyển dụng đánh giá cao nhất",
        "Làm việc từ xa: cơ hội và thách thức cho người trẻ"
      ]
    },
    {
      heading: "Sắp ra mắt",
      body: "Chuyên mục blog đang được hoàn thiện. Hãy quay lại sớm để đọc những bài viết mới nhất."
    }
  ]
};
const CAREER_ADVICE = {
  title: "Cẩm nang nghề nghiệp",
  lead: "Những lời khuyên thiết thực giúp bạn chuẩn bị hồ sơ, phỏng vấn và phát triển sự nghiệp.",
  sections: [
    {
      heading: "Viết CV ấn tượng",
      items: [
        "Trình bày ngắn gọn, rõ ràng, tối đa hai trang.",
        "Nêu thành tích cụ thể bằng con số thay vì mô tả chung chung.",
        "Điều chỉnh CV theo từng vị trí ứng tuyển."
      ]
    },
    {
      heading: "Chuẩn bị phỏng vấn",
      items: [
        "Tìm hiểu kỹ về công ty và vị trí trước buổi phỏng vấn.",
        "Chuẩn bị câu trả lời cho các câu hỏi thường gặp và ví dụ thực tế.",
        "Đặt câu hỏi cho nhà tuyển dụng để thể hiện sự quan tâm."
      ]
    }
  ],
  cta: { to: "/job-search", label: "Tìm việc ngay" }
};
const POST_JOB = {
  title: "Đăng tin tuyển dụng",
  lead: "Tiếp cận hàng nghìn ứng viên tiềm năng chỉ với vài bước đơn giản.",
  sections: [
    {
      heading: "Cách đăng tin",
      items: [
        "Đăng ký tài khoản nhà tuyển dụng.",
        "Tạo hồ sơ doanh nghiệp để được xét duyệt.",
        "Đăng tin tuyển dụng và quản lý hồ sơ ứng viên trong khu vực nhà tuyển dụng."
      ]
    },
    {
      heading: "Miễn phí để bắt đầu",
      body: "Mỗi doanh nghiệp có thể duy trì tối đa 3 tin tuyển dụng đang hoạt động miễn phí. Nâng cấp Premium để đăng nhiều tin hơn và được ưu tiên hiển thị."
    }
  ],
  cta: { to: "/register", label: "Đăng ký nhà tuyển dụng" }
};
const PRICING = {
  title: "Bảng giá",
  lead: "Các gói dịch vụ linh hoạt cho người tìm việc và nhà tuyển dụng.",
  sections: [
    {
      heading: "Dành cho người tìm việc",
      items: [
        "Gói Premium Tháng: 99.000 đ / 30 ngày",
        "Gói Premium Quý: 269.000 đ / 90 ngày",
        "Gói Premium Năm: 999.000 đ / 365 ngày",
        "Gói Sinh Viên: 79.000 đ / 30 ngày"
      ]
    },
    {
      heading: "Dành cho nhà tuyển dụng",
      items: [
        "Gói Doanh Nghiệp Starter: 199.000 đ / 30 ngày",
        "Gói Doanh Nghiệp Pro: 599.000 đ / 30 ngày",
        "Gói Chuyên Gia: 1.499.000 đ / 365 ngày"
      ]
    }
  ],
  cta: { to: "/premium", label: "Xem gói Premium" }
};
const RECRUITMENT_SOLUTIONS = {
  title: "Giải pháp tuyển dụng",
  lead: "Bộ công cụ giúp doanh nghiệp tuyển dụng hiệu quả, từ đăng tin đến phỏng vấn.",
  sections: [
    {
      heading: "Tính năng nổi bật",
      items: [
        "Quản lý tin tuyển dụng và hồ sơ ứng viên tập trung.",
        "Lên lịch phỏng vấn và thông báo tự động cho ứng viên.",
        "Nhắn tin trực tiếp với ứng viên ngay trên nền tảng.",
        "Thống kê hiệu quả tuyển dụng theo từng tháng."
      ]
    },
    {
      heading: "Ưu tiên hiển thị",
      body: "Tin tuyển dụng của doanh nghiệp Premium được ưu tiên trong kết quả tìm kiếm, giúp tiếp cận ứng viên nhanh hơn."
    }
  ],
  cta: { to: "/post-job", label: "Bắt đầu tuyển dụng" }
};
const INFO_PAGES = {
  about: ABOUT,
  contact: CONTACT,
  blog: BLOG,
  "career-advice": CAREER_ADVICE,
  "post-job": POST_JOB,
  pricing: PRICING,
  "recruitment-solutions": RECRUITMENT_SOLUTIONS
};
function AboutPage() {
  return /* @__PURE__ */ jsx(InfoPage, { content: ABOUT });
}
function ContactPage() {
  return /* @__PURE__ */ jsx(InfoPage, { content: CONTACT });
}
function BlogPage() {
  return /* @__PURE__ */ jsx(InfoPage, { content: BLOG });
}
function CareerAdvicePage() {
  return /* @__PURE__ */ jsx(InfoPage, { content: CAREER_ADVICE });
}
function PostJobPage() {
  return /* @__PURE__ */ jsx(InfoPage, { content: POST_JOB });
}
function PricingPage() {
  return /* @__PURE__ */ jsx(InfoPage, { content: PRICING });
}
function RecruitmentSolutionsPage() {
  return /* @__PURE__ */ jsx(InfoPage, { content: RECRUITMENT_SOLUTIONS });
}
const infoPages = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.defineProperty({
  __proto__: null,
  AboutPage,
  BlogPage,
  CareerAdvicePage,
  ContactPage,
  INFO_PAGES,
  PostJobPage,
  PricingPage,
  RecruitmentSolutionsPage
}, Symbol.toStringTag, { value: "Module" }));
const MAX_ID = 2147483647;
function parseRouteId(value) {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
function isNotFoundError(error) {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}
const FEATURED_JOB_COUNT = 12;
const ENTERPRISE_PAGE_SIZE = 10;
const featuredJobs = (client) => ({
  key: "featured-jobs",
  load: () => client.jobs.list({ page: 1, page_size: FEATURED_JOB_COUNT, sort: "-created_at" })
});
const premiumCompanies = (client) => ({ key: "premium-companies", load: () => client.enterprises.premium() });
const fieldCatalogue = (client) => ({ key: "fields", load: () => client.catalogue.fields() });
function notFound() {
  return Promise.reject(Object.assign(new Error("Invalid id"), { status: 404 }));
}
function routeRecord(name, rawId, load) {
  const id = parseRouteId(rawId);
  return { key: `${name}:${id ?? "invalid"}`, load: () => id === null ? notFound() : load(id) };
}
const jobDetail = (client, rawId) => routeRecord("job", rawId, (id) => client.jobs.get(id));
function isJobClosed(job, now) {
  return !job.is_active || job.deadline < formatDate(now, "iso");
}
const enterpriseDetail = (client, rawId) => routeRecord("enterprise", rawId, (id) => client.enterprises.get(id));
function pageFrom(params) {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
const enterpriseJobs = (client, enterpriseId, page) => ({
  key: `enterprise-jobs:${enterpriseId}:${page}`,
  load: () => client.jobs.byEnterprise(enterpriseId, page)
});
function oneOf(values, value) {
  return value !== null && values.includes(value) ? value : "";
}
function readEnterpriseQuery(params) {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    city: oneOf(CITIES, params.get("city")),
    field: (params.get("field") ?? "").trim().slice(0, 100),
    scale: oneOf(SCALES, params.get("scale")),
    sort_by: oneOf(ENTERPRISE_SORT_FIELDS, params.get("sort_by")) || "company_name",
    sort_order: params.get("sort_order") === "desc" ? "desc" : "asc",
    page: pageFrom(params)
  };
}
function writeEnterpriseQuery(query) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.city) params.set("city", query.city);
  if (query.field) params.set("field", query.field);
  if (query.scale) params.set("scale", query.scale);
  if (query.sort_by !== "company_name" || query.sort_order !== "asc") {
    params.set("sort_by", query.sort_by);
    params.set("sort_order", query.sort_order);
  }
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}
function hasEnterpriseFilters(query) {
  return Boolean(query.q || query.city || query.field || query.scale);
}
function enterpriseList(client, query) {
  return {
    key: `enterprises:${writeEnterpriseQuery(query).toString()}`,
    load: () => {
      const common = { page: query.page, page_size: ENTERPRISE_PAGE_SIZE, sort_by: query.sort_by, sort_order: query.sort_order };
      if (!hasEnterpriseFilters(query)) return client.enterprises.list(common);
      const search = { ...common };
      if (query.q) search.q = query.q;
      if (query.city) search.city = query.city;
      if (query.field) search.field = query.field;
      if (query.scale) search.scale = query.scale;
      return client.enterprises.search(search);
    }
  };
}
const NAMED_ENTITIES = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  bull: "•"
};
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 1114111 || code >= 55296 && code <= 57343) return match;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}
const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;
const OPENS_TAG = /^<\/?[a-z]/i;
const DROPPED_WITH_CONTENT = /* @__PURE__ */ new Set(["script", "style", "template"]);
const BLOCKS = /* @__PURE__ */ new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table", "section", "article", "ul", "ol"]);
function tagText(tag, isClosing) {
  if (tag === "br") return "\n";
  if (tag === "li") return isClosing ? "" : "\n• ";
  if (!isClosing) return "";
  if (tag === "tr") return "\n";
  return BLOCKS.has(tag) ? "\n\n" : "";
}
function htmlToText(html) {
  let dropping = null;
  const filter = new FilterXSS({
    allowCommentTag: false,
    // The result is text for React (which escapes it), so text is not HTML-escaped here.
    escapeHtml: (text) => dropping ? "" : text,
    onTag(tag, source, { isClosing }) {
      if (dropping) {
        if (isClosing && tag === dropping) dropping = null;
        return "";
      }
      if (!OPENS_TAG.test(source)) return source.startsWith("<!") || source.startsWith("<?") ? "" : source;
      if (DROPPED_WITH_CONTENT.has(tag)) {
        if (!isClosing) dropping = tag;
        return "";
      }
      return tagText(tag, isClosing === true);
    }
  });
  return filter.process(html);
}
function richTextToPlain(value) {
  if (!value) return "";
  if (!LOOKS_LIKE_HTML.test(value)) return decodeEntities(value).replace(/\r\n?/g, "\n").trim();
  const text = htmlToText(value.replace(/\r\n?/g, "\n").replace(/\s*\n\s*/g, " "));
  return decodeEntities(text).replace(/[ \t\u00a0]+\n/g, "\n").replace(/\n[ \t\u00a0]+/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}
function safeExternalUrl(value) {
  if (!value) return null;
  const trimmed = value.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
function formatScale(scale) {
  return scale ? `${scale} nhân viên` : "";
}
const EMPLOYMENT_TYPES = {
  "Toàn thời gian": "FULL_TIME",
  "Bán thời gian": "PART_TIME",
  "Làm việc từ xa": "FULL_TIME",
  "Làm việc kết hợp": "FULL_TIME",
  "Thực tập": "INTERN",
  "Hợp đồng": "CONTRACTOR"
};
const REMOTE = "Làm việc từ xa";
const VIETNAM_OFFSET = "+07:00";
const SECTIONS = [
  ["description", "Mô tả công việc"],
  ["required", "Yêu cầu ứng viên"],
  ["interest", "Quyền lợi"]
];
function origin(options) {
  return options.publicUrl.replace(/\/+$/, "");
}
function absoluteUrl(value, options) {
  if (!value) return void 0;
  try {
    const url = new URL(value, `${origin(options)}/`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : void 0;
  } catch {
    return void 0;
  }
}
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function textToHtml(text) {
  return text.split(/\n{2,}/).map((paragraph) => `<p>${paragraph.split("\n").map(escapeHtml).join("<br>")}</p>`).join("");
}
function descriptionHtml(job) {
  return SECTIONS.flatMap(([key, heading]) => {
    const text = richTextToPlain(job[key]);
    return text ? [`<h3>${heading}</h3>${textToHtml(text)}`] : [];
  }).join("");
}
function employmentType(typeWorking) {
  return EMPLOYMENT_TYPES[typeWorking] ?? "OTHER";
}
function compact(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0 && v !== null && v !== ""));
}
function address(parts) {
  return compact({
    "@type": "PostalAddress",
    streetAddress: parts.street ?? void 0,
    addressLocality: parts.locality ?? void 0,
    addressRegion: parts.region ?? void 0,
    addressCountry: "VN"
  });
}
function salary(job) {
  const min = job.salary_min !== null && job.salary_min > 0 ? job.salary_min : void 0;
  const max = job.salary_max !== null && job.salary_max > 0 ? job.salary_max : void 0;
  if (job.is_salary_negotiable || min === void 0 && max === void 0) return void 0;
  return {
    "@type": "MonetaryAmount",
    currency: "VND",
    value: compact({ "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText: "MONTH" })
  };
}
function jobPostingJsonLd(job, options) {
  const company2 = job.enterprise_detail;
  const remote = job.type_working === REMOTE;
  return compact({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml(job),
    datePosted: job.created_at,
    validThrough: `${job.deadline}T23:59:59${VIETNAM_OFFSET}`,
    employmentType: employmentType(job.type_working),
    hiringOrganization: compact({
      "@type": "Organization",
      name: company2.company_name,
      logo: absoluteUrl(company2.logo, options),
      sameAs: safeExternalUrl(company2.link_web_site) ?? void 0
    }),
    ...remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "VN" } } : { jobLocation: { "@type": "Place", address: address({ street: job.detail_address, locality: job.district, region: job.city }) } },
    baseSalary: salary(job),
    directApply: true,
    identifier: { "@type": "PropertyValue", name: "JobHub", value: String(job.id) },
    url: `${origin(options)}/job/${job.id}`
  });
}
function organizationJsonLd(enterprise, options) {
  return compact({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: enterprise.company_name,
    url: `${origin(options)}/enterprises/${enterprise.id}`,
    logo: absoluteUrl(enterprise.logo, options),
    sameAs: safeExternalUrl(enterprise.link_web_site) ?? void 0,
    address: enterprise.address || enterprise.city ? address({ street: enterprise.address, region: enterprise.city }) : void 0,
    description: richTextToPlain(enterprise.description)
  });
}
function webSiteJsonLd(options) {
  const search = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${origin(options)}/job-search?q={search_term_string}` },
    "query-input": "required name=search_term_string"
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: "JobHub",
    url: `${origin(options)}/`,
    potentialAction: search
  };
}
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
function serializeJsonLd(data) {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
async function answer(resource) {
  try {
    return { key: resource.key, data: await resource.load() };
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
    return { key: resource.key, error: { status: 404 } };
  }
}
const defaultImage = (publicUrl) => `${publicUrl}/og/default.png`;
function plainHead(context, title, description = SITE_DESCRIPTION) {
  return {
    title: title ? documentTitle(title) : "JobHub - Tìm việc làm",
    description,
    canonical: `${context.publicUrl}${context.url.pathname}${context.url.search}`,
    type: "website",
    image: defaultImage(context.publicUrl)
  };
}
function notFoundPage(context, title, answers) {
  const head = plainHead(context, title);
  return { status: 404, answers, head: { ...head, canonical: void 0, noindex: true } };
}
function jobDescription(job) {
  const company2 = job.enterprise_detail.company_name;
  const salary2 = formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable);
  return toDescription(`${company2} tuyển ${job.title} tại ${job.city}. Lương: ${salary2}. ${richTextToPlain(job.description)}`);
}
const loadJob = async (context) => {
  const found = await answer(jobDetail(context.client, context.params.id));
  const job = found.data;
  if (!job) return notFoundPage(context, "Không tìm thấy việc làm", [found]);
  const closed = isJobClosed(job, context.now);
  const url = `${context.publicUrl}/job/${job.id}`;
  return {
    status: 200,
    answers: [found],
    head: {
      title: documentTitle(job.title),
      description: jobDescription(job),
      canonical: url,
      noindex: closed,
      type: "article",
      image: `${context.publicUrl}/og/job/${job.id}.png`,
      jsonLd: closed ? void 0 : serializeJsonLd(jobPostingJsonLd(job, { publicUrl: context.publicUrl }))
    }
  };
};
function enterpriseDescription(enterprise) {
  const about = richTextToPlain(enterprise.description);
  const place = enterprise.city ? ` tại ${enterprise.city}` : "";
  return toDescription(`${enterprise.company_name}${place}: thông tin công ty và việc làm đang tuyển trên JobHub. ${about}`);
}
const loadEnterprise = async (context) => {
  const found = await answer(enterpriseDetail(context.client, context.params.id));
  const enterprise = found.data;
  if (!enterprise) return notFoundPage(context, "Không tìm thấy công ty", [found]);
  const page = pageFrom(context.url.searchParams);
  const jobs = await answer(enterpriseJobs(context.client, enterprise.id, page));
  const url = `${context.publicUrl}/enterprises/${enterprise.id}${page > 1 ? `?page=${page}` : ""}`;
  return {
    status: 200,
    answers: [found, jobs],
    head: {
      title: documentTitle(enterprise.company_name),
      description: enterpriseDescription(enterprise),
      canonical: url,
      type: "article",
      image: defaultImage(context.publicUrl),
      jsonLd: serializeJsonLd(organizationJsonLd(enterprise, { publicUrl: context.publicUrl }))
    }
  };
};
const loadHome = async (context) => {
  const { client, publicUrl } = context;
  const answers = await Promise.all([answer(featuredJobs(client)), answer(premiumCompanies(client)), answer(fieldCatalogue(client))]);
  return {
    status: 200,
    answers,
    head: { ...plainHead(context, ""), canonical: `${publicUrl}/`, jsonLd: serializeJsonLd(webSiteJsonLd({ publicUrl })) }
  };
};
const loadEnterprises = async (context) => {
  const query = readEnterpriseQuery(context.url.searchParams);
  const answers = await Promise.all([answer(fieldCatalogue(context.client)), answer(enterpriseList(context.client, query))]);
  const search = writeEnterpriseQuery(query).toString();
  const head = plainHead(context, "Danh sách công ty", "Danh sách công ty đang tuyển dụng trên JobHub: tìm theo tên, tỉnh thành, lĩnh vực và quy mô.");
  return { status: 200, answers, head: { ...head, canonical: `${context.publicUrl}${context.url.pathname}${search ? `?${search}` : ""}` } };
};
const infoPage = (id) => async (context) => ({ status: 200, answers: [], head: plainHead(context, INFO_PAGES[id].title, toDescription(INFO_PAGES[id].lead)) });
const loadNotFound = async (context) => notFoundPage(context, "Không tìm thấy trang", []);
const PAGE_LOADERS = {
  home: loadHome,
  job: loadJob,
  enterprises: loadEnterprises,
  companies: loadEnterprises,
  enterprise: loadEnterprise,
  about: infoPage("about"),
  contact: infoPage("contact"),
  blog: infoPage("blog"),
  "career-advice": infoPage("career-advice"),
  "post-job": infoPage("post-job"),
  pricing: infoPage("pricing"),
  "recruitment-solutions": infoPage("recruitment-solutions"),
  "not-found": loadNotFound
};
const ROOT_ELEMENT = '<div id="root"></div>';
const RENDER_TIMEOUT_MS = 1e4;
function withPageLoaders(routes) {
  return routes.map((route) => {
    const load = route.id ? PAGE_LOADERS[route.id] : void 0;
    const children = route.children ? withPageLoaders(route.children) : void 0;
    const loader = load ? ({ params, request, context }) => load({ ...context, params, url: new URL(request.url) }) : void 0;
    return { ...route, ...loader ? { loader } : {}, ...children ? { children } : {} };
  });
}
function splitTemplate(template) {
  const rootAt = template.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const head = template.slice(0, rootAt).replace(/<title>[^<]*<\/title>\s*/, "").replace(/<meta name="description"[^>]*>\s*/, "");
  const headEnd = head.indexOf("</head>");
  const tail = template.slice(rootAt + ROOT_ELEMENT.length);
  const bodyEnd = tail.lastIndexOf("</body>");
  return {
    beforeHead: head.slice(0, headEnd),
    afterHead: `${head.slice(headEnd)}<div id="root">`,
    beforeData: `</div>${tail.slice(0, bodyEnd)}`,
    afterData: tail.slice(bodyEnd)
  };
}
function createPageRenderer(template) {
  const parts = splitTemplate(template);
  const handler = createStaticHandler(withPageLoaders(ROUTES));
  return async function renderPage(request, options) {
    const client = createSiteClient({ baseUrl: options.publicUrl, fetch: options.fetch, retry: false });
    const requestContext = { client, publicUrl: options.publicUrl, now: /* @__PURE__ */ new Date() };
    const context = await handler.query(request, { requestContext });
    if (context instanceof Response) return null;
    if (context.errors) throw Object.values(context.errors)[0];
    const leaf = context.matches.at(-1);
    const page = leaf ? context.loaderData[leaf.route.id] : void 0;
    if (!page) return null;
    queryCache(client).seed(page.answers);
    const router = createStaticRouter(handler.dataRoutes, context);
    const data = { answers: page.answers };
    const body = new PassThrough();
    body.write(`${parts.beforeHead}${renderHead(page.head)}${parts.afterHead}`);
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        body.write(chunk, callback);
      },
      final(callback) {
        body.end(`${parts.beforeData}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}<\/script>${parts.afterData}`);
        callback();
      }
    });
    await new Promise((resolve, reject) => {
      const stream = renderToPipeableStream(
        /* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(ClientProvider, { client, children: /* @__PURE__ */ jsx(StaticRouterProvider, { router, context, hydrate: false }) }) }),
        {
          onShellReady() {
            if (options.waitForAll) return;
            stream.pipe(sink);
            resolve();
          },
          onAllReady() {
            if (!options.waitForAll) return;
            stream.pipe(sink);
            resolve();
          },
          onShellError: reject,
          onError: (error) => options.onError?.(error)
        }
      );
      setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
    });
    return { status: page.status, body };
  };
}
export {
  Avatar as A,
  useNotActivated as B,
  CompanyLogo as C,
  useEscapeKey as D,
  Logo as E,
  FEATURED_JOB_COUNT as F,
  CloseIcon as G,
  LazyEmployerTopbarWidgets as H,
  AccountMenu as I,
  ActivationGate as J,
  MessageIcon as K,
  LazyMessageButton as L,
  MenuIcon as M,
  PageLoading as P,
  QuietErrorBoundary as Q,
  useClient as a,
  fieldCatalogue as b,
  useSession as c,
  createPageRenderer,
  formatScale as d,
  readEnterpriseQuery as e,
  featuredJobs as f,
  enterpriseList as g,
  hasEnterpriseFilters as h,
  isJobClosed as i,
  jobDetail as j,
  enterpriseDetail as k,
  pageFrom as l,
  enterpriseJobs as m,
  notify as n,
  isNotFoundError as o,
  premiumCompanies as p,
  oncePer as q,
  richTextToPlain as r,
  safeExternalUrl as s,
  useQueryCache as t,
  useDocumentTitle as u,
  useFocusTrap as v,
  writeEnterpriseQuery as w,
  loadRealtimeKit as x,
  readyRealtimeKit as y,
  useLogout as z
};
