/** Premium (API.md, Premium and payments): signed-in users. */
import { endpoint } from '../endpoint';
import { MessageEnvelopeSchema } from '../envelope';

/** Cancels the user's Premium and records it in the Premium history; cancelling twice changes nothing. */
export const cancelPremium = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/delete-premium/',
  aliases: ['/api/delete-premium/'],
  responses: { 200: MessageEnvelopeSchema },
});

/** The premium endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const PREMIUM_ENDPOINTS = { cancelPremium };
