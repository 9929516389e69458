/**
 * Warnings on employers' chat messages that look like a recruitment scam (issue 30, item 5).
 * The API finds the signals (apps/api/src/chat/scam-signals.ts) and sends them with the message;
 * the site and the chat window show the candidate `chatWarningText` under it, with 'Báo cáo'.
 */
import * as z from 'zod/mini';

/** Asking for money or a deposit; moving the talk off JobHub; asking for identity documents. */
export const CHAT_WARNING_SIGNALS = ['money', 'off_platform', 'id_document'] as const;
export type ChatWarningSignal = (typeof CHAT_WARNING_SIGNALS)[number];

/** The signals of a message; absent or empty for an ordinary one. */
export const ChatWarningSignalsSchema = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.enum(CHAT_WARNING_SIGNALS)));

const SIGNAL_TEXT: Readonly<Record<ChatWarningSignal, string>> = {
  money: 'Tin nhắn này yêu cầu chuyển tiền, đặt cọc hoặc nộp phí. Nhà tuyển dụng thật không thu tiền của ứng viên.',
  off_platform: 'Tin nhắn này mời bạn chuyển sang Zalo, Telegram hoặc gọi số điện thoại ngoài JobHub. Hãy trao đổi trên JobHub cho đến khi chắc chắn.',
  id_document: 'Tin nhắn này yêu cầu giấy tờ tùy thân hoặc mã bảo mật. Đừng gửi ảnh CCCD, hộ chiếu, thẻ ngân hàng hay mã OTP qua tin nhắn.',
};

/**
 * The Vietnamese warning shown to the candidate under a flagged message: one sentence per signal.
 * @example chatWarningText(['money']) // 'Cảnh báo lừa đảo: Tin nhắn này yêu cầu chuyển tiền, ...'
 */
export function chatWarningText(signals: readonly ChatWarningSignal[]): string {
  return `Cảnh báo lừa đảo: ${signals.map((signal) => SIGNAL_TEXT[signal]).join(' ')}`;
}

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
