import { formatDate, type Enterprise } from '@jobhub/sdk';
import { richTextToPlain } from '@jobhub/sdk/rich-text';
import { CompanyLogo } from '@jobhub/widgets';
import type { ReactNode } from 'react';
import { useSearchParams, type To } from 'react-router';
import { useClient, useSession } from '../../app/client-context';
import { SaveJobButton, rememberSaved } from '../candidate/job-actions';
import { useCandidateApis } from '../../app/candidate-kit';
import { formatScale, safeExternalUrl } from './format';
import { JobCard } from './job-card';
import { ResponseBadge } from './response-badge';
import { Pagination } from './pagination';
import { EmptyState, ErrorAlert, LoadingCards, NotFoundState } from './states';
import { BROWSE_TEXTS } from './texts';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageNow } from '../../app/page-data';
import { useResource } from './use-resource';
import { useRouteResource } from './use-route-resource';
import { enterpriseDetail, enterpriseJobs, pageFrom } from './resources';
import { Breadcrumb } from './breadcrumb';
import { LazyMessageButton } from '../../realtime/lazy-realtime';
import './browse.css';
import { VERIFIED_BADGE } from './verified-badge';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The company's public jobs, paged through `?page=` so a page can be linked. */
function EnterpriseJobs({ enterprise }: { enterprise: Enterprise }) {
  const client = useClient();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const now = usePageNow();
  const { savedJobs } = useCandidateApis();
  const list = rememberSaved(savedJobs, enterpriseJobs(client, enterprise.id, page), (answer) => answer.results);
  const [jobs, retry] = useResource(list.key, list.load, BROWSE_TEXTS.enterpriseJobsError);
  const hrefFor = (target: number): To => ({ search: target > 1 ? `page=${target}` : '' });
  const session = useSession();
  const candidate = session.status === 'authenticated' && session.user.role === 'candidate';

  return (
    <section className="jb-panel" aria-labelledby="jb-enterprise-jobs">
      <h2 id="jb-enterprise-jobs">
        Việc làm đang tuyển
        {jobs.status === 'ready' && jobs.data.total > 0 ? ` (${jobs.data.total})` : ''}
      </h2>
      {jobs.status === 'loading' ? <LoadingCards count={3} label="Đang tải việc làm của công ty..." layout="list" /> : null}
      {jobs.status === 'error' ? <ErrorAlert message={jobs.message} onRetry={retry} /> : null}
      {jobs.status === 'ready' && jobs.data.results.length === 0 ? <EmptyState title={BROWSE_TEXTS.enterpriseJobsEmpty} /> : null}
      {jobs.status === 'ready' && jobs.data.results.length > 0 ? (
        <>
          <ul className="jb-list">
            {jobs.data.results.map((job) => (
              <li key={job.id} className="cand-card-wrap">
                <JobCard job={job} now={now} />
                {candidate ? (
                  <div className="cand-score">
                    <SaveJobButton postId={job.id} title={job.title} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination page={jobs.data.page} totalPages={jobs.data.total_pages} hrefFor={hrefFor} label="Phân trang việc làm của công ty" />
        </>
      ) : null}
    </section>
  );
}

/** 'Nhắn tin' to the company's owner, for signed-in candidates (the chat window prompts non-Premium ones to upgrade). */
function MessageCompany({ enterprise }: { enterprise: Enterprise }) {
  const session = useSession();
  if (session.status !== 'authenticated' || session.user.role !== 'candidate' || enterprise.user_id === undefined) return null;
  return (
    <div className="jb-enterprise-actions">
      <LazyMessageButton userId={enterprise.user_id} name={enterprise.company_name} className="jb-button jb-button--ghost" />
    </div>
  );
}

function EnterpriseView({ enterprise }: { enterprise: Enterprise }) {
  const website = safeExternalUrl(enterprise.link_web_site);
  const description = richTextToPlain(enterprise.description);
  const address = [enterprise.address, enterprise.city].filter(Boolean).join(', ');
  return (
    <>
      <Breadcrumb section={{ to: '/enterprises', label: 'Công ty' }} current={enterprise.company_name} />
      <div className="jb-cover">
        {enterprise.background_image ? (
          <img className="jb-cover__image" src={enterprise.background_image} alt="" />
        ) : (
          <div className="jb-cover__image" aria-hidden="true" />
        )}
        <CompanyLogo name={enterprise.company_name} src={enterprise.logo} alt={`Logo ${enterprise.company_name}`} className="jb-logo jb-logo--large" size={96} />
      </div>
      <h1>
        {enterprise.company_name}
        {enterprise.is_verified ? VERIFIED_BADGE : null}
        {enterprise.is_premium ? <span className="jb-badge-premium">Premium</span> : null}
        <ResponseBadge rate={enterprise.response_rate} />
      </h1>
      <MessageCompany enterprise={enterprise} />
      <div className="jb-detail">
        <div>
          <section className="jb-panel" aria-labelledby="jb-enterprise-about">
            <h2 id="jb-enterprise-about">Giới thiệu công ty</h2>
            {description ? <div className="jb-richtext">{description}</div> : <p className="jb-muted">Công ty chưa cập nhật phần giới thiệu.</p>}
          </section>
          <EnterpriseJobs enterprise={enterprise} />
        </div>
        <aside aria-label="Thông tin công ty">
          <section className="jb-panel" aria-labelledby="jb-enterprise-contact">
            <h2 id="jb-enterprise-contact">Thông tin chung</h2>
            <dl className="jb-facts jb-facts--single">
              <Fact term="Lĩnh vực hoạt động">{enterprise.field_of_activity}</Fact>
              <Fact term="Quy mô">{formatScale(enterprise.scale)}</Fact>
              <Fact term="Địa chỉ">{address}</Fact>
              <Fact term="Email">{enterprise.email_company ? <a href={`mailto:${enterprise.email_company}`}>{enterprise.email_company}</a> : null}</Fact>
              <Fact term="Điện thoại">
                {enterprise.phone_number ? <a href={`tel:${enterprise.phone_number.replace(/[^0-9+]/g, '')}`}>{enterprise.phone_number}</a> : null}
              </Fact>
              <Fact term="Website">
                {website ? (
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {enterprise.link_web_site}
                    <span className="jb-visually-hidden"> (mở trong thẻ mới)</span>
                  </a>
                ) : null}
              </Fact>
              <Fact term="Mã số thuế">{enterprise.tax}</Fact>
              <Fact term="Tham gia JobHub">{formatDate(enterprise.created_at)}</Fact>
            </dl>
          </section>
        </aside>
      </div>
    </>
  );
}

/** Route `/enterprises/:id`: a company's public profile and its open jobs. */
export default function EnterpriseDetailPage() {
  const client = useClient();
  const { resource: enterprise, retry, notFound } = useRouteResource((id) => enterpriseDetail(client, id), BROWSE_TEXTS.enterpriseError);
  useDocumentTitle(
    enterprise.status === 'ready' ? enterprise.data.company_name : notFound ? BROWSE_TEXTS.enterpriseNotFound : undefined,
  );

  return (
    <div className="jb-page jb-enterprise-detail">
      {enterprise.status === 'loading' ? (
        <div aria-busy="true">
          <p role="status" className="jb-visually-hidden">
            Đang tải thông tin công ty...
          </p>
          <span className="jb-skeleton jb-cover__image" aria-hidden="true" />
          <span className="jb-skeleton jb-skeleton--title" aria-hidden="true" />
        </div>
      ) : null}
      {notFound ? (
        <NotFoundState
          heading={BROWSE_TEXTS.enterpriseNotFound}
          reason="Công ty này không tồn tại hoặc chưa được duyệt."
          to="/enterprises"
          linkText="Xem danh sách công ty"
        />
      ) : null}
      {enterprise.status === 'error' && !notFound ? (
        <>
          <h1>Thông tin công ty</h1>
          <ErrorAlert message={enterprise.message} onRetry={retry} />
        </>
      ) : null}
      {enterprise.status === 'ready' ? <EnterpriseView enterprise={enterprise.data} /> : null}
    </div>
  );
}
