import { lazy, Suspense } from 'react';
import { FieldShell } from '../form-field';
import './rich-text.css';

/** Props of the lazily loaded editor (rich-text-editor.tsx). */
export interface RichTextEditorProps {
  /** Id of the editable area (the field's label and hint point at it). */
  id: string;
  /** Id of the field's label, which names the editable area. */
  labelId: string;
  /** The field's label (the toolbar's name). */
  label: string;
  /** Stored HTML (or plain text of older posts). */
  value: string;
  /** The HTML the API keeps: `<p>`, `<br>`, `<strong>`, `<em>`, `<ul>`/`<ol>`/`<li>`; '' when empty. */
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
}

// tiptap and ProseMirror are fetched only when a form with rich text opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Props of {@link RichTextField}. */
export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  fieldClassName?: string | undefined;
}

/**
 * A labelled rich-text field (the employer post form's description, requirements and benefits):
 * the editor loads as its own chunk, with a note in its place meanwhile.
 */
export function RichTextField({ label, value, onChange, onBlur, error, hint, required, fieldClassName }: RichTextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={fieldClassName} focusOnLabelClick>
      {({ id, labelId, describedBy, invalid }) => (
        <Suspense
          fallback={
            <p className="rte rte--loading muted" role="status">
              Đang tải trình soạn thảo...
            </p>
          }
        >
          <RichTextEditor
            id={id}
            labelId={labelId}
            label={label}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            describedBy={describedBy}
            invalid={invalid}
            required={required}
          />
        </Suspense>
      )}
    </FieldShell>
  );
}
