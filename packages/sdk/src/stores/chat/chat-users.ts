import { otherUserPlaceholder } from '../../rules/chat-text';
import type { ChatState } from './chat-state';

/** Another user as the chat shows them (SPEC §3 Other-user info). */
export interface OtherUser {
  user_id: number;
  fullname: string;
  avatar: string | null;
  /** The name, or 'Người dùng #{id}' when unknown. */
  displayName: string;
}

/** GET /api/users/{id}/info/, cached in `$users`, one request per user at a time; a failure gives the placeholder name (not cached). */
export function createUserInfo({ api, client, $users }: ChatState): (userId: number) => Promise<OtherUser> {
  const userRequests = new Map<number, Promise<OtherUser>>();
  return (userId) => {
    const cached = $users.get()[userId];
    if (cached) return Promise.resolve(cached);
    let request = userRequests.get(userId);
    if (!request) {
      request = api.userInfo(userId).then(
        (info) => {
          const user: OtherUser = { user_id: info.user_id, fullname: info.fullname, avatar: info.avatar, displayName: info.fullname || otherUserPlaceholder(userId) };
          $users.set({ ...$users.get(), [userId]: user });
          return user;
        },
        (error: unknown) => {
          client.logger.warn(`user ${userId} info failed`, error);
          const name = otherUserPlaceholder(userId);
          return { user_id: userId, fullname: '', avatar: null, displayName: name };
        },
      );
      userRequests.set(userId, request);
      void request.finally(() => userRequests.delete(userId));
    }
    return request;
  };
}
