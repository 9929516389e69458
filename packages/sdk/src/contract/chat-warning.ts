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
