import { SavedCvUpdateBodySchema, type SavedCv, type SavedCvUpdateBody } from '../contract/saved-cvs';
import { deleteSavedCv, getSavedCvFile, listSavedCvs, updateSavedCv, uploadSavedCv } from '../contract/endpoints/saved-cvs';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { ValidationError } from '../http/errors';
import { checkCvFile } from './applications';
import { parseInput } from './parse-input';

/** Options of `upload`. */
export interface SavedCvUploadOptions {
  /** The CV's name in the library; the file's name (without extension) when left out or blank. */
  name?: string;
  signal?: AbortSignal;
}

/** The candidate's CV library on /profile (API.md, Applications → CV library): at most SAVED_CV_LIMIT CVs. */
export interface SavedCvsApi {
  /** GET /api/profile/cvs/ — the default first, then newest. */
  list(): Promise<SavedCv[]>;
  /**
   * POST /api/profile/cvs/ (multipart, the file as `cv`). The file is checked like `apply` checks
   * it (PDF/DOCX by type and first bytes, ≤ 5 MB) before sending; a refusal (or a full library,
   * answered by the server) throws `ValidationError` with the message under `cv`. fetch reports no
   * upload progress: show an indeterminate progress state while it runs.
   */
  upload(file: Blob | null | undefined, options?: SavedCvUploadOptions): Promise<SavedCv>;
  /** PATCH /api/profile/cvs/{id}/ — rename (`name`) and/or make it the default (`is_default: true`). */
  update(id: number, body: SavedCvUpdateBody): Promise<SavedCv>;
  /** DELETE /api/profile/cvs/{id}/ — applications sent with it keep their own copy. Resolves with the server message. */
  remove(id: number): Promise<string>;
  /** GET /api/profile/cvs/{id}/file/ with the session's token, as a Blob (for a download). */
  file(id: number): Promise<Blob>;
}

/**
 * Creates the CV library calls.
 *
 * @param client - A `createClient()` client (the calls need the session).
 * @example
 * const cvs = createSavedCvsApi(client);
 * const saved = await cvs.upload(input.files?.[0], { name: 'CV tiếng Anh' });
 * await cvs.update(saved.id, { is_default: true });
 */
export function createSavedCvsApi(client: { http: RequestClient }): SavedCvsApi {
  const { http } = client;
  return {
    list: async () => (await callEndpoint(http, listSavedCvs, {})).data,
    async upload(file, options = {}) {
      const problem = await checkCvFile(file);
      if (problem || !file) throw new ValidationError(problem ?? 'Vui lòng chọn tệp CV', { cv: [problem ?? 'Vui lòng chọn tệp CV'] });
      const form = new FormData();
      const name = options.name?.trim();
      if (name) form.append('name', name);
      form.append('cv', file, (file as Partial<File>).name ?? 'cv');
      return (await callEndpoint(http, uploadSavedCv, { body: form }, { signal: options.signal })).data;
    },
    update: async (id, body) => (await callEndpoint(http, updateSavedCv, { params: { id }, body: parseInput(SavedCvUpdateBodySchema, body) })).data,
    remove: async (id) => (await callEndpoint(http, deleteSavedCv, { params: { id } })).message,
    file: (id) => callEndpoint(http, getSavedCvFile, { params: { id } }, { responseType: 'blob', headers: { accept: '*/*' } }),
  };
}
