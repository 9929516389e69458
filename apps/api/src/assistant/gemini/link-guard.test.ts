import { describe, expect, it } from 'vitest';
import { createLinkGuard } from './link-guard';

/** Streams `chunks` through a guard allowing `ids`; returns the released text and the cited ids. */
function run(chunks: string[], ids: number[]): { text: string; cited: number[] } {
  const guard = createLinkGuard(() => new Set(ids));
  const text = chunks.map((chunk) => guard.push(chunk)).join('') + guard.flush();
  return { text, cited: guard.cited() };
}

describe('createLinkGuard', () => {
  it.each([
    ['keeps links to returned jobs and cites them in order', ['Xem [A](/job/2) và [B](/job/1)\n'], [1, 2], 'Xem [A](/job/2) và [B](/job/1)\n', [2, 1]],
    ['drops the link of a job no tool returned, keeping its label', ['[Việc bịa](/job/77)\n'], [1], 'Việc bịa\n', []],
    ['checks a link split across chunks', ['1. [A](/jo', 'b/3', ')\n'], [3], '1. [A](/job/3)\n', [3]],
    ['reduces links leaving the site and images to their label', ['[Ứng tuyển](https://evil.example) ![x](/a.png) [trang](//evil.example)\n'], [], 'Ứng tuyển x trang\n', []],
    ['keeps other same-site links', ['[Tìm việc](/job-search?city=H%C3%A0%20N%E1%BB%99i)\n'], [], '[Tìm việc](/job-search?city=H%C3%A0%20N%E1%BB%99i)\n', []],
    ['replaces a bare path of an unknown job', ['Xem /job/55 nhé'], [], 'Xem tin không có trong kết quả nhé', []],
    ['keeps a bare path of a returned job', ['Xem /job/5 nhé'], [5], 'Xem /job/5 nhé', [5]],
  ])('%s', (_name, chunks, ids, text, cited) => {
    expect(run(chunks, ids)).toEqual({ text, cited });
  });

  it('releases text as it comes, holding back only a link or path not finished yet', () => {
    const guard = createLinkGuard(() => new Set([7]));
    expect(guard.push('Dòng một\nDòng ')).toBe('Dòng một\nDòng ');
    expect(guard.push('hai, xem [Kế to')).toBe('hai, xem ');
    expect(guard.push('án](/jo')).toBe('');
    expect(guard.push('b/7) và [Gấp] tin ')).toBe('[Kế toán](/job/7) và [Gấp] tin ');
    expect(guard.push('/job/7')).toBe('');
    expect(guard.push(' nhé')).toBe('/job/7 nhé');
    expect(guard.push('![ảnh')).toBe('');
    expect(guard.flush()).toBe('![ảnh');
    expect(guard.cited()).toEqual([7]);
  });
});
