import * as z from 'zod/mini';
import {
  ApplicationCreateFieldsSchema,
  DailyLimitErrorSchema,
  type Application,
  type ApplicationCounts,
  type ApplicationStatus,
} from '../contract/applications';
import { applyToPost, getApplication, listMyApplications, withdrawApplication } from '../contract/endpoints/applications';
import type { Page } from '../contract/envelope';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { ApiError, ValidationError } from '../http/errors';
import { cvFileMetaProblem, cvFileProblem, CV_SIGNATURE_BYTES } from '../rules/cv-file';
import { MSG_CHECK_FIELDS, parseInput } from './parse-input';

/** Text fields of the apply form as the form holds them (checked with the contract before sending). */
export interface ApplyFields {
  post: number;
  name: string;
  email: string;
  phone_number: string;
  description?: string;
  /** A CV of the library (`SavedCvsApi.list`) instead of a file: the application gets its own copy. */
  saved_cv_id?: number;
  /** Keep the uploaded file in the library too (when it has room). */
  save_cv?: boolean;
}

/** Query of GET /api/cv/ (own applications). */
export interface MyApplicationsParams {
  page?: number;
  page_size?: number;
  status?: ApplicationStatus | undefined;
}

/** A page of own applications plus the counts over all statuses (stat cards). */
export interface ApplicationPage extends Page<Application> {
  counts: ApplicationCounts;
}

/** The daily application limit refusal (API.md): the server's message and the numbers. */
export interface DailyLimit {
  message: string;
  daily_limit: number;
  applied_today: number;
}

/** Options of `apply`. */
export interface ApplyOptions {
  signal?: AbortSignal;
}

/** The candidate's applications (API.md, Applications). */
export interface ApplicationsApi {
  /**
   * POST /api/cv/create/ (multipart, the file as the `cv` part, or `fields.saved_cv_id` for a CV
   * of the library, then `file` is ignored). Before sending, the fields are
   * checked with the contract and the file must be PDF or DOCX by type and by its first bytes,
   * and at most 5 MB; a refusal throws `ValidationError` with field errors (`cv` for the file).
   * fetch reports no upload progress, so show an indeterminate progress state while it runs.
   * A daily-limit refusal is an `ApiError`: read it with {@link dailyLimitOf}.
   */
  apply(fields: ApplyFields, file: Blob | null | undefined, options?: ApplyOptions): Promise<Application>;
  /** GET /api/cv/ — own applications, newest first, with `counts` for the stat cards. */
  mine(params?: MyApplicationsParams): Promise<ApplicationPage>;
  /** GET /api/cv/{id}/. */
  get(id: number): Promise<Application>;
  /** POST /api/cv/{id}/withdraw/ — withdraws an application; resolves with the server message. */
  withdraw(id: number): Promise<string>;
  /** The absolute URL of an application's CV file (served only to the candidate and the post owner). */
  fileUrl(id: number): Promise<string>;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, CV_SIGNATURE_BYTES);
  const buffer = typeof part.arrayBuffer === 'function' ? await part.arrayBuffer() : await new Response(part).arrayBuffer();
  return new Uint8Array(buffer);
}

/**
 * Checks a CV file like `apply` does, without sending it (for instant feedback in a form).
 *
 * @returns the Vietnamese reason it would be refused, or null when it is fine
 * @example
 * const problem = await checkCvFile(input.files?.[0]); // 'CV phải là file PDF hoặc DOCX'
 */
export async function checkCvFile(file: Blob | null | undefined): Promise<string | null> {
  const info = file ? { name: (file as Partial<File>).name, type: file.type, size: file.size } : null;
  // Type and size are known without reading; the first bytes are read only when they pass.
  return cvFileMetaProblem(info) ?? cvFileProblem(info, await readHead(file as Blob));
}

/**
 * The daily-limit details of a failed `apply`, or null when the error is something else.
 *
 * @example
 * const limit = dailyLimitOf(error); // { message, daily_limit: 10, applied_today: 10 }
 */
export function dailyLimitOf(error: unknown): DailyLimit | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = z.safeParse(DailyLimitErrorSchema, error.data);
  if (!parsed.success) return null;
  const { message, daily_limit, applied_today } = parsed.data;
  return { message, daily_limit, applied_today };
}

function resolveUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Creates the candidate's application calls.
 *
 * @param client - A `createClient()` client (the calls need the session).
 * @example
 * const applications = createApplicationsApi(client);
 * await applications.apply({ post: 12, name, email, phone_number, description }, file);
 * const { results, counts } = await applications.mine({ status: 'pending' });
 */
export function createApplicationsApi(client: { http: RequestClient; baseUrl: string }): ApplicationsApi {
  const { http } = client;
  const one = async (id: number) => (await callEndpoint(http, getApplication, { params: { id } })).data;
  return {
    async apply(fields, file, options = {}) {
      let body: z.output<typeof ApplicationCreateFieldsSchema> | undefined;
      let fieldErrors: Record<string, string[]> = {};
      const { saved_cv_id, save_cv, ...texts } = fields;
      const saved = saved_cv_id !== undefined;
      try {
        body = parseInput(ApplicationCreateFieldsSchema, texts);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        fieldErrors = { ...error.fieldErrors };
      }
      const fileProblem = saved ? null : await checkCvFile(file);
      if (fileProblem) fieldErrors.cv = [fileProblem];
      if (!body || fileProblem || (!file && !saved)) {
        const messages = Object.values(fieldErrors);
        const message = messages.length === 1 && messages[0]?.[0] ? messages[0][0] : MSG_CHECK_FIELDS;
        throw new ValidationError(message, fieldErrors);
      }
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) form.append(key, String(value));
      if (saved) form.append('saved_cv_id', String(saved_cv_id));
      else {
        if (save_cv) form.append('save_cv', 'true');
        form.append('cv', file!, (file as Partial<File>).name ?? 'cv');
      }
      return (await callEndpoint(http, applyToPost, { body: form }, { signal: options.signal })).data;
    },
    mine: async (params = {}) => (await callEndpoint(http, listMyApplications, { query: params })).data,
    get: one,
    withdraw: async (id) => (await callEndpoint(http, withdrawApplication, { params: { id } })).message,
    fileUrl: async (id) => resolveUrl(client.baseUrl, (await one(id)).cv_file),
  };
}
