import { ERROR_MESSAGES } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { useResource } from './shared';

/**
 * The signed-in employer's company (`null` when it has none), loaded under one resource key so
 * every page that shows it agrees on the same request.
 */
export function useOwnEnterprise() {
  const client = useClient();
  return useResource('own-enterprise', () => client.enterprises.own(), ERROR_MESSAGES.enterpriseOwnFailed);
}
