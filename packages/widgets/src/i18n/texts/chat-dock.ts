import { params } from '@nanostores/i18n';
import { CHAT_PREMIUM_PROMPT, OWN_MESSAGE_PREFIX } from '@jobhub/sdk';
import { defineWidgetTexts } from '../widget-text-group';
import { CHAT_DOCK_CLOSED_TEXTS } from './chat-dock-closed';

/**
 * The Vietnamese texts of the chat dock and the chat windows (`<jobhub-chat-dock>`, `ChatDock`,
 * `ChatWindows`), imported only by their components and hooks, so that only the chat's code
 * carries them; those of the closed dock are a part of their own (chat-dock-closed.ts).
 * A `params` text takes `{name}` values. English fills the same keys (../en.ts); pages override
 * any key per locale (`overrideWidgetTexts`). Keep these byte-identical to what tests and the site
 * expect.
 */
export const CHAT_DOCK_TEXTS = defineWidgetTexts('chatDock', {
  ...CHAT_DOCK_CLOSED_TEXTS.vi,
  compose: 'Soạn tin nhắn',
  searchPlaceholder: 'Tìm kiếm cuộc trò chuyện...',
  searchLabel: 'Tìm kiếm cuộc trò chuyện',
  recent: 'Cuộc trò chuyện gần đây',
  unreadMessages: params('{count} tin nhắn chưa đọc'),
  noMatch: 'Không tìm thấy cuộc trò chuyện',
  empty: 'Chưa có cuộc trò chuyện nào',
  more: 'Xem thêm',
  ownPrefix: OWN_MESSAGE_PREFIX,
  premiumRequired: CHAT_PREMIUM_PROMPT,
  upgrade: 'Nâng cấp Premium',
  back: '‹ Quay lại',
  contactsPlaceholder: 'Tìm người đã ứng tuyển, nhà tuyển dụng...',
  contactsLabel: 'Tìm người để nhắn tin',
  contactsList: 'Người bạn có thể nhắn tin',
  noContactMatch: 'Không tìm thấy người phù hợp',
  noContacts: 'Chưa có ai để nhắn tin: cần có đơn ứng tuyển giữa hai bên',
  contactsFailed: 'Không thể tải danh sách người liên hệ',
  expand: 'Mở rộng',
  minimise: 'Thu nhỏ',
  close: 'Đóng',
  messagesWith: params('Tin nhắn với {name}'),
  sending: 'Đang gửi',
  seen: 'Đã xem',
  sent: 'Đã gửi',
  noMessages: 'Không có tin nhắn. Hãy bắt đầu cuộc trò chuyện.',
  // Under an employer's message the server flagged (issue 30; the rules: apps/api/src/chat/scam-signals.ts).
  scamWarning: 'Cảnh báo lừa đảo: tin nhắn này yêu cầu tiền, giấy tờ tùy thân hoặc liên hệ ngoài JobHub. Đừng chuyển tiền hay gửi giấy tờ khi chưa chắc chắn.',
  messagePlaceholder: 'Nhập tin nhắn...',
  messageLabel: 'Nhập tin nhắn',
  send: 'Gửi',
  unknownUser: params('Người dùng #{id}'),
});
