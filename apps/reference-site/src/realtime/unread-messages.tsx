import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatBadge } from '@jobhub/sdk';
import { useRealtimeKit } from './use-realtime-kit';

/**
 * The unread message count as a badge capped at `cap` ('9+' in the top bar, '99+' in the sidebar,
 * SPEC §9); nothing when there is none. Suspends until the real-time kit is loaded.
 */
export function UnreadMessagesBadge({ cap, className = 'count-badge' }: { cap: number; className?: string }) {
  const kit = useRealtimeKit();
  const total = useStore(kit.chat.$unreadTotal);
  const text = formatBadge(total, cap);
  if (!text) return null;
  return (
    <>
      <span className={className} aria-hidden="true" data-testid="unread-messages-badge">
        {text}
      </span>
      <span className="visually-hidden"> ({text} tin nhắn chưa đọc)</span>
    </>
  );
}

/** SPEC §7 Polling: refreshes the unread message count every 30 s while mounted (signed in). */
export function UnreadMessagesPolling() {
  const kit = useRealtimeKit();
  useEffect(() => kit.chat.startUnreadPolling(), [kit]);
  return null;
}
