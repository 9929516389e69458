import { Link } from 'react-router';
import { useSession } from '../app/client-context';

/** Yellow banner for a logged-in user whose account is not activated (SPEC §2). */
export function ActivationBanner() {
  const session = useSession();
  if (session.status !== 'authenticated' || session.user.is_active) return null;
  return (
    <div className="activation-banner" role="status">
      <div className="container">
        <p>Tài khoản của bạn chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.</p>
        <Link to="/activate">Gửi lại mã kích hoạt</Link>
      </div>
    </div>
  );
}
