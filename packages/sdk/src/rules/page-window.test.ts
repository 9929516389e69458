import { describe, expect, it } from 'vitest';
import { pageWindow, type PageWindowItem } from './page-window';

describe('pageWindow', () => {
  it.each<[number, number, PageWindowItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap-end', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'gap-end', 10]],
    [6, 12, [1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 12]],
    [7, 10, [1, 'gap-start', 5, 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap-start', 8, 9, 10]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [0, 4, [1, 2, 3, 4]],
    [99, 4, [1, 2, 3, 4]],
    [2.7, 9, [1, 2, 3, 4, 'gap-end', 9]],
    [Number.NaN, 3, [1, 2, 3]],
    [1, Number.NaN, []],
  ])('page %s of %s', (page, total, expected) => expect(pageWindow(page, total)).toEqual(expected));
});
