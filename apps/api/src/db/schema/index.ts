/** Every table of the API. Add one `export *` line per schema file (drizzle-kit reads this file). */
export * from './accounts';
export * from './catalogue';
export * from './realtime';
export * from './applications';
export * from './marketplace';
export * from './premium';
export * from './assistant';
export * from './partner-apps';
export * from './mail';
export * from './application-events';
export * from './response-stats';
export * from './enterprise-post-counts';
