/**
 * Application (CV) rules (API.md, Applications).
 *
 * - Apply: candidates only; the post must be public; one application per candidate and post;
 *   the daily limit of services/premium-limits.ts per Vietnamese calendar day (DAILY_APPLICATION_LIMIT_FREE
 *   without Premium, the package's daily_job_application_limit with it). Withdrawn applications still count that day
 *   (application_daily_counts), so withdraw-and-reapply cannot get around the limit. The file
 *   is streamed to a temporary file, checked by content and renamed inside the transaction that
 *   inserts the row; any failure removes it.
 * - The CV is either the `cv` file part or `saved_cv_id`, one of the candidate's own CVs of the
 *   library (routes/saved-cvs), copied to the application's own key: renaming or deleting it
 *   later changes nothing the employer received. With `save_cv=true` an uploaded CV is kept in
 *   the library too (its own copy), when the library has room.
 * - Who sees an application: the candidate who sent it and the owner of its post; anyone else gets
 *   404 (its existence is not revealed).
 * - Contact masking: the post owner always sees the name, and email and phone only with a package
 *   that can_view_submitted_cvs, up to its max_cv_views_per_day distinct applications a day
 *   (services/premium-limits.ts); otherwise those two are MASKED_CONTACT and contact_masked = true.
 *   The candidate always sees their own details.
 * - Withdraw: the candidate deletes a pending application (row, interviews and file), which frees
 *   the post for a new application; reviewed ones cannot be withdrawn.
 * - Every application answered (to its candidate or its post's owner) carries `cv_file_url`, a
 *   signed link to its file that works without a token for SIGNED_URL_TTL_S (an `<iframe>` preview).
 * - Notifications go through notify() after the transaction committed.
 * - The timeline (repositories/application-events.ts) gets `sent` in the apply transaction (with
 *   the library CV it was sent with, for "who viewed my CV"), `cv_viewed` the first time the
 *   post owner opens the application or its file, and `status_changed` with each change.
 */
import {
  ApplicationCreateLibraryFieldsSchema,
  SAVED_CV_NAME_MAX,
  type Application,
  type ApplicationStatus,
  type ApplicationStatusBody,
  type MyApplicationsQuery,
  type PostApplicantsQuery,
} from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { fieldError, httpError } from '../../lib/http-error';
import { isValidSignedUrl, signUrl } from '../../lib/signed-url';
import { uniqueViolation } from '../../lib/pg-errors';
import { startOfVietnamDay, vietnamToday } from '../../lib/vietnam-date';
import {
  countApplicationsSentOn,
  deletePendingApplication,
  findApplication,
  findApplyTarget,
  findPostOwner,
  listApplications,
  markViewedOnce,
  recordApplicationSent,
  signedCvFilePath,
  toApplication,
  updateApplicationNote,
  updateApplicationStatus,
  type ApplicationRecord,
} from '../../repositories/applications';
import { linkSentEventToSavedCv, recordApplicationEvent } from '../../repositories/application-events';
import { commitCv, copyStoredCv, discardCv, type ReceivedCv } from '../../repositories/cv-files';
import { deleteStoredFiles } from '../../repositories/files';
import { isMissingFileError } from '../../storage/file-storage';
import { findSavedCv, insertSavedCv, lockLibrary } from '../../repositories/saved-cvs';
import { notify } from '../../services/notify';
import { addFieldError, MSG_CV_MISSING, readCvUploadForm } from '../cv-upload-form';
import { contactsShownInLists, limitsOf, openApplicantContacts, premiumRefusal } from '../../services/premium-limits';


export const MSG_APPLICATION_NOT_FOUND = 'Không tìm thấy hồ sơ ứng tuyển';
export const MSG_ALREADY_APPLIED = 'Bạn đã ứng tuyển vị trí này';
export const MSG_POST_CLOSED = 'Tin tuyển dụng không tồn tại hoặc đã hết hạn nhận hồ sơ';
export const MSG_CV_FILE_MISSING = 'Không tìm thấy tệp CV';
export const MSG_SAVED_CV_CHOICE = 'Không tìm thấy CV đã lưu';
export const MSG_CV_BOTH = 'Chọn một CV đã lưu hoặc tải tệp mới, không cả hai';
export const MSG_CV_LINK_INVALID = 'Liên kết tệp CV không hợp lệ hoặc đã hết hạn';
export const MSG_WITHDRAW_REVIEWED = 'Chỉ có thể rút hồ sơ đang chờ duyệt';
export const CV_VIEWED_TITLE = 'CV của bạn đã được xem';
export const CV_VIEWED_MESSAGE = 'Nhà tuyển dụng đã xem CV của bạn';
/** Text parts beyond this count are refused (the form has five). */
const MAX_TEXT_PARTS = 20;

