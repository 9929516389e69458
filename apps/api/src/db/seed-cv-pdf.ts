/**
 * A small, valid one-page PDF résumé for the demo applications (PDF 1.4, Helvetica, correct xref
 * offsets, so viewers open it without repair). Text is ASCII: the standard Type 1 fonts have no
 * Vietnamese glyphs, so diacritics are dropped rather than shown as garbage. No I/O here.
 */

/** 'Nguyễn Văn An' → 'Nguyen Van An' (and PDF string delimiters removed). */
export function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
}

/**
 * A one-page PDF with a title line and body lines.
 *
 * @example await writeFile('cv.pdf', demoCvPdf('Nguyễn Văn An', ['Lập trình viên Frontend', 'nguyen.van.an@example.vn']));
 */
export function demoCvPdf(title: string, lines: readonly string[]): Buffer {
  const body = lines.map((line) => `0 -22 Td (${pdfText(line)}) Tj`).join('\n');
  const stream = `BT\n/F1 22 Tf\n72 720 Td (${pdfText(title)}) Tj\n/F1 12 Tf\n0 -14 Td\n${body}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
