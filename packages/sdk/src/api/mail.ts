import { unsubscribeMail } from '../contract/endpoints/mail';
import type { MailType } from '../contract/endpoints/accounts';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** Mail links that work without signing in. */
export interface MailApi {
  /**
   * POST /api/mail/unsubscribe/?token= — turns off the mail type the signed token of an e-mail's
   * unsubscribe link names (no sign-in needed); resolves with the type and the server message.
   */
  unsubscribe(token: string): Promise<{ type: MailType; message: string }>;
}

/**
 * Creates the mail calls.
 *
 * @param client - A `createClient()` client.
 * @example
 * const mail = createMailApi(client);
 * const { message } = await mail.unsubscribe(new URLSearchParams(location.search).get('token') ?? '');
 */
export function createMailApi(client: { http: RequestClient }): MailApi {
  const { http } = client;
  return {
    async unsubscribe(token) {
      const answer = await callEndpoint(http, unsubscribeMail, { query: { token }, body: {} });
      return { type: answer.data.type, message: answer.message ?? '' };
    },
  };
}
