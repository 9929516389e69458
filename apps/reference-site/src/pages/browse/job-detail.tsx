import { formatDate, formatSalary, relativeTime, type PostDetail } from '@jobhub/sdk';
import { richTextToPlain } from '@jobhub/sdk/rich-text';
import { CompanyLogo } from '@jobhub/widgets';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useClient, useSession } from '../../app/client-context';
import { ApplyButton, ReportJobButton, SaveJobButton, rememberSaved } from '../candidate/job-actions';
import { useCandidateApis } from '../../app/candidate-kit';
import { formatScale, safeExternalUrl } from './format';
import { JobCard } from './job-card';
import { ResponseBadge } from './response-badge';
import { ErrorAlert, NotFoundState } from './states';
import { BROWSE_TEXTS } from './texts';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageNow } from '../../app/page-data';
import { useRouteResource } from './use-route-resource';
import { isJobClosed, jobDetail } from './resources';
import { Breadcrumb } from './breadcrumb';
import { SalaryEstimateNote } from './salary-estimate';
import { LazyMessageButton } from '../../realtime/lazy-realtime';
import './browse.css';
import { VERIFIED_BADGE } from './verified-badge';

/** SPEC-free limit from API.md: the detail carries up to 7 related posts. */
const RELATED_POST_LIMIT = 7;

/** A term and its value in a description list; nothing when the value is empty. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A rich-text section of the post, shown as escaped plain text with its line breaks. */
function TextSection({ id, title, value }: { id: string; title: string; value: string }) {
  const text = richTextToPlain(value);
  return (
    <section className="jb-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text ? <div className="jb-richtext">{text}</div> : <p className="jb-muted">Chưa có thông tin.</p>}
    </section>
  );
}

/**
 * The apply area. Anonymous visitors sign in first and come back here; a signed-in candidate
 * applies in a modal, saves the post and may report it; other roles learn that only candidates
 * apply. After a successful application the area shows 'Đã ứng tuyển' with the date.
 */
function ApplyArea({ job, now }: { job: PostDetail; now: Date }) {
  const session = useSession();
  const location = useLocation();
  const [appliedAt, setAppliedAt] = useState<string | null>(null);
  const expired = isJobClosed(job, now);
  const signedIn = session.status !== 'anonymous';
  const candidate = signedIn && session.user.role === 'candidate';
  const extras = signedIn ? (
    <div className="jb-apply__extras">
      {candidate ? <SaveJobButton postId={job.id} /> : null}
      {candidate ? <LazyMessageButton userId={job.user_id} name={job.enterprise_detail.company_name} className="jb-button jb-button--ghost" /> : null}
      <ReportJobButton postId={job.id} />
    </div>
  ) : null;

  if (job.has_applied || appliedAt) {
    const date = appliedAt ?? job.applied_at;
    return (
      <div className="jb-apply">
        <p>
          <span className="cand-badge cand-badge--approved">Đã ứng tuyển</span>
          {date ? (
            <>
              {' '}
              ngày <time dateTime={date}>{formatDate(date)}</time>
            </>
          ) : null}
        </p>
        <Link to="/my-applications">Xem việc đã ứng tuyển</Link>
        {extras}
      </div>
    );
  }
  if (job.is_paused) {
    // Paused for want of the employer's confirmation (issue 30): readable, closed to applications.
    return (
      <div className="jb-apply">
        <p>
          <strong>Tin tuyển dụng đang tạm dừng nhận hồ sơ</strong> vì nhà tuyển dụng chưa xác nhận tin còn tuyển.
        </p>
        {extras}
      </div>
    );
  }
  if (expired) {
    return (
      <div className="jb-apply">
        <p>
          <strong>Tin tuyển dụng đã hết hạn nhận hồ sơ.</strong>
        </p>
        {extras}
      </div>
    );
  }
  if (session.status === 'anonymous') {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <div className="jb-apply">
        <Link className="jb-button" to={`/login?redirect=${encodeURIComponent(redirect)}`}>
          Ứng tuyển ngay
        </Link>
        <p className="jb-muted">Đăng nhập bằng tài khoản ứng viên để ứng tuyển.</p>
      </div>
    );
  }
  const role = session.user.role;
  if (role === 'none') {
    return (
      <div className="jb-apply">
        <Link className="jb-button" to="/select-role">
          Chọn vai trò để ứng tuyển
        </Link>
        {extras}
      </div>
    );
  }
  if (role !== 'candidate') {
    return (
      <div className="jb-apply">
        <p className="jb-muted">Chỉ tài khoản ứng viên mới có thể ứng tuyển.</p>
        {extras}
      </div>
    );
  }
  return (
    <div className="jb-apply">
      <ApplyButton job={job} onApplied={setAppliedAt} />
      {extras}
    </div>
  );
}

