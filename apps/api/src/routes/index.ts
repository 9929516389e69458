/** Registers every route plugin. Add one line per feature (see README-internal.md). */
import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { chatRoutes } from './chat/chat.routes';
import { enterprisesRoutes } from './enterprises/enterprises.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { devMailServed } from '../mail/mailer';
import { devMailRoutes } from './dev-mail/dev-mail.routes';
import { healthRoutes } from './health/health.routes';
import { interviewsRoutes } from './interviews/interviews.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { candidateMarketplaceRoutes } from './candidate-marketplace';
import { employerAdminRoutes } from './employer-admin';
import { jobPostsRoutes } from './job-posts';
import { premiumRoutes } from './premium/premium.routes';

export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(catalogueRoutes, { db: app.db });
  await app.register(jobPostsRoutes);
  await app.register(enterprisesRoutes);
  await app.register(notificationsRoutes);
  await app.register(chatRoutes);
  await app.register(applicationsRoutes);
  await app.register(interviewsRoutes);
  await app.register(statisticsRoutes);
  await app.register(candidateMarketplaceRoutes);
  await app.register(employerAdminRoutes);
  await app.register(premiumRoutes);
  if (devMailServed(app.env, app.mailer)) await app.register(devMailRoutes);
}
