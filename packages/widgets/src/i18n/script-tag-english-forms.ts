import type { EnglishForms } from '@jobhub/sdk';

/**
 * The SDK's English forms (rules/english-forms.ts) in the script-tag build, which stands this
 * module in for them: none until the English dictionary's chunk brings them (script-tag-en.ts),
 * so a page in Vietnamese never downloads them. Until then the SDK's rules write every language
 * in their Vietnamese forms, like the texts around them, which are Vietnamese too meanwhile.
 */
// A live binding: the SDK's rules read it at each call.
export let ENGLISH_FORMS: EnglishForms | null = null;

/** Hands the English forms to the SDK's rules (from the English dictionary's chunk). */
export function adoptEnglishForms(forms: EnglishForms): void {
  ENGLISH_FORMS = forms;
}
