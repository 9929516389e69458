import { describe, expect, it } from 'vitest';
import { richTextToPlain } from './rich-text';

describe('richTextToPlain', () => {
  it.each([
    ['empty', null, ''],
    ['plain text keeps its line breaks', 'Dòng 1\r\nDòng 2\n\nĐoạn 2', 'Dòng 1\nDòng 2\n\nĐoạn 2'],
    ['plain text with a lone < is not treated as HTML', 'Lương < 10 triệu & thưởng', 'Lương < 10 triệu & thưởng'],
    ['paragraphs become blank-line separated', '<p>Một</p>\n<p>Hai</p>', 'Một\n\nHai'],
    ['br becomes a newline', 'A<br>B<br/>C', 'A\nB\nC'],
    ['list items become bullets', '<ul><li>Viết mã</li><li>Review</li></ul><p>Hết</p>', '• Viết mã\n• Review\n\nHết'],
    ['inline tags are dropped', '<p>Phát triển <strong>API</strong> <em>nhanh</em></p>', 'Phát triển API nhanh'],
    ['entities are decoded once', '<p>A &amp; B &lt;tag&gt; &#7871; &#x1EBF; &amp;lt;</p>', 'A & B <tag> ế ế &lt;'],
    ['scripts, styles and comments vanish with their content', '<p>Hi</p><script>alert(1)</script><style>p{}</style><!-- x -->', 'Hi'],
    ['attributes never survive', '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bấm</a>', 'bấm'],
    ['invalid numeric entities stay as written', '<p>&#0; &#xD800;</p>', '&#0; &#xD800;'],
    ['a < that opens no tag stays text', '<p>Lương < 10 triệu > 5</p>', 'Lương < 10 triệu > 5'],
    ['an unclosed script hides the rest', '<p>Hi</p><script>alert(1)', 'Hi'],
    ['nested dropped elements go whole', '<template><script>alert(1)</script><p>x</p></template><p>sau</p>', 'sau'],
  ])('%s', (_name, input, expected) => {
    expect(richTextToPlain(input)).toBe(expected);
  });

  it.each([
    ['javascript: link', '<a href="javascript:alert(1)">bấm</a>', 'bấm'],
    ['data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD4=">dữ liệu</a>', 'dữ liệu'],
    ['on* handler', '<p onclick="alert(1)" ONMOUSEOVER=alert(1)>x</p>', 'x'],
    ['svg onload', '<svg onload=alert(1)></svg>sau', 'sau'],
    ['img onerror', '<img src=x onerror=alert(1)>sau', 'sau'],
    ['style expression', '<p style="width:expression(alert(1))">x</p><style>p{width:expression(alert(1))}</style>', 'x'],
    ['malformed nesting', '<<p>>x', '<>x'],
    ['unterminated tag', '<p>a<b onclick=alert(1)', 'a'],
  ])('leaves only text of %s', (_name, input, expected) => {
    expect(richTextToPlain(input)).toBe(expected);
  });
});
