import { openChat } from '@jobhub/widgets';
import { useRealtimeKit } from './use-realtime-kit';

/** Props of {@link MessageButton}. */
export interface MessageButtonProps {
  /** The user to write to (a post's employer: `PostDetail.user_id`). */
  userId: number;
  /** Who that is, for the accessible name ('Nhắn tin cho …'). */
  name: string;
  className?: string;
}

/**
 * 'Nhắn tin': opens (or brings to the front) the site's chat window with `userId`. A candidate
 * without Premium gets the window's upgrade prompt. A lazy chunk: the real-time kit loads with it.
 */
export default function MessageButton({ userId, name, className }: MessageButtonProps) {
  const kit = useRealtimeKit();
  return (
    <button type="button" className={className} aria-label={`Nhắn tin cho ${name}`} onClick={() => openChat(kit.chat, userId)}>
      Nhắn tin
    </button>
  );
}
