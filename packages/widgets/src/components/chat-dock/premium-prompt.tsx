import { MSG_CHAT_PREMIUM_REQUIRED } from '@jobhub/sdk';
import { JobLink, type LinkBehaviour } from '../job-search/job-link';

/** The SPEC §2 upgrade prompt of chat without Premium, with a link to the Premium page. */
export function PremiumPrompt({ href, onNavigate }: { href: string; onNavigate?: LinkBehaviour['onNavigate'] }) {
  return (
    <div className="jh-premium-prompt">
      <p>{MSG_CHAT_PREMIUM_REQUIRED}</p>
      <JobLink href={href} className="jh-chat-button" onNavigate={onNavigate}>
        Nâng cấp Premium
      </JobLink>
    </div>
  );
}
