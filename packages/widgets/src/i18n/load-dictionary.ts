import type { WidgetDictionary } from './widget-dictionary';
import type { WidgetLocale } from './widget-locale';

/**
 * The dictionary of a language other than the built-in Vietnamese, fetched on first use: a
 * separate dynamic import per language, so a page in Vietnamese never downloads the English texts.
 *
 * @param locale - 'en' (Vietnamese is built in: nothing to load)
 * @returns the dictionary, or null for Vietnamese
 * @example
 * const en = await loadDictionary('en');
 */
export async function loadDictionary(locale: WidgetLocale): Promise<WidgetDictionary | null> {
  switch (locale) {
    case 'en':
      return (await import('./en')).EN;
    default:
      return null;
  }
}
