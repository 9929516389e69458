import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/client-context';

/**
 * /messages?user={id} — the 'Tin nhắn mới' toast's link (SPEC §9): sends the user to their messages
 * page with that conversation open (employers /employer/messages, others /candidate/messages).
 */
export function MessagesRedirect() {
  const session = useSession();
  const [params] = useSearchParams();
  const user = params.get('user');
  const role = session.status === 'authenticated' ? session.user.role : null;
  const page = role === 'employer' ? '/employer/messages' : role === 'candidate' ? '/candidate/messages' : '/';
  const query = page !== '/' && user && /^\d+$/.test(user) ? `?conversation_id=${user}` : '';
  return <Navigate to={`${page}${query}`} replace />;
}
