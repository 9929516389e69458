import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['keeps allowed tags', '<p>Mô tả <strong>chính</strong></p><ul><li>a</li></ul>', '<p>Mô tả <strong>chính</strong></p><ul><li>a</li></ul>'],
    ['keeps every allowed tag', '<h3>a</h3><h4>b</h4><ol><li><em>c</em><b>d</b><i>e</i><u>f</u></li></ol>', '<h3>a</h3><h4>b</h4><ol><li><em>c</em><b>d</b><i>e</i><u>f</u></li></ol>'],
    ['strips attributes', '<p class="x" style="color:red" onclick="alert(1)">t</p>', '<p>t</p>'],
    ['normalises case and br', '<P>a<BR/>b<br />c</br></P>', '<p>a<br>b<br>c</p>'],
    ['drops other tags but keeps their text', '<div><a href="javascript:alert(1)">link</a><span>s</span></div>', 'links'],
    ['drops script with its content', 'a<script>alert("<p>")</script>b', 'ab'],
    ['drops style, iframe and svg with content', '<style>p{}</style><iframe src=x>in</iframe><svg><script>1</script></svg>ok', 'ok'],
    ['drops an unterminated script to the end', 'a<script>alert(1)', 'a'],
    ['drops comments and doctypes', 'a<!-- <script>x</script> -->b<!DOCTYPE html>c<?xml x?>d', 'abcd'],
    ['escapes stray angle brackets', '1 < 2 > 0 <3 <', '1 &lt; 2 &gt; 0 &lt;3 &lt;'],
    ['handles > inside quoted attributes', '<img src="x>" onerror="alert(1)">t', 't'],
    ['drops event handlers on allowed tags with odd quoting', "<p onmouseover='a>b'>x</p>", '<p>x</p>'],
    ['keeps entities as text', '&lt;script&gt; &amp; &#60;', '&lt;script&gt; &amp; &#60;'],
    ['drops nested tricks (text only remains)', '<scr<script>x</script>ipt>alert(1)</script>', 'xipt&gt;alert(1)'],
    ['leaves plain text alone', 'Lương 20 triệu', 'Lương 20 triệu'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('never outputs a tag outside the allow-list or any attribute', () => {
    const nasty = '<p/onload=x><img/src/onerror=x><a\nhref=x>y</a\n><math><mi xlink:href=x>z</mi></math><p =x>q';
    const out = sanitizeHtml(nasty);
    for (const tag of out.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?(p|br|ul|ol|li|strong|em|b|i|u|h3|h4)>$/);
  });
});
