import { createI18n, type ComponentsJSON, type I18n } from '@nanostores/i18n';
import { atom, type ReadableAtom } from 'nanostores';
import { loadDictionary } from './load-dictionary';
import type { WidgetDictionary } from './widget-dictionary';

/** The languages of the widgets: Vietnamese (the default, built in) and English (loaded on demand). */
export type WidgetLocale = 'vi' | 'en';

const $locale = atom<WidgetLocale>('vi');

/**
 * The widgets' current language. It changes only once that language's dictionary has loaded, so
 * texts, dates and amounts always switch together.
 *
 * @example
 * const locale = useStore($widgetLocale); // 'vi' | 'en'
 */
export const $widgetLocale: ReadableAtom<WidgetLocale> = $locale;

/**
 * The `@nanostores/i18n` instance of the widgets: Vietnamese as the base locale, other languages
 * read from the dictionaries {@link setWidgetLocale} put in its cache (or loaded by `get` if a
 * component mounts first).
 */
export const widgetI18n: I18n<WidgetLocale> = createI18n($locale, {
  baseLocale: 'vi',
  get: async (code) => ((await loadDictionary(code)) ?? {}) as ComponentsJSON,
});

/**
 * A dictionary as the i18n cache holds it: the texts declared in parts (`defineWidgetTextsPart`,
 * component 'chatDock/closed') read their group's entry ('chatDock'), whenever they are defined.
 */
function withParts(dictionary: WidgetDictionary): ComponentsJSON {
  const groups = dictionary as unknown as Record<string, ComponentsJSON[string]>;
  return new Proxy(groups, {
    get: (target, name) => target[name as string] ?? (typeof name === 'string' ? target[name.split('/')[0]!] : undefined),
  }) as ComponentsJSON;
}

/** The language asked for last: a slower, older request must not win over it. */
let requested: WidgetLocale = 'vi';

/**
 * Switches every widget on the page to `locale`: mounted widgets re-render in it, without a
 * remount, as soon as its dictionary has loaded (English is fetched on first use; Vietnamese is
 * built in). The last call wins.
 *
 * @param locale - 'vi' (default) or 'en'
 * @example
 * setWidgetLocale('en');
 */
export function setWidgetLocale(locale: WidgetLocale): void {
  requested = locale;
  void loadDictionary(locale).then((dictionary) => {
    if (requested !== locale) return;
    // In the cache before the switch, so that @nanostores/i18n re-renders synchronously with it.
    if (dictionary) (widgetI18n.cache as unknown as Record<string, unknown>)[locale] = withParts(dictionary);
    $locale.set(locale);
  });
}
