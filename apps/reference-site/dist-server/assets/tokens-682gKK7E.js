import { jsx } from "react/jsx-runtime";
import { createContext, useRef, useState, useLayoutEffect } from "react";
import { createPortal } from "react-dom";
const injected = /* @__PURE__ */ new WeakMap();
function supportsAdoptedStyleSheets(root) {
  const view = root.ownerDocument.defaultView;
  return !!view && "adoptedStyleSheets" in root && typeof view.CSSStyleSheet === "function" && typeof view.CSSStyleSheet.prototype.replaceSync === "function";
}
function injectStyles(root, css, id) {
  let ids = injected.get(root);
  if (!ids) {
    ids = /* @__PURE__ */ new Set();
    injected.set(root, ids);
  }
  if (ids.has(id)) return false;
  ids.add(id);
  if (supportsAdoptedStyleSheets(root)) {
    const sheet = new root.ownerDocument.defaultView.CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    const style = root.ownerDocument.createElement("style");
    style.setAttribute("data-jh-style", id);
    style.textContent = css;
    const ours = Array.from(root.children).filter((child) => child.matches("style[data-jh-style]"));
    const last = ours[ours.length - 1];
    if (last) last.after(style);
    else root.prepend(style);
  }
  return true;
}
const ShadowRootContext = createContext(null);
const THEME_PRESETS = {
  light: {
    primary: "#0b63ce",
    primaryContrast: "#ffffff",
    text: "#1f2937",
    muted: "#5b6472",
    background: "#f5f7fa",
    surface: "#ffffff",
    border: "#d5dae1",
    danger: "#b42318",
    dangerContrast: "#ffffff",
    premium: "#b25e09",
    focus: "#0b63ce",
    colorScheme: "light"
  },
  dark: {
    primary: "#60a5fa",
    primaryContrast: "#0f172a",
    text: "#e2e8f0",
    muted: "#a3b1c6",
    background: "#0f172a",
    surface: "#1e293b",
    border: "#475569",
    danger: "#fca5a5",
    dangerContrast: "#0f172a",
    premium: "#fbbf24",
    focus: "#93c5fd",
    colorScheme: "dark"
  }
};
function resolveTheme(theme) {
  return typeof theme === "string" ? THEME_PRESETS[theme] : theme;
}
const THEME_PROPERTIES = {
  primary: "--jh-color-primary",
  primaryContrast: "--jh-color-primary-contrast",
  text: "--jh-color-text",
  muted: "--jh-color-muted",
  background: "--jh-color-background",
  surface: "--jh-color-surface",
  border: "--jh-color-border",
  danger: "--jh-color-danger",
  dangerContrast: "--jh-color-danger-contrast",
  premium: "--jh-color-premium",
  focus: "--jh-color-focus",
  radius: "--jh-radius",
  fontFamily: "--jh-font-family",
  fontSize: "--jh-font-size",
  space: "--jh-space",
  colorScheme: "--jh-color-scheme"
};
function themeToProperties(option) {
  const properties = {};
  const theme = resolveTheme(option);
  if (!theme) return properties;
  for (const key of Object.keys(THEME_PROPERTIES)) {
    const value = theme[key];
    if (value) properties[THEME_PROPERTIES[key]] = value;
  }
  return properties;
}
function ShadowHost({ css, styleId, theme, className, children }) {
  const hostRef = useRef(null);
  const [root, setRoot] = useState(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
    injectStyles(shadow, css, styleId);
    setRoot(shadow);
  }, [css, styleId]);
  return /* @__PURE__ */ jsx("div", { ref: hostRef, className, "data-jh-host": "", style: themeToProperties(theme), children: root ? createPortal(
    /* @__PURE__ */ jsx(ShadowRootContext.Provider, { value: root, children: /* @__PURE__ */ jsx("div", { className: "jh-root", children }) }),
    root
  ) : null });
}
const base = ":host{all:initial;display:block!important}:host([hidden]){display:none!important}.jh-root{all:initial;display:block;direction:ltr;box-sizing:border-box;font-family:var(--_jh-font);font-size:var(--_jh-font-size);line-height:1.5;color:var(--_jh-text);text-align:start;color-scheme:var(--jh-color-scheme, light)}.jh-root *,.jh-root *:before,.jh-root *:after{box-sizing:inherit}:where(.jh-root) :is(button,input,select){font:inherit;color:inherit}:where(.jh-root) :focus-visible{outline:2px solid var(--_jh-focus);outline-offset:2px}:where(.jh-root) a{color:var(--_jh-primary)}.jh-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}";
const tokens = '.jh-root{--_jh-primary: var(--jh-color-primary, #0b63ce);--_jh-primary-contrast: var(--jh-color-primary-contrast, #ffffff);--_jh-text: var(--jh-color-text, #1f2937);--_jh-muted: var(--jh-color-muted, #5b6472);--_jh-bg: var(--jh-color-background, #f5f7fa);--_jh-surface: var(--jh-color-surface, #ffffff);--_jh-border: var(--jh-color-border, #d5dae1);--_jh-danger: var(--jh-color-danger, #b42318);--_jh-danger-contrast: var(--jh-color-danger-contrast, #ffffff);--_jh-premium: var(--jh-color-premium, #b25e09);--_jh-focus: var(--jh-color-focus, var(--jh-color-primary, #0b63ce));--_jh-radius: var(--jh-radius, 8px);--_jh-font: var(--jh-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);--_jh-font-size: var(--jh-font-size, 15px);--_jh-space: var(--jh-space, 8px)}';
export {
  ShadowHost as S,
  base as b,
  tokens as t
};
