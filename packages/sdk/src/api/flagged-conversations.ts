import type { Page } from '../contract/envelope';
import { listFlaggedConversations } from '../contract/endpoints/flagged-conversations';
import type { FlaggedConversation } from '../contract/flagged-conversations';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** The admins' list of conversations with scam warnings (issue 30). */
export interface FlaggedConversationsApi {
  /** Conversations with employers' messages flagged as possible scams, newest first. */
  list(params?: { page?: number; page_size?: number }): Promise<Page<FlaggedConversation>>;
}

/**
 * Creates the flagged-conversation calls (role admin); apart from `client.admin` so the site loads
 * them with its admin page only.
 *
 * @param client - A `createClient()` client signed in as an admin.
 * @example
 * const flagged = await createFlaggedConversationsApi(client).list({ page: 1 });
 */
export function createFlaggedConversationsApi(client: { http: RequestClient }): FlaggedConversationsApi {
  return { list: async (params = {}) => (await callEndpoint(client.http, listFlaggedConversations, { query: params })).data };
}
