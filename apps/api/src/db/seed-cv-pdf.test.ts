import { describe, expect, it } from 'vitest';
import { sniffKind } from '../repositories/files';
import { demoCvPdf, pdfText } from './seed-cv-pdf';

describe('demo CV PDF', () => {
  it('drops Vietnamese diacritics and PDF string delimiters', () => {
    expect(pdfText('Đặng Quốc Huy (ứng viên) \\ đây')).toBe('Dang Quoc Huy ung vien  day');
  });

  it('is a PDF whose cross-reference table points at each object and whose stream length is exact', () => {
    const pdf = demoCvPdf('Nguyễn Văn An', ['Lập trình viên Frontend', 'candidate@jobhub.local']);
    const text = pdf.toString('latin1');
    expect(sniffKind(pdf)).toBe('pdf');
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
    const [, length, body] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(Buffer.byteLength(body!, 'latin1')).toBe(Number(length));
    expect(body).toContain('(Nguyen Van An) Tj');
  });
});
