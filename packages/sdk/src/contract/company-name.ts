/**
 * The letter that stands for a company on its logo tile: the first letter of the company's
 * distinctive word, not of the legal form every Vietnamese company name starts with ('Công ty
 * TNHH Phần mềm Sao Việt' → 'S', not 'C'). Shared by the SDK's `initials` (the tile shown when
 * there is no logo) and the API's seed (the logos it draws), so both show the same letter.
 */
import { withoutAccents } from './without-accents';

/**
 * Words at the start of a name that say what kind of company it is rather than which one: legal
 * forms, then common business lines; compared without accents or case. Kept short on purpose: it
 * is in every bundle that shows a company tile (the job search's script tag among them).
 */
const GENERIC_PHRASES = /* @__PURE__ */ new Set(
  ('cong ty|cty|tong|tnhh|mtv|co phan|cp|tmcp|tap doan|ngan hang|cong nghe|thong tin|phan mem|giai phap|so|dau tu|' +
    'tai chinh|chung khoan|tieu dung|truyen thong|quang cao|su kien|dich vu|ke toan|kiem toan|tu van|thue|nhan luc|' +
    'nhan su|thuong mai|phan phoi|xuat nhap khau|xay dung|kien truc|bat dong san|giao duc|dao tao|anh ngu|duoc pham|' +
    'y te|thiet bi|logistics|van tai|giao nhan|du lich|khach san|am thuc|san xuat|co khi|dien tu|nhua|thiet ke|' +
    'noi that|sang tao|luat|phap ly|khach hang|vien thong|bao hiem|va|&|-').split('|'),
);

/**
 * The word that tells a company apart: the first word after the leading legal form and business
 * line, else the first word. '' for no name.
 * @example companyDistinctiveWord('Công ty TNHH Phần mềm Sao Việt') // 'Sao'
 */
export function companyDistinctiveWord(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/);
  // Skip generic phrases of up to 3 words (the longest above), longest first.
  let index = 0;
  for (let length = 3; length > 0; ) {
    if (GENERIC_PHRASES.has(withoutAccents(words.slice(index, index + length).join(' ')).toLowerCase())) {
      index += length;
      length = 3;
    } else length--;
  }
  return words[index] ?? words[0]!;
}

/**
 * The company's letter for its tile or drawn logo: the first letter of its distinctive word,
 * upper case (whole, even when accented or astral); '?' when there is no name.
 * @example companyInitial('Công ty TNHH MTV Đông Á') // 'Đ'
 */
export function companyInitial(name: string | null | undefined): string {
  const first = Array.from(companyDistinctiveWord(name))[0];
  return first ? first.toLocaleUpperCase('vi') : '?';
}
