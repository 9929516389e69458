/**
 * The initials shown on a tile in place of a missing picture: the first letter of the name
 * (companies), or of its first and last words ('Nguyễn Văn An' → 'NA', people). Letters are
 * taken whole, so an accented or astral first character is never split; '?' when there is no name.
 *
 * @param name - A company or person name.
 * @param letters - 1 (default) or 2.
 * @example
 * initials('công ty ABC'); // 'C'
 * initials('Trần Thị Bình', 2); // 'TB'
 */
export function initials(name: string | null | undefined, letters: 1 | 2 = 1): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const firstLetter = (word: string) => Array.from(word)[0]!;
  const first = firstLetter(words[0]!);
  const last = letters === 2 && words.length > 1 ? firstLetter(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase('vi');
}
