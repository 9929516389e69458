import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import type { RouteMeta } from '@jobhub/sdk';
import { RouteGuard } from './guards';
import { RootLayout } from '../layouts/root-layout';

type PageModule = { default: ComponentType };

/** Every page's preload, by its lazy component (preloadPages, preloadRoute). */
const pagePreloads = new Map<unknown, () => Promise<unknown>>();

/**
 * React.lazy over a page's module: its own chunk in the browser. Once preloaded (the server does,
 * preloadPages) it renders at once: React's lazy reads a thenable that answers synchronously, so
 * a server render never suspends on a page — a suspended boundary would be streamed with an
 * inline script, which the Content-Security-Policy refuses.
 */
function lazyPage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  // A thenable, not a Promise: its `then` calls back at once (React.lazy only calls `then`).
  const Page = lazy(() => (loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as unknown as Promise<PageModule>) : load()));
  pagePreloads.set(Page, () => load().then((module) => (loaded = module)));
  return Page;
}

/** lazyPage over a named export (pages that share a module). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyPage(async () => ({ default: (await load())[name] as ComponentType }));
}

/** Loads every page's module, so that no later render waits on one (the server, once at start). */
export async function preloadPages(): Promise<void> {
  await Promise.all([...pagePreloads.values()].map((preload) => preload()));
}

