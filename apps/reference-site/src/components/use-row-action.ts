import { useState } from 'react';
import { errorMessage } from '@jobhub/sdk';
import { notify } from '../app/notify';
import { useQueryCache } from '../app/query-cache';

/**
 * Runs an action on one row of a list (approve, hide, delete...): marks that row busy so its
 * buttons disable, runs it through the query cache (which then loads `stale` again: the list on
 * screen and every other answer the change made stale), toasts the server's message (or
 * `success`), and on failure keeps the message for an inline alert as well as the toast.
 *
 * @param stale - the resources the actions change, the list's own among them (see STALE_AFTER)
 * @example
 * const { busy, error, run } = useRowAction(STALE_AFTER.employerPosts);
 * void run(post.id, () => client.employerPosts.remove(post.id), 'Đã xóa tin tuyển dụng', DELETE_FAILED);
 */
export function useRowAction(stale: readonly string[]) {
  const cache = useQueryCache();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /**
   * @param handled - gets the error first; returns true when it dealt with it (e.g. opened a
   *   dialog), so no alert or toast is shown
   */
  const run = async (
    id: number,
    action: () => Promise<string | null | undefined>,
    success: string,
    failure: string,
    handled?: (caught: unknown) => boolean,
  ) => {
    setBusy(id);
    setError(null);
    try {
      notify.success((await cache.write(stale, action)) ?? success);
    } catch (caught) {
      if (!handled?.(caught)) {
        const message = errorMessage(caught, failure);
        setError(message);
        notify.error(message);
      }
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
