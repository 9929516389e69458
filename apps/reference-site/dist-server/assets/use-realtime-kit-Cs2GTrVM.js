import { a as useClient, x as loadRealtimeKit, y as readyRealtimeKit } from "../entry-server.js";
function useRealtimeKit() {
  const client = useClient();
  const kit = readyRealtimeKit(client);
  if (kit) return kit;
  throw loadRealtimeKit(client);
}
export {
  useRealtimeKit as u
};
