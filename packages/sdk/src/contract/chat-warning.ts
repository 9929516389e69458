/**
 * Warnings on employers' chat messages that look like a recruitment scam (issue 30, item 5).
 * The API finds the signals (apps/api/src/chat/scam-signals.ts) and sends them with the message;
 * the site and the chat window show the candidate `chatWarningText` (rules/chat-warning-text.ts)
 * under it, with 'Báo cáo'.
 */
import * as z from 'zod/mini';

/** Asking for money or a deposit; moving the talk off JobHub; asking for identity documents. */
export const CHAT_WARNING_SIGNALS = ['money', 'off_platform', 'id_document'] as const;
export type ChatWarningSignal = (typeof CHAT_WARNING_SIGNALS)[number];

/** The signals of a message; absent or empty for an ordinary one. */
// z.literal of the list rather than z.enum: the same checks and issues, and the answers the script-tag
// bundles parse then need none of zod's enum code.
export const ChatWarningSignalsSchema = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.literal(CHAT_WARNING_SIGNALS)));
