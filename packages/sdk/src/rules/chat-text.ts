/** Title of the new-message toast (SPEC §9). */
export const NEW_MESSAGE_TOAST_TITLE = 'Tin nhắn mới';
/** Characters of the message shown in the toast before '...' (SPEC §9). */
export const MESSAGE_TOAST_PREVIEW_CHARS = 30;
/** Prefix of a conversation preview line when the user sent the last message (SPEC §2). */
export const OWN_MESSAGE_PREFIX = 'Bạn: ';
/** Upgrade prompt for chat without Premium (SPEC §2 Chat dropdown; also the 403 on send). */
export const MSG_CHAT_PREMIUM_REQUIRED = 'Tính năng nhắn tin chỉ dành cho người dùng Premium...';
/**
 * The upgrade prompt's own text, where the whole screen is the prompt (the chat dropdown, a chat
 * window, the site's message pages): a complete sentence, as SPEC's short form ending in '...'
 * reads as text cut off there.
 */
export const CHAT_PREMIUM_PROMPT = 'Tính năng nhắn tin chỉ dành cho người dùng Premium. Nâng cấp để gửi tin nhắn cho nhà tuyển dụng.';

/** A toast to show for an incoming chat message. */
export interface MessageToast {
  title: string;
  content: string;
  link: string;
}

/**
 * Cuts `text` to `max` characters (code points, so an emoji is never split) and adds '...'.
 *
 * @example
 * truncateText('Xin chào', 3); // 'Xin...'
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/**
 * The new-message toast (SPEC §9): title 'Tin nhắn mới', content cut to 30 characters + '...',
 * link `/messages?user={sender_id}`.
 *
 * @example
 * newMessageToast({ sender_id: 7, content: 'Chào bạn' }); // { title: 'Tin nhắn mới', content: 'Chào bạn', link: '/messages?user=7' }
 */
export function newMessageToast(message: { sender_id: number; content: string }): MessageToast {
  return {
    title: NEW_MESSAGE_TOAST_TITLE,
    content: truncateText(message.content, MESSAGE_TOAST_PREVIEW_CHARS),
    link: `/messages?user=${message.sender_id}`,
  };
}

/**
 * The last-message line of a conversation row: prefixed 'Bạn: ' when the user sent it (SPEC §2).
 *
 * @example
 * conversationPreview({ sender: 7, content: 'Ok' }, 7); // 'Bạn: Ok'
 * conversationPreview({ sender: 7, content: 'Ok' }, 7, 'You: '); // 'You: Ok' (a widget's English text)
 */
export function conversationPreview(
  message: { sender: number; content: string },
  userId: number | null | undefined,
  ownPrefix: string = OWN_MESSAGE_PREFIX,
): string {
  return message.sender === userId ? `${ownPrefix}${message.content}` : message.content;
}

/**
 * The name shown for a user whose name is unknown (SPEC §3): 'Người dùng #{id}'.
 *
 * @example
 * otherUserPlaceholder(12); // 'Người dùng #12'
 */
export function otherUserPlaceholder(userId: number): string {
  return `Người dùng #${userId}`;
}
