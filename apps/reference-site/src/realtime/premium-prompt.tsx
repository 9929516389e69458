import { CHAT_PREMIUM_PROMPT } from '@jobhub/sdk';
import { Link } from 'react-router';

/** SPEC §2/§6: messaging is a Premium feature for candidates; the upgrade prompt links to /premium. */
export function PremiumPrompt() {
  return (
    <div className="premium-prompt" role="note">
      <p>{CHAT_PREMIUM_PROMPT}</p>
      <Link className="btn btn-premium" to="/premium">
        Nâng cấp Premium
      </Link>
    </div>
  );
}
