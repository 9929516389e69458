import { useStore } from '@nanostores/react';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { VI } from './vi';
import type { WidgetDictionary, WidgetTextGroup } from './widget-dictionary';
import { $widgetLocale, widgetI18n, type WidgetLocale } from './widget-locale';

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

/** The texts a widget renders: strings, and functions for texts with `{name}` values. */
export type WidgetTexts<G extends WidgetTextGroup> = (typeof VI)[G];

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

function applyOverrides<G extends WidgetTextGroup>(
  group: G,
  texts: WidgetTexts<G>,
  own: Partial<Record<string, string>> | undefined,
  locale: WidgetLocale,
): WidgetTexts<G> {
  if (!own) return texts;
  const result: Record<string, unknown> = { ...texts };
  const base = VI[group] as unknown as Record<string, string | Transformed>;
  for (const [key, text] of Object.entries(own)) {
    if (typeof text !== 'string' || !(key in base)) continue;
    const original = base[key]!;
    // A text with values keeps its transform, fed with the page's template instead of ours.
    result[key] = typeof original === 'string' ? text : (...args: unknown[]) => original.transform(locale, text, args);
  }
  return result as WidgetTexts<G>;
}

const stores = new Map<WidgetTextGroup, ReadableAtom<unknown>>();

/**
 * The store of one widget's texts in the current language, overrides applied. One per group,
 * made on first use: @nanostores/i18n wants each component defined once.
 */
function widgetTextsStore<G extends WidgetTextGroup>(group: G): ReadableAtom<WidgetTexts<G>> {
  let store = stores.get(group);
  if (!store) {
    const messages = widgetI18n(group, VI[group]);
    store = computed([messages, $overrides, $widgetLocale], (texts, overrides, locale) =>
      applyOverrides(group, texts as WidgetTexts<G>, overrides[locale]?.[group] as Partial<Record<string, string>> | undefined, locale),
    );
    stores.set(group, store);
  }
  return store as ReadableAtom<WidgetTexts<G>>;
}

/**
 * The texts of one widget in the page's language (see `setWidgetLocale`), with the page's
 * overrides; the component re-renders when either changes.
 *
 * @param group - the widget, e.g. 'notificationBell'
 * @example
 * const t = useWidgetTexts('notificationBell');
 * <button aria-label={t.trigger({ count: unread })}>…</button>
 */
export function useWidgetTexts<G extends WidgetTextGroup>(group: G): WidgetTexts<G> {
  return useStore(widgetTextsStore(group));
}
