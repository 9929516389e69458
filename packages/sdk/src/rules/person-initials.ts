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
