import { useStore } from "@nanostores/react";
import { atom, computed } from "nanostores";
import { createI18n } from "@nanostores/i18n";
function defineWidgetTexts(group, vi) {
  return { group, vi };
}
async function loadDictionary(locale) {
  switch (locale) {
    case "en":
      return (await import("./en-68hu8xUx.js")).EN;
    default:
      return null;
  }
}
const $locale = atom("vi");
const $widgetLocale = $locale;
const widgetI18n = createI18n($locale, {
  baseLocale: "vi",
  get: async (code) => await loadDictionary(code) ?? {}
});
const $overrides = atom({});
function applyOverrides(base, texts, own, locale) {
  if (!own) return texts;
  const result = { ...texts };
  const originals = base;
  for (const [key, text] of Object.entries(own)) {
    if (typeof text !== "string" || !(key in originals)) continue;
    const original = originals[key];
    result[key] = typeof original === "string" ? text : (...args) => original.transform(locale, text, args);
  }
  return result;
}
const stores = /* @__PURE__ */ new Map();
function widgetTextsStore({ group, vi }) {
  let store = stores.get(group);
  if (!store) {
    const messages = widgetI18n(group, vi);
    store = computed(
      [messages, $overrides, $widgetLocale],
      (texts, overrides, locale) => applyOverrides(vi, texts, overrides[locale]?.[group], locale)
    );
    stores.set(group, store);
  }
  return store;
}
function useWidgetTexts(definition) {
  return useStore(widgetTextsStore(definition));
}
export {
  $widgetLocale as $,
  defineWidgetTexts as d,
  useWidgetTexts as u
};
