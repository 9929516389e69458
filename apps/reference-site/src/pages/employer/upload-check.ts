/** Largest upload accepted for logo, background and certificate (API.md: 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const TOO_BIG = 'Tệp tối đa 5 MB';
const NOT_IMAGE = 'Tệp phải là ảnh PNG, JPG, GIF hoặc WEBP';
const NOT_IMAGE_OR_PDF = 'Tệp phải là ảnh (PNG, JPG, GIF, WEBP) hoặc PDF';

type FileKind = 'image' | 'pdf' | null;

/** The kind of a file by its first bytes (not its name or declared type, which users can fake). */
export async function sniffFile(file: Blob): Promise<FileKind> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (ascii(0, 4) === 'GIF8') return 'image';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image';
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  return null;
}

/** The error of an upload, or null when it is accepted. */
export async function uploadError(file: Blob, allowPdf: boolean): Promise<string | null> {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_BIG;
  const kind = await sniffFile(file);
  if (kind === 'image' || (allowPdf && kind === 'pdf')) return null;
  return allowPdf ? NOT_IMAGE_OR_PDF : NOT_IMAGE;
}

/** The check of the logo and background pickers: an image of at most 5 MB. */
export const checkImage = (file: Blob) => uploadError(file, false);
/** The check of the business certificate picker: an image or a PDF of at most 5 MB. */
export const checkImageOrPdf = (file: Blob) => uploadError(file, true);
