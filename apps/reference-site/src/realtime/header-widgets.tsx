import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ChatDock, NotificationBell } from '@jobhub/widgets';
import { useSession } from '../app/client-context';
import { useRealtimeKit } from './use-realtime-kit';

/** Class of the bell's host element: the mobile menu's 'Thông báo' entry opens it. */
export const HEADER_BELL_CLASS = 'header-bell';

/** The messages page of a role (SPEC §2). */
export function messagesPathFor(role: string): string {
  return role === 'employer' ? '/employer/messages' : '/candidate/messages';
}

/**
 * Candidate header, signed in (SPEC §2): the notification bell and the chat dropdown. A lazy chunk
 * rendered only for signed-in users; the chat windows are rendered once for the site by RealtimeRoot.
 */
export default function HeaderWidgets() {
  const kit = useRealtimeKit();
  const session = useSession();
  const navigate = useNavigate();
  const onNavigate = useCallback((target: string) => void navigate(target), [navigate]);
  if (session.status !== 'authenticated') return null;
  const { role, user_id: userId } = session.user;
  return (
    <>
      <NotificationBell className={HEADER_BELL_CLASS} notifications={kit.notifications} role={role} onNavigate={onNavigate} />
      <ChatDock
        className="header-chat"
        chat={kit.chat}
        currentUserId={userId}
        messagesHref={messagesPathFor(role)}
        showWindows={false}
        onNavigate={onNavigate}
      />
    </>
  );
}
