import { useParams } from 'react-router';
import type { Resource } from './resources';
import { isNotFoundError } from './route-id';
import { useResource } from './use-resource';

/**
 * Loads the record named by the route's `:id` (see `routeRecord`: an id that cannot exist is a
 * 404 without asking the API, so the page shows the same not-found state either way).
 *
 * @param resourceFor - the record's resource for the raw `:id`
 * @param errorText - the SPEC §8 text of a failure without a server message
 * @example
 * const { resource: job, retry, notFound } = useRouteResource((id) => jobDetail(client, id), BROWSE_TEXTS.jobError);
 */
export function useRouteResource<T>(resourceFor: (rawId: string | undefined) => Resource<T>, errorText: string) {
  const { key, load } = resourceFor(useParams().id);
  const [resource, retry] = useResource(key, load, errorText);
  const notFound = resource.status === 'error' && isNotFoundError(resource.error);
  return { resource, retry, notFound };
}
