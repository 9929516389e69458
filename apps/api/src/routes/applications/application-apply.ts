import { ApplicationCreateLibraryFieldsSchema, SAVED_CV_NAME_MAX, type Application } from '@jobhub/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { fieldError, httpError } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { startOfVietnamDay, vietnamToday } from '../../lib/vietnam-date';
import { countApplicationsSentOn, findApplication, findApplyTarget, recordApplicationSent, toApplication } from '../../repositories/applications';
import { linkSentEventToSavedCv, recordApplicationEvent } from '../../repositories/application-events';
import { commitCv, copyStoredCv, discardCv, type ReceivedCv } from '../../repositories/cv-files';
import { findSavedCv, insertSavedCv, lockLibrary } from '../../repositories/saved-cvs';
import { isMissingFileError } from '../../storage/file-storage';
import { notify } from '../../services/notify';
import { limitsOf, premiumRefusal } from '../../services/premium-limits';
import { addFieldError, MSG_CV_MISSING, readCvUploadForm } from '../cv-upload-form';
import type { ApplicationAccess } from './application-access';
import { MSG_ALREADY_APPLIED, MSG_CV_BOTH, MSG_CV_FILE_MISSING, MSG_POST_CLOSED, MSG_SAVED_CV_CHOICE } from './applications.messages';

/** Text parts beyond this count are refused (the form has five). */
const MAX_TEXT_PARTS = 20;

type ApplyFields = z.infer<typeof ApplicationCreateLibraryFieldsSchema>;

/** An apply form read: its fields and the CV on disk (temporary name), uploaded or copied from the library. */
interface ApplyForm {
  fields: ApplyFields;
  file: ReceivedCv;
  fileName: string;
  uploaded: boolean;
}

/** The post applied to, as the notifications name it. */
interface ApplyTarget {
  title: string;
  company_name: string;
  owner_id: number;
}

/** Reads the multipart form; the CV is on disk (temporary name) when this returns. */
async function readApplyForm(app: FastifyInstance, request: FastifyRequest, candidateId: number): Promise<ApplyForm> {
  const { text, received, fileName, fileSeen, errors } = await readCvUploadForm(request, app.storage, MAX_TEXT_PARTS);
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
    const copy = await copyStoredCv(app.storage, saved.cv_path, saved.file_type, saved.size).catch((error: unknown) => {
      if (isMissingFileError(error)) throw fieldError({ saved_cv_id: [MSG_CV_FILE_MISSING] });
      throw error;
    });
    return { fields: parsed.data, file: copy, fileName: saved.file_name, uploaded: false };
  } catch (error) {
    if (received) await discardCv(app.storage, received);
    throw error;
  }
}

/**
 * Inserts the application in one transaction with the checks that must hold at that moment (the
 * post is public, not applied to yet, the day's limit) and commits the CV file; any failure
 * discards the file.
 */
async function insertApplication(app: FastifyInstance, candidateId: number, { fields, file, fileName, uploaded }: ApplyForm, now: Date): Promise<{ id: number; target: ApplyTarget }> {
  try {
    const limits = await limitsOf(app.db, candidateId, now);
    const limit = limits.dailyApplications;
    return await app.db.transaction(async (tx) => {
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
      await commitCv(app.storage, file);
      return { id: row!.id, target: post };
    });
  } catch (error) {
    await discardCv(app.storage, file);
    if (uniqueViolation(error) !== undefined) throw httpError(400, MSG_ALREADY_APPLIED);
    throw error;
  }
}

/**
 * A CV uploaded while applying, kept in the library too (its own copy) when it holds fewer than
 * SAVED_CV_LIMIT. Best effort: the application is already sent, so a failure here is only logged.
 */
async function keepInLibrary(app: FastifyInstance, candidateId: number, applicationId: number, file: ReceivedCv, fileName: string): Promise<void> {
  let copy: ReceivedCv | undefined;
  try {
    copy = await copyStoredCv(app.storage, file.key, file.kind, file.bytes);
    const kept = copy;
    const name = fileName.replace(/\.(pdf|docx)$/i, '').trim().slice(0, SAVED_CV_NAME_MAX) || 'CV';
    const id = await app.db.transaction(async (tx) => {
      await lockLibrary(tx, candidateId);
      return insertSavedCv(tx, { userId: candidateId, name, key: kept.key, fileName, kind: kept.kind, size: kept.bytes, now: app.clock.now() });
    });
    if (id === undefined) await discardCv(app.storage, kept);
    else await linkSentEventToSavedCv(app.db, applicationId, id);
  } catch (error) {
    if (copy) await discardCv(app.storage, copy);
    app.log.warn({ err: error }, 'could not keep the CV in the library');
  }
}

/** The post's owner hears of the new application, the candidate that it was sent. */
async function notifyApplied(app: FastifyInstance, candidateId: number, applicationId: number, name: string, target: ApplyTarget): Promise<void> {
  await notify(app, {
    recipientId: target.owner_id,
    type: 'new_application',
    title: 'Hồ sơ mới',
    message: `${name} đã ứng tuyển vị trí "${target.title}".`,
    objectId: applicationId,
    actorId: candidateId,
  });
  await notify(app, {
    recipientId: candidateId,
    type: 'job_applied',
    title: 'Ứng tuyển thành công',
    message: `Bạn đã ứng tuyển vị trí "${target.title}" tại ${target.company_name}.`,
    objectId: applicationId,
  });
}

/** POST /api/applications/: a candidate applies with an uploaded or a saved CV. */
export function createApplyHandler(app: FastifyInstance, access: Pick<ApplicationAccess, 'withFileUrl'>) {
  return async function create(request: FastifyRequest, candidateId: number): Promise<Application> {
    const form = await readApplyForm(app, request, candidateId);
    const { id, target } = await insertApplication(app, candidateId, form, app.clock.now());
    if (form.uploaded && form.fields.save_cv) await keepInLibrary(app, candidateId, id, form.file, form.fileName);
    await notifyApplied(app, candidateId, id, form.fields.name, target);
    const record = await findApplication(app.db, id);
    return access.withFileUrl(toApplication(record!, false));
  };
}