/**
 * Loads the modules of the pages `pathname` renders, before the browser hydrates a server-rendered
 * page: hydration then never suspends on the page's chunk (a suspended boundary that re-renders —
 * the signed-in parts, right after hydration — is thrown away and shown loading, then again).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => pagePreloads.get((route.element as { type?: unknown } | undefined)?.type)?.()));
}

// Browse pages (owned by the site-browse helper): default exports.
const HomePage = lazyPage(() => import('../pages/browse/home'));
const JobSearchPage = lazyPage(() => import('../pages/browse/job-search'));
const JobDetailPage = lazyPage(() => import('../pages/browse/job-detail'));
const EnterprisesPage = lazyPage(() => import('../pages/browse/enterprises'));
const EnterpriseDetailPage = lazyPage(() => import('../pages/browse/enterprise-detail'));

// Auth screens.
const LoginPage = lazyPage(() => import('../pages/auth/login'));
const RegisterPage = lazyPage(() => import('../pages/auth/register'));
const ActivatePage = lazyPage(() => import('../pages/auth/activate'));
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/forgot-password'));
const ResetPasswordPage = lazyPage(() => import('../pages/auth/reset-password'));
const GoogleCallbackPage = lazyPage(() => import('../pages/auth/google-callback'));
const SelectRolePage = lazyPage(() => import('../pages/auth/select-role'));
const ProfilePage = lazyPage(() => import('../pages/account/profile'));
const PartnerConsentPage = lazyPage(() => import('../pages/auth/partner-consent'));

// Simple pages.
const simple = () => import('../pages/misc/simple-pages');
const NotFoundPage = lazyNamed(simple, 'NotFoundPage');
const GeminiChatPage = lazyNamed(() => import('../pages/assistant/gemini-chat'), 'GeminiChatPage');
const AdminPage = lazyNamed(() => import('../pages/admin/admin-page'), 'AdminPage');
const CvJobDetailPage = lazyNamed(() => import('../pages/candidate/application-detail'), 'CvJobDetailPage');
// Premium and the payment results.
const premiumPages = () => import('../pages/premium/premium-pages');
const PremiumPage = lazyNamed(premiumPages, 'PremiumPage');
const EmployerPremiumPage = lazyNamed(premiumPages, 'EmployerPremiumPage');
const PaymentSuccessPage = lazyNamed(premiumPages, 'PaymentSuccessPage');
const PaymentFailedPage = lazyNamed(premiumPages, 'PaymentFailedPage');

// Candidate pages (each its own lazy chunk, with the candidate SDK resources).
const MyApplicationsPage = lazyPage(() => import('../pages/candidate/my-applications'));
const SavedJobsPage = lazyPage(() => import('../pages/candidate/saved-jobs'));
const MyCriteriaPage = lazyPage(() => import('../pages/candidate/my-criteria'));
const UnsubscribePage = lazyPage(() => import('../pages/account/unsubscribe'));
const JobRecommendationsPage = lazyPage(() => import('../pages/candidate/job-recommendations'));

// Notifications and messages (real time; their code loads only for signed-in users).
const notificationPages = () => import('../pages/notifications/employer-notifications');
const notificationDetail = () => import('../pages/notifications/notification-detail');
const messagePages = () => import('../pages/messages/messages-page');
const NotificationDetailPage = lazyNamed(notificationDetail, 'NotificationDetailPage');
const EmployerNotificationDetailPage = lazyNamed(notificationDetail, 'EmployerNotificationDetailPage');
const EmployerNotificationsPage = lazyNamed(notificationPages, 'EmployerNotificationsPage');
const CandidateMessagesPage = lazyNamed(messagePages, 'CandidateMessagesPage');
const EmployerMessagesPage = lazyNamed(messagePages, 'EmployerMessagesPage');
const MessagesRedirect = lazyNamed(() => import('../pages/messages/messages-redirect'), 'MessagesRedirect');

// Footer pages.
const info = () => import('../pages/info/info-pages');
const AboutPage = lazyNamed(info, 'AboutPage');
const ContactPage = lazyNamed(info, 'ContactPage');
const BlogPage = lazyNamed(info, 'BlogPage');
const CareerAdvicePage = lazyNamed(info, 'CareerAdvicePage');
const PostJobPage = lazyNamed(info, 'PostJobPage');
const PricingPage = lazyNamed(info, 'PricingPage');
const RecruitmentSolutionsPage = lazyNamed(info, 'RecruitmentSolutionsPage');

// Employer area.
const EmployerLayout = lazyPage(() => import('../layouts/employer-layout'));
const CreateEnterprisePage = lazyPage(() => import('../pages/employer/create-enterprise'));
const employerPages = () => import('../pages/employer/employer-pages');
const EmployerNotFoundPage = lazyNamed(employerPages, 'EmployerNotFoundPage');
const EmployerDashboardPage = lazyNamed(() => import('../pages/employer/dashboard'), 'EmployerDashboardPage');
const company = () => import('../pages/employer/company');
const CompanyPage = lazyNamed(company, 'CompanyPage');
const CompanyEditPage = lazyNamed(company, 'CompanyEditPage');
const EmployerPostsPage = lazyNamed(() => import('../pages/employer/posts'), 'EmployerPostsPage');
const postForm = () => import('../pages/employer/post-form');
const PostCreatePage = lazyNamed(postForm, 'PostCreatePage');
const PostEditPage = lazyNamed(postForm, 'PostEditPage');
const PostDetailPage = lazyNamed(() => import('../pages/employer/post-detail'), 'PostDetailPage');
const CvDetailPage = lazyNamed(() => import('../pages/employer/cv-detail'), 'CvDetailPage');
const profileAndApplications = () => import('../pages/employer/profile-and-applications');
const EmployerProfilePage = lazyNamed(profileAndApplications, 'EmployerProfilePage');
const EmployerApplicationsPage = lazyNamed(profileAndApplications, 'EmployerApplicationsPage');
const SettingsPage = lazyNamed(() => import('../pages/account/settings'), 'SettingsPage');
const EnterpriseStatisticsPage = lazyNamed(() => import('../pages/employer/enterprise-statistics'), 'EnterpriseStatisticsPage');

/** Guard metadata of SPEC §6 (stable objects: the guard effect depends on them). */
export const GUEST: RouteMeta = { access: 'guest' };
export const AUTH: RouteMeta = { access: 'auth' };
export const CANDIDATE: RouteMeta = { access: 'auth', roles: ['candidate'] };
/** Employer area: role employer and (except on create-enterprise) a company profile. */
export const EMPLOYER: RouteMeta = { access: 'auth', roles: ['employer'] };
/** /select-role: only a user who has no role yet (role `none`); others go to / (SPEC §6). */
export const SELECT_ROLE: RouteMeta = { access: 'auth', roles: ['none'] };
/** Admin area: role admin. */
export const ADMIN: RouteMeta = { access: 'auth', roles: ['admin'] };
/** /enterprise/statistics: employer or admin (SPEC §2, §6). */
export const STATISTICS: RouteMeta = { access: 'auth', roles: ['employer', 'admin'] };

/** /api/activate/:token → the activate screen with the token (SPEC §2). */
function ActivateTokenRedirect() {
  const { token = '' } = useParams();
  return <Navigate to={`/activate?token=${encodeURIComponent(token)}`} replace />;
}

/**
 * The route tree of SPEC §2 with the guards of SPEC §6 (route wrappers over the SDK rule). The
 * public pages carry an `id`: the server renders those (src/server/page-loaders.ts, by id).
 */
