import type { ChangeEvent } from 'react';
import { FieldShell } from '../../components/form-field';

/** A labelled single-file picker; reports the chosen file, or null when the choice is cleared. */
export function FileInput({
  label,
  accept,
  hint,
  error,
  onChange,
}: {
  label: string;
  accept: string;
  hint?: string | undefined;
  error?: string | undefined;
  onChange: (file: File | null) => void;
}) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="file"
          className="input"
          accept={accept}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </FieldShell>
  );
}
