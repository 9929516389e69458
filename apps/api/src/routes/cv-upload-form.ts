/**
 * The multipart form that carries a CV (applying, the CV library): one `cv` file part, checked by
 * content and stored under a temporary name (repositories/cv-files.ts), and a few text fields.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FieldErrors } from '@jobhub/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../lib/http-error';
import { cleanFileName, discardCv, receiveCv, type ReceivedCv } from '../repositories/cv-files';
import type { FileStorage } from '../storage/file-storage';

export const MSG_CV_TYPE = 'CV phải là tệp PDF hoặc DOCX';
export const MSG_CV_SIZE = 'Tệp CV tối đa 5 MB';
export const MSG_CV_MISSING = 'Vui lòng chọn tệp CV';

/** What the form held: its text fields (the first value of each), the stored CV if one came, and field errors so far. */
export interface CvUploadForm {
  text: Record<string, string>;
  /** The CV on disk under a temporary name; the caller commits or discards it. */
  received: ReceivedCv | undefined;
  /** The uploaded file's name, cleaned ('' without a file). */
  fileName: string;
  fileSeen: boolean;
  errors: FieldErrors;
}

/** Adds `message` to `field`'s errors. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/**
 * Reads every part of a CV form. A file part other than one `cv` is refused with a field error;
 * more than `maxTextParts` text fields answers 400. When reading fails, a CV already stored is
 * discarded before the error goes on.
 */
export async function readCvUploadForm(request: FastifyRequest, storage: FileStorage, maxTextParts: number): Promise<CvUploadForm> {
  if (!request.isMultipart()) throw fieldError({ cv: [MSG_CV_MISSING] }, 'Yêu cầu phải ở dạng multipart/form-data');
  const form: CvUploadForm = { text: {}, received: undefined, fileName: '', fileSeen: false, errors: {} };
  let textParts = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'cv' || form.fileSeen) {
          file.file.resume();
          addFieldError(form.errors, file.fieldname, 'Tệp không được hỗ trợ');
          continue;
        }
        form.fileSeen = true;
        const result = await receiveCv(storage, file.file, () => file.file.truncated);
        if (result.ok) {
          form.received = result.file;
          form.fileName = cleanFileName(file.filename, result.file.kind);
        } else addFieldError(form.errors, 'cv', result.reason === 'size' ? MSG_CV_SIZE : result.reason === 'empty' ? MSG_CV_MISSING : MSG_CV_TYPE);
      } else {
        textParts += 1;
        if (textParts > maxTextParts) throw fieldError({ body: ['Quá nhiều trường dữ liệu'] });
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (!(part.fieldname in form.text)) form.text[part.fieldname] = value;
      }
    }
    return form;
  } catch (error) {
    if (form.received) await discardCv(storage, form.received);
    throw error;
  }
}
