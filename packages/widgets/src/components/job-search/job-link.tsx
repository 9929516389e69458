import type { MouseEvent, ReactNode } from 'react';

/** What a custom link renderer receives (e.g. to render a router `<Link to={href}>`). */
export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

/** How the widget's job links navigate. */
export interface LinkBehaviour {
  /** Renders each link instead of a plain `<a>` (React Router's `Link`, Next's `Link`...). */
  renderLink?: ((props: RenderLinkProps) => ReactNode) | undefined;
  /**
   * Called for plain left clicks on a job link, after the widget prevented the browser's navigation,
   * so that a router can take over. Clicks with a modifier key (new tab, new window) are left to the browser.
   */
  onNavigate?: ((href: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Props of {@link JobLink}. */
export interface JobLinkProps extends LinkBehaviour {
  href: string;
  className: string;
  children: ReactNode;
}

/**
 * A link to a job page that a host router can intercept (`onNavigate`) or replace (`renderLink`).
 *
 * @example
 * <JobLink href="/job/7" className="jh-card__link" onNavigate={(href) => navigate(href)}>Kỹ sư</JobLink>
 */
export function JobLink({ href, className, children, renderLink, onNavigate }: JobLinkProps) {
  if (renderLink) return <>{renderLink({ href, className, children })}</>;
  return (
    <a
      href={href}
      className={className}
      onClick={
        onNavigate
          ? (event) => {
              if (event.defaultPrevented || !isPlainLeftClick(event)) return;
              event.preventDefault();
              onNavigate(href, event);
            }
          : undefined
      }
    >
      {children}
    </a>
  );
}
