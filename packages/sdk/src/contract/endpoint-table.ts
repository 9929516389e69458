/**
 * The endpoint table: every endpoint of the API, grouped by feature. apps/api registers exactly
 * these routes (a test compares them with what the server serves); the SDK's calls name them.
 * Endpoint names are unique across features.
 */
import type { EndpointDefinition } from './endpoint';
import * as savedPosts from './endpoints/saved-posts';
import * as applications from './endpoints/applications';
import * as interviews from './endpoints/interviews';
import * as notifications from './endpoints/notifications';
import * as chat from './endpoints/chat';

export const ENDPOINT_TABLE = { savedPosts, applications, interviews, notifications, chat } as const;

/** Every endpoint as `[name, definition]`, in table order. */
export function listEndpoints(): [name: string, definition: EndpointDefinition][] {
  return Object.values(ENDPOINT_TABLE).flatMap((feature) => Object.entries(feature) as [string, EndpointDefinition][]);
}
