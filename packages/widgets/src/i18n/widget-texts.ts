import type { Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { WidgetDictionary, WidgetTextGroup } from './widget-dictionary';
import { $widgetLocale, widgetI18n, type WidgetLocale } from './widget-locale';
import type { WidgetTextGroupDefinition } from './widget-text-group';

/**
 * Texts a page puts in place of the widgets' own, per language, per widget, per key: plain
 * strings with the same `{name}` placeholders as the text they replace.
 *
 * @example
 * const texts: WidgetTextOverrides = {
 *   vi: { notificationBell: { title: 'Hộp thư' } },
 *   en: { notificationBell: { title: 'Inbox', trigger: 'Inbox, {count} unread' } },
 * };
 */
export type WidgetTextOverrides = {
  [L in WidgetLocale]?: { [G in WidgetTextGroup]?: Partial<WidgetDictionary[G]> };
};

const $overrides = atom<WidgetTextOverrides>({});

/**
 * Replaces widget texts on the whole page, per language; mounted widgets re-render at once. Each
 * call replaces the overrides of the previous one (`overrideWidgetTexts({})` removes them all).
 * Keys left out keep the widget's own text.
 *
 * @param texts - the texts to use instead, by locale, widget and key
 * @example
 * overrideWidgetTexts({ vi: { jobSearch: { noResults: 'Chưa có việc làm nào' } } });
 */
export function overrideWidgetTexts(texts: WidgetTextOverrides): void {
  $overrides.set(texts);
}

/** A `params` text of @nanostores/i18n at run time: its input and the transform applied to it. */
interface Transformed {
  transform: (locale: string, input: string, args: unknown[]) => string;
}

/** A widget's group of texts, or a part of it, as its module under texts/ declares it. */
type WidgetTextsOf<T extends Translations> = WidgetTextGroupDefinition<WidgetTextGroup, T>;

function applyOverrides(
  base: Translations,
  texts: Translations,
  own: Partial<Record<string, string>> | undefined,
  locale: WidgetLocale,
): Translations {
  if (!own) return texts;
  const result: Record<string, unknown> = { ...texts };
  const originals = base as unknown as Record<string, string | Transformed>;
  for (const [key, text] of Object.entries(own)) {
    if (typeof text !== 'string' || !(key in originals)) continue;
    const original = originals[key]!;
    // A text with values keeps its transform, fed with the page's template instead of ours.
    result[key] = typeof original === 'string' ? text : (...args: unknown[]) => original.transform(locale, text, args);
  }
  return result as Translations;
}

const stores = new Map<string, ReadableAtom<Translations>>();

/**
 * The store of one widget's texts in the current language, overrides applied. One per group (or
 * part of one, its own @nanostores/i18n component), made on first use: @nanostores/i18n wants
 * each component defined once.
 */
function widgetTextsStore<T extends Translations>({ group, vi, part }: WidgetTextsOf<T>): ReadableAtom<T> {
  const component = part === undefined ? group : `${group}/${part}`;
  let store = stores.get(component);
  if (!store) {
    const messages = widgetI18n(component, vi);
    store = computed([messages, $overrides, $widgetLocale], (texts, overrides, locale) =>
      applyOverrides(vi, texts, overrides[locale]?.[group] as Partial<Record<string, string>> | undefined, locale),
    );
    stores.set(component, store);
  }
  return store as ReadableAtom<T>;
}

/**
 * The texts of one widget in the page's language (see `setWidgetLocale`), with the page's
 * overrides; the component re-renders when either changes. The widget passes its own group
 * (src/i18n/texts/), so its Vietnamese texts travel with its code and nowhere else.
 *
 * @param definition - the widget's texts, e.g. NOTIFICATION_BELL_TEXTS
 * @example
 * const t = useWidgetTexts(NOTIFICATION_BELL_TEXTS);
 * <button aria-label={t.trigger({ count: unread })}>…</button>
 */
export function useWidgetTexts<T extends Translations>(definition: WidgetTextsOf<T>): T {
  return useStore(widgetTextsStore(definition));
}
