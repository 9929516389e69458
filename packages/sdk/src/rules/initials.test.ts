import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each<[string | null | undefined, 1 | 2 | undefined, string]>([
    ['công ty ABC', undefined, 'C'],
    ['  ánh dương ', 1, 'Á'],
    ['Nguyễn Văn An', 2, 'NA'],
    ['trần thị bình', 2, 'TB'],
    ['Bình', 2, 'B'],
    ['Đặng Ánh', 2, 'ĐÁ'],
    ['𝒜lpha beta', 2, '𝒜B'],
    ['', 1, '?'],
    ['   ', 2, '?'],
    [null, 1, '?'],
    [undefined, undefined, '?'],
  ])('%j (%s letters) → %s', (name, letters, expected) => expect(initials(name, letters)).toBe(expected));
});
