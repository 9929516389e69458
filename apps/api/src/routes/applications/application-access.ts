import type { Application } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../lib/http-error';
import { signUrl } from '../../lib/signed-url';
import { findApplication, markViewedOnce, signedCvFilePath, toApplication, type ApplicationRecord } from '../../repositories/applications';
import { recordApplicationEvent } from '../../repositories/application-events';
import { notify } from '../../services/notify';
import { limitsOf, openApplicantContacts } from '../../services/premium-limits';
import { CV_VIEWED_MESSAGE, CV_VIEWED_TITLE, MSG_APPLICATION_NOT_FOUND } from './applications.messages';

/** Who may see an application, and the application as each of them sees it. */
export interface ApplicationAccess {
  /** The application when `userId` is its candidate or its post's owner; 404 otherwise. */
  visible(id: number, userId: number): Promise<{ record: ApplicationRecord; asOwner: boolean }>;
  /** The application when `userId` owns its post; 404 otherwise. */
  owned(id: number, userId: number): Promise<ApplicationRecord>;
  /**
   * The post owner opened the application or its file: the first time, is_viewed, the timeline's
   * `cv_viewed` and the candidate's notification.
   */
  ownerViewed(record: ApplicationRecord, ownerId: number): Promise<void>;
  /** The application with its signed file link (`cv_file_url`). */
  withFileUrl(application: Application): Application;
  withFileUrls<P extends { results: Application[] }>(page: P): P;
  /** The application as `viewerId` sees it: the post owner's contact view counts against the package. */
  view(record: ApplicationRecord, viewerId: number): Promise<Application>;
  /** {@link view} of the application as stored now. */
  viewStored(id: number, viewerId: number): Promise<Application>;
}

export function createApplicationAccess(app: FastifyInstance): ApplicationAccess {
  const withFileUrl = (application: Application): Application => ({
    ...application,
    cv_file_url: signUrl(app.env.JWT_SECRET, signedCvFilePath(application.id), app.clock.now()),
  });

  async function view(record: ApplicationRecord, viewerId: number): Promise<Application> {
    if (record.user_id === viewerId) return withFileUrl(toApplication(record, false));
    const now = app.clock.now();
    const limits = await limitsOf(app.db, viewerId, now);
    return withFileUrl(toApplication(record, !(await openApplicantContacts(app.db, limits, viewerId, record.id, now))));
  }

  return {
    async visible(id, userId) {
      const record = await findApplication(app.db, id);
      if (!record || (record.user_id !== userId && record.owner_id !== userId)) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
      return { record, asOwner: record.owner_id === userId };
    },
    async owned(id, userId) {
      const record = await findApplication(app.db, id);
      if (!record || record.owner_id !== userId) throw httpError(404, MSG_APPLICATION_NOT_FOUND);
      return record;
    },
    // The event is written apart from is_viewed so an application viewed before the timeline
    // existed still gets it (once: a unique index).
    async ownerViewed(record, ownerId) {
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
    },
    withFileUrl,
    withFileUrls: (page) => ({ ...page, results: page.results.map(withFileUrl) }),
    view,
    viewStored: async (id, viewerId) => view((await findApplication(app.db, id))!, viewerId),
  };
}
