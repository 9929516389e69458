/**
 * The admins' list of conversations with scam warnings (issue 30), a feature of its own so the
 * site loads it with the admin page and the chat code, not on a first visit.
 */
import { endpoint } from '../endpoint';
import { envelope, PageOnlyQuerySchema, paged } from '../envelope';
import { FlaggedConversationSchema } from '../flagged-conversations';

/** Conversations in which an employer sent a candidate messages with scam signals, newest first (role admin). */
export const listFlaggedConversations = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/api/admin/flagged-conversations/',
  query: PageOnlyQuerySchema,
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ paged(FlaggedConversationSchema)) },
});

/** The flagged-conversation endpoints, for ENDPOINT_TABLE (see endpoint-table.ts: why not a namespace import). */
export const FLAGGED_CONVERSATIONS_ENDPOINTS = { listFlaggedConversations };
