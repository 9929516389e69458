/**
 * `@jobhub/sdk`: the framework-free JobHub core. Explicit named exports only; the zod schemas
 * are published separately as `@jobhub/sdk/contract`.
 *
 * Modular like Firebase v9: `createClient()` is the session core (HTTP with the SPEC §4 401 rule,
 * tokens, `$session`, token checks, route guards); each resource is its own factory taking the
 * client, so a bundle carries only the resources it imports.
 *
 * @packageDocumentation
 * @module @jobhub/sdk
 */

// Client (session core) and public client
export { createClient } from './stores/client';
export type { ClientOptions, JobHubClient, RouteLocation, SessionEndReason } from './stores/client';
export { createSessionClient } from './stores/session-client';
export type { SessionClient } from './stores/session-client';
export { createPublicClient } from './stores/public-client';
export type { PublicClient, PublicClientOptions } from './stores/public-client';
export type { EnterpriseOwnership } from './stores/enterprise-ownership';

// Resources
export { createAuthApi } from './stores/auth';
export type { AuthActions, LoginOptions, LoginOutcome, RegisterEnterprise, RegisterResult } from './stores/auth';
export { createCatalogueApi } from './api/catalogue';
export type { Catalogue } from './api/catalogue';
export { createEnterprisesApi } from './stores/enterprises';
export type { Enterprises } from './stores/enterprises';
export { enterpriseFormData } from './api/enterprises';
export type { EnterpriseCalls, EnterpriseFiles, EnterpriseFormFields, EnterpriseListQuery, EnterpriseSearchQuery } from './api/enterprises';
export { createJobSearchApi, createJobsApi } from './api/jobs';
export type { JobListQuery, Jobs } from './api/jobs';
export type { CallOptions } from './http/call-endpoint';
export { createJobSearch, JOB_SEARCH_DEBOUNCE_MS, MSG_JOB_SEARCH_FAILED, searchJobs } from './stores/job-search';
export type { JobSearch, JobSearchChange, JobSearchClient, JobSearchOptions } from './stores/job-search';
export type { ActionResult, AsyncState } from './stores/async-state';

// Candidate side: applications, saved jobs, criteria, recommendations, interviews, profile, reports
export { checkCvFile, createApplicationsApi, dailyLimitOf } from './api/applications';
export type { ApplicationPage, ApplicationsApi, ApplyFields, ApplyOptions, DailyLimit, MyApplicationsParams } from './api/applications';
export { createSavedCvsApi } from './api/saved-cvs';
export type { SavedCvsApi, SavedCvUploadOptions } from './api/saved-cvs';
export { createApplicationTimelineApi } from './api/application-timeline';
export type { ApplicationTimelineApi } from './api/application-timeline';
export { createSavedJobsApi } from './api/saved-jobs';
export type { SavedCheck, SavedJobsApi, SavedJobsParams } from './api/saved-jobs';
export { createSavedJobsStore, createSavedPostsStore, MSG_SAVE_POST_FAILED, MSG_UNSAVE_POST_FAILED } from './stores/saved-jobs';
export type { PostSavedState, SavedJobsClient, SavedJobsStore, SavedJobState, SavedPostsClient, SavedPostsStore, SavedPostState } from './stores/saved-jobs';
export { createCriteriaApi } from './api/criteria';
export type { CriteriaApi } from './api/criteria';
export { createMailApi } from './api/mail';
export type { MailApi } from './api/mail';
export { createRecommendationsApi } from './api/recommendations';
export type { RecommendationsApi } from './api/recommendations';
export { createInterviewsApi } from './api/interviews';
export type { InterviewListParams, InterviewResponseResult, InterviewsApi } from './api/interviews';
export { createProfileApi, readProfile } from './api/profile';
export { createGoogleLinkApi, googleLoginUrl } from './api/google-auth';
export type { GoogleLinkApi } from './api/google-auth';
export type { ProfileApi } from './api/profile';
export { createPaymentsAdminApi, createPremiumApi } from './api/premium';
export type { PaymentListParams, PaymentsAdminApi, PremiumApi } from './api/premium';
export type { Payment, PaymentStatus, PremiumHistoryEntry, PremiumPackage, PremiumPackagesData, PremiumPeriodStatus, PremiumPurchaseData } from './contract/premium';
/** The profile, Premium state and chat rule of the signed-in user; see `createAccountStore`. */
export { createAccountStore } from './stores/account';
export type { AccountClient, AccountStore, AccountStoreOptions } from './stores/account';
/** The Premium page's packages, history and purchases, over the account store; see `createPremiumStore`. */
export { createPremiumStore } from './stores/premium';
export type { PremiumClient, PremiumStore } from './stores/premium';
export { createReportsApi } from './api/reports';
export type { ReportsApi } from './api/reports';
export { MSG_CHECK_FIELDS } from './api/parse-input';
export {
  claimedCvKind,
  CV_ACCEPT,
  CV_SIGNATURE_BYTES,
  cvFileMetaProblem,
  cvFileProblem,
  DOCX_MIME,
  MSG_CV_CONTENT,
  MSG_CV_EMPTY,
  MSG_CV_REQUIRED,
  MSG_CV_TOO_LARGE,
  MSG_CV_TYPE,
  PDF_MIME,
  sniffCvKind,
} from './rules/cv-file';
export type { CvFileInfo } from './rules/cv-file';
export { CV_MAX_BYTES, DAILY_APPLICATION_LIMIT_FREE, INTERVIEW_STATUSES } from './contract/applications';
export type { Interview, InterviewRespondBody } from './contract/applications';
export { CRITERIA_EMPTY_LABEL, JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS, NO_CRITERIA_MESSAGE } from './contract/candidate';
export type { Criteria, CriteriaBody, JobAlertFrequency, JobAlertPreview, RecommendedPost, ReportBody, SavedPost } from './contract/candidate';
export { MAIL_TYPES, MAIL_TYPE_LABELS } from './contract/endpoints/accounts';
export type { MailPreferences, MailType } from './contract/endpoints/accounts';
export type { ProfileUpdateBody } from './contract/auth';

