/** The admins' list of conversations with scam warnings (issue 30; signals: chat-warning.ts). */
import * as z from 'zod/mini';
import { CHAT_WARNING_SIGNALS } from './chat-warning';

/** One side of a flagged conversation. */
const FlaggedPartySchema = /* @__PURE__ */ z.object({ id: z.number(), name: z.string() });

/**
 * A conversation in which an employer sent a candidate messages with scam signals (GET
 * /api/admin/flagged-conversations/), newest flagged message first.
 */
export const FlaggedConversationSchema = /* @__PURE__ */ z.object({
  employer: FlaggedPartySchema,
  /** The employer's company name, when they have a company. */
  company_name: z.nullable(z.string()),
  candidate: FlaggedPartySchema,
  /** Flagged messages from the employer to the candidate, and how many of them the candidate reported. */
  flagged_count: z.number(),
  reported_count: z.number(),
  /** Every signal found in the conversation, in CHAT_WARNING_SIGNALS order. */
  signals: /* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(CHAT_WARNING_SIGNALS)),
  /** The newest flagged message. */
  last_message_id: z.number(),
  last_content: z.string(),
  last_flagged_at: z.string(),
});
export type FlaggedConversation = z.infer<typeof FlaggedConversationSchema>;
