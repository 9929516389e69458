/** Accounts (API.md, Accounts): sign-up, sign-in, tokens, activation, passwords, role, profile. */
import * as z from 'zod/mini';
import {
  ChangePasswordBodySchema,
  EmailBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SetPasswordBodySchema,
  SetRoleBodySchema,
  TokenPairSchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
  UserInfoSchema,
} from '../auth';
import { endpoint } from '../endpoint';
import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '../envelope';

/** A mailed one-time token (activation, password reset) in the path. */
const OneTimeTokenParamsSchema = /* @__PURE__ */ z.object({
  token: /* @__PURE__ */ z.string().check(z.minLength(1, 'Mã không hợp lệ'), z.maxLength(512, 'Mã không hợp lệ')),
});
/** A message with the fresh token pair, for answers that change what the tokens carry. */
const TokenMessageSchema = /* @__PURE__ */ z.object({ status: z.number(), message: z.string(), data: TokenPairSchema });

export const registerAccount = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/register/',
  body: RegisterBodySchema,
  responses: { 201: MessageEnvelopeSchema },
});

/** `username` is the e-mail or the username; an inactive account still gets tokens (`is_active: false`). */
export const loginWithPassword = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/login/',
  body: LoginBodySchema,
  responses: { 200: LoginResponseSchema },
});

/** A new access token (current role stamped in); `rotate: true` also spends the refresh token for a new one. */
export const refreshTokens = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/token-refresh/',
  body: TokenRefreshBodySchema,
  responses: { 200: TokenRefreshResponseSchema },
});

/** The mailed link; a browser opening it is redirected to the site's /activate screen. */
export const activateAccount = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/activate/:token/',
  params: OneTimeTokenParamsSchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const resendActivation = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/resend-it/',
  aliases: ['/api/resend-activation/'],
  body: EmailBodySchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** Same answer whether or not the e-mail exists. */
export const requestPasswordReset = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/forgot-password/',
  body: EmailBodySchema,
  responses: { 200: MessageEnvelopeSchema },
});

export const resetPassword = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/reset-password/:token/',
  params: OneTimeTokenParamsSchema,
  body: ResetPasswordBodySchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** The same reset with the token in the body (`{token, password}`). */
export const resetPasswordWithBodyToken = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/reset-password/',
  body: ResetPasswordBodySchema,
  responses: { 200: MessageEnvelopeSchema },
});

/** Ends the user's other sessions; this one continues with the pair in `data`. */
export const changePassword = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/change-password/',
  body: ChangePasswordBodySchema,
  responses: { 200: TokenMessageSchema },
});

/**
 * The first password of an account that has none (`has_password: false`: made through Google
 * sign-in); 400 once it has one. Like a change, it ends the user's other sessions; this one
 * continues with the pair in `data`.
 */
export const setPassword = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/set-password/',
  body: SetPasswordBodySchema,
  responses: { 200: TokenMessageSchema },
});

/** Only while the role is `none`; `data` holds tokens carrying the new role. */
export const setRole = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/set-role/',
  body: SetRoleBodySchema,
  responses: { 200: TokenMessageSchema },
});

export const getProfile = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/profile/',
  aliases: ['/profile/'],
  responses: { 200: ProfileResponseSchema },
});

/** Answers with the updated profile. */
export const updateProfile = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/profile/update/',
  // PUT on the profile itself too: REST clients expect it next to GET.
  aliases: ['/profile/update/', '/api/profile/', '/profile/'],
  body: ProfileUpdateBodySchema,
  responses: { 200: ProfileResponseSchema },
});

/** Another user's name and avatar (an employer's company logo), e.g. for a chat header. */
export const getUserInfo = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/users/:id/info/',
  params: IdParamsSchema,
  responses: { 200: /* @__PURE__ */ envelope(UserInfoSchema) },
});

/** Ends the login the refresh token belongs to (its token family); needs no access token, which may have expired. */
export const logout = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/api/logout/',
  body: LogoutBodySchema,
  responses: { 200: MessageEnvelopeSchema },
});

/**
 * The mail types a user may turn off, one switch each on /settings. Account and payment mails
 * (activation, password reset, the Premium receipt) are transactional: always sent.
 */
export const MAIL_TYPES = ['job_alerts', 'application_updates', 'messages', 'news'] as const;
export type MailType = (typeof MAIL_TYPES)[number];
/** The site's label of each mail type. */
export const MAIL_TYPE_LABELS: Record<MailType, string> = {
  job_alerts: 'Thông báo việc làm mới phù hợp',
  application_updates: 'Cập nhật hồ sơ ứng tuyển',
  messages: 'Tin nhắn mới',
  news: 'Tin tức và ưu đãi từ JobHub',
};
export const MailTypeSchema = /* @__PURE__ */ z.enum(MAIL_TYPES, { error: 'Loại email không hợp lệ' });

/** The user's e-mail preferences: one boolean per mail type (default true). */
export const MailPreferencesSchema = /* @__PURE__ */ z.object({
  job_alerts: z.boolean(),
  application_updates: z.boolean(),
  messages: z.boolean(),
  news: z.boolean(),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;
/** PUT body: the switches that change (at least one). */
export const MailPreferencesBodySchema = /* @__PURE__ */ z.partial(MailPreferencesSchema).check(
  z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Chọn ít nhất một loại email'),
);

export const getMailPreferences = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/account/mail-preferences/',
  responses: { 200: /* @__PURE__ */ envelope(MailPreferencesSchema) },
});

/** Answers with the stored preferences and 'Đã lưu cài đặt email'. */
export const updateMailPreferences = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/api/account/mail-preferences/',
  body: MailPreferencesBodySchema,
  responses: { 200: /* @__PURE__ */ envelope(MailPreferencesSchema) },
});

/** The accounts endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const ACCOUNTS_ENDPOINTS = { registerAccount, loginWithPassword, refreshTokens, activateAccount, resendActivation, requestPasswordReset, resetPassword, resetPasswordWithBodyToken, changePassword, setPassword, setRole, getProfile, updateProfile, getUserInfo, logout, getMailPreferences, updateMailPreferences };
