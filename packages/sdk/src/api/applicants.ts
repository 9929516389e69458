import {
  ApplicationNoteBodySchema,
  ApplicationStatusBodySchema,
  InterviewCreateBodySchema,
  type Application,
  type ApplicationCounts,
  type ApplicationStatus,
  type InterviewCreateBody,
} from '../contract/applications';
import {
  getApplication,
  getApplicationCvFile,
  listPostApplicants,
  markApplicationViewed,
  setApplicationNote,
  setApplicationStatus,
} from '../contract/endpoints/applications';
import { scheduleInterview } from '../contract/endpoints/interviews';
import type { Page } from '../contract/envelope';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { parseInput } from './parse-input';

/** Query of GET /api/cv/post/{post_id}/. */
export interface PostApplicantsParams {
  page?: number;
  page_size?: number;
  status?: ApplicationStatus;
  /** Only viewed (true) or unviewed (false) applications. */
  is_viewed?: boolean;
}

/** A page of a post's applicants with the counts over every status. */
export type ApplicantPage = Page<Application> & { counts: ApplicationCounts };

/** The interview form before validation. */
export type InterviewInput = { [K in keyof InterviewCreateBody]?: InterviewCreateBody[K] | null | undefined };

/** Applications (CVs) as the post's owner handles them (API.md, Applications). */
export interface ApplicantsApi {
  /** GET /api/cv/post/{post_id}/ — the post's applicants, with status / is_viewed filters and counts. */
  listForPost(postId: number, params?: PostApplicantsParams): Promise<ApplicantPage>;
  /**
   * The latest applicants across several posts (there is no cross-post list in the API): the
   * first page of each post, merged newest first and cut to `limit`.
   */
  recent(postIds: readonly number[], limit?: number): Promise<Application[]>;
  /** GET /api/cv/{id}/ — contact details may be masked (`contact_masked`, '***ẩn***'). */
  get(id: number): Promise<Application>;
  /** GET /api/cv/{id}/file/ with the session's token, as a Blob (for an object URL or a download). */
  file(id: number): Promise<Blob>;
  /** PUT /api/cv/{id}/status/ `{status, note}`; notifies the candidate. Resolves to the server message. */
  setStatus(id: number, status: ApplicationStatus, note?: string | null): Promise<string | undefined>;
  /** PUT /api/cv/{id}/note/. */
  setNote(id: number, note: string): Promise<string | undefined>;
  /** POST /api/cv/mark-as-viewed/{id}/ — the API notifies the candidate once. */
  markViewed(id: number): Promise<string | undefined>;
  /** POST /api/interviews/ — checked with `InterviewCreateBodySchema` first (place or link, ISO date). */
  scheduleInterview(body: InterviewInput): Promise<string | undefined>;
}

/** Number of applicants {@link ApplicantsApi.recent} returns by default. */
export const RECENT_APPLICANTS_LIMIT = 8;

/**
 * Creates the applicant resource of the employer area.
 *
 * @param client - A `createClient()` client.
 * @example
 * const applicants = createApplicantsApi(client);
 * const page = await applicants.listForPost(12, { status: 'pending', is_viewed: false });
 * await applicants.markViewed(page.results[0].id);
 */
export function createApplicantsApi(client: { http: RequestClient }): ApplicantsApi {
  const { http } = client;
  return {
    ...createApplicantListsApi(client),
    get: async (id) => (await callEndpoint(http, getApplication, { params: { id } })).data,
    file: (id) => callEndpoint(http, getApplicationCvFile, { params: { id } }, { responseType: 'blob', headers: { accept: '*/*' } }),
    setStatus: async (id, status, note) => {
      const body = parseInput(ApplicationStatusBodySchema, note === undefined ? { status } : { status, note });
      return (await callEndpoint(http, setApplicationStatus, { params: { id }, body })).message;
    },
    setNote: async (id, note) =>
      (await callEndpoint(http, setApplicationNote, { params: { id }, body: parseInput(ApplicationNoteBodySchema, { note }) })).message,
    markViewed: async (id) => (await callEndpoint(http, markApplicationViewed, { params: { id } })).message,
    scheduleInterview: async (body) => (await callEndpoint(http, scheduleInterview, { body: parseInput(InterviewCreateBodySchema, body) })).message,
  };
}

/**
 * The applicant lists of {@link createApplicantsApi} alone (a post's applicants, the latest ones):
 * what the employer console widget reads, without the writes' body schemas and the other
 * endpoints in its bundle.
 *
 * @param client - A `createClient()` client.
 */
export function createApplicantListsApi(client: { http: RequestClient }): Pick<ApplicantsApi, 'listForPost' | 'recent'> {
  const { http } = client;

  const listForPost: ApplicantsApi['listForPost'] = async (postId, { is_viewed, ...params } = {}) =>
    (await callEndpoint(http, listPostApplicants, { params: { post_id: postId }, query: { ...params, is_viewed: is_viewed?.toString() } })).data;

  return {
    listForPost,
    async recent(postIds, limit = RECENT_APPLICANTS_LIMIT) {
      const pages = await Promise.all(postIds.map((postId) => listForPost(postId, { page: 1, page_size: limit })));
      return pages
        .flatMap((page) => page.results)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .slice(0, limit);
    },
  };
}
