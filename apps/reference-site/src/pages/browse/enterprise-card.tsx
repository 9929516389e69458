import type { Enterprise } from '@jobhub/sdk';
import { CompanyLogo } from '@jobhub/widgets';
import { Link } from 'react-router';
import { formatScale } from './format';

type HeadingLevel = 2 | 3 | 4;

/** What a company card needs; the premium list and the search rows both carry it. */
type EnterpriseCardData = Pick<Enterprise, 'id' | 'company_name' | 'logo' | 'city' | 'scale' | 'field_of_activity' | 'is_premium'> & {
  job_count?: number | undefined;
};

/**
 * One company in a list: logo, name (the card's link to /enterprises/{id}), city, size, field and
 * the number of open jobs when the list carries it.
 */
export function EnterpriseCard({ enterprise, headingLevel = 3 }: { enterprise: EnterpriseCardData; headingLevel?: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const facts = [enterprise.city, formatScale(enterprise.scale), enterprise.field_of_activity].filter(Boolean) as string[];
  return (
    <article className="jb-card">
      <CompanyLogo name={enterprise.company_name} src={enterprise.logo} alt={`Logo ${enterprise.company_name}`} className="jb-logo" size={56} />
      <div className="jb-card__body">
        <Heading className="jb-card__title">
          <Link to={`/enterprises/${enterprise.id}`}>{enterprise.company_name}</Link>
          {enterprise.is_premium ? <span className="jb-badge-premium">Premium</span> : null}
        </Heading>
        {facts.length > 0 ? (
          <ul className="jb-card__meta" aria-label="Thông tin công ty">
            {facts.map((fact) => (
              <li key={fact} className="jb-tag">
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        {enterprise.job_count !== undefined ? (
          <p className="jb-card__jobs">
            {enterprise.job_count > 0 ? `${enterprise.job_count} việc làm đang tuyển` : 'Chưa có việc làm đang tuyển'}
          </p>
        ) : null}
      </div>
    </article>
  );
}
