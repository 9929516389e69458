import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ChatWindows } from '@jobhub/widgets';
import { useSession } from '../app/client-context';
import { toastNewMessage } from './message-toast';
import { useAccount } from './use-premium';
import { useRealtimeKit } from './use-realtime-kit';

/**
 * The site-wide real-time part for a signed-in user (a lazy chunk, mounted by the root layout
 * only while authenticated): runs the SPEC §4 Premium check, listens to the socket (which keeps
 * it connected; the SDK disconnects it on logout) for the 'Tin nhắn mới' toast, and renders the
 * chat windows once for the whole site (bottom right).
 */
export default function RealtimeRoot() {
  const kit = useRealtimeKit();
  const session = useSession();
  const navigate = useNavigate();
  useAccount(kit);
  const go = useCallback((to: string) => void navigate(to), [navigate]);

  useEffect(() => kit.realtime.onChatMessage((frame) => void toastNewMessage(kit, frame, go)), [kit, go]);

  if (session.status !== 'authenticated') return null;
  return <ChatWindows className="site-chat-windows" chat={kit.chat} currentUserId={session.user.user_id} onNavigate={go} />;
}
