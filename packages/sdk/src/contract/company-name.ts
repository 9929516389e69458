/**
 * The letter that stands for a company on its logo tile: the first letter of the company's
 * distinctive word, not of the legal form every Vietnamese company name starts with ('Công ty
 * TNHH Phần mềm Sao Việt' → 'S', not 'C'). Shared by the SDK's `initials` (the tile shown when
 * there is no logo) and the API's seed (the logos it draws), so both show the same letter.
 */

/**
 * Words at the start of a name that say what kind of company it is rather than which one: legal
 * forms, then common business lines. Compared without accents or case (one string: it is in
 * every bundle that shows a company tile).
 */
const GENERIC_PHRASES = /* @__PURE__ */ new Set(
  ('tong cong ty|cong ty|cty|trach nhiem huu han|tnhh|mot thanh vien|mtv|hai thanh vien|co phan|cp|tmcp|tap doan|' +
    'doanh nghiep tu nhan|dntn|hop tac xa|htx|chi nhanh|van phong dai dien|ngan hang|lien doanh|cong nghe thong tin|' +
    'cong nghe|phan mem|giai phap|so|dau tu|tai chinh|chung khoan|tieu dung|truyen thong|quang cao|su kien|dich vu|' +
    'ke toan|kiem toan|tu van|thue|nhan luc|nhan su|thuong mai|phan phoi|xuat nhap khau|xay dung|kien truc|' +
    'bat dong san|giao duc|dao tao|anh ngu|duoc pham|y te|thiet bi|logistics|van tai|giao nhan|du lich|khach san|' +
    'am thuc|san xuat|co khi|dien tu|nhua|thiet ke|noi that|sang tao|luat|phap ly|khach hang|vien thong|bao hiem|va|&|-').split('|'),
);
/** Words in the longest phrase above. */
const LONGEST_PHRASE = 4;

/** Lower case, without accents or surrounding punctuation ('Cổ' → 'co', 'Đông' → 'dong'). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/^[.,;:()]+|[.,;:()]+$/g, '');
}

/** How many words a generic phrase covers at `words[start]`, or 0. */
function genericAt(words: readonly string[], start: number): number {
  for (let length = Math.min(LONGEST_PHRASE, words.length - start); length > 0; length--) {
    if (GENERIC_PHRASES.has(fold(words.slice(start, start + length).join(' ')))) return length;
  }
  return 0;
}

/**
 * The word that tells a company apart: a short name in final brackets ('… (Vinamilk)'), else the
 * first word after the leading legal form and business line, else the first word. '' for no name.
 * @example companyDistinctiveWord('Công ty TNHH Phần mềm Sao Việt') // 'Sao'
 * @example companyDistinctiveWord('Công ty Cổ phần Sữa Việt Nam (Vinamilk)') // 'Vinamilk'
 */
export function companyDistinctiveWord(name: string | null | undefined): string {
  const text = (name ?? '').normalize('NFC').trim();
  const short = /\(([^()]*\S[^()]*)\)$/.exec(text)?.[1]?.trim().split(/\s+/)[0];
  if (short) return short;
  const words = text.split(/\s+/).filter(Boolean);
  let index = 0;
  for (let covered = genericAt(words, index); covered > 0; covered = genericAt(words, index)) index += covered;
  const word = words[index]?.replace(/^[.,;:()]+/, '');
  return word || (words[0] ?? '');
}

/**
 * The company's letter for its tile or drawn logo: the first letter of its distinctive word,
 * upper case (whole, even when accented or astral); '?' when there is no name.
 * @example companyInitial('Công ty TNHH MTV Đông Á') // 'Đ'
 */
export function companyInitial(name: string | null | undefined): string {
  const word = companyDistinctiveWord(name);
  const first = Array.from(word)[0];
  return first ? first.toLocaleUpperCase('vi') : '?';
}
