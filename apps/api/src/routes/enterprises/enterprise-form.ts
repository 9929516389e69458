import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { EnterpriseFieldsSchema, EnterpriseUpdateFieldsSchema } from '@jobhub/sdk/contract';
import type { EnterpriseFields, EnterpriseUpdateFields, FieldErrors } from '@jobhub/sdk/contract';
import { deleteStoredFiles, DOCUMENT_KINDS, IMAGE_KINDS, saveUpload, type FileKind } from '../../repositories/files';
import type { FileStorage } from '../../storage/file-storage';

/** File parts of the enterprise form and what each accepts. */
const FILE_PARTS: Record<string, { visibility: 'public' | 'private'; kinds: readonly FileKind[]; label: string }> = {
  logo: { visibility: 'public', kinds: IMAGE_KINDS, label: 'Logo' },
  background_image: { visibility: 'public', kinds: IMAGE_KINDS, label: 'Ảnh bìa' },
  business_certificate: { visibility: 'private', kinds: DOCUMENT_KINDS, label: 'Giấy phép kinh doanh' },
};
export type EnterpriseFileField = 'logo' | 'background_image' | 'business_certificate';

const FILE_ERRORS = {
  type: (label: string, kinds: readonly FileKind[]) =>
    kinds.includes('pdf')
      ? `${label} phải là tệp PDF hoặc ảnh (PNG, JPEG, WebP, GIF)`
      : `${label} phải là ảnh PNG, JPEG, WebP hoặc GIF`,
  size: (label: string) => `${label} tối đa 5 MB`,
  empty: (label: string) => `${label} trống`,
};
/** Text parts beyond this count are refused (the form has ten). */
const MAX_TEXT_PARTS = 30;

export interface EnterpriseForm<T> {
  fields: T;
  files: Partial<Record<EnterpriseFileField, string>>;
}

/** A form that failed: field errors to return, files already removed. */
export class EnterpriseFormError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Dữ liệu doanh nghiệp không hợp lệ');
  }
}

function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/**
 * Reads the multipart enterprise form: streams each file part to disk (checked by content),
 * collects text parts and validates them with the contract schema. On any error every file it
 * wrote is deleted and an EnterpriseFormError carries the field errors. On success the caller owns
 * the stored files (and must delete them if a later step fails).
 */
export async function readEnterpriseForm<P extends boolean>(
  request: FastifyRequest,
  options: { storage: FileStorage; partial: P },
): Promise<EnterpriseForm<P extends true ? EnterpriseUpdateFields : EnterpriseFields>> {
  const errors: FieldErrors = {};
  const text: Record<string, string> = {};
  const files: Partial<Record<EnterpriseFileField, string>> = {};
  let textParts = 0;
  try {
    if (!request.isMultipart()) {
      throw new EnterpriseFormError({ _form: ['Yêu cầu phải ở dạng multipart/form-data'] });
    }
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const spec = FILE_PARTS[part.fieldname];
        if (!spec || files[part.fieldname as EnterpriseFileField]) {
          part.file.resume();
          addError(errors, part.fieldname, 'Tệp không được hỗ trợ');
          continue;
        }
        const saved = await saveUpload({
          storage: options.storage,
          visibility: spec.visibility,
          folder: spec.visibility === 'public' ? 'enterprises' : 'certificates',
          source: part.file,
          kinds: spec.kinds,
          isTruncated: () => part.file.truncated,
        });
        if (saved.ok) files[part.fieldname as EnterpriseFileField] = saved.key;
        else addError(errors, part.fieldname, FILE_ERRORS[saved.reason](spec.label, spec.kinds));
      } else {
        textParts += 1;
        if (textParts > MAX_TEXT_PARTS) throw new EnterpriseFormError({ _form: ['Quá nhiều trường dữ liệu'] });
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        // SPEC §5: empty fields are left out; treat an empty value the same way.
        if (value.trim() !== '' && !(part.fieldname in text)) text[part.fieldname] = value.replace(/\u0000/g, '');
      }
    }
    const schema = options.partial ? EnterpriseUpdateFieldsSchema : EnterpriseFieldsSchema;
    const parsed = z.safeParse(schema, text);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) addError(errors, String(issue.path[0] ?? '_form'), issue.message);
    }
    if (Object.keys(errors).length > 0 || !parsed.success) throw new EnterpriseFormError(errors);
    return { fields: parsed.data as P extends true ? EnterpriseUpdateFields : EnterpriseFields, files };
  } catch (error) {
    await deleteStoredFiles(options.storage, Object.values(files));
    throw error;
  }
}
