import type { Translations } from '@nanostores/i18n';

/**
 * One widget's texts: the group's name (its key in dictionaries and overrides, e.g. 'jobSearch')
 * and its Vietnamese base texts (strings, or `params(...)` for texts with `{name}` values).
 */
export interface WidgetTextGroupDefinition<G extends string = string, T extends Translations = Translations> {
  readonly group: G;
  readonly vi: T;
  /**
   * The part of the group these texts are, for a widget that shows some of its texts first and the
   * rest with a part loaded later ({@link defineWidgetTextsPart}); none for the whole group.
   */
  readonly part?: string;
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

/**
 * Declares the texts a widget shows before the rest of it loads (the closed chat dock, the job
 * search without its filter panel), in their own module: the first bundle then carries these
 * Vietnamese texts only, and the whole group (`defineWidgetTexts`, spreading these) comes with the
 * part loaded later. Dictionaries and `overrideWidgetTexts` know the group only: the part reads its
 * keys of them.
 *
 * @param group - the group's name, as dictionaries and `overrideWidgetTexts` spell it
 * @param part - the part's name, unique in the group ('closed', 'page')
 * @param vi - the part's Vietnamese texts, a subset of the group's
 * @example
 * export const PAGER_BUTTON_TEXTS = defineWidgetTextsPart('pager', 'button', { next: 'Trang sau' });
 * export const PAGER_TEXTS = defineWidgetTexts('pager', { ...PAGER_BUTTON_TEXTS.vi, page: params('Trang {page}') });
 */
export function defineWidgetTextsPart<const G extends string, T extends Translations>(
  group: G,
  part: string,
  vi: T,
): WidgetTextGroupDefinition<G, T> {
  return { group, vi, part };
}
