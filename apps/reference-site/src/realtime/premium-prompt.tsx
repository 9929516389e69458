import { Link } from 'react-router';

/** SPEC §2/§6: messaging is a Premium feature for candidates; the upgrade prompt links to /premium. */
export function PremiumPrompt() {
  return (
    <div className="premium-prompt" role="note">
      <p>Tính năng nhắn tin chỉ dành cho người dùng Premium. Nâng cấp để gửi tin nhắn cho nhà tuyển dụng.</p>
      <Link className="btn btn-premium" to="/premium">
        Nâng cấp Premium
      </Link>
    </div>
  );
}
