import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { NotificationBell } from '@jobhub/widgets';
import { TOPBAR_MESSAGE_BADGE_CAP } from '@jobhub/sdk';
import { MessageIcon } from '../components/icons';
import { UnreadMessagesBadge, UnreadMessagesPolling } from './unread-messages';
import { useRealtimeKit } from './use-realtime-kit';

/**
 * Employer top bar (SPEC §2): the notification bell, and the message icon with its unread badge
 * ('9+') linking to /employer/messages; the unread count is polled every 30 s (SPEC §7).
 */
export default function EmployerTopbarWidgets() {
  const kit = useRealtimeKit();
  const navigate = useNavigate();
  const onNavigate = useCallback((target: string) => void navigate(target), [navigate]);
  return (
    <>
      <UnreadMessagesPolling />
      <NotificationBell className="topbar-bell" notifications={kit.notifications} role="employer" onNavigate={onNavigate} />
      <Link to="/employer/messages" className="icon-btn topbar-messages">
        <MessageIcon />
        <span className="visually-hidden">Tin nhắn</span>
        <UnreadMessagesBadge cap={TOPBAR_MESSAGE_BADGE_CAP} className="count-badge icon-badge" />
      </Link>
    </>
  );
}
