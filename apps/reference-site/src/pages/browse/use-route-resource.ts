import { useParams } from 'react-router';
import { isNotFoundError, parseRouteId } from './route-id';
import { useResource } from './use-resource';

/**
 * Loads the record named by the route's `:id`. An id that cannot exist is answered as a 404
 * without asking the API, so the page shows the same not-found state either way.
 *
 * @param name - prefix of the resource key (`job`, `enterprise`)
 * @param load - fetches the record by its id
 * @param errorText - the SPEC §8 text of a failure without a server message
 * @example
 * const { resource: job, retry, notFound } = useRouteResource('job', (id) => client.jobs.get(id), BROWSE_TEXTS.jobError);
 */
export function useRouteResource<T>(name: string, load: (id: number) => Promise<T>, errorText: string) {
  const id = parseRouteId(useParams().id);
  const [resource, retry] = useResource(
    `${name}:${id ?? 'invalid'}`,
    () => (id === null ? Promise.reject(Object.assign(new Error('Invalid id'), { status: 404 })) : load(id)),
    errorText,
  );
  const notFound = resource.status === 'error' && isNotFoundError(resource.error);
  return { resource, retry, notFound };
}
