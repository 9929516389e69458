/**
 * The candidate's CV library (/profile; API.md, Applications → CV library). Apart from
 * applications.ts so the site can load it with the candidate pages only (vite.config.ts).
 */
import * as z from 'zod/mini';
import { ApplicationCreateFieldsSchema } from './applications';
import { IdSchema, QueryBooleanSchema } from './envelope';
import { SAVED_CV_NAME_MAX, tooLong } from './text-limits';

/**
 * Text parts of POST /api/cv/create/ as the server reads them: ApplicationCreateFieldsSchema plus
 * the CV library's choice (kept apart so the apply call of old clients carries none of it).
 */
export const ApplicationCreateLibraryFieldsSchema = /* @__PURE__ */ z.extend(ApplicationCreateFieldsSchema, {
  /** A CV of the candidate's library (GET /api/profile/cvs/) instead of the `cv` file part; the application gets its own copy. */
  saved_cv_id: z.optional(IdSchema),
  /** 'true': a newly uploaded `cv` is kept in the library too (when it holds fewer than SAVED_CV_LIMIT). */
  save_cv: QueryBooleanSchema,
});

/** CVs a candidate may keep in their library (/profile). */
export const SAVED_CV_LIMIT = 5;
const SAVED_CV_NAME_TOO_LONG = /* @__PURE__ */ tooLong('Tên CV', SAVED_CV_NAME_MAX);
const SavedCvNameSchema = /* @__PURE__ */ z
  .string({ error: 'Vui lòng nhập tên CV' })
  .check(z.trim(), z.minLength(1, 'Vui lòng nhập tên CV'), z.maxLength(SAVED_CV_NAME_MAX, SAVED_CV_NAME_TOO_LONG));

/** A CV of the candidate's library, as its owner sees it. */
export const SavedCvSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  name: z.string(),
  /** The uploaded file's own name. */
  file_name: z.string(),
  file_type: z.enum(['pdf', 'docx']),
  /** Size in bytes. */
  size: z.number(),
  is_default: z.boolean(),
  /** URL of the file (GET /api/profile/cvs/{id}/file/, the owner only). */
  file: z.string(),
  created_at: z.string(),
});
export type SavedCv = z.infer<typeof SavedCvSchema>;

/** Text parts of POST /api/profile/cvs/ (multipart; the file as the `cv` part). Without a name the file's name is used. */
export const SavedCvCreateFieldsSchema = /* @__PURE__ */ z.object({
  name: z.optional(SavedCvNameSchema),
});

/** PATCH /api/profile/cvs/{id}/: rename and/or make it the default (`is_default: true`; false is refused, pick another instead). */
export const SavedCvUpdateBodySchema = /* @__PURE__ */ z.object({
  name: z.optional(SavedCvNameSchema),
  is_default: z.optional(z.literal(true, { error: 'Chọn một CV khác làm mặc định' })),
});
export type SavedCvUpdateBody = z.infer<typeof SavedCvUpdateBodySchema>;
