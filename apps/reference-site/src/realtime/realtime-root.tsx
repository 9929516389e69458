import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { ChatWindows } from '@jobhub/widgets';
import { useSession } from '../app/client-context';
import { toastNewMessage } from './message-toast';
import { useRealtimeKit } from './use-realtime-kit';

/**
 * The site-wide real-time part for a signed-in user (a lazy chunk, mounted by the root layout
 * only while authenticated): keeps the account store loaded (its SPEC §4 Premium check runs at
 * start and after each sign-in), listens to the socket (which keeps it connected; the SDK
 * disconnects it on logout) for the 'Tin nhắn mới' toast, and renders the chat windows once for
 * the whole site (bottom right).
 */
export default function RealtimeRoot() {
  const kit = useRealtimeKit();
  const session = useSession();
  const navigate = useNavigate();
  useStore(kit.account.$account);
  const go = useCallback((to: string) => void navigate(to), [navigate]);

  useEffect(() => kit.realtime.onChatMessage((frame) => void toastNewMessage(kit, frame, go)), [kit, go]);

  if (session.status !== 'authenticated') return null;
  return <ChatWindows className="site-chat-windows" chat={kit.chat} currentUserId={session.user.user_id} onNavigate={go} />;
}
