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
import type { Application, MyApplicationsQuery, PostApplicantsQuery } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { isValidSignedUrl } from '../../lib/signed-url';
import { findApplication, findPostOwner, listApplications, signedCvFilePath } from '../../repositories/applications';
import { contactsShownInLists, limitsOf } from '../../services/premium-limits';
import { createApplicationAccess } from './application-access';
import { createApplyHandler } from './application-apply';
import { createApplicationReviewHandlers } from './application-review';
import { MSG_APPLICATION_NOT_FOUND, MSG_CV_LINK_INVALID } from './applications.messages';

export function createApplicationsHandlers(app: FastifyInstance) {
  const access = createApplicationAccess(app);
  return {
    create: createApplyHandler(app, access),

    async listOwn(candidateId: number, query: MyApplicationsQuery) {
      return access.withFileUrls(await listApplications(app.db, { userId: candidateId }, query, false));
    },

    async listForPost(ownerId: number, postId: number, query: PostApplicantsQuery) {
      // Another employer's post answers like a missing one (404), so post ids cannot be probed.
      const owner = await findPostOwner(app.db, postId);
      if (owner === undefined || owner !== ownerId) throw httpError(404, 'Không tìm thấy tin tuyển dụng');
      const now = app.clock.now();
      const shown = await contactsShownInLists(app.db, await limitsOf(app.db, ownerId, now), ownerId, now);
      return access.withFileUrls(await listApplications(app.db, { postId }, query, (applicationId) => !shown(applicationId)));
    },

    async detail(id: number, userId: number): Promise<Application> {
      const { record } = await access.visible(id, userId);
      return access.view(record, userId);
    },

    /** Path on disk and headers of the CV file. */
    async file(id: number, userId: number) {
      const { record, asOwner } = await access.visible(id, userId);
      // Downloading the CV is seeing it: the candidate's timeline says so.
      if (asOwner) await access.ownerViewed(record, userId);
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

    ...createApplicationReviewHandlers(app, access),
  };
}
