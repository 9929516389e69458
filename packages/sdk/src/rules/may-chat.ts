import type { Role } from '../contract/auth';
import type { PremiumState } from './premium';

/**
 * Whether a user may send chat messages, the API's rule (API.md, chat): employers and admins may
 * always send and reply; a candidate needs an active Premium; role 'none' and signed-out visitors
 * may not. `null` while a candidate's Premium state is not known yet (`premium` null), so a
 * screen can wait instead of flashing the upgrade prompt.
 *
 * @param role - The session's role, or null when signed out.
 * @param premium - The Premium state of the profile (`premiumState`), or null while unknown.
 * @example
 * mayChat('employer', 'none'); // true
 * mayChat('candidate', 'expired'); // false
 * mayChat('candidate', null); // null: wait for the profile
 */
export function mayChat(role: Role | null, premium: PremiumState | null): boolean | null {
  if (role === 'employer' || role === 'admin') return true;
  if (role !== 'candidate') return false;
  return premium === null ? null : premium === 'active';
}
