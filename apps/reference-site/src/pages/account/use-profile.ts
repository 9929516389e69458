import { useClient } from '../../app/client-context';
import { useResource } from '../browse/use-resource';

/** SPEC §8 text of a profile that could not be loaded (shown on the profile page). */
const PROFILE_LOAD_FAILED = 'Không thể tải thông tin hồ sơ.';

/**
 * The signed-in user's profile (GET /api/profile/), under one cache key so the profile page, the
 * employer sidebar and the apply form share one request.
 *
 * @param wanted - false: nothing is loaded (the state stays loading)
 * @example
 * const [profile, retry, replace] = useProfile();
 */
export function useProfile(wanted = true) {
  const client = useClient();
  return useResource(wanted ? 'profile' : null, () => client.auth.fetchProfile(), PROFILE_LOAD_FAILED);
}
