import { jsxs, jsx } from "react/jsx-runtime";
import { useRef, useState, useReducer, useEffect } from "react";
import { Editor } from "@tiptap/core";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Italic from "@tiptap/extension-italic";
import { BulletList } from "@tiptap/extension-list/bullet-list";
import { ListItem } from "@tiptap/extension-list/item";
import { OrderedList } from "@tiptap/extension-list/ordered-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { UndoRedo } from "@tiptap/extensions/undo-redo";
const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function editorInput(value) {
  if (/<[a-z][\s\S]*>/i.test(value)) return value;
  return value.split(/\r?\n/).filter((line) => line.trim()).map((line) => `<p>${escapeText(line)}</p>`).join("");
}
function editorOutput(html) {
  const plain = html.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, "<$1$2>");
  const compact = plain.replace(/<li><p>((?:(?!<\/?p>|<\/?li>)[\s\S])*)<\/p><\/li>/g, "<li>$1</li>");
  return compact === "<p></p>" ? "" : compact;
}
const TOOLS = [
  { command: "bold", label: "In đậm", text: "B", shortcut: "Control+B" },
  { command: "italic", label: "In nghiêng", text: "I", shortcut: "Control+I" },
  { command: "bulletList", label: "Danh sách dấu chấm", text: "•", shortcut: "Control+Shift+8" },
  { command: "orderedList", label: "Danh sách đánh số", text: "1.", shortcut: "Control+Shift+7" }
];
function run(editor, command) {
  const chain = editor.chain().focus();
  if (command === "bold") chain.toggleBold().run();
  else if (command === "italic") chain.toggleItalic().run();
  else if (command === "bulletList") chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}
function RichTextEditor({ id, labelId, label, value, onChange, onBlur, describedBy, invalid, required }) {
  const mount = useRef(null);
  const [editor, setEditor] = useState(null);
  const [, refresh] = useReducer((count) => count + 1, 0);
  const latest = useRef({ onChange, onBlur, value });
  latest.current = { onChange, onBlur, value };
  useEffect(() => {
    const created = new Editor({
      element: mount.current,
      extensions: [Document, Paragraph, Text, HardBreak, Bold, Italic, BulletList, OrderedList, ListItem, UndoRedo],
      content: editorInput(latest.current.value),
      onUpdate: ({ editor: changed }) => {
        const html = editorOutput(changed.getHTML());
        latest.current.value = html;
        latest.current.onChange(html);
      },
      onTransaction: () => refresh(),
      onBlur: () => latest.current.onBlur?.()
    });
    setEditor(created);
    return () => created.destroy();
  }, []);
  useEffect(() => {
    if (!editor) return;
    const attributes = { id, role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId, class: "rte-content" };
    if (describedBy) attributes["aria-describedby"] = describedBy;
    if (invalid) attributes["aria-invalid"] = "true";
    if (required) attributes["aria-required"] = "true";
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, id, labelId, describedBy, invalid, required]);
  useEffect(() => {
    if (editor && value !== editorOutput(editor.getHTML())) editor.commands.setContent(editorInput(value), { emitUpdate: false });
  }, [editor, value]);
  return /* @__PURE__ */ jsxs("div", { className: `rte${invalid ? " rte--invalid" : ""}`, children: [
    /* @__PURE__ */ jsx("div", { className: "rte-toolbar", role: "toolbar", "aria-label": `Định dạng: ${label}`, "aria-controls": id, children: TOOLS.map((tool) => /* @__PURE__ */ jsx(
      "button",
      {
        type: "button",
        className: "rte-tool",
        "aria-label": tool.label,
        title: `${tool.label} (${tool.shortcut.replace("Control", "Ctrl")})`,
        "aria-keyshortcuts": tool.shortcut,
        "aria-pressed": editor?.isActive(tool.command) ?? false,
        disabled: !editor,
        onMouseDown: (event) => event.preventDefault(),
        onClick: () => editor && run(editor, tool.command),
        children: tool.text
      },
      tool.command
    )) }),
    /* @__PURE__ */ jsx("div", { ref: mount })
  ] });
}
export {
  RichTextEditor as default
};
