import type { MailPreferences, Profile, ProfileUpdateBody, UserInfo } from '@jobhub/sdk/contract';
import { GenderSchema, RoleSchema } from '@jobhub/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/accounts';
import { httpError } from '../../lib/http-error';
import { publicFileUrl } from '../../repositories/files';
import { findMailPreferences, updateMailPreferences } from '../../repositories/mail-preferences';
import { canSeeUserInfo, findEnterpriseLogo, findUserById, updateUser } from '../../repositories/users';
import type { AccountContext } from './account-context';
import { MSG } from './accounts.messages';

/** A stored public key → /uploads/… URL; an absolute http(s) URL (e.g. a Google picture) as is. */
function avatarUrl(value: string | null): string | null {
  if (!value) return null;
  return publicFileUrl(value) ?? (/^https?:\/\//.test(value) ? value : null);
}

function toProfile(user: UserRow): Profile {
  const gender = GenderSchema.safeParse(user.gender);
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    fullname: user.fullname,
    gender: gender.success ? gender.data : null,
    role: RoleSchema.parse(user.role),
    is_active: user.is_active,
    is_premium: user.is_premium,
    premium_expiry: user.premium_expiry ? user.premium_expiry.toISOString() : null,
    balance: user.balance,
    name_display: user.name_display,
    avatar: avatarUrl(user.avatar),
    phone_number: user.phone_number,
    has_password: user.password_hash !== null,
  };
}

/** The user's own profile and mail preferences, and other users' public info. */
export function createProfileHandlers(app: FastifyInstance, context: AccountContext) {
  const { db } = app;
  return {
    async profile(userId: number): Promise<{ status: number; data: Profile }> {
      return { status: 200, data: toProfile(await context.requireUser(userId)) };
    },

    async updateProfile(userId: number, body: ProfileUpdateBody): Promise<{ status: number; message: string; data: Profile }> {
      await context.requireUser(userId);
      const values = {
        ...(body.fullname !== undefined ? { fullname: body.fullname } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.name_display !== undefined ? { name_display: body.name_display } : {}),
        ...(body.phone_number !== undefined ? { phone_number: body.phone_number || null } : {}),
      };
      const user = Object.keys(values).length > 0 ? await updateUser(db, userId, values) : await findUserById(db, userId);
      if (!user) throw httpError(404, MSG.userNotFound);
      return { status: 200, message: MSG.profileUpdated, data: toProfile(user) };
    },

    async mailPreferences(userId: number): Promise<{ status: number; data: MailPreferences }> {
      const preferences = await findMailPreferences(db, userId);
      if (!preferences) throw httpError(404, MSG.userNotFound);
      return { status: 200, data: preferences };
    },

    async updateMailPreferences(userId: number, body: Partial<MailPreferences>): Promise<{ status: number; message: string; data: MailPreferences }> {
      const preferences = await updateMailPreferences(db, userId, body);
      if (!preferences) throw httpError(404, MSG.userNotFound);
      return { status: 200, message: MSG.mailPreferencesSaved, data: preferences };
    },

    /**
     * Name, avatar and role of a user, only for people the viewer deals with (canSeeUserInfo),
     * themselves and admins; 404 otherwise, as for a missing user (no directory of users).
     */
    async userInfo(viewer: { user_id: number; role: string }, id: number): Promise<{ status: number; data: UserInfo }> {
      const visible = viewer.user_id === id || viewer.role === 'admin' || (await canSeeUserInfo(db, viewer.user_id, id));
      const user = visible ? await findUserById(db, id) : undefined;
      if (!user) throw httpError(404, MSG.userNotFound);
      const logo = user.role === 'employer' ? await findEnterpriseLogo(db, user.id) : null;
      return {
        status: 200,
        data: {
          user_id: user.id,
          fullname: user.name_display || user.fullname || `Người dùng #${user.id}`,
          avatar: avatarUrl(logo) ?? avatarUrl(user.avatar),
          role: RoleSchema.parse(user.role),
        },
      };
    },
  };
}
