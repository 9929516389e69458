import { CV_MAX_BYTES } from '../contract/applications';

/** MIME type of a DOCX file. */
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** MIME type of a PDF file. */
export const PDF_MIME = 'application/pdf';
/** What the CV file input accepts (`<input accept>`). */
export const CV_ACCEPT = `.pdf,.docx,${PDF_MIME},${DOCX_MIME}`;
/** Bytes read from the start of a CV to check its content: '%PDF-' is 5, the zip header 4. */
export const CV_SIGNATURE_BYTES = 5;

export const MSG_CV_REQUIRED = 'Vui lòng chọn file CV';
export const MSG_CV_TYPE = 'CV phải là file PDF hoặc DOCX';
export const MSG_CV_TOO_LARGE = 'File CV không được vượt quá 5 MB';
export const MSG_CV_EMPTY = 'File CV trống';
export const MSG_CV_CONTENT = 'Nội dung file không phải PDF hoặc DOCX hợp lệ';

/** What the CV check needs to know about a file (a `File` fits). */
export interface CvFileInfo {
  name?: string | undefined;
  type?: string | undefined;
  size: number;
}

/** The kind a file claims by MIME type or, when the type is blank or generic, by its extension. */
export function claimedCvKind(file: CvFileInfo): 'pdf' | 'docx' | null {
  const type = (file.type ?? '').toLowerCase();
  if (type === PDF_MIME) return 'pdf';
  if (type === DOCX_MIME) return 'docx';
  if (type !== '' && type !== 'application/octet-stream') return null;
  const name = (file.name ?? '').toLowerCase();
  if (name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.docx')) return 'docx';
  return null;
}

/** The kind the first bytes show: '%PDF-' for PDF, the zip local header 'PK\x03\x04' for DOCX. */
export function sniffCvKind(head: Uint8Array): 'pdf' | 'docx' | null {
  const starts = (bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'docx';
  return null;
}

/**
 * Why a CV file is refused before upload, or null when it may be sent (API.md: PDF or DOCX,
 * at most 5 MB, checked by content). The file type (MIME or extension) and the first bytes must
 * both say PDF, or both say DOCX (a zip).
 *
 * @param file - name, type and size of the chosen file; `undefined` when none was chosen
 * @param head - its first {@link CV_SIGNATURE_BYTES} bytes
 * @example
 * cvFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: 1000 }, bytes('%PDF-')); // null
 */
export function cvFileProblem(file: CvFileInfo | null | undefined, head: Uint8Array): string | null {
  const problem = cvFileMetaProblem(file);
  if (problem !== null || !file) return problem ?? MSG_CV_REQUIRED;
  return sniffCvKind(head) === claimedCvKind(file) ? null : MSG_CV_CONTENT;
}

/**
 * The part of {@link cvFileProblem} that needs no bytes: missing file, type, size.
 *
 * @example
 * cvFileMetaProblem({ name: 'cv.png', type: 'image/png', size: 10 }); // 'CV phải là file PDF hoặc DOCX'
 */
export function cvFileMetaProblem(file: CvFileInfo | null | undefined): string | null {
  if (!file) return MSG_CV_REQUIRED;
  if (!claimedCvKind(file)) return MSG_CV_TYPE;
  if (file.size > CV_MAX_BYTES) return MSG_CV_TOO_LARGE;
  if (file.size === 0) return MSG_CV_EMPTY;
  return null;
}
