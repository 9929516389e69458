import { companyInitial } from '../contract/company-name';

/**
 * A person's initials for a tile in place of a missing picture: the first letters of the first
 * and last words ('Nguyễn Văn An' → 'NA'), or the first letter only. Letters are taken whole, so
 * an accented or astral first character is never split; '?' when there is no name.
 *
 * @param letters - 2 (default) or 1.
 * @example personInitials('Trần Thị Bình'); // 'TB'
 */
export function personInitials(name: string | null | undefined, letters: 1 | 2 = 2): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const firstLetter = (word: string) => Array.from(word)[0]!;
  const first = firstLetter(words[0]!);
  const last = letters === 2 && words.length > 1 ? firstLetter(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase('vi');
}

/**
 * The initials shown on a tile in place of a missing picture: for a company (1 letter) the first
 * letter of its distinctive word, not of its legal form ('Công ty TNHH Sao Việt' → 'S', see
 * `companyInitial` in contract/company-name.ts, which the seeded logos use too); for a person
 * (2 letters) {@link personInitials}. Code that only shows people should call `personInitials`
 * (a bundle then leaves the company rule out).
 *
 * @param name - A company or person name.
 * @param letters - 1 (companies, default) or 2 (people).
 * @example
 * initials('Công ty TNHH Phần mềm Sao Việt'); // 'S'
 * initials('Trần Thị Bình', 2); // 'TB'
 */
export function initials(name: string | null | undefined, letters: 1 | 2 = 1): string {
  return letters === 1 ? companyInitial(name) : personInitials(name, 2);
}
