import { params } from '@nanostores/i18n';
import { MSG_NO_CONNECTION } from '@jobhub/sdk';
import { defineWidgetTextsPart } from '../widget-text-group';

/**
 * The texts of the closed chat dock (the message button, the dropdown's frame and its loading
 * notice): the part of the chat dock's group (chat-dock.ts) that `ChatDockPanel` shows before the
 * panels load, so that the script-tag element's first bundle leaves the panels' texts to their
 * chunk. Same keys, dictionaries and overrides as the group ('chatDock').
 */
export const CHAT_DOCK_CLOSED_TEXTS = defineWidgetTextsPart('chatDock', 'closed', {
  title: 'Tin nhắn',
  trigger: params('Tin nhắn, {count} chưa đọc'),
  seeAll: 'Xem tất cả',
  loading: 'Đang tải...',
  // The opened dropdown's code did not load (CDN delivery): SPEC's no-connection text.
  loadFailed: MSG_NO_CONNECTION,
  retry: 'Thử lại',
});