export const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RouteGuard meta={GUEST} />,
        children: [
          { index: true, id: 'home', element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'activate/:email?', element: <ActivatePage /> },
          { path: 'api/activate/:token', element: <ActivateTokenRedirect /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
        ],
      },
      // Open routes.
      { path: 'enterprises', id: 'enterprises', element: <EnterprisesPage /> },
      { path: 'enterprises/:id', id: 'enterprise', element: <EnterpriseDetailPage /> },
      { path: 'companies', id: 'companies', element: <EnterprisesPage /> },
      { path: 'job-search', id: 'job-search', element: <JobSearchPage /> },
      { path: 'job/:id', id: 'job', element: <JobDetailPage /> },
      { path: 'gemini-chat', element: <GeminiChatPage /> },
      { path: 'auth/google/callback', element: <GoogleCallbackPage /> },
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      { path: 'oauth/consent/:uid', element: <PartnerConsentPage /> },
      { path: 'about', id: 'about', element: <AboutPage /> },
      { path: 'contact', id: 'contact', element: <ContactPage /> },
      { path: 'blog', id: 'blog', element: <BlogPage /> },
      { path: 'career-advice', id: 'career-advice', element: <CareerAdvicePage /> },
      { path: 'post-job', id: 'post-job', element: <PostJobPage /> },
      { path: 'pricing', id: 'pricing', element: <PricingPage /> },
      { path: 'recruitment-solutions', id: 'recruitment-solutions', element: <RecruitmentSolutionsPage /> },
      // Authenticated routes.
      {
        element: <RouteGuard meta={AUTH} />,
        children: [
          { path: 'profile', element: <ProfilePage /> },
          { path: 'premium', id: 'CandidatePremium', element: <PremiumPage /> },
          { path: 'payment-success', element: <PaymentSuccessPage /> },
          { path: 'payment-failed', element: <PaymentFailedPage /> },
          // SPEC §2 leaves its guard open; it shows the signed-in user's own notification.
          { path: 'notifications/:id', element: <NotificationDetailPage /> },
          // The 'Tin nhắn mới' toast's link (SPEC §9): redirects by role.
          { path: 'messages', element: <MessagesRedirect /> },
        ],
      },
      { element: <RouteGuard meta={SELECT_ROLE} />, children: [{ path: 'select-role', element: <SelectRolePage /> }] },
      // Admin-only routes.
      { element: <RouteGuard meta={ADMIN} />, children: [{ path: 'admin', element: <AdminPage /> }] },
      { element: <RouteGuard meta={STATISTICS} />, children: [{ path: 'enterprise/statistics', element: <EnterpriseStatisticsPage /> }] },
      // Candidate-only routes.
      {
        element: <RouteGuard meta={CANDIDATE} />,
        children: [
          { path: 'my-applications', element: <MyApplicationsPage /> },
          // The candidate's own application (?cv_id=), from a 'CV viewed' notification.
          { path: 'job-detail', element: <CvJobDetailPage /> },
          { path: 'saved-jobs', element: <SavedJobsPage /> },
          { path: 'candidate/messages', element: <CandidateMessagesPage /> },
          { path: 'my-criteria', element: <MyCriteriaPage /> },
          { path: 'job-recommendations', element: <JobRecommendationsPage /> },
        ],
      },
      // Employer area (no candidate header/footer: see RootLayout).
      {
        path: 'employer',
        element: <RouteGuard meta={EMPLOYER} />,
        children: [
          { path: 'create-enterprise', element: <CreateEnterprisePage /> },
          {
            element: <EmployerLayout />,
            children: [
              { index: true, element: <EmployerDashboardPage /> },
              { path: 'profile', element: <EmployerProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'company', element: <CompanyPage /> },
              { path: 'company/edit', element: <CompanyEditPage /> },
              { path: 'posts', element: <EmployerPostsPage /> },
              { path: 'posts/create', element: <PostCreatePage /> },
              { path: 'posts/:id', element: <PostDetailPage /> },
              { path: 'posts/:id/edit', element: <PostEditPage /> },
              { path: 'cv/:id', element: <CvDetailPage /> },
              { path: 'applications', element: <EmployerApplicationsPage /> },
              { path: 'notifications', element: <EmployerNotificationsPage /> },
              { path: 'notifications/:id', element: <EmployerNotificationDetailPage /> },
              { path: 'messages', element: <EmployerMessagesPage /> },
              { path: 'premium', element: <EmployerPremiumPage /> },
              { path: '*', element: <EmployerNotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', id: 'not-found', element: <NotFoundPage /> },
    ],
  },
];

/** Renders the route tree inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
