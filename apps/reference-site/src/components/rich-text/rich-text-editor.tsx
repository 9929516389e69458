import { useEffect, useReducer, useRef, useState } from 'react';
import { Editor } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { editorInput, editorOutput } from './rich-text-html';
import type { RichTextEditorProps } from './rich-text-field';

type Command = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const TOOLS: { command: Command; label: string; text: string; shortcut: string }[] = [
  { command: 'bold', label: 'In đậm', text: 'B', shortcut: 'Control+B' },
  { command: 'italic', label: 'In nghiêng', text: 'I', shortcut: 'Control+I' },
  { command: 'bulletList', label: 'Danh sách dấu chấm', text: '•', shortcut: 'Control+Shift+8' },
  { command: 'orderedList', label: 'Danh sách đánh số', text: '1.', shortcut: 'Control+Shift+7' },
];

function run(editor: Editor, command: Command): void {
  const chain = editor.chain().focus();
  if (command === 'bold') chain.toggleBold().run();
  else if (command === 'italic') chain.toggleItalic().run();
  else if (command === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/**
 * The post form's rich-text editor (tiptap on ProseMirror, a lazy chunk): a toolbar (bold,
 * italic, bulleted and numbered lists; each also on its keyboard shortcut) over an editable area
 * named by the field's label. It reads the stored HTML (or plain text) and reports the HTML the
 * API keeps: paragraphs, bold, italic and lists, no attributes.
 */
export default function RichTextEditor({ id, labelId, label, value, onChange, onBlur, describedBy, invalid, required }: RichTextEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const latest = useRef({ onChange, onBlur, value });
  latest.current = { onChange, onBlur, value };

  useEffect(() => {
    const created = new Editor({
      element: mount.current!,
      extensions: [Document, Paragraph, Text, HardBreak, Bold, Italic, BulletList, OrderedList, ListItem, UndoRedo],
      content: editorInput(latest.current.value),
      onUpdate: ({ editor: changed }) => {
        const html = editorOutput(changed.getHTML());
        latest.current.value = html;
        latest.current.onChange(html);
      },
      onTransaction: () => refresh(),
      onBlur: () => latest.current.onBlur?.(),
    });
    setEditor(created);
    return () => created.destroy();
  }, []);

  // The area's accessible name and state follow the field (error, hint).
  useEffect(() => {
    if (!editor) return;
    const attributes: Record<string, string> = { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'rte-content' };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, labelId, describedBy, invalid, required]);

  // A value set from outside (a reset) replaces the content.
  useEffect(() => {
    if (editor && value !== editorOutput(editor.getHTML())) editor.commands.setContent(editorInput(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div className="rte-toolbar" role="toolbar" aria-label={`Định dạng: ${label}`} aria-controls={id}>
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className="rte-tool"
            aria-label={tool.label}
            title={`${tool.label} (${tool.shortcut.replace('Control', 'Ctrl')})`}
            aria-keyshortcuts={tool.shortcut}
            aria-pressed={editor?.isActive(tool.command) ?? false}
            disabled={!editor}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && run(editor, tool.command)}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <div ref={mount} />
    </div>
  );
}