// Employer area and admin (each its own factory)
export { createEmployerPostsApi, postingLimit } from './api/employer-posts';
export type { EmployerPostListParams, EmployerPostsApi, PostingLimit, PostWriteInput } from './api/employer-posts';
export { createApplicantListsApi, createApplicantsApi, RECENT_APPLICANTS_LIMIT } from './api/applicants';
export type { ApplicantPage, ApplicantsApi, InterviewInput, PostApplicantsParams } from './api/applicants';
export { createStatisticsApi } from './api/statistics';
export type { StatisticsApi } from './api/statistics';
export { createAdminApi } from './api/admin';
export { createPartnerAppsAdminApi, createPartnerConsentApi } from './api/partner-apps';
export { signInWithJobHub, SignInWithJobHubError } from './partner/sign-in-with-jobhub';
export type { PartnerSession, SignInWithJobHubOptions } from './partner/sign-in-with-jobhub';
export type { PartnerAppsAdminApi, PartnerConsentApi } from './api/partner-apps';
export type { AdminApi, AdminEnterpriseParams, AdminReportParams } from './api/admin';
export { FREE_ACTIVE_POST_LIMIT, REPORT_STATUSES } from './contract/employer';
export type { AdminEnterprise, AdminReport, EmployerPostDetail, EmployerPostRow, EmployerStatistics, PostWriteBody } from './contract/employer';
export { APPLICATION_STATUSES, MASKED_CONTACT } from './contract/applications';
export type { Application, ApplicationCounts, ApplicationStatus, InterviewCreateBody } from './contract/applications';
export type { SavedCv, SavedCvUpdateBody } from './contract/saved-cvs';
export type { ApplicationEvent, ApplicationEventActor, ApplicationEventKind, ApplicationTimeline, CvViewer } from './contract/application-timeline';

