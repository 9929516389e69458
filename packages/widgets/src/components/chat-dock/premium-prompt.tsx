import { CHAT_DOCK_TEXTS } from '../../i18n/texts/chat-dock';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { JobLink, type LinkBehaviour } from '../job-search/job-link';

/** The SPEC §2 upgrade prompt of chat without Premium, with a link to the Premium page. */
export function PremiumPrompt({ href, onNavigate }: { href: string; onNavigate?: LinkBehaviour['onNavigate'] }) {
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  return (
    <div className="jh-premium-prompt">
      <p>{t.premiumRequired}</p>
      <JobLink href={href} className="jh-chat-button" onNavigate={onNavigate}>
        {t.upgrade}
      </JobLink>
    </div>
  );
}
