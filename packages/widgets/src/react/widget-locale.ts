/**
 * The languages of the widgets' texts: Vietnamese (default) and English.
 *
 * TODO(#13) SEAM(widget-look): the widgets' translations (`src/i18n`, `setWidgetLocale`) land with
 * the look-and-language branch; once merged, take this type from there (the provider then calls
 * `setWidgetLocale`, see jobhub-provider.tsx).
 */
export type WidgetLocale = 'vi' | 'en';

/** The default language of the widgets. */
export const DEFAULT_WIDGET_LOCALE: WidgetLocale = 'vi';