// Real time, notifications, chat (each its own factory: import only what a page uses)
/** The socket connection of a client: lazy, backoff with full jitter, never gives up; see `createRealtime`. */
export { browserWakeEvents, createRealtime } from './stores/realtime';
export type { ReadChange, Realtime, RealtimeClient, RealtimeOptions, WakeEvents } from './stores/realtime';
export type { ChannelLike, TabTransport } from './realtime/shared-socket';
export type { LockManagerLike } from './realtime/tab-leader';
export {
  CLIENT_PING_INTERVAL_MS,
  CONNECT_TIMEOUT_MS,
  CONNECTION_CHECK_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  START_CHECK_DELAY_MS,
} from './realtime/socket-machine';
export {
  FAST_RECONNECT_ATTEMPTS,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
  SLOW_RECONNECT_BASE_MS,
  SLOW_RECONNECT_MAX_MS,
} from './rules/reconnect-delay';
export type { RealtimeStatus, SocketLike, SocketState, WebSocketClass } from './realtime/socket-machine';
/** The notification list and unread count with their actions; see `createNotificationsStore`. */
export { createNotificationsStore } from './stores/notifications';
export type { NotificationsStore } from './stores/notifications';
export { createNotificationsApi } from './api/notifications';
export type { NotificationListParams, NotificationsApi } from './api/notifications';
/** JobHub AI: sessions, the open conversation and the streamed answer; see `createAssistantStore`. */
export {
  createAssistantStore,
  MSG_ASSISTANT_ASK_FAILED,
  MSG_ASSISTANT_DELETE_FAILED,
  MSG_ASSISTANT_RENAME_FAILED,
  MSG_ASSISTANT_SESSION_FAILED,
  MSG_ASSISTANT_SESSIONS_FAILED,
} from './stores/assistant';
export type { AssistantClient, AssistantConversation, AssistantReplyState, AssistantStore } from './stores/assistant';
export { createAssistantApi } from './api/assistant';
export type { AssistantApi } from './api/assistant';
export type { AssistantMessage, AssistantSendBody, AssistantSession, AssistantSessionDetail, AssistantStreamEvent } from './contract/assistant';
export { ASSISTANT_MESSAGE_MAX, ASSISTANT_TITLE_MAX } from './contract/text-limits';
/** Conversations, threads, sending, unread total and chat windows; see `createChatStore`. */
export { CHAT_PAGE_SIZE, CHAT_REFRESH_PAGES, createChatStore, UNREAD_MESSAGES_POLL_MS } from './stores/chat';
export type { ChatMessage, ChatStore, ChatStoreOptions, ChatThread, OtherUser } from './stores/chat';
/** The chat store in two steps (the script-tag chat dock loads the second with its panels). */
export { createChatCore, type ChatCore } from './stores/chat/chat-core';
export { withOpenedChat } from './stores/chat/chat-opened';
export { createChatApi } from './api/chat';
export type { ChatApi, ChatContactPage, ChatContactsParams, ChatSendOptions, MessageListParams, MessagePage, UnreadMessages } from './api/chat';
export type { TokenCheckResult } from './stores/token-check';

