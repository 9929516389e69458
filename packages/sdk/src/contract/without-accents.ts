/**
 * Vietnamese without its accents, case kept ('Đông Á' → 'Dong A'): how names typed any way are
 * compared (cities, catalogue names, company words, people in the chat dock) and what ASCII-only
 * fields receive (VNPay's order text, download file names).
 * @example withoutAccents('Gói Doanh Nghiệp') // 'Goi Doanh Nghiep'
 */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}
