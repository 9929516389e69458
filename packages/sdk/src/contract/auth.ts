import * as z from 'zod/mini';
import { ADDRESS_MAX, COMPANY_NAME_MAX, EMAIL_MAX, PERSON_NAME_MAX, USERNAME_MAX, tooLong } from './text-limits';
import { envelope } from './envelope';
import { PhoneNumberSchema } from './phone-number';

export const ROLES = ['admin', 'employer', 'candidate', 'none'] as const;
// z.literal of the list rather than z.enum: the same checks and issues, and the answers the script-tag
// bundles parse then need none of zod's enum code.
export const RoleSchema = /* @__PURE__ */ z.literal(ROLES, { error: 'Vai trò không hợp lệ' });
export type Role = z.infer<typeof RoleSchema>;

/** Roles a user may pick at sign-up or on /select-role. */
export const SelectableRoleSchema = /* @__PURE__ */ z.enum(['candidate', 'employer'], { error: 'Vui lòng chọn vai trò' });
export type SelectableRole = z.infer<typeof SelectableRoleSchema>;

export const GENDERS = ['male', 'female', 'other'] as const;
export const GenderSchema = /* @__PURE__ */ z.literal(GENDERS, { error: 'Giới tính không hợp lệ' });
export type Gender = z.infer<typeof GenderSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
// Messages with numbers are built outside the schema calls: a template literal inside a call
// counts as a possible side effect for esbuild, which would keep unused schemas in bundles.
const PASSWORD_TOO_SHORT = `Mật khẩu phải có ít nhất ${PASSWORD_MIN_LENGTH} ký tự`;
const PASSWORD_TOO_LONG = `Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự`;
const USERNAME_TOO_LONG = /* @__PURE__ */ tooLong('Tên đăng nhập', USERNAME_MAX);
const FULLNAME_TOO_LONG = /* @__PURE__ */ tooLong('Họ tên', PERSON_NAME_MAX);
const NAME_DISPLAY_TOO_LONG = /* @__PURE__ */ tooLong('Tên hiển thị', PERSON_NAME_MAX);
const COMPANY_NAME_TOO_LONG = /* @__PURE__ */ tooLong('Tên công ty', COMPANY_NAME_MAX);
const ADDRESS_TOO_LONG = /* @__PURE__ */ tooLong('Địa chỉ', ADDRESS_MAX);

const EmailSchema = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.string({ error: 'Vui lòng nhập email' }).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX, 'Email quá dài'),
    z.email({ error: 'Email không hợp lệ' }),
  ),
  z.string(),
);

const PasswordSchema = /* @__PURE__ */ z.string({ error: 'Vui lòng nhập mật khẩu' }).check(
  z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
);

const UsernameSchema = /* @__PURE__ */ z.string({ error: 'Vui lòng nhập tên đăng nhập' }).check(
  z.trim(),
  z.minLength(3, 'Tên đăng nhập phải có ít nhất 3 ký tự'),
  z.maxLength(USERNAME_MAX, USERNAME_TOO_LONG),
  z.regex(/^[\p{L}\p{N}_.@+-]+$/u, 'Tên đăng nhập chỉ gồm chữ, số và . _ @ + -'),
);

const FullnameSchema = /* @__PURE__ */ z.string({ error: 'Vui lòng nhập họ tên' }).check(
  z.trim(),
  z.minLength(1, 'Vui lòng nhập họ tên'),
  z.maxLength(PERSON_NAME_MAX, FULLNAME_TOO_LONG),
);

/** Company data an employer may give at sign-up (SPEC §3 Register payload). */
export const RegisterEnterpriseSchema = /* @__PURE__ */ z.object({
  company_name: /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1, 'Vui lòng nhập tên công ty'), z.maxLength(COMPANY_NAME_MAX, COMPANY_NAME_TOO_LONG)),
  address: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, ADDRESS_TOO_LONG))),
});

