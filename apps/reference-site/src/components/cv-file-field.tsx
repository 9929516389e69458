import { CV_ACCEPT, CV_MAX_BYTES } from '@jobhub/sdk';
import type { Ref } from 'react';
import { FieldShell } from './form-field';

const MAX_MB = CV_MAX_BYTES / (1024 * 1024);

interface CvFileFieldProps {
  error: string | undefined;
  /** The chosen file, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  /** To clear the input after an upload. */
  inputRef?: Ref<HTMLInputElement>;
}

/** 'File CV': the file input of a CV upload (applying, the CV library), with the accepted types and size. */
export function CvFileField({ error, onFile, inputRef }: CvFileFieldProps) {
  return (
    <FieldShell label="File CV" required error={error} hint={`PDF hoặc DOCX, tối đa ${MAX_MB} MB`}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          ref={inputRef}
          type="file"
          name="cv"
          className="input cand-file"
          accept={CV_ACCEPT}
          required
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      )}
    </FieldShell>
  );
}

/** The progress line while a CV uploads; `id` is what the form's aria-describedby points at. */
export function CvUploadProgress({ id, text }: { id: string; text: string }) {
  return (
    <div className="cand-progress" id={id} role="status">
      <progress aria-label="Đang tải CV lên" />
      <span>{text}</span>
    </div>
  );
}