// HTTP
export { createHttpClient, TOKEN_REFRESH_PATH } from './http/client';
export type { HttpClient, HttpClientOptions, RequestClient, TokenProvider } from './http/client';
export { createTransport, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './http/transport';
export type { HttpMethod, QueryValue, RequestOptions, ResponseSchema, Transport, TransportOptions } from './http/transport';
export type { RetryOptions } from './http/retry';
export { ApiError, AuthError, NetworkError, SdkError, ValidationError } from './http/errors';
export type { SdkErrorCode, SdkErrorOptions } from './http/errors';
export { createTokenStore, defaultStorage, STORAGE_KEYS } from './http/token-store';
export type { TokenStore } from './http/token-store';

// Generic helpers
export { createMemoryStorage } from './lib/memory-storage';
export type { KeyValueStorage } from './lib/memory-storage';
export { createLogger, silentLogger } from './lib/logger';
export type { Logger, LogSink } from './lib/logger';
export type { Timers, TimerHandle } from './lib/timers';

// Rules (pure)
export {
  MSG_LOGIN_FAILED, MSG_REGISTER_FAILED, MSG_ACTIVATION_FAILED, MSG_RESEND_ACTIVATION_FAILED,
  MSG_FORGOT_PASSWORD_FAILED, MSG_RESET_PASSWORD_FAILED,
  MSG_GOOGLE_LOGIN_FAILED, MSG_NOT_ACTIVATED, MSG_NO_TOKEN,
  MSG_ACCOUNT_DISABLED, MSG_ACCOUNT_BANNED, MSG_GOOGLE_MISSING_TOKENS, MSG_PREMIUM_INFO_FAILED,
  MSG_PAYMENT_URL_FAILED, MSG_PREMIUM_CANCEL_FAILED, MSG_NOTIFICATIONS_LOAD_FAILED,
  MSG_UNREAD_COUNT_FAILED, MSG_MARK_READ_FAILED, MSG_MARK_ALL_READ_FAILED,
  MSG_CV_VIEWED_NOTIFICATION_FAILED, MSG_SYSTEM_NOTIFICATION_FAILED, MSG_CONVERSATIONS_FAILED,
  MSG_MESSAGES_FAILED, MSG_SEND_MESSAGE_FAILED, MSG_ENTERPRISE_LIST_FAILED,
  MSG_ENTERPRISE_DETAIL_FAILED, MSG_ENTERPRISE_OWN_FAILED, MSG_ENTERPRISE_CREATE_FAILED,
  MSG_ENTERPRISE_UPDATE_FAILED, MSG_ENTERPRISE_SEARCH_FAILED, MSG_ENTERPRISE_STATISTICS_FAILED,
  MSG_EMPLOYER_STATISTICS_FAILED, MSG_PREMIUM_ENTERPRISES_FAILED,
  MSG_REGISTER_ENTERPRISE_FAILED, ERROR_MESSAGES, googleAuthFailedMessage, SUCCESS_MESSAGES,
} from './rules/error-catalogue';
export { MSG_NO_CONNECTION, MSG_REQUEST_TIMEOUT, MSG_SESSION_EXPIRED } from './rules/connection-messages';
export { errorMessage, fieldErrors } from './rules/error-message';
export {
  JOB_SEARCH_KEYS,
  jobSearchQueryErrors,
  normalizeJobSearchQuery,
  queryToSearchParams,
  searchParamsToQuery,
  serializeJobSearch,
} from './rules/job-search-query';
export type { JobSearchQuery } from './rules/job-search-query';
export { relativeTime } from './rules/relative-time';
export type { RelativeTimeOptions } from './rules/relative-time';
export { formatDate, VIETNAM_TIME_ZONE } from './rules/date-format';
export { dayLabel } from './rules/day-label';
export type { DateFormatOptions, DateStyle } from './rules/date-format';
export { PAGE_WINDOW_RADIUS, pageWindow } from './rules/page-window';
export type { PageWindowItem } from './rules/page-window';
export { initials } from './rules/initials';
// Its own module: code showing only people (the chat) leaves the company rule and its table out.
export { personInitials } from './rules/person-initials';
export { assetUrl } from './rules/asset-url';
export { companyDistinctiveWord, companyInitial } from './contract/company-name';
export { withoutAccents } from './contract/without-accents';
export { SALARY_ESTIMATE_MIN_POSTS } from './contract/salary-estimate';
export type { SalaryEstimate, SalaryEstimateBasis } from './contract/salary-estimate';
export { CHAT_WARNING_SIGNALS } from './contract/chat-warning';
export { chatWarningText } from './rules/chat-warning-text';
export type { ChatWarningSignal } from './contract/chat-warning';
export type { FlaggedConversation } from './contract/flagged-conversations';
export { createFlaggedConversationsApi } from './api/flagged-conversations';
export type { FlaggedConversationsApi } from './api/flagged-conversations';
export {
  CREATE_ENTERPRISE_PATH,
  guestRouteRedirect,
  homeForRole,
  LOGIN_PATH,
  ROLE_HOME,
  SELECT_ROLE_PATH,
} from './rules/role-redirects';
export { isEmployerAreaPath, routeGuard } from './rules/route-guard';
export type { RouteAccess, RouteGuardInput, RouteGuardResult, RouteMeta } from './rules/route-guard';
export { VND_PER_MILLION } from './contract/salary-text';
export { formatSalary, formatVnd } from './rules/salary-format';
export { millionsText, parseMillions } from './rules/salary-input';
export { jobCountText } from './rules/job-count';
export { postAgeText, responseRateText } from './rules/trust-signals';
// The English forms of those rules on their own, for a build that brings them with its English texts (the script-tag widgets).
export { ENGLISH_FORMS } from './rules/english-forms';
export type { EnglishForms } from './rules/english-forms';
export type { PostDates } from './rules/trust-signals';
export type { MillionsParse } from './rules/salary-input';
export { BELL_BADGE_CAP, formatBadge, SIDEBAR_MESSAGE_BADGE_CAP, TOPBAR_MESSAGE_BADGE_CAP } from './rules/badge';
export {
  conversationPreview,
  MESSAGE_TOAST_PREVIEW_CHARS,
  MSG_CHAT_PREMIUM_REQUIRED,
  CHAT_PREMIUM_PROMPT,
  NEW_MESSAGE_TOAST_TITLE,
  newMessageToast,
  otherUserPlaceholder,
  OWN_MESSAGE_PREFIX,
  truncateText,
} from './rules/chat-text';
export type { MessageToast } from './rules/chat-text';
export {
  CHAT_WINDOW_OFFSET_PX,
  chatWindowOffsetPx,
  closeChatWindow,
  LOAD_OLDER_THRESHOLD_PX,
  MAX_CHAT_WINDOWS,
  minimiseChatWindow,
  openChatWindow,
  SCROLL_TO_BOTTOM_DELAY_MS,
  shouldLoadOlder,
} from './rules/chat-windows';
export type { ChatWindow } from './rules/chat-windows';
export { createChatScroll } from './ui/chat-scroll';
export type { ChatScroll, ScrollBox } from './ui/chat-scroll';
export { DEFAULT_NOTIFICATION_LABEL, employerNotificationLabel } from './rules/notification-label';
export {
  NOTIFICATION_FILTERS,
  NOTIFICATION_PAGE_SIZE,
  notificationFilterQuery,
  notificationMatchesFilter,
} from './rules/notification-filter';
export type { NotificationFilter, NotificationFilterQuery } from './rules/notification-filter';
export { notificationTarget } from './rules/notification-target';
export type { NotificationTargetInput } from './rules/notification-target';
export { isPremiumActive, MSG_PREMIUM_EXPIRED, paymentFailureMessage, premiumState } from './rules/premium';
export { mayChat } from './rules/may-chat';
export type { PremiumState } from './rules/premium';
export { REALTIME_FALLBACK_PATH, REALTIME_PATH, socketUrls } from './rules/socket-url';
export { ANONYMOUS_SESSION, sameSession, sessionFromToken } from './rules/session';
export type { Session, SessionUser } from './rules/session';
export { decodeTokenClaims } from './rules/token-claims';
export { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD_S, tokenCheckDecision } from './rules/token-check';
export type { TokenCheckDecision } from './rules/token-check';

// Contract constants and types the UI needs (schemas: `@jobhub/sdk/contract`)
export { ROLES, GENDERS, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './contract/auth';
export type {
  ChangePasswordBody,
  SetPasswordBody,
  Gender,
  LoginBody,
  LoginData,
  Profile,
  RegisterBody,
  Role,
  SelectableRole,
  TokenClaims,
  TokenPair,
  UserInfo,
} from './contract/auth';
export { EXPERIENCES, LEVELS, SCALES, TYPE_WORKINGS } from './contract/catalogue';
export type { Experience, Field, Level, NamedRef, Position, Scale, TypeWorking } from './contract/catalogue';
export { CITIES } from './contract/cities';
export type { City } from './contract/cities';
export { ENTERPRISE_SORT_FIELDS, INVALID_WEBSITE_MESSAGE, isValidWebsiteUrl, WEBSITE_EXAMPLE_HOST } from './contract/enterprise';
export type { Enterprise, EnterpriseFields, EnterpriseUpdateFields } from './contract/enterprise';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from './contract/envelope';
export type { ApiErrorBody, FieldErrors, MessageEnvelope, Page } from './contract/envelope';
export type { GoogleLinkStatus } from './contract/endpoints/google-auth';
export { PARTNER_SCOPE_LABELS, PARTNER_SCOPES, PARTNER_URLS_MAX } from './contract/partner-apps';
export type { ConnectedApp, ConsentDetails, PartnerApp, PartnerAppBody, PartnerScope } from './contract/partner-apps';
export { MAX_SALARY_VND, POST_LIST_SORTS, POST_SEARCH_SORTS, SALARY_MESSAGES, SEARCH_TOTAL_CAP } from './contract/posts';
export type { EnterpriseSummary, PostDetail, PostRow, PostSearchInput, PostSearchQuery, PostSearchSort } from './contract/posts';
export type { ResponseRate } from './contract/trust';
export { APPLICATION_NOTIFICATION_TYPES, CANDIDATE_NOTIFICATION_TYPES, EMPLOYER_NOTIFICATION_TYPES, NOTIFICATION_TYPES, isSameSitePath } from './contract/notifications';
export type { Notification, NotificationType } from './contract/notifications';
export { MESSAGE_CONTENT_MAX } from './contract/chat';
export type { ChatContact, Conversation, Message } from './contract/chat';
export type { SentMessage } from './contract/chat';
export type { SystemNotificationCreated } from './contract/notifications';
export { NORMAL_CLOSE_CODE } from './contract/realtime';
export type { ChatFrame, NotificationFrame } from './contract/realtime';
