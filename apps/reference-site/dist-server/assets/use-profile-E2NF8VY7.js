import { a as useClient } from "../entry-server.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
const PROFILE_LOAD_FAILED = "Không thể tải thông tin hồ sơ.";
function useProfile(wanted = true) {
  const client = useClient();
  return useResource(wanted ? "profile" : null, () => client.auth.fetchProfile(), PROFILE_LOAD_FAILED);
}
export {
  useProfile as u
};
