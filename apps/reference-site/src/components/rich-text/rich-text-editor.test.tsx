import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { editorInput, editorOutput } from './rich-text-html';
import { RichTextField } from './rich-text-field';

/** The API's allow-list (apps/api/src/lib/sanitize-html.ts ALLOWED_TAGS). */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'h3', 'h4']);

function Harness({ initial, changes }: { initial: string; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Mô tả công việc"
      required
      value={value}
      onChange={(html) => {
        changes.push(html);
        setValue(html);
      }}
    />
  );
}

/** Pastes text (as a browser does: a paste event with clipboard data) at the editor's selection. */
function paste(area: HTMLElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : ''), types: ['text/plain'] } });
  act(() => void area.dispatchEvent(event));
}

describe('the rich-text field', () => {
  it('shows stored HTML formatted, edits it with the toolbar and reports the HTML the API keeps', async () => {
    const changes: string[] = [];
    render(<Harness initial="<p>Phát triển <strong>dịch vụ</strong></p><ul><li>TypeScript</li></ul>" changes={changes} />);
    const area = await screen.findByRole('textbox', { name: /^Mô tả công việc/ });
    await waitFor(() => expect(area.getAttribute('aria-labelledby')).toBeTruthy());
    // Formatted, not raw tags.
    expect(area.textContent).not.toContain('<p>');
    expect(area.querySelector('strong')?.textContent).toBe('dịch vụ');
    expect(area.querySelector('ul li')?.textContent).toBe('TypeScript');
    expect(area.getAttribute('aria-required')).toBe('true');

    const toolbar = screen.getByRole('toolbar', { name: 'Định dạng: Mô tả công việc' });
    const bold = screen.getByRole('button', { name: 'In đậm' });
    expect(toolbar.contains(bold)).toBe(true);
    expect(bold.getAttribute('aria-pressed')).toBe('false');

    // The caret starts in the first paragraph: paste a line, then make that paragraph a numbered list.
    paste(area, 'Mới: ');
    fireEvent.click(screen.getByRole('button', { name: 'Danh sách đánh số' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<ol><li>Mới: Phát triển <strong>dịch vụ</strong></li></ol><ul><li>TypeScript</li></ul>'));
    expect(screen.getByRole('button', { name: 'Danh sách đánh số' }).getAttribute('aria-pressed')).toBe('true');
    const tags = [...changes.join('').matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[0]);
    for (const tag of tags) {
      expect(tag).toMatch(/^<\/?[a-z0-9]+>$/);
      expect(ALLOWED.has(tag.replace(/[</>]/g, ''))).toBe(true);
    }
  });
});

describe('editor HTML in and out', () => {
  it('reads plain text of older posts as paragraphs, escaped', () => {
    expect(editorInput('Dòng 1\n\nDòng <2>')).toBe('<p>Dòng 1</p><p>Dòng &lt;2&gt;</p>');
    expect(editorInput('<p>Đã là HTML</p>')).toBe('<p>Đã là HTML</p>');
  });

  it('writes tags without attributes, one-paragraph list items compact, empty as empty', () => {
    expect(editorOutput('<ol start="3" type="a"><li><p>Một</p></li><li><p>Hai</p><p>Ba</p></li></ol>')).toBe('<ol><li>Một</li><li><p>Hai</p><p>Ba</p></li></ol>');
    expect(editorOutput('<p></p>')).toBe('');
    expect(editorOutput('<p>A<br class="x">B</p>')).toBe('<p>A<br>B</p>');
  });
});
