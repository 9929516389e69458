import { loadRealtimeKit, readyRealtimeKit, useClient } from '../app/client-context';
import type { RealtimeKit } from '../app/realtime-kit';

/**
 * The client's real-time kit; suspends while its chunk loads (wrap callers in <Suspense>).
 *
 * It suspends by throwing the load promise, like React.lazy, rather than with `use()`: a `use()`
 * that suspends is replayed with the same hook sequence, which breaks once the kit is ready and
 * the call is skipped (React error 467), and a `use()` inside a synchronous `act` drops the rest of
 * the render queue in tests. A thrown promise makes React render the component afresh.
 */
export function useRealtimeKit(): RealtimeKit {
  const client = useClient();
  const kit = readyRealtimeKit(client);
  if (kit) return kit;
  throw loadRealtimeKit(client); // the Suspense protocol, see above
}
