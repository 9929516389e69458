import { useRef, useMemo, useCallback } from "react";
import { atom } from "nanostores";
import { useStore } from "@nanostores/react";
import { t as useQueryCache } from "../entry-server.js";
import { n as errorMessage } from "./sdk-CEZq98YD.js";
function toAsyncState(value, errorText) {
  if (value.error !== void 0) return { status: "error", error: value.error, message: errorMessage(value.error, errorText) };
  if (value.data !== void 0 || !value.loading && "data" in value) return { status: "ready", data: value.data };
  return { status: "loading" };
}
const $NOTHING_TO_LOAD = atom(null);
function useResource(key, load, errorText) {
  const cache = useQueryCache();
  const loadRef = useRef(load);
  loadRef.current = load;
  const scopedKey = key === null ? null : cache.scopedKey(key);
  const $resource = useMemo(
    // A synchronous throw in `load` is caught by the store like a rejection: the error state.
    () => cache.createFetcherStore(scopedKey ?? [$NOTHING_TO_LOAD], { fetcher: () => loadRef.current() }),
    [cache, scopedKey]
  );
  const value = useStore($resource);
  const retry = useCallback(() => $resource.invalidate(), [$resource]);
  const replace = useCallback((data) => $resource.mutate(data), [$resource]);
  return [toAsyncState(value, errorText), retry, replace];
}
export {
  useResource as u
};
