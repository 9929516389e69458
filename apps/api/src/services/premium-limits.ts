/**
 * Every Premium gate's limit, in one place (API.md, Premium and payments): what a user may do
 * follows from their role and the package of their running Premium period (premium_packages),
 * on the app's clock (repositories/users.ts `isPremiumAt`). Routes ask `limitsOf` and refuse with
 * `premiumRefusal`, whose Vietnamese message states the limit and whose `premium_url` links to the
 * Premium page of the caller's role.
 *
 * | gate | without Premium | with a package | Premium granted without a package (seed, manual) |
 * |---|---|---|---|
 * | candidate chat sending | no | yes | yes |
 * | applications per Vietnamese day | DAILY_APPLICATION_LIMIT_FREE (10) | daily_job_application_limit | 50 |
 * | applicant count on job detail | no | yes | yes |
 * | employer live posts | FREE_ACTIVE_POST_LIMIT (3) | max_job_posts | 20 |
 * | applicant contact details | hidden | can_view_submitted_cvs, max_cv_views_per_day distinct applications a day | shown, no daily cap |
 * | search order, /api/enterprises/premium | plain | Premium companies first | Premium companies first |
 */
import { DAILY_APPLICATION_LIMIT_FREE, FREE_ACTIVE_POST_LIMIT, type PremiumPackage } from '@jobhub/sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { cvContactViews } from '../db/schema/premium';
import { httpError, type HttpError } from '../lib/http-error';
import { vietnamToday } from '../lib/vietnam-date';
import { activePackageOf } from '../repositories/premium';
import { selectRows } from '../repositories/sql-rows';
import { isPremiumAt } from '../repositories/users';

/** Daily applications of a Premium granted outside a purchase (no package to read). */
export const GRANTED_PREMIUM_DAILY_APPLICATIONS = 50;
/** Live posts of a Premium granted outside a purchase. */
export const GRANTED_PREMIUM_ACTIVE_POSTS = 20;

/** The Premium page of each role (where every refusal links). */
export const PREMIUM_PAGE = { candidate: '/premium', employer: '/employer/premium' } as const;

export interface PremiumLimits {
  premium: boolean;
  /** The running period's package; undefined without Premium or for a granted Premium. */
  package: PremiumPackage | undefined;
  /** Candidates send chat messages only with Premium (employers' rules live in the chat handlers). */
  candidateMayChat: boolean;
  dailyApplications: number;
  seesApplicantCounts: boolean;
  maxActivePosts: number;
  seesApplicantContacts: boolean;
  /** Distinct applications whose contacts may be opened per Vietnamese day; null = no cap. */
  cvContactViewsPerDay: number | null;
  premiumUrl: string;
}

/** The limits of a user row at `now` (no database read when Premium is off). */
export function limitsFor(role: string, premium: boolean, pkg: PremiumPackage | undefined): PremiumLimits {
  const premiumUrl = role === 'employer' ? PREMIUM_PAGE.employer : PREMIUM_PAGE.candidate;
  if (!premium) {
    return {
      premium,
      package: undefined,
      candidateMayChat: false,
      dailyApplications: DAILY_APPLICATION_LIMIT_FREE,
      seesApplicantCounts: false,
      maxActivePosts: FREE_ACTIVE_POST_LIMIT,
      seesApplicantContacts: false,
      cvContactViewsPerDay: 0,
      premiumUrl,
    };
  }
  return {
    premium,
    package: pkg,
    candidateMayChat: true,
    dailyApplications: pkg ? Math.max(pkg.daily_job_application_limit, DAILY_APPLICATION_LIMIT_FREE) : GRANTED_PREMIUM_DAILY_APPLICATIONS,
    seesApplicantCounts: true,
    maxActivePosts: pkg ? Math.max(pkg.max_job_posts, FREE_ACTIVE_POST_LIMIT) : GRANTED_PREMIUM_ACTIVE_POSTS,
    seesApplicantContacts: pkg ? pkg.can_view_submitted_cvs : true,
    cvContactViewsPerDay: pkg ? pkg.max_cv_views_per_day : null,
    premiumUrl,
  };
}

/**
 * The user's limits at `now` (a missing user gets the free ones).
 * @example const limits = await limitsOf(app.db, userId, app.clock.now()); if (!limits.candidateMayChat) throw premiumRefusal(...);
 */
export async function limitsOf(db: Db, userId: number, now: Date): Promise<PremiumLimits> {
  const [user] = await db
    .select({ role: users.role, is_premium: users.is_premium, premium_expiry: users.premium_expiry })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return limitsFor('candidate', false, undefined);
  const premium = isPremiumAt(user, now);
  return limitsFor(user.role, premium, premium ? await activePackageOf(db, userId) : undefined);
}

/**
 * A gate's refusal (403): the Vietnamese `message` states the limit; the body links the Premium page.
 * @example throw premiumRefusal(limits, `Bạn đã đạt giới hạn ${limits.dailyApplications} lượt ứng tuyển mỗi ngày.`);
 */
export function premiumRefusal(limits: Pick<PremiumLimits, 'premiumUrl'>, message: string, extra: Record<string, unknown> = {}, status = 403): HttpError {
  return httpError(status, message, { ...extra, premium_url: limits.premiumUrl });
}

/**
 * Whether the employer sees the contact details of `applicationId` now, counting it against the
 * package's max_cv_views_per_day: an application already opened today is free, a new one is
 * recorded while the day's distinct count is under the cap (one statement, so the cap holds).
 * @example const shown = await openApplicantContacts(app.db, limits, ownerId, cv.id, app.clock.now());
 */
export async function openApplicantContacts(db: Db, limits: PremiumLimits, employerId: number, applicationId: number, now: Date): Promise<boolean> {
  if (!limits.seesApplicantContacts) return false;
  if (limits.cvContactViewsPerDay === null) return true;
  const day = vietnamToday(now);
  const [seen] = await db
    .select({ id: cvContactViews.application_id })
    .from(cvContactViews)
    .where(and(eq(cvContactViews.employer_id, employerId), eq(cvContactViews.day, day), eq(cvContactViews.application_id, applicationId)));
  if (seen) return true;
  const inserted = await selectRows<{ application_id: number }>(
    db,
    sql`insert into cv_contact_views (employer_id, application_id, day)
      select ${employerId}, ${applicationId}, ${day}::date
      where (select count(*) from cv_contact_views where employer_id = ${employerId} and day = ${day}::date) < ${limits.cvContactViewsPerDay}
      on conflict do nothing returning application_id`,
  );
  return inserted.length > 0;
}

/**
 * Which applications' contacts the employer may see in a list now (no view is counted): all with
 * an uncapped Premium, those opened today with a capped package, none without contact access.
 */
export async function contactsShownInLists(db: Db, limits: PremiumLimits, employerId: number, now: Date): Promise<(applicationId: number) => boolean> {
  if (!limits.seesApplicantContacts) return () => false;
  if (limits.cvContactViewsPerDay === null) return () => true;
  const rows = await db
    .select({ id: cvContactViews.application_id })
    .from(cvContactViews)
    .where(and(eq(cvContactViews.employer_id, employerId), eq(cvContactViews.day, vietnamToday(now))));
  const opened = new Set(rows.map((row) => row.id));
  return (applicationId) => opened.has(applicationId);
}
