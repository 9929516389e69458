import { describe, expect, it } from 'vitest';
import { previewText, renderAnswer } from './markdown';

describe('renderAnswer', () => {
  it('renders the markdown of an answer with same-site job links', () => {
    const html = renderAnswer('**Kết quả**\n\n- [Lập trình viên React](/job/12) — Hà Nội\n- Lương: *20 triệu*');
    expect(html).toContain('<strong>Kết quả</strong>');
    expect(html).toContain('<li><a href="/job/12">Lập trình viên React</a> — Hà Nội</li>');
    expect(html).toContain('<em>20 triệu</em>');
  });

  it('keeps no script, handler, image or foreign link', () => {
    const html = renderAnswer(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[bấm](javascript:alert(3))',
        '[ngoài](https://evil.example/)',
        '[giao thức](//evil.example/)',
        '<a href="/job/1" onclick="alert(4)">việc</a>',
        '<iframe src="https://evil.example"></iframe>',
        '![ảnh](https://tracker.example/p.png)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<img|<iframe|onerror|onclick|javascript:|evil\.example|tracker/i);
    expect(html).toContain('<a href="/job/1">việc</a>');
    expect(html).toContain('bấm');
    expect(html).toContain('ngoài');
  });

  // #24 finding 3: the link test ran before entities were decoded.
  it.each([
    ['a hex-encoded second slash', '[a](/&#x2F;evil.example)'],
    ['a decimal-encoded second slash', '[a](/&#47;evil.example)'],
    ['a named second slash', '[a](/&sol;evil.example)'],
    ['an encoded backslash in raw HTML', '<a href="/&#92;evil.example">a</a>'],
    ['a hex-encoded backslash in raw HTML', '<a href="/&#x5c;evil.example">a</a>'],
    ['a backslash in raw HTML', '<a href="/\\evil.example">a</a>'],
    ['a percent-encoded second slash', '[a](/%2Fevil.example)'],
    ['a percent-encoded backslash', '<a href="/%5Cevil.example">a</a>'],
    ['a tab inside the scheme', '<a href="java&#9;script:alert(1)">a</a>'],
    ['a newline inside the scheme', '<a href="java&#10;script:alert(1)">a</a>'],
    ['a raw tab between the slashes', '<a href="/\t/evil.example">a</a>'],
    ['an encoded newline between the slashes', '<a href="/&NewLine;/evil.example">a</a>'],
    ['an entity-encoded scheme', '<a href="&#106;avascript:alert(1)">a</a>'],
    ['leading spaces before a protocol-relative link', '<a href="  //evil.example">a</a>'],
  ])('drops a link that decodes to another site: %s', (_name, source) => {
    expect(renderAnswer(source)).not.toMatch(/href|evil\.example|script:/);
  });

  it('keeps a same-site link with encoded characters, written back as the browser reads it', () => {
    expect(renderAnswer('<a href="/job&#x2F;12?a=1&amp;b=2">việc</a>')).toContain('<a href="/job/12?a=1&amp;b=2">việc</a>');
    expect(renderAnswer('[tìm](/job-search?q=k%E1%BB%B9+s%C6%B0)')).toContain('<a href="/job-search?q=k%E1%BB%B9+s%C6%B0">tìm</a>');
  });
});

describe('previewText', () => {
  it('keeps only the text of the markdown, on one line', () => {
    expect(previewText('Có **39** việc làm *mới*:\n\n1. **[Kế toán](/job/1)**: Công ty A & B')).toBe('Có 39 việc làm mới: Kế toán: Công ty A & B');
    expect(previewText('### Lương\n\n- Trung bình: **15 triệu**\n- `code` <b>đậm</b>')).toBe('Lương Trung bình: 15 triệu code đậm');
  });

  it('drops the syntax a cut preview left unfinished', () => {
    expect(previewText('Bạn đã ứng tuyển **39…')).toBe('Bạn đã ứng tuyển 39…');
    expect(previewText('1. **[Kế toán trưởng](/job/1…')).toBe('Kế toán trưởng');
  });

  it('shows no markup of a hostile message', () => {
    expect(previewText('<script>alert(1)</script><img src=x onerror="alert(2)">xin chào')).toBe('xin chào');
  });
});
