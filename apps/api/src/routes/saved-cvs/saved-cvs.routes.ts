/**
 * The candidate's CV library (/profile; API.md, Applications → CV library).
 *
 * - Candidates only; each sees only their own CVs (anyone else's answers 404, like a missing one).
 * - Upload: multipart, the file as `cv` checked by content like an application's CV
 *   (repositories/cv-files.ts), an optional `name` (the file's name otherwise); at most
 *   SAVED_CV_LIMIT per candidate (400 beyond, under a per-candidate lock); the first is the default.
 * - Delete removes the row and the file; applications sent with it keep their own copy.
 */
import {
  SAVED_CV_LIMIT,
  SavedCvCreateFieldsSchema,
  deleteSavedCv,
  getSavedCvFile,
  listSavedCvs,
  updateSavedCv,
  uploadSavedCv,
  type SavedCv,
} from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fieldError, httpError } from '../../lib/http-error';
import { CV_CONTENT_TYPES, commitCv, discardCv } from '../../repositories/cv-files';
import { deleteStoredFiles } from '../../repositories/files';
import * as library from '../../repositories/saved-cvs';
import { MSG_CV_FILE_MISSING } from '../applications/applications.messages';
import { addFieldError, MSG_CV_MISSING, readCvUploadForm } from '../cv-upload-form';
import { openStoredFileOr404 } from '../open-stored-file';
import { contentDisposition } from '../applications/applications.routes';
import { sendPrivateFile } from '../send-private-file';
import { serveEndpoint } from '../serve-endpoint';
import { callerId } from '../caller';

export const MSG_SAVED_CV_NOT_FOUND = 'Không tìm thấy CV';
export const MSG_SAVED_CV_LIMIT = `Bạn chỉ có thể lưu tối đa ${SAVED_CV_LIMIT} CV. Hãy xóa bớt một CV trước khi tải lên.`;
const MAX_TEXT_PARTS = 5;

/** The name shown for a CV uploaded without one: its file name without the extension. */
function nameFromFile(fileName: string): string {
  return (
    fileName
      .replace(/\.(pdf|docx)$/i, '')
      .trim()
      .slice(0, 100) || 'CV'
  );
}

export async function savedCvsRoutes(app: FastifyInstance) {
  const storage = app.storage;
  const candidate = { onRequest: app.requireRole('candidate') };

  async function owned(userId: number, id: number) {
    const record = await library.findSavedCv(app.db, userId, id);
    if (!record) throw httpError(404, MSG_SAVED_CV_NOT_FOUND);
    return record;
  }

  /** Reads the upload form; the CV is on disk (temporary name) when this returns. */
  async function readForm(request: FastifyRequest) {
    const { text, received, fileName, fileSeen, errors } = await readCvUploadForm(request, storage, MAX_TEXT_PARTS);
    const add = (field: string, message: string) => addFieldError(errors, field, message);
    // An empty name means "use the file's name".
    if (text.name?.trim() === '') delete text.name;
    try {
      if (!fileSeen) add('cv', MSG_CV_MISSING);
      const parsed = z.safeParse(SavedCvCreateFieldsSchema, text);
      if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'body'), issue.message);
      if (Object.keys(errors).length > 0 || !parsed.success || !received) throw fieldError(errors);
      return {
        name: parsed.data.name ?? nameFromFile(fileName),
        file: received,
        fileName,
      };
    } catch (error) {
      if (received) await discardCv(storage, received);
      throw error;
    }
  }

  const answer = async (userId: number, id: number): Promise<SavedCv> => library.toSavedCv(await owned(userId, id));

  serveEndpoint(app, listSavedCvs, candidate, async (request) => ({
    status: 200,
    data: (await library.listSavedCvs(app.db, callerId(request))).map(library.toSavedCv),
  }));

  serveEndpoint(app, uploadSavedCv, candidate, async (request) => {
    const userId = callerId(request);
    const { name, file, fileName } = await readForm(request);
    let id: number;
    try {
      id = await app.db.transaction(async (tx) => {
        await library.lockLibrary(tx, userId);
        const inserted = await library.insertSavedCv(tx, {
          userId,
          name,
          key: file.key,
          fileName,
          kind: file.kind,
          size: file.bytes,
          now: app.clock.now(),
        });
        if (inserted === undefined) throw fieldError({ cv: [MSG_SAVED_CV_LIMIT] }, MSG_SAVED_CV_LIMIT);
        await commitCv(storage, file);
        return inserted;
      });
    } catch (error) {
      await discardCv(storage, file);
      throw error;
    }
    return {
      status: 201,
      message: 'Đã lưu CV',
      data: await answer(userId, id),
    };
  });

  serveEndpoint(app, updateSavedCv, candidate, async (request) => {
    const userId = callerId(request);
    const { id } = request.params;
    await owned(userId, id);
    await app.db.transaction(async (tx) => {
      await library.lockLibrary(tx, userId);
      if (request.body.name !== undefined) await library.renameSavedCv(tx, userId, id, request.body.name);
      if (request.body.is_default) await library.setDefaultSavedCv(tx, userId, id);
    });
    return {
      status: 200,
      message: 'Đã cập nhật CV',
      data: await answer(userId, id),
    };
  });

  serveEndpoint(app, deleteSavedCv, candidate, async (request) => {
    const userId = callerId(request);
    const key = await app.db.transaction(async (tx) => {
      await library.lockLibrary(tx, userId);
      return library.deleteSavedCv(tx, userId, request.params.id);
    });
    if (!key) throw httpError(404, MSG_SAVED_CV_NOT_FOUND);
    await deleteStoredFiles(storage, [key]);
    return { status: 200, message: 'Đã xóa CV' };
  });

  serveEndpoint(app, getSavedCvFile, candidate, async (request, reply) => {
    const record = await owned(callerId(request), request.params.id);
    const file = await openStoredFileOr404(storage, record.cv_path, MSG_CV_FILE_MISSING);
    reply.header('content-disposition', contentDisposition(record.file_name, record.file_type)).header('content-length', String(file.size));
    return sendPrivateFile(reply, file.body, CV_CONTENT_TYPES[record.file_type]);
  });
}
