import { Link } from 'react-router';
import type { PostingLimit } from '@jobhub/sdk';
import { Modal } from './shared';

/** The posting-limit refusal (403 with current_posts / max_posts) and the way to Premium. */
export function PostingLimitModal({ limit, onClose }: { limit: PostingLimit; onClose: () => void }) {
  return (
    <Modal title="Đã đạt giới hạn tin đăng" onClose={onClose}>
      <p>{limit.message}</p>
      <p>
        {/* The server's message already names the way out (Premium); this line adds the figures. */}
        Bạn đang có <strong>{limit.current_posts}</strong> / <strong>{limit.max_posts}</strong> tin đang hiển thị.
      </p>
      <div className="actions">
        <Link className="btn btn-primary" to="/employer/premium">
          Nâng cấp Premium
        </Link>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Đóng
        </button>
      </div>
    </Modal>
  );
}
