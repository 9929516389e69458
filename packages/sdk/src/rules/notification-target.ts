import type { Role } from '../contract/auth';
import { isSameSitePath, type Notification } from '../contract/notifications';

/** The fields a click target depends on. */
export type NotificationTargetInput = Pick<Notification, 'notification_type' | 'link' | 'object_id'>;

const has = (id: number | null | undefined): id is number => id !== null && id !== undefined;
/** The link when it is a path on this site; anything else ('//host', '/\\host', 'javascript:…') is no link. */
const sameSite = (link: string | null | undefined): string | null => (link && isSameSitePath(link) ? link : null);

function messagesPath(role: Role, objectId: number | null): string {
  const page = role === 'employer' ? '/employer/messages' : '/candidate/messages';
  return has(objectId) ? `${page}?conversation_id=${objectId}` : page;
}

/** SPEC §9 'Employer notification click targets when there is no link'. */
function employerTarget(type: string, objectId: number | null): string | null {
  switch (type) {
    case 'new_application':
    case 'cv_viewed':
      return has(objectId) ? `/employer/applications?application_id=${objectId}` : '/employer/applications';
    case 'position_expired':
      return has(objectId) ? `/employer/posts?job_id=${objectId}` : '/employer/posts';
    case 'application_withdrawn':
      return '/employer/applications';
    case 'message_received':
      return messagesPath('employer', objectId);
    case 'system':
      return has(objectId) ? `/employer/notifications/${objectId}` : null;
    default:
      return null;
  }
}

/** SPEC §9 'Candidate notification click targets' (these do not defer to `link`). */
function candidateTarget(type: string, objectId: number | null, role: Role): string | null {
  switch (type) {
    case 'cv_status_changed':
    case 'interview_scheduled':
      return has(objectId) ? `/my-applications?cv_id=${objectId}` : '/my-applications';
    case 'job_applied':
      return '/my-applications';
    case 'message_received':
      return messagesPath(role, objectId);
    case 'cv_viewed':
      return has(objectId) ? `/job-detail?cv_id=${objectId}` : null;
    case 'system':
      return has(objectId) ? `/notifications/${objectId}` : null;
    default:
      return null;
  }
}

/**
 * Where a click on a notification goes (SPEC §9), or `null` to stay (the item is still marked read).
 *
 * Employers: the notification's `link` wins; the type table applies 'when there is no link'.
 * Everyone else: the candidate table wins (SPEC gives it without that condition) and `link` is
 * the fallback for other types, or when the type's target needs an `object_id` that is missing.
 * `message_received` picks the messages page by role. A link that is not a same-site path
 * (contract `isSameSitePath`) is ignored, so a click never leaves the site.
 *
 * @param notification - `notification_type`, `link`, `object_id`.
 * @param role - The signed-in user's role.
 * @example
 * notificationTarget({ notification_type: 'new_application', link: null, object_id: 5 }, 'employer');
 * // '/employer/applications?application_id=5'
 */
export function notificationTarget(notification: NotificationTargetInput, role: Role): string | null {
  const { notification_type: type, object_id: objectId } = notification;
  const link = sameSite(notification.link);
  if (role === 'employer') return link ?? employerTarget(type, objectId);
  return candidateTarget(type, objectId, role) ?? link;
}
