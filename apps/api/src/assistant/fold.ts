/**
 * Vietnamese text folded for matching: no accents (đ → d), lower case, words split on anything
 * that is not a letter or digit. Questions are typed with and without accents alike.
 */
import { withoutAccents } from '@jobhub/sdk/contract';

/**
 * The text without accents, in lower case.
 * @example foldText('Hà Nội') // 'ha noi'
 */
export function foldText(text: string): string {
  return withoutAccents(text).toLowerCase();
}

/**
 * The words of a text, folded.
 * @example foldWords('Lương kế toán, Đà Nẵng?') // ['luong', 'ke', 'toan', 'da', 'nang']
 */
export function foldWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Index of the first run of `phrase` (folded words) in `words`, or -1. */
export function phraseIndex(words: readonly string[], phrase: readonly string[], from = 0): number {
  if (phrase.length === 0) return -1;
  outer: for (let i = from; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}
