import { formatDate, formatSalary, postAgeText, responseRateText, type PostRow } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import { JOB_SEARCH_PAGE_TEXTS } from '../../i18n/texts/job-search-page';
import { useWidgetTexts } from '../../i18n/widget-texts';
import { $widgetLocale } from '../../i18n/widget-locale';
import { CompanyLogo } from '../avatar/company-logo';
import { JobLink, type LinkBehaviour } from './job-link';

/** Host controls shown on each result card. */
export interface CardActionsBehaviour {
  /**
   * Renders the host's own controls for one job (e.g. a save toggle) into the card's action slot,
   * which the widget lays out at the card's end. Return `null` for no controls on that card. The
   * nodes render inside the widget's shadow root, so page CSS does not reach them: give a toggle
   * the widget's class `jh-bookmark` (a round icon button; `aria-pressed="true"` fills its `<svg>`).
   * The widget itself calls no API for these controls.
   */
  renderCardActions?: ((job: PostRow) => ReactNode) | undefined;
}

/** Props of {@link JobCard}: what the job search hands to each card, and to `renderJobCard`. */
export interface JobCardProps extends LinkBehaviour, CardActionsBehaviour {
  job: PostRow;
  /** Where the job page lives. */
  href: string;
  /** The current time, for the relative creation time. */
  now: Date;
}

/**
 * Renders one result of the job search in place of the default card. It renders inside the
 * widget's shadow root, in the result list's `<li>`: style it with the widget's classes or
 * inline styles, since page CSS does not reach it. Link to `href` (honouring `renderLink` and
 * `onNavigate` if the page passes them), or wrap {@link JobCard} to keep the default card and add
 * to it.
 */
export type RenderJobCard = (props: JobCardProps) => ReactNode;

/** How the job search renders its results. */
export interface JobCardBehaviour {
  /**
   * Renders each result instead of the default {@link JobCard} (which you can wrap).
   *
   * @example
   * renderJobCard={(props) => (props.job.is_enterprise_premium ? <div className="jh-featured"><JobCard {...props} /></div> : <JobCard {...props} />)}
   */
  renderJobCard?: RenderJobCard | undefined;
}

/**
 * One search result: title (linking to the job page), company name and logo, city, salary,
 * deadline, a 'Premium' tag for Premium employers, the company's response rate ('Phản hồi 92% ·
 * thường trong 2 ngày', when shown), the post's age ('Đăng N ngày trước' / 'Cập nhật N ngày trước') and the
 * host's controls (`renderCardActions`).
 *
 * @example
 * <JobCard job={row} href={`/job/${row.id}`} now={new Date()} />
 */
export function JobCard({ job, href, now, renderLink, onNavigate, renderCardActions }: JobCardProps) {
  const titleId = useId();
  const t = useWidgetTexts(JOB_SEARCH_PAGE_TEXTS);
  const locale = useStore($widgetLocale);
  const actions = renderCardActions?.(job);
  return (
    <article className="jh-card" aria-labelledby={titleId} part="card">
      <CompanyLogo name={job.enterprise_name} src={job.enterprise_logo} className="jh-card__logo" size={56} />
      <div className="jh-card__body">
        <h3 className="jh-card__title" id={titleId}>
          <JobLink href={href} className="jh-card__link" renderLink={renderLink} onNavigate={onNavigate}>
            {job.title}
          </JobLink>
        </h3>
        <p className="jh-card__company">
          <span>{job.enterprise_name}</span>
          {job.is_enterprise_premium ? <span className="jh-tag jh-tag--premium">{t.premium}</span> : null}
          {job.response_rate ? <span className="jh-tag jh-tag--response">{responseRateText(job.response_rate, locale)}</span> : null}
        </p>
        <p className="jh-card__meta">
          <span className="jh-card__salary">{formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable, locale)}</span>
          <span className="jh-card__city">{job.city}</span>
          <span className="jh-card__deadline">{t.deadline({ date: formatDate(job.deadline, 'short', { locale }) })}</span>
        </p>
        <p className="jh-card__time">
          <time dateTime={job.confirmed_at ?? job.created_at}>{postAgeText(job, now, locale)}</time>
        </p>
      </div>
      {actions == null || actions === false ? null : (
        <div className="jh-card__actions" part="card-actions">
          {actions}
        </div>
      )}
    </article>
  );
}
