import { describe, expect, it } from 'vitest';
import { renderAnswer } from './markdown';

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
});
