import { describe, expect, it } from 'vitest';
import { companyDistinctiveWord, companyInitial } from '../contract/company-name';
import { initials, personInitials } from './initials';

describe('initials', () => {
  it.each<[string | null | undefined, 1 | 2 | undefined, string]>([
    ['công ty ABC', undefined, 'A'],
    ['  ánh dương ', 1, 'Á'],
    ['Nguyễn Văn An', 2, 'NA'],
    ['trần thị bình', 2, 'TB'],
    ['Bình', 2, 'B'],
    ['Đặng Ánh', 2, 'ĐÁ'],
    ['𝒜lpha beta', 2, '𝒜B'],
    ['𝒜lpha beta', 1, '𝒜'],
    ['', 1, '?'],
    ['   ', 2, '?'],
    [null, 1, '?'],
    [undefined, undefined, '?'],
  ])('%j (%s letters) → %s', (name, letters, expected) => expect(initials(name, letters)).toBe(expected));
});

describe('a company’s distinctive word', () => {
  it.each<[string, string]>([
    // The seed's shape: legal form, business line, brand.
    ['Công ty TNHH Phần mềm Sao Việt', 'Sao'],
    ['Công ty Cổ phần Tập đoàn Đầu tư Xây dựng Hòa Phát', 'Hòa'],
    ['Công ty TNHH MTV Thương mại Dịch vụ Đông Á', 'Đông'],
    ['Tập đoàn Công nghệ Thông tin FPT Digital', 'FPT'],
    ['CÔNG TY CỔ PHẦN VINA TECH', 'VINA'],
    ['Công ty Cổ phần Truyền thông và Sự kiện Thành Công', 'Thành'],
    ['Công ty TNHH Giải pháp Số Apex 2', 'Apex'],
    // Names without a legal form, or with nothing but one.
    ['Zeta Labs', 'Zeta'],
    ['Công ty Cổ phần', 'Công'],
    ['', ''],
  ])('%j → %j', (name, word) => expect(companyDistinctiveWord(name)).toBe(word));

  it('gives the tile its letter, never the C of "Công ty"', () => {
    expect(companyInitial('Công ty TNHH Phần mềm Sao Việt')).toBe('S');
    expect(companyInitial('công ty tnhh mtv ánh dương')).toBe('Á');
    expect(initials('Công ty TNHH Kiểm toán Minh Long')).toBe(companyInitial('Công ty TNHH Kiểm toán Minh Long'));
  });
});

describe('personInitials', () => {
  it('gives the first and last words’ letters, or the first only', () => {
    expect(personInitials('Nguyễn Văn An')).toBe('NA');
    expect(personInitials('Nguyễn Văn An', 1)).toBe('N');
    expect(personInitials('Công ty ABC', 2)).toBe('CA');
    expect(personInitials('  ')).toBe('?');
  });
});
