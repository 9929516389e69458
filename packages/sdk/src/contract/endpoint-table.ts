/**
 * The endpoint table: every endpoint of the API, grouped by feature. apps/api registers exactly
 * these routes (a test compares them with what the server serves); the SDK's calls name them.
 * Endpoint names are unique across features.
 */
import type { EndpointDefinition } from './endpoint';
import * as accounts from './endpoints/accounts';
import * as admin from './endpoints/admin';
import * as catalogue from './endpoints/catalogue';
import * as premium from './endpoints/premium';
import * as reports from './endpoints/reports';
import * as savedPosts from './endpoints/saved-posts';
import * as statistics from './endpoints/statistics';

export const ENDPOINT_TABLE = {
  savedPosts,
  accounts,
  premium,
  catalogue,
  admin,
  reports,
  statistics,
} as const;

/** Every endpoint as `[name, definition]`, in table order. */
export function listEndpoints(): [name: string, definition: EndpointDefinition][] {
  return Object.values(ENDPOINT_TABLE).flatMap((feature) => Object.entries(feature) as [string, EndpointDefinition][]);
}
