/**
 * The endpoint table: every endpoint of the API, grouped by feature. apps/api registers exactly
 * these routes (a test compares them with what the server serves); the SDK's calls name them.
 * Endpoint names are unique across features.
 */
import type { EndpointDefinition } from './endpoint';
import * as criteria from './endpoints/criteria';
import * as employerPosts from './endpoints/employer-posts';
import * as enterprises from './endpoints/enterprises';
import * as posts from './endpoints/posts';
import * as recommendations from './endpoints/recommendations';
import * as savedPosts from './endpoints/saved-posts';

export const ENDPOINT_TABLE = { savedPosts, posts, recommendations, criteria, enterprises, employerPosts } as const;

/** Every endpoint as `[name, definition]`, in table order. */
export function listEndpoints(): [name: string, definition: EndpointDefinition][] {
  return Object.values(ENDPOINT_TABLE).flatMap((feature) => Object.entries(feature) as [string, EndpointDefinition][]);
}
