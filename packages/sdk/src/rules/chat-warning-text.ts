/**
 * The Vietnamese scam warning under an employer's flagged chat message (issue 30). A rule of its
 * own, apart from the contract's signals, so its text loads with the chat code only (the site's
 * 'sdk-realtime' chunk), not on a first visit.
 */
import type { ChatWarningSignal } from '../contract/chat-warning';

/** A failed 'Báo cáo' (here rather than in error-catalogue.ts, which every first visit loads). */
export const MSG_REPORT_MESSAGE_FAILED = 'Không thể gửi báo cáo tin nhắn. Vui lòng thử lại.';

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
