import type { RequestClient } from '../http/client';
import { createTransport, type TransportOptions } from '../http/transport';

/** Options of {@link createPublicClient}. */
export type PublicClientOptions = TransportOptions;

/**
 * What the read-only resources (`createJobsApi`, `createCatalogueApi`) need: a client that sends
 * and parses requests. A {@link JobHubClient} is one; {@link createPublicClient} makes one without
 * any session.
 */
export interface PublicClient {
  readonly http: RequestClient;
  /** The API origin (none or '' = same origin): where the paths it answers (logos, avatars) resolve. */
  readonly baseUrl?: string | undefined;
}

/**
 * Creates an anonymous client for public reads: no token storage, no refresh, no session. Use it
 * where nobody signs in, e.g. a job search embedded in another site; everywhere else use
 * `createClient`.
 *
 * @example
 * const client = createPublicClient({ baseUrl: 'https://api.jobhub.vn' });
 * const jobs = createJobsApi(client);
 * const page = await jobs.search({ q: 'kế toán' });
 */
export function createPublicClient(options: PublicClientOptions = {}): PublicClient {
  const { send, parse } = createTransport(options);
  const requestRaw: RequestClient['requestRaw'] = (path, opts = {}) => send(path, opts, null);
  return {
    baseUrl: options.baseUrl,
    http: {
      requestRaw,
      async request(path, schema, opts = {}) {
        return parse(schema, await requestRaw(path, opts), opts.method ?? 'GET', path);
      },
    },
  };
}
