import { newMessageToast, type ChatFrame } from '@jobhub/sdk';
import type { RealtimeKit } from '../app/realtime-kit';
import { notify } from '../app/notify';

/**
 * SPEC §9 'Tin nhắn mới': a toast for a new message addressed to the signed-in user while that
 * conversation is not on screen (neither open in a messages page nor in an expanded chat window).
 * Clicking it goes to /messages?user={sender_id}. Returns true when a toast was shown.
 */
export function toastNewMessage(kit: RealtimeKit, frame: ChatFrame, navigate: (to: string) => void): boolean {
  const session = kit.client.$session.get();
  if (session.status !== 'authenticated' || frame.recipient_id !== session.user.user_id) return false;
  if (frame.sender_id === session.user.user_id) return false;
  if (kit.viewing.has(frame.sender_id)) return false;
  if (kit.chat.$windows.get().some((window) => window.userId === frame.sender_id && !window.minimised)) return false;
  const toast = newMessageToast(frame);
  notify.titled(toast.title, toast.content, {
    toastId: `message-${frame.message_id}`,
    onClick: () => navigate(toast.link),
    role: 'status',
  });
  return true;
}
