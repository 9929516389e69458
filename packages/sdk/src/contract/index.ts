/**
 * The JobHub contract: zod schemas and inferred types shared by apps/api (request validation) and
 * the SDK (response parsing), and the text rules both sides apply. Imports zod only. The one
 * HTML-to-text rule (rich-text.ts, on js-xss) is an entry of its own, `@jobhub/sdk/rich-text`, so
 * neither the contract nor the client brings xss to a page that shows no description.
 *
 * @packageDocumentation
 * @module @jobhub/sdk/contract
 */
export * from './envelope';
export * from './text-limits';
export * from './catalogue';
export * from './cities';
export * from './company-name';
export * from './salary-text';
export * from './salary-estimate';
export * from './without-accents';
export * from './phone-number';
export * from './query-input';
export * from './auth';
export * from './enterprise';
export * from './posts';
export * from './trust';
export * from './responses';
export * from './notifications';
export * from './chat';
export * from './chat-warning';
export * from './flagged-conversations';
export * from './realtime';
export * from './applications';
export * from './saved-cvs';
export * from './application-timeline';
export * from './candidate';
export * from './employer';
export * from './admin';
export * from './premium';
export * from './assistant';
export * from './partner-apps';
export * from './endpoint';
export * from './endpoint-table';
// Endpoints, one file per feature (names unique across features)
export * from './endpoints/saved-jobs';
export * from './endpoints/applications';
export * from './endpoints/saved-cvs';
export * from './endpoints/application-timeline';
export * from './endpoints/interviews';
export * from './endpoints/notifications';
export * from './endpoints/chat';
export * from './endpoints/flagged-conversations';
export * from './endpoints/posts';
export * from './endpoints/recommendations';
export * from './endpoints/criteria';
export * from './endpoints/enterprises';
export * from './endpoints/employer-posts';
export * from './endpoints/accounts';
export * from './endpoints/mail';
export * from './endpoints/google-auth';
export * from './endpoints/premium';
export * from './endpoints/catalogue';
export * from './endpoints/admin';
export * from './endpoints/reports';
export * from './endpoints/statistics';
export * from './endpoints/assistant';
export * from './endpoints/partner-apps';
