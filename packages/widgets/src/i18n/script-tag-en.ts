/**
 * The English dictionary's chunk in the script-tag build (rollup.config.ts stands this module in
 * for en.ts): the SDK's English dates, amounts and counts come with the English texts, adopted
 * before `loadDictionary` hands the texts over, so that the first English render has both.
 */
import { ENGLISH_FORMS } from '@jobhub/sdk';
import { adoptEnglishForms } from './script-tag-english-forms';

export { EN } from './en';

adoptEnglishForms(ENGLISH_FORMS!);
