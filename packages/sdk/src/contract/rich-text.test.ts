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
    ['a post as the editor stores it', '<p>Phát triển dịch vụ</p><ul><li>TypeScript</li><li>Node.js</li></ul><p>Lương&nbsp;tháng 13 &amp; thưởng</p>', 'Phát triển dịch vụ\n\n• TypeScript\n• Node.js\n\nLương tháng 13 & thưởng'],
    ['line breaks inside a paragraph', '<p>Dòng 1<br>Dòng 2</p><p>Đoạn 2</p>', 'Dòng 1\nDòng 2\n\nĐoạn 2'],
    ['an ordered list and headings', '<h3>Yêu cầu</h3><ol><li>Một</li><li>Hai</li></ol>', 'Yêu cầu\n\n• Một\n• Hai'],
    ['source newlines inside HTML are spaces', '<p>Một\n  hai</p>\n<p>ba</p>', 'Một hai\n\nba'],
    ['an empty paragraph is nothing', '<p></p>', ''],
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
