/**
 * Registers every route plugin, one line per feature folder; each registers its endpoints from the
 * contract's endpoint table (serve-endpoint.ts). Dev-only routes come last, outside production.
 */
import type { FastifyInstance } from 'fastify';
import { devMailServed } from '../mail/mailer';
import { accountsRoutes } from './accounts/accounts.routes';
import { adminRoutes } from './admin/admin.routes';
import { assistantRoutes } from './assistant/assistant.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { chatRoutes } from './chat/chat.routes';
import { criteriaRoutes } from './criteria/criteria.routes';
import { devJobsRoutes } from './dev-jobs/dev-jobs.routes';
import { devMailRoutes } from './dev-mail/dev-mail.routes';
import { mailRoutes } from './mail/mail.routes';
import { devVnpayRoutes } from './dev-vnpay/dev-vnpay.routes';
import { devOidcRoutes } from './dev-oidc/dev-oidc.routes';
import { devOidcServed } from './dev-oidc/dev-oidc-settings';
import { employerPostsRoutes } from './employer-posts/employer-posts.routes';
import { enterprisesRoutes } from './enterprises/enterprises.routes';
import { googleAuthRoutes } from './google-auth/google-auth.routes';
import { healthRoutes } from './health/health.routes';
import { interviewsRoutes } from './interviews/interviews.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { ogRoutes } from './og/og.routes';
import { partnerOauthRoutes } from './partner-oauth/partner-oauth.routes';
import { postsRoutes } from './posts/posts.routes';
import { premiumRoutes } from './premium/premium.routes';
import { recommendationsRoutes } from './recommendations/recommendations.routes';
import { reportsRoutes } from './reports/reports.routes';
import { savedCvsRoutes } from './saved-cvs/saved-cvs.routes';
import { applicationTimelineRoutes } from './application-timeline/application-timeline.routes';
import { savedJobsRoutes } from './saved-jobs/saved-jobs.routes';
import { seoRoutes } from './seo/seo.routes';
import { statisticsRoutes } from './statistics/statistics.routes';

export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  // Accounts and the catalogue
  await app.register(accountsRoutes);
  await app.register(googleAuthRoutes);
  await app.register(premiumRoutes);
  await app.register(catalogueRoutes, { db: app.db });
  // Job posts and companies
  await app.register(postsRoutes);
  await app.register(employerPostsRoutes);
  await app.register(enterprisesRoutes);
  // What crawlers and link previews read: robots.txt, the sitemaps, the OpenGraph pictures
  await app.register(seoRoutes);
  await app.register(ogRoutes);
  // The candidate's side
  await app.register(savedJobsRoutes);
  await app.register(criteriaRoutes);
  await app.register(recommendationsRoutes);
  await app.register(reportsRoutes);
  await app.register(applicationsRoutes);
  await app.register(savedCvsRoutes);
  await app.register(applicationTimelineRoutes);
  await app.register(interviewsRoutes);
  // Real time, statistics, moderation
  await app.register(notificationsRoutes);
  await app.register(chatRoutes);
  await app.register(statisticsRoutes);
  await app.register(adminRoutes);
  await app.register(mailRoutes);
  await app.register(assistantRoutes);
  // "Sign in with JobHub": the OpenID provider for partner apps at /oauth, and its registry.
  await app.register(partnerOauthRoutes);
  if (devMailServed(app.env, app.mailer)) await app.register(devMailRoutes);
  // The job queue's dev view and manual runs: never in production.
  if (app.env.NODE_ENV !== 'production') await app.register(devJobsRoutes);
  // The built-in VNPay sandbox: only outside production, when no real VNPay terminal is configured.
  const vnpay = app.env.VNPAY;
  if (app.env.NODE_ENV !== 'production' && vnpay?.BUILT_IN_SANDBOX) {
    const merchants = [{ tmnCode: vnpay.TMN_CODE, secret: vnpay.HASH_SECRET, name: 'JobHub', ipnUrl: `${app.env.PUBLIC_URL}/api/vnpay/ipn/` }];
    await app.register(devVnpayRoutes, { merchants });
  }
  if (devOidcServed(app.env)) await app.register(devOidcRoutes);
}
