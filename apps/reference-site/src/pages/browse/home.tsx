import { CITIES, MAX_QUERY_LENGTH, queryToSearchParams, type City, type JobSearchQuery } from '@jobhub/sdk';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from '../../app/client-context';
import { EnterpriseCard } from './enterprise-card';
import { JobCard } from './job-card';
import { BROWSE_TEXTS } from './texts';
import { EmptyState, ErrorAlert, LoadingCards } from './states';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageNow } from '../../app/page-data';
import { useResource } from './use-resource';
import { FEATURED_JOB_COUNT, featuredJobs, fieldCatalogue, premiumCompanies } from './resources';
import { ChoiceOptions } from '../../components/choice-options';
import './browse.css';

/** Newest public posts shown on the home page (three rows of four on a wide screen). */
/** Premium companies shown on the home page. */
const PREMIUM_COMPANY_COUNT = 8;


function HeroSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [city, setCity] = useState('');
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query: JobSearchQuery = {};
    if (q.trim()) query.q = q.trim();
    if (city) query.city = city as City;
    const search = queryToSearchParams(query).toString();
    navigate(search ? `/job-search?${search}` : '/job-search');
  }

  return (
    <section className="jb-hero" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Tìm việc làm phù hợp với bạn</h1>
      <p>Hàng nghìn việc làm mới từ các công ty uy tín trên khắp Việt Nam.</p>
      <form className="jb-hero-form" role="search" aria-label="Tìm việc làm" onSubmit={submit}>
        <label className="jb-field">
          <span>Từ khóa</span>
          <input
            className="jb-input"
            type="search"
            name="q"
            value={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Vị trí, kỹ năng, tên công ty..."
            onChange={(event) => setQ(event.target.value)}
          />
        </label>
        <label className="jb-field">
          <span>Tỉnh/thành phố</span>
          <select className="jb-select" name="city" value={city} onChange={(event) => setCity(event.target.value)}>
            <ChoiceOptions placeholder="Tất cả tỉnh/thành" values={CITIES} />
          </select>
        </label>
        <button type="submit" className="jb-button">
          Tìm việc
        </button>
      </form>
    </section>
  );
}

function FeaturedJobs() {
  const client = useClient();
  const now = usePageNow();
  const featured = featuredJobs(client);
  const [jobs, retry] = useResource(featured.key, featured.load, BROWSE_TEXTS.jobsError);
  return (
    <section className="jb-section" aria-labelledby="jb-home-jobs">
      <div className="jb-section-head">
        <h2 id="jb-home-jobs">Việc làm mới nhất</h2>
        <Link to="/job-search?sort=newest">Xem tất cả việc làm</Link>
      </div>
      {jobs.status === 'loading' ? <LoadingCards count={6} label="Đang tải việc làm..." /> : null}
      {jobs.status === 'error' ? <ErrorAlert message={jobs.message} onRetry={retry} /> : null}
      {jobs.status === 'ready' && jobs.data.results.length === 0 ? <EmptyState title={BROWSE_TEXTS.jobsEmpty} /> : null}
      {jobs.status === 'ready' && jobs.data.results.length > 0 ? (
        <ul className="jb-grid">
          {jobs.data.results.slice(0, FEATURED_JOB_COUNT).map((job) => (
            <li key={job.id}>
              <JobCard job={job} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PremiumCompanies() {
  const client = useClient();
  const premium = premiumCompanies(client);
  const [companies, retry] = useResource(premium.key, premium.load, BROWSE_TEXTS.premiumError);
  return (
    <section className="jb-section" aria-labelledby="jb-home-companies">
      <div className="jb-section-head">
        <h2 id="jb-home-companies">Công ty nổi bật</h2>
        <Link to="/enterprises">Xem tất cả công ty</Link>
      </div>
      {companies.status === 'loading' ? <LoadingCards count={4} label="Đang tải danh sách công ty..." /> : null}
      {companies.status === 'error' ? (
        <ErrorAlert message={companies.message} onRetry={retry} />
      ) : null}
      {companies.status === 'ready' && companies.data.length === 0 ? <EmptyState title={BROWSE_TEXTS.premiumEmpty} /> : null}
      {companies.status === 'ready' && companies.data.length > 0 ? (
        <ul className="jb-grid">
          {companies.data.slice(0, PREMIUM_COMPANY_COUNT).map((company) => (
            <li key={company.id}>
              <EnterpriseCard enterprise={company} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PopularFields() {
  const client = useClient();
  const catalogue = fieldCatalogue(client);
  const [fields, retry] = useResource(catalogue.key, catalogue.load, BROWSE_TEXTS.fieldsError);
  return (
    <section className="jb-section" aria-labelledby="jb-home-fields">
      <h2 id="jb-home-fields">Ngành nghề phổ biến</h2>
      {fields.status === 'loading' ? (
        <div aria-busy="true">
          <p role="status" className="jb-visually-hidden">
            Đang tải ngành nghề...
          </p>
          <span className="jb-skeleton jb-skeleton--line" aria-hidden="true" />
        </div>
      ) : null}
      {fields.status === 'error' ? <ErrorAlert message={fields.message} onRetry={retry} /> : null}
      {fields.status === 'ready' ? (
        <ul className="jb-chips">
          {fields.data.map((field) => (
            <li key={field.id}>
              <Link to={`/job-search?field=${field.id}`}>{field.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Route `/`: a search box, the newest jobs, Premium companies and the job fields. */
export default function HomePage() {
  useDocumentTitle('Tìm việc làm');
  return (
    <div className="jb-page jb-home">
      <HeroSearch />
      <FeaturedJobs />
      <PremiumCompanies />
      <PopularFields />
    </div>
  );
}