function CompanyBox({ job }: { job: PostDetail }) {
  const company = job.enterprise_detail;
  const website = safeExternalUrl(company.link_web_site);
  const location = [company.address, company.city].filter(Boolean).join(', ');
  return (
    <section className="jb-panel" aria-labelledby="jb-company-title">
      <div className="jb-company-box">
        <CompanyLogo name={company.company_name} src={company.logo} alt={`Logo ${company.company_name}`} className="jb-logo" size={56} />
        <h2 id="jb-company-title">
          {company.company_name}
          {job.is_enterprise_verified ? VERIFIED_BADGE : null}
          {company.is_premium ? <span className="jb-badge-premium">Premium</span> : null}
        </h2>
      </div>
      <dl className="jb-facts jb-facts--single">
        <Fact term="Quy mô">{formatScale(company.scale)}</Fact>
        <Fact term="Lĩnh vực">{company.field_of_activity}</Fact>
        <Fact term="Địa chỉ">{location}</Fact>
        <Fact term="Website">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {company.link_web_site}
              <span className="jb-visually-hidden"> (mở trong thẻ mới)</span>
            </a>
          ) : null}
        </Fact>
      </dl>
      <Link className="jb-button jb-button--ghost" to={`/enterprises/${company.id}`}>
        Xem trang công ty<span className="jb-visually-hidden"> {company.company_name}</span>
      </Link>
    </section>
  );
}

function JobDetailView({ job, now }: { job: PostDetail; now: Date }) {
  const place = [job.district, job.city].filter(Boolean).join(', ');
  const related = job.related_posts.filter((post) => post.id !== job.id).slice(0, RELATED_POST_LIMIT);
  return (
    <>
      <Breadcrumb section={{ to: '/job-search', label: 'Tìm việc làm' }} current={job.title} />
      <div className="jb-detail">
        <div>
          <section className="jb-panel" aria-labelledby="jb-job-title">
            <h1 id="jb-job-title">{job.title}</h1>
            <p className="jb-card__company">
              <Link to={`/enterprises/${job.enterprise_detail.id}`}>{job.enterprise_detail.company_name}</Link>
              <ResponseBadge rate={job.response_rate} />
              {job.is_enterprise_verified ? VERIFIED_BADGE : null}
            </p>
            <p className="jb-salary">
              <span className="jb-visually-hidden">Mức lương: </span>
              {formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable)}
            </p>
            {job.salary_estimate ? <SalaryEstimateNote estimate={job.salary_estimate} /> : null}
            <dl className="jb-facts">
              <Fact term="Địa điểm">{place}</Fact>
              <Fact term="Địa chỉ làm việc">{job.detail_address}</Fact>
              <Fact term="Kinh nghiệm">{job.experience}</Fact>
              <Fact term="Cấp bậc">{job.level}</Fact>
              <Fact term="Hình thức làm việc">{job.type_working}</Fact>
              <Fact term="Thời gian làm việc">{job.time_working}</Fact>
              <Fact term="Số lượng tuyển">{`${job.quantity} người`}</Fact>
              <Fact term="Ngành nghề">{job.field.name}</Fact>
              <Fact term="Vị trí">{job.position.name}</Fact>
              <Fact term="Hạn nộp hồ sơ">
                <time dateTime={job.deadline}>{formatDate(job.deadline)}</time>
              </Fact>
              <Fact term="Ngày đăng">
                <time dateTime={job.created_at}>{relativeTime(job.created_at, now)}</time>
              </Fact>
              {job.total_applicants !== undefined ? (
                <Fact term="Số người đã ứng tuyển">{String(job.total_applicants)}</Fact>
              ) : null}
            </dl>
            <ApplyArea job={job} now={now} />
          </section>
          <TextSection id="jb-job-description" title="Mô tả công việc" value={job.description_html} />
          <TextSection id="jb-job-required" title="Yêu cầu ứng viên" value={job.required_html} />
          <TextSection id="jb-job-interest" title="Quyền lợi" value={job.interest_html} />
        </div>
        <aside aria-label="Công ty tuyển dụng">
          <CompanyBox job={job} />
        </aside>
      </div>
      {related.length > 0 ? (
        <section className="jb-section" aria-labelledby="jb-related-title">
          <h2 id="jb-related-title">Việc làm liên quan</h2>
          <ul className="jb-grid">
            {related.map((post) => (
              <li key={post.id}>
                <JobCard job={post} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** Route `/job/:id`: every field of a public job post, its company and related posts. */
export default function JobDetailPage() {
  const client = useClient();
  const { savedJobs } = useCandidateApis();
  const now = usePageNow();
  const { resource: job, retry, notFound } = useRouteResource((id) => rememberSaved(savedJobs, jobDetail(client, id), (post) => [post]), BROWSE_TEXTS.jobError);

  useDocumentTitle(job.status === 'ready' ? job.data.title : notFound ? BROWSE_TEXTS.jobNotFound : undefined);

  return (
    <div className="jb-page jb-job-detail">
      {job.status === 'loading' ? (
        <div aria-busy="true">
          <p role="status" className="jb-visually-hidden">
            Đang tải việc làm...
          </p>
          <div aria-hidden="true" className="jb-panel">
            <span className="jb-skeleton jb-skeleton--title" />
            <span className="jb-skeleton jb-skeleton--line jb-skeleton--short" />
            <span className="jb-skeleton jb-skeleton--card" />
          </div>
        </div>
      ) : null}
      {notFound ? (
        <NotFoundState heading={BROWSE_TEXTS.jobNotFound} reason="Việc làm này không tồn tại, đã bị gỡ hoặc đã hết hạn." to="/job-search" linkText="Tìm việc làm khác" />
      ) : null}
      {job.status === 'error' && !notFound ? (
        <>
          <h1>Chi tiết việc làm</h1>
          <ErrorAlert message={job.message} onRetry={retry} />
        </>
      ) : null}
      {job.status === 'ready' ? <JobDetailView job={job.data} now={now} /> : null}
    </div>
  );
}
