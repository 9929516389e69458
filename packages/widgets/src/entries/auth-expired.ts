/**
 * `jobhub:auth-expired` of the signed-in elements (bell, chat dock, employer console): in the
 * session chunk with them, so that a page with only the job search never loads it.
 */
import { emit } from './runtime';

/** Elements that show the signed-in user's data: they hear `jobhub:auth-expired`. */
const signedInHosts = new Set<HTMLElement>();

/** Registers a mounted element for `jobhub:auth-expired`; returns its removal. */
export function watchAuth(host: HTMLElement): () => void {
  signedInHosts.add(host);
  return () => signedInHosts.delete(host);
}

/** Fires `jobhub:auth-expired` once a session of `apiBase` can no longer be refreshed. */
export function authExpired(apiBase: string): void {
  const hosts = [...signedInHosts].filter((host) => host.isConnected);
  // From the elements (bubbling up to the page), or from the document when none is mounted.
  if (hosts.length === 0) document.dispatchEvent(new CustomEvent('jobhub:auth-expired', { detail: { apiBase } }));
  for (const host of hosts) emit(host, 'auth-expired', { apiBase });
}
