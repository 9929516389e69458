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
  ])('%s', (_name, input, expected) => {
    expect(richTextToPlain(input)).toBe(expected);
  });
});