export const RegisterBodySchema = /* @__PURE__ */ z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  fullname: FullnameSchema,
  gender: GenderSchema,
  role: SelectableRoleSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = /* @__PURE__ */ z.object({
  username: /* @__PURE__ */ z.string({ error: 'Vui lòng nhập email' }).check(z.trim(), z.minLength(1, 'Vui lòng nhập email'), z.maxLength(EMAIL_MAX, 'Email quá dài')),
  password: /* @__PURE__ */ z.string({ error: 'Vui lòng nhập mật khẩu' }).check(z.minLength(1, 'Vui lòng nhập mật khẩu'), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginDataSchema = /* @__PURE__ */ z.object({
  access: z.string(),
  refresh: z.string(),
  role: RoleSchema,
  is_active: z.boolean(),
  is_banned: z.boolean(),
});
export type LoginData = z.infer<typeof LoginDataSchema>;
export const LoginResponseSchema = /* @__PURE__ */ envelope(LoginDataSchema);

const RefreshTokenSchema = /* @__PURE__ */ z.string({ error: 'Thiếu refresh token' }).check(z.minLength(1, 'Thiếu refresh token'), z.maxLength(4096, 'Refresh token không hợp lệ'));
/**
 * POST /api/token-refresh/ `{refresh, rotate?}`. Without `rotate` (SPEC §7's protocol) the refresh
 * token stays valid for its lifetime and is echoed back; with `rotate: true` (our SDK) it is spent
 * and `data.refresh` is its successor, and reusing a spent one ends its whole family.
 */
export const TokenRefreshBodySchema = /* @__PURE__ */ z.object({ refresh: RefreshTokenSchema, rotate: /* @__PURE__ */ z.optional(z.boolean()) });
export const TokenPairSchema = /* @__PURE__ */ z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;
export const TokenRefreshResponseSchema = /* @__PURE__ */ envelope(TokenPairSchema);

/**
 * POST /api/logout/ `{refresh}`: revokes that login (the refresh token's family) and closes the
 * sockets opened with it; answers `MessageEnvelopeSchema` 'Đăng xuất thành công!', also for a
 * token that is unknown or already revoked. No access token is needed.
 */
export const LogoutBodySchema = /* @__PURE__ */ z.object({ refresh: RefreshTokenSchema });
export type LogoutBody = z.infer<typeof LogoutBodySchema>;

/** Claims of the access JWT (API.md, Conventions); access tokens live 15 minutes. */
export const TokenClaimsSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  is_active: z.boolean(),
  is_banned: z.optional(z.boolean()),
  role: RoleSchema,
  exp: z.optional(z.number()),
  username: z.optional(z.string()),
  fullname: z.optional(z.string()),
  /** The user's token version when signed; a ban, a password change or reset bumps it, ending the token. */
  token_version: z.optional(z.number()),
  /** The login (refresh-token family) the token belongs to. */
  session_id: z.optional(z.string()),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

export const EmailBodySchema = /* @__PURE__ */ z.object({ email: EmailSchema });
export type EmailBody = z.infer<typeof EmailBodySchema>;

export const ResetPasswordBodySchema = /* @__PURE__ */ z.object({ password: PasswordSchema, token: z.optional(/* @__PURE__ */ z.string().check(z.maxLength(512))) });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** A new password typed twice, as the change and the set forms ask for it. */
const NEW_PASSWORD_FIELDS = {
  new_password: PasswordSchema,
  confirm_password: /* @__PURE__ */ z.string({ error: 'Vui lòng xác nhận mật khẩu' }),
};
/** The second typing matches the first. */
const CONFIRMATION_MATCHES = /* @__PURE__ */ z.refine<{ new_password: string; confirm_password: string }>((body) => body.new_password === body.confirm_password, {
  message: 'Mật khẩu xác nhận không khớp',
  path: ['confirm_password'],
});

export const ChangePasswordBodySchema = /* @__PURE__ */ z
  .object({
    current_password: /* @__PURE__ */ z.string({ error: 'Vui lòng nhập mật khẩu hiện tại' }).check(z.minLength(1, 'Vui lòng nhập mật khẩu hiện tại'), z.maxLength(PASSWORD_MAX_LENGTH)),
    ...NEW_PASSWORD_FIELDS,
  })
  .check(CONFIRMATION_MATCHES);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * POST /api/set-password/: the first password of an account that has none (made through Google
 * sign-in): no current password to ask for. Refused once the account has one (change it then).
 */
export const SetPasswordBodySchema = /* @__PURE__ */ z.object(NEW_PASSWORD_FIELDS).check(CONFIRMATION_MATCHES);
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;

export const SetRoleBodySchema = /* @__PURE__ */ z.object({ role: SelectableRoleSchema });
export type SetRoleBody = z.infer<typeof SetRoleBodySchema>;

export const ProfileSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
  gender: z.nullable(GenderSchema),
  role: RoleSchema,
  is_active: z.boolean(),
  is_premium: z.boolean(),
  premium_expiry: z.nullable(z.string()),
  balance: z.number(),
  name_display: z.string(),
  avatar: z.nullable(z.string()),
  // Both added by issue 26; an older server's answer reads as no phone and a password (the change form).
  /** Kept for the apply form, which starts from it; null until the candidate gives one. */
  phone_number: /* @__PURE__ */ z._default(/* @__PURE__ */ z.nullable(z.string()), null),
  /** False for an account made through Google sign-in that never set a password: it sets one (no current password). */
  has_password: /* @__PURE__ */ z._default(z.boolean(), true),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = /* @__PURE__ */ envelope(ProfileSchema);

export const ProfileUpdateBodySchema = /* @__PURE__ */ z.object({
  fullname: z.optional(FullnameSchema),
  gender: z.optional(GenderSchema),
  name_display: z.optional(/* @__PURE__ */ z.string().check(z.trim(), z.maxLength(PERSON_NAME_MAX, NAME_DISPLAY_TOO_LONG))),
  /** null removes it. */
  phone_number: z.optional(z.nullable(PhoneNumberSchema)),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

export const UserInfoSchema = /* @__PURE__ */ z.object({
  user_id: z.number(),
  fullname: z.string(),
  avatar: z.nullable(z.string()),
  role: RoleSchema,
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