const STATUS_TEXT: Record<ApplicationStatus, { title: string; message: (company: string, title: string) => string }> = {
  approved: { title: 'Hồ sơ đã được duyệt', message: (company, title) => `${company} đã duyệt hồ sơ của bạn cho vị trí "${title}".` },
  rejected: {
    title: 'Hồ sơ chưa phù hợp',
    message: (company, title) => `${company} đã xem xét hồ sơ của bạn cho vị trí "${title}" và thấy chưa phù hợp.`,
  },
  pending: { title: 'Hồ sơ chuyển về chờ duyệt', message: (company, title) => `Hồ sơ của bạn cho vị trí "${title}" tại ${company} đang chờ duyệt lại.` },
};

export function createApplicationsHandlers(app: FastifyInstance) {
  const storage = app.storage;

  /** The application when `userId` is its candidate or its post's owner; 404 otherwise. */
  async function visible(id: number, userId: number): Promise<{ record: ApplicationRecord; asOwner: boolean }> {
    const record = await findApplication(app.db, id);
    if (!record || (record.user_id !== userId && record.owner_id !== userId)) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
    return { record, asOwner: record.owner_id === userId };
  }

  /** The application when `userId` owns its post; 404 otherwise. */
  async function owned(id: number, userId: number): Promise<ApplicationRecord> {
    const record = await findApplication(app.db, id);
    if (!record || record.owner_id !== userId) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
    return record;
  }

  /**
   * The post owner opened the application or its file: the first time, is_viewed, the timeline's
   * `cv_viewed` and the candidate's notification. The event is written apart from is_viewed so an
   * application viewed before the timeline existed still gets it (once: a unique index).
   */
  async function ownerViewed(record: ApplicationRecord, ownerId: number): Promise<void> {
    const now = app.clock.now();
    await recordApplicationEvent(app.db, { applicationId: record.id, kind: 'cv_viewed', actor: 'employer', at: now });
    if (await markViewedOnce(app.db, record.id, now)) {
      await notify(app, {
        recipientId: record.user_id,
        type: 'cv_viewed',
        title: CV_VIEWED_TITLE,
        message: CV_VIEWED_MESSAGE,
        objectId: record.id,
        actorId: ownerId,
      });
    }
  }

  /** The application with its signed file link (`cv_file_url`). */
  const withFileUrl = (application: Application): Application => ({
    ...application,
    cv_file_url: signUrl(app.env.JWT_SECRET, signedCvFilePath(application.id), app.clock.now()),
  });
  const withFileUrls = <P extends { results: Application[] }>(page: P): P => ({ ...page, results: page.results.map(withFileUrl) });

  /** The application as `viewerId` sees it: the post owner's contact view counts against the package (services/premium-limits.ts). */
  async function view(record: ApplicationRecord, viewerId: number): Promise<Application> {
    if (record.user_id === viewerId) return withFileUrl(toApplication(record, false));
    const now = app.clock.now();
    const limits = await limitsOf(app.db, viewerId, now);
    return withFileUrl(toApplication(record, !(await openApplicantContacts(app.db, limits, viewerId, record.id, now))));
  }

  /** Reads the multipart form; the CV is on disk (temporary name) when this returns. */
  async function readForm(request: FastifyRequest, candidateId: number) {
    const { text, received, fileName, fileSeen, errors } = await readCvUploadForm(request, storage, MAX_TEXT_PARTS);
    try {
      // An empty saved_cv_id (a form with no saved CV chosen) means none.
      if (text.saved_cv_id === '') delete text.saved_cv_id;
      const chosen = 'saved_cv_id' in text;
      if (!fileSeen && !chosen) addFieldError(errors, 'cv', MSG_CV_MISSING);
      if (fileSeen && chosen) addFieldError(errors, 'cv', MSG_CV_BOTH);
      const parsed = z.safeParse(ApplicationCreateLibraryFieldsSchema, text);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) addFieldError(errors, String(issue.path[0] ?? 'body'), issue.message);
      }
      if (Object.keys(errors).length > 0 || !parsed.success) throw fieldError(errors);
      if (received) return { fields: parsed.data, file: received, fileName, uploaded: true };
      // A saved CV: the application gets its own copy (later library edits change nothing sent).
      const saved = parsed.data.saved_cv_id === undefined ? undefined : await findSavedCv(app.db, candidateId, parsed.data.saved_cv_id);
      if (!saved) throw fieldError({ saved_cv_id: [MSG_SAVED_CV_CHOICE] });
      const copy = await copyStoredCv(storage, saved.cv_path, saved.file_type, saved.size).catch((error: unknown) => {
        if (isMissingFileError(error)) throw fieldError({ saved_cv_id: [MSG_CV_FILE_MISSING] });
        throw error;
      });
      return { fields: parsed.data, file: copy, fileName: saved.file_name, uploaded: false };
    } catch (error) {
      if (received) await discardCv(storage, received);
      throw error;
    }
  }

  /**
   * A CV uploaded while applying, kept in the library too (its own copy) when it holds fewer than
   * SAVED_CV_LIMIT. Best effort: the application is already sent, so a failure here is only logged.
   */
  async function keepInLibrary(candidateId: number, applicationId: number, file: ReceivedCv, fileName: string): Promise<void> {
    let copy: ReceivedCv | undefined;
    try {
      copy = await copyStoredCv(storage, file.key, file.kind, file.bytes);
      const kept = copy;
      const name = fileName.replace(/\.(pdf|docx)$/i, '').trim().slice(0, SAVED_CV_NAME_MAX) || 'CV';
      const id = await app.db.transaction(async (tx) => {
        await lockLibrary(tx, candidateId);
        return insertSavedCv(tx, { userId: candidateId, name, key: kept.key, fileName, kind: kept.kind, size: kept.bytes, now: app.clock.now() });
      });
      if (id === undefined) await discardCv(storage, kept);
      else await linkSentEventToSavedCv(app.db, applicationId, id);
    } catch (error) {
      if (copy) await discardCv(storage, copy);
      app.log.warn({ err: error }, 'could not keep the CV in the library');
    }
  }

  return {
    async create(request: FastifyRequest, candidateId: number): Promise<Application> {
      const { fields, file, fileName, uploaded } = await readForm(request, candidateId);
      const now = app.clock.now();
      let id: number;
      let target: { title: string; company_name: string; owner_id: number };
      try {
        const limits = await limitsOf(app.db, candidateId, now);
        const limit = limits.dailyApplications;
        ({ id, target } = await app.db.transaction(async (tx) => {
          // One apply at a time per candidate, so two parallel requests cannot both pass the limit.
          await tx.execute(sql`select pg_advisory_xact_lock(727301, ${candidateId})`);
          const post = await findApplyTarget(tx, fields.post, vietnamToday(now));
          if (!post?.is_public) throw fieldError({ post: [MSG_POST_CLOSED] }, MSG_POST_CLOSED);
          const [already] = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(sql`${applications.post_id} = ${post.id} and ${applications.user_id} = ${candidateId}`);
          if (already) throw httpError(400, MSG_ALREADY_APPLIED);
          // Withdrawn applications still count (their rows are gone, the day's counter is not).
          const today = vietnamToday(now);
          const appliedToday = await countApplicationsSentOn(tx, candidateId, today, startOfVietnamDay(now));
          if (appliedToday >= limit) {
            throw premiumRefusal(limits, `Bạn đã đạt giới hạn ${limit} lượt ứng tuyển mỗi ngày. Nâng cấp Premium hoặc quay lại vào ngày mai.`, {
              daily_limit: limit,
              applied_today: appliedToday,
            });
          }
          const [row] = await tx
            .insert(applications)
            .values({
              post_id: post.id,
              user_id: candidateId,
              name: fields.name,
              email: fields.email,
              phone_number: fields.phone_number,
              description: fields.description,
              cv_path: file.key,
              cv_file_name: fileName,
              cv_file_type: file.kind,
              created_at: now,
              updated_at: now,
            })
            .returning({ id: applications.id });
          await recordApplicationSent(tx, candidateId, today, appliedToday);
          await recordApplicationEvent(tx, {
            applicationId: row!.id,
            kind: 'sent',
            actor: 'candidate',
            savedCvId: uploaded ? null : (fields.saved_cv_id ?? null),
            at: now,
          });
          // The number applied with is the candidate's phone from now on: the next apply form starts from it.
          await tx.update(users).set({ phone_number: fields.phone_number }).where(eq(users.id, candidateId));
          await commitCv(storage, file);
          return { id: row!.id, target: post };
        }));
      } catch (error) {
        await discardCv(storage, file);
        if (uniqueViolation(error) !== undefined) throw httpError(400, MSG_ALREADY_APPLIED);
        throw error;
      }
      if (uploaded && fields.save_cv) await keepInLibrary(candidateId, id, file, fileName);
      await notify(app, {
        recipientId: target.owner_id,
        type: 'new_application',
        title: 'Hồ sơ mới',
        message: `${fields.name} đã ứng tuyển vị trí "${target.title}".`,
        objectId: id,
        actorId: candidateId,
      });
      await notify(app, {
        recipientId: candidateId,
        type: 'job_applied',
        title: 'Ứng tuyển thành công',
        message: `Bạn đã ứng tuyển vị trí "${target.title}" tại ${target.company_name}.`,
        objectId: id,
      });
      const record = await findApplication(app.db, id);
      return withFileUrl(toApplication(record!, false));
    },

    async listOwn(candidateId: number, query: MyApplicationsQuery) {
      return withFileUrls(await listApplications(app.db, { userId: candidateId }, query, false));
    },

    async listForPost(ownerId: number, postId: number, query: PostApplicantsQuery) {
      // Another employer's post answers like a missing one (404), so post ids cannot be probed.
      const owner = await findPostOwner(app.db, postId);
      if (owner === undefined || owner !== ownerId) throw httpError(404, 'Không tìm thấy tin tuyển dụng');
      const now = app.clock.now();
      const shown = await contactsShownInLists(app.db, await limitsOf(app.db, ownerId, now), ownerId, now);
      return withFileUrls(await listApplications(app.db, { postId }, query, (applicationId) => !shown(applicationId)));
    },

    async detail(id: number, userId: number): Promise<Application> {
      const { record } = await visible(id, userId);
      return view(record, userId);
    },

    /** Path on disk and headers of the CV file. */
    async file(id: number, userId: number) {
      const { record, asOwner } = await visible(id, userId);
      // Downloading the CV is seeing it: the candidate's timeline says so.
      if (asOwner) await ownerViewed(record, userId);
      return record;
    },

    /** The same through a signed link: 403 unless it signs this application and has not expired. */
    async signedFile(id: number, query: { expires?: string | undefined; signature?: string | undefined }) {
      if (!isValidSignedUrl(app.env.JWT_SECRET, signedCvFilePath(id), query.expires, query.signature, app.clock.now())) {
        throw httpError(403, MSG_CV_LINK_INVALID);
      }
      const record = await findApplication(app.db, id);
      if (!record) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
      return record;
    },

    async withdraw(id: number, candidateId: number): Promise<void> {
      const record = await findApplication(app.db, id);
      if (!record || record.user_id !== candidateId) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
      if (record.status !== 'pending') throw httpError(400, MSG_WITHDRAW_REVIEWED);
      const key = await deletePendingApplication(app.db, id);
      if (!key) throw httpError(400, MSG_WITHDRAW_REVIEWED);
      await deleteStoredFiles(storage, [key]);
      await notify(app, {
        recipientId: record.owner_id,
        type: 'application_withdrawn',
        title: 'Ứng viên rút hồ sơ',
        message: `${record.name} đã rút hồ sơ ứng tuyển vị trí "${record.post_title}".`,
        objectId: record.post_id,
        actorId: candidateId,
      });
    },

    async setStatus(id: number, ownerId: number, body: ApplicationStatusBody): Promise<Application> {
      const record = await owned(id, ownerId);
      const now = app.clock.now();
      const previous = await app.db.transaction(async (tx) => {
        const before = await updateApplicationStatus(tx, id, body.status, body.note, now);
        if (before !== undefined && before !== body.status) {
          await recordApplicationEvent(tx, { applicationId: id, kind: 'status_changed', actor: 'employer', status: body.status, at: now });
        }
        return before;
      });
      if (previous === undefined) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
      if (previous !== body.status) {
        const text = STATUS_TEXT[body.status];
        await notify(app, {
          recipientId: record.user_id,
          type: 'cv_status_changed',
          title: text.title,
          message: text.message(record.company_name, record.post_title),
          objectId: id,
          actorId: ownerId,
        });
      }
      return view((await findApplication(app.db, id))!, ownerId);
    },

    async setNote(id: number, ownerId: number, note: string): Promise<Application> {
      await owned(id, ownerId);
      await updateApplicationNote(app.db, id, note, app.clock.now());
      return view((await findApplication(app.db, id))!, ownerId);
    },

    async markViewed(id: number, ownerId: number): Promise<Application> {
      await ownerViewed(await owned(id, ownerId), ownerId);
      return view((await findApplication(app.db, id))!, ownerId);
    },
  };
}
