/**
 * The letter that stands for a company on its logo tile: the first letter of the company's
 * distinctive word, not of the legal form every Vietnamese company name starts with ('Công ty
 * TNHH Phần mềm Sao Việt' → 'S', not 'C'). Shared by the SDK's `initials` (the tile shown when
 * there is no logo) and the API's seed (the logos it draws), so both show the same letter.
 */

/**
 * Words at the start of a name that say what kind of company it is rather than which one: legal
 * forms, then common business lines. Compared without case; longest phrase first.
 */
const GENERIC_PHRASES = [
  // legal forms
  'tổng công ty', 'công ty', 'cty', 'trách nhiệm hữu hạn', 'tnhh', 'một thành viên', 'mtv', 'hai thành viên', 'cổ phần', 'cp', 'tmcp',
  'tập đoàn', 'doanh nghiệp tư nhân', 'dntn', 'hợp tác xã', 'htx', 'chi nhánh', 'văn phòng đại diện', 'ngân hàng', 'liên doanh',
  // business lines
  'công nghệ thông tin', 'công nghệ', 'phần mềm', 'giải pháp', 'số', 'đầu tư', 'tài chính', 'chứng khoán', 'tiêu dùng',
  'truyền thông', 'quảng cáo', 'sự kiện', 'dịch vụ', 'kế toán', 'kiểm toán', 'tư vấn', 'thuế', 'nhân lực', 'nhân sự',
  'thương mại', 'phân phối', 'xuất nhập khẩu', 'xây dựng', 'kiến trúc', 'bất động sản', 'giáo dục', 'đào tạo', 'anh ngữ',
  'dược phẩm', 'y tế', 'thiết bị', 'logistics', 'vận tải', 'giao nhận', 'du lịch', 'khách sạn', 'ẩm thực', 'sản xuất',
  'cơ khí', 'điện tử', 'nhựa', 'thiết kế', 'nội thất', 'sáng tạo', 'luật', 'pháp lý', 'khách hàng', 'viễn thông', 'bảo hiểm',
  'và', '&', '-',
]
  .map((phrase) => phrase.split(' '))
  .sort((a, b) => b.length - a.length);

function bare(word: string): string {
  return word.normalize('NFC').toLocaleLowerCase('vi').replace(/^[.,;:()]+|[.,;:()]+$/g, '');
}

/** How many words a generic phrase covers at `words[start]`, or 0. */
function genericAt(words: readonly string[], start: number): number {
  const phrase = GENERIC_PHRASES.find((candidate) => candidate.every((word, offset) => bare(words[start + offset] ?? '') === word));
  return phrase?.length ?? 0;
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
  return bare(words[index] ?? '') ? words[index]!.replace(/^[.,;:()]+/, '') : (words[0] ?? '');
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
