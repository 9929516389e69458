import type { Translations } from '@nanostores/i18n';

/**
 * One widget's texts: the group's name (its key in dictionaries and overrides, e.g. 'jobSearch')
 * and its Vietnamese base texts (strings, or `params(...)` for texts with `{name}` values).
 */
export interface WidgetTextGroupDefinition<G extends string = string, T extends Translations = Translations> {
  readonly group: G;
  readonly vi: T;
}

/**
 * Declares one widget's texts in its own module (src/i18n/texts/), imported only by that widget's
 * code: a bundle carries the Vietnamese texts of the widgets it contains, no others.
 *
 * @param group - the group's name, as dictionaries and `overrideWidgetTexts` spell it
 * @param vi - the Vietnamese texts, the base dictionary of `@nanostores/i18n`
 * @example
 * export const PAGER_TEXTS = defineWidgetTexts('pager', { next: 'Trang sau', page: params('Trang {page}') });
 */
export function defineWidgetTexts<const G extends string, T extends Translations>(group: G, vi: T): WidgetTextGroupDefinition<G, T> {
  return { group, vi };
}
