import { formatSalary, postAgeText, type PostRow } from '@jobhub/sdk';
import { CompanyLogo } from '@jobhub/widgets';
import { Link } from 'react-router';
import { ResponseBadge } from './response-badge';
import { VERIFIED_BADGE } from './verified-badge';

type HeadingLevel = 2 | 3 | 4;

/**
 * One job in a list: title (the card's link), company with its response-rate badge, salary, city
 * and age ('Đăng N ngày trước' / 'Cập nhật N ngày trước', issue 30). The title link covers
 * the whole card, so the card is one tab stop with a meaningful name.
 *
 * @param now - the clock used for the relative age, passed in so a list renders consistently
 */
export function JobCard({ job, now, headingLevel = 3 }: { job: PostRow; now: Date; headingLevel?: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="jb-card">
      <CompanyLogo name={job.enterprise_name} src={job.enterprise_logo} alt={`Logo ${job.enterprise_name}`} className="jb-logo" size={56} />
      <div className="jb-card__body">
        <Heading className="jb-card__title">
          <Link to={`/job/${job.id}`}>{job.title}</Link>
        </Heading>
        <p className="jb-card__company">
          {job.enterprise_name}
          {job.is_enterprise_verified ? VERIFIED_BADGE : null}
          {job.is_enterprise_premium ? <span className="jb-badge-premium">Premium</span> : null}
          <ResponseBadge rate={job.response_rate} />
        </p>
        <ul className="jb-card__meta" aria-label="Thông tin việc làm">
          <li className="jb-tag jb-tag--salary">{formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable)}</li>
          <li className="jb-tag">{job.city}</li>
          <li className="jb-tag">
            <time dateTime={job.confirmed_at ?? job.created_at}>{postAgeText(job, now)}</time>
          </li>
        </ul>
      </div>
    </article>
  );
}
