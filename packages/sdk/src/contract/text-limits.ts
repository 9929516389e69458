/**
 * The longest value, in characters, of every text the API stores from a request: the one source
 * of the contract's max lengths (the zod schemas) and of the database's varchar lengths
 * (apps/api/src/db/schema imports these). Changing a value here changes both; generate a
 * migration for the column (drizzle-kit). `apps/api/src/db/text-limits.test.ts` checks every
 * string field of the stored request schemas against the migrated columns.
 *
 * Columns of long free text (descriptions, notes, messages) are `text`; their bounds live beside
 * their schemas.
 */

export const USERNAME_MAX = 150;
/** RFC 5321's longest forward path. */
export const EMAIL_MAX = 254;
/** A person's full name, display name, or the name on an application. */
export const PERSON_NAME_MAX = 100;
export const GENDER_MAX = 10;
export const ROLE_MAX = 16;

export const COMPANY_NAME_MAX = 255;
export const ADDRESS_MAX = 255;
export const FIELD_OF_ACTIVITY_MAX = 100;
/** Web addresses: a company's website, an interview's meeting link, a notification's link. */
export const URL_MAX = 500;
/** Phone numbers: digits, spaces, dots and dashes, an optional leading '+'. */
export const PHONE_MAX = 20;
/** Vietnamese tax codes: 10 digits, or 13 with a branch suffix ('0101234567-001'). */
export const TAX_CODE_MAX = 14;
export const CITY_MAX = 50;
export const SCALE_MAX = 20;

export const POST_TITLE_MAX = 255;
export const DISTRICT_MAX = 100;
export const TIME_WORKING_MAX = 255;
export const EXPERIENCE_MAX = 30;
export const LEVEL_MAX = 20;
export const TYPE_WORKING_MAX = 30;

/** The name a candidate gives a CV of their library (/profile). */
export const SAVED_CV_NAME_MAX = 100;
/** A stored file's original name (applications and the CV library). */
export const FILE_NAME_MAX = 255;

export const INTERVIEW_TITLE_MAX = 200;
/** Review states of applications, interviews and reports. */
export const STATUS_MAX = 16;

export const NOTIFICATION_TYPE_MAX = 32;
export const NOTIFICATION_TITLE_MAX = 200;

export const PREMIUM_PACKAGE_NAME_MAX = 100;
/** vnp_TxnRef: VNPay allows 100 characters; ours are 'JH' + time + random (about 24). */
export const PAYMENT_TXN_REF_MAX = 100;
/** JobHub AI: a question to the assistant (the stored answers are the assistant's, unbounded `text`). */
export const ASSISTANT_MESSAGE_MAX = 2000;
/** JobHub AI: a chat session's title (defaults to the start of its first question). */
export const ASSISTANT_TITLE_MAX = 200;

/**
 * The Vietnamese 'too long' message of a field.
 * @example tooLong('Họ tên', PERSON_NAME_MAX) // 'Họ tên tối đa 100 ký tự'
 */
/* @__NO_SIDE_EFFECTS__ */
export function tooLong(label: string, max: number): string {
  return `${label} tối đa ${max} ký tự`;
}

/** An employer's note on an application (sent with a decision, or kept) or an interview. */
export const NOTE_MAX = 2000;

/** A partner app's name (admin registration, shown on the consent screen and /profile). */
export const PARTNER_APP_NAME_MAX = 100;
/** A partner app's client id (generated: 'jh_' + 24 base64url characters; the demo app's is readable). */
export const PARTNER_CLIENT_ID_MAX = 64;

/** A job-alert frequency ('off' | 'daily' | 'weekly'). */
export const ALERT_FREQUENCY_MAX = 16;
/** A job-alert period key: a Vietnam date 'YYYY-MM-DD' (daily) or 'W' + a week's Monday (weekly). */
export const ALERT_PERIOD_MAX = 16;
/** A mail's category ('transactional', 'job_alerts', …; apps/api mail/mail-categories.ts). */
export const MAIL_CATEGORY_MAX = 32;
/** A queued mail's idempotency key ('job-alerts:<user>:<period>', …). */
export const MAIL_KEY_MAX = 200;
/** An unsubscribe token (`<user>.<type>.<signature>`; apps/api mail/unsubscribe-token.ts). */
export const UNSUBSCRIBE_TOKEN_MAX = 200;
