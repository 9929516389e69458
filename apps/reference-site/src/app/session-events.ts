/** Session-expired signal from the SDK callback (created before the router) to the router. */
const listeners = new Set<() => void>();

export function emitSessionExpired(): void {
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
