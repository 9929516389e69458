import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, sanitizeHtml } from './sanitize-html';

/** Every tag of the output is a bare allowed tag: no attribute, nothing else. */
function expectOnlyBareAllowedTags(html: string): void {
  const allowed = [...ALLOWED_TAGS].join('|');
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(new RegExp(`^</?(${allowed})>$`));
  // No '<' outside those tags (escaped text only), so nothing can open a tag in the browser.
  expect(html.replace(new RegExp(`</?(${allowed})>`, 'g'), '')).not.toContain('<');
}

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
    // The split name is text, escaped: it reads '<script>alert(1)' on screen and runs nothing.
    ['drops nested tricks (text only remains)', '<scr<script>x</script>ipt>alert(1)</script>', '&lt;script&gt;alert(1)'],
    ['leaves plain text alone', 'Lương 20 triệu', 'Lương 20 triệu'],
    ['keeps the text "[removed]"', 'Đã [removed] mục', 'Đã [removed] mục'],
    ['drops nested raw-text elements whole', '<svg><script>1</script><p>in</p></svg>ok', 'ok'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('never outputs a tag outside the allow-list or any attribute', () => {
    const nasty = '<p/onload=x><img/src/onerror=x><a\nhref=x>y</a\n><math><mi xlink:href=x>z</mi></math><p =x>q';
    expectOnlyBareAllowedTags(sanitizeHtml(nasty));
  });

  it.each([
    ['javascript: link', '<a href="javascript:alert(1)">bấm</a>', 'bấm'],
    ['javascript: link with entities and case', '<a href="jav&#x09;ascript:alert(1)" HREF="JaVaScRiPt:alert(1)">bấm</a>', 'bấm'],
    ['javascript: on an allowed tag', '<p href="javascript:alert(1)" formaction="javascript:alert(1)">x</p>', '<p>x</p>'],
    ['data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>', 'd'],
    ['data: URL image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">t', 't'],
    ['on* handler on an allowed tag', '<strong onmouseover="alert(1)" ONCLICK=alert(1)>x</strong>', '<strong>x</strong>'],
    ['svg onload', '<svg onload=alert(1)>', ''],
    ['svg onload, closed, text after', '<svg/onload=alert(1)></svg>sau', 'sau'],
    ['img onerror', '<img src=x onerror=alert(1)>', ''],
    ['img onerror without quotes or spaces', '<img/src=x/onerror=alert(1)>t', 't'],
    ['style expression', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['style element with expression', '<style>p{width:expression(alert(1))}</style>x', 'x'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>x', 'x'],
    ['object data', '<object data="javascript:alert(1)"></object>x', 'x'],
    ['math href', '<math><mtext><a href="javascript:alert(1)">m</a></mtext></math>x', 'x'],
    ['template with a script inside', '<template><script>alert(1)</script></template>x', 'x'],
    ['uppercase script with a spaced end tag', '<SCRIPT>alert(1)</SCRIPT >t', 't'],
    ['unclosed comment hides the rest', 'a<!-- <script>alert(1)</script>', 'a'],
    ['malformed nesting', '<<p>>x', '&lt;<p>&gt;x'],
    ['tag in a tag', '<p<p>>', '&lt;p<p>&gt;'],
    ['unterminated allowed tag at the end', '<p>a</p', '<p>a'],
    ['unterminated tag swallowing a handler', '<p>a<b onclick=alert(1)', '<p>a<b>'],
  ])('neutralises %s', (_name, input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expectOnlyBareAllowedTags(out);
    expect(out.toLowerCase()).not.toMatch(/javascript:|data:|on\w+=|expression\(/);
  });
});
