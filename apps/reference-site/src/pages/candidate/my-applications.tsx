import {
  APPLICATION_STATUSES,
  errorMessage,
  formatDate,
  type Application,
  type ApplicationCounts,
  type ApplicationStatus,
  type Interview,
} from '@jobhub/sdk';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCandidateApis } from '../../app/candidate-kit';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { notify } from '../../app/notify';
import { SelectField } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { Pagination } from '../browse/pagination';
import { EmptyState, ErrorAlert, LoadingCards } from '../browse/states';
import { useResource } from '../browse/use-resource';
import { ApplicationTimeline } from './application-timeline';
import { CvFileButton } from './cv-file-button';
import { pageParam } from './format';
import { ConfirmDialog, Modal } from './modal';
import { APPLICATION_STATUS_LABELS, CANDIDATE_TEXTS, INTERVIEW_STATUS_LABELS } from './texts';
import '../browse/browse.css';
import './candidate.css';

const PAGE_SIZE = 10;

function isStatus(value: string | null): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');
}

/** A coloured status label (text, not colour alone, carries the meaning). */
export function StatusBadge({ status, labels = APPLICATION_STATUS_LABELS }: { status: string; labels?: Record<string, string> }) {
  return <span className={`cand-badge cand-badge--${status}`}>{labels[status] ?? status}</span>;
}

function InterviewItem({ interview, onChange }: { interview: Interview; onChange: (next: Interview) => void }) {
  const { interviews } = useCandidateApis();
  const cache = useQueryCache();
  const [pending, setPending] = useState<'accepted' | 'declined' | null>(null);

  async function respond(response: 'accepted' | 'declined') {
    setPending(response);
    try {
      const result = await cache.write(STALE_AFTER.application, () => interviews.respond(interview.id, { response }));
      notify.success(result.message || (response === 'accepted' ? 'Đã chấp nhận lịch phỏng vấn' : 'Đã từ chối lịch phỏng vấn'));
      onChange(result.interview ?? { ...interview, status: response });
    } catch (error) {
      notify.error(errorMessage(error, CANDIDATE_TEXTS.respondFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <li className="cand-interview">
      <p>
        <strong>{interview.title}</strong> <StatusBadge status={interview.status} labels={INTERVIEW_STATUS_LABELS} />
      </p>
      <p>
        Thời gian: <time dateTime={interview.interview_date}>{formatDate(interview.interview_date, 'date-time')}</time>
      </p>
      {interview.location ? <p>Địa điểm: {interview.location}</p> : null}
      {interview.meeting_link ? (
        <p>
          Liên kết họp:{' '}
          <a href={interview.meeting_link} target="_blank" rel="noopener noreferrer">
            {interview.meeting_link}
            <span className="visually-hidden"> (mở trong thẻ mới)</span>
          </a>
        </p>
      ) : null}
      {interview.note ? <p className="cand-note">{interview.note}</p> : null}
      {interview.status === 'scheduled' ? (
        <div className="actions">
          <button type="button" className="btn btn-primary btn-sm" disabled={pending !== null} onClick={() => void respond('accepted')}>
            {pending === 'accepted' ? 'Đang gửi...' : 'Chấp nhận'}
            <span className="visually-hidden"> {interview.title}</span>
          </button>
          <button type="button" className="btn btn-outline btn-sm" disabled={pending !== null} onClick={() => void respond('declined')}>
            {pending === 'declined' ? 'Đang gửi...' : 'Từ chối'}
            <span className="visually-hidden"> {interview.title}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}

function Interviews({ cvId }: { cvId: number }) {
  const { interviews } = useCandidateApis();
  const [state, retry] = useResource(`interviews:${cvId}`, () => interviews.mine({ cv: cvId }), CANDIDATE_TEXTS.interviewsError);
  const [changed, setChanged] = useState<Record<number, Interview>>({});
  return (
    <section className="cand-section" aria-labelledby="cand-interviews-title">
      <h3 id="cand-interviews-title">Lịch phỏng vấn</h3>
      {state.status === 'loading' ? <p role="status">Đang tải lịch phỏng vấn...</p> : null}
      {state.status === 'error' ? <ErrorAlert message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        state.data.results.length === 0 ? (
          <p className="muted">Chưa có lịch phỏng vấn.</p>
        ) : (
          <ul className="cand-list">
            {state.data.results.map((row) => (
              <InterviewItem
                key={row.id}
                interview={changed[row.id] ?? row}
                onChange={(next) => setChanged((current) => ({ ...current, [row.id]: next }))}
              />
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

function ApplicationDetail({ application, onWithdrawn }: { application: Application; onWithdrawn: () => void }) {
  const { applications } = useCandidateApis();
  const cache = useQueryCache();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function withdraw() {
    setPending(true);
    try {
      const message = await cache.write(STALE_AFTER.application, () => applications.withdraw(application.id));
      notify.success(message || CANDIDATE_TEXTS.withdrawSuccess);
      setConfirming(false);
      onWithdrawn();
    } catch (error) {
      notify.error(errorMessage(error, CANDIDATE_TEXTS.withdrawFailed));
      setPending(false);
    }
  }

  return (
    <>
      <dl className="dl">
        <dt>Vị trí</dt>
        <dd>
          <Link to={`/job/${application.post}`}>{application.post_title}</Link>
        </dd>
        <dt>Công ty</dt>
        <dd>{application.enterprise_name}</dd>
        <dt>Ngày ứng tuyển</dt>
        <dd>
          <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
        </dd>
        <dt>Trạng thái</dt>
        <dd>
          <StatusBadge status={application.status} />
        </dd>
        <dt>Nhà tuyển dụng</dt>
        <dd>{application.is_viewed ? 'Đã xem hồ sơ' : 'Chưa xem hồ sơ'}</dd>
        <dt>Họ và tên</dt>
        <dd>{application.name}</dd>
        <dt>Email</dt>
        <dd>{application.email}</dd>
        <dt>Số điện thoại</dt>
        <dd>{application.phone_number}</dd>
        <dt>File CV</dt>
        <dd>
          <CvFileButton application={application} />
        </dd>
      </dl>
      <section className="cand-section" aria-labelledby="cand-letter-title">
        <h3 id="cand-letter-title">Thư giới thiệu</h3>
        {application.description ? <p className="cand-note">{application.description}</p> : <p className="muted">Không có thư giới thiệu.</p>}
      </section>
      <section className="cand-section" aria-labelledby="cand-note-title">
        <h3 id="cand-note-title">Ghi chú từ nhà tuyển dụng</h3>
        {application.note ? <p className="cand-note">{application.note}</p> : <p className="muted">Chưa có ghi chú.</p>}
      </section>
      <Interviews cvId={application.id} />
      {application.status === 'pending' ? (
        <div className="actions cand-section">
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
            Rút hồ sơ
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Rút hồ sơ ứng tuyển?"
          message={
            <p>
              Hồ sơ ứng tuyển vị trí <strong>{application.post_title}</strong> sẽ bị rút và nhà tuyển dụng không còn xem được. Bạn có chắc chắn?
            </p>
          }
          confirmLabel="Rút hồ sơ"
          danger
          pending={pending}
          onConfirm={() => void withdraw()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

function ApplicationDrawer({ id, onClose, onWithdrawn }: { id: number; onClose: () => void; onWithdrawn: () => void }) {
  const { applications } = useCandidateApis();
  const [state, retry] = useResource(`application:${id}`, () => applications.get(id), CANDIDATE_TEXTS.applicationError);
  return (
    <Modal title="Chi tiết hồ sơ ứng tuyển" onClose={onClose} variant="drawer">
      {state.status === 'loading' ? <p role="status">Đang tải hồ sơ ứng tuyển...</p> : null}
      {state.status === 'error' ? <ErrorAlert message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? <ApplicationDetail application={state.data} onWithdrawn={onWithdrawn} /> : null}
    </Modal>
  );
}

/** The stat cards over every status (dashes until the list has loaded). */
function StatCards({ counts }: { counts: ApplicationCounts | null }) {
  const cards: [string, number | undefined][] = [
    ['Tổng số', counts?.total],
    ['Đang chờ', counts?.pending],
    ['Đã duyệt', counts?.approved],
    ['Bị từ chối', counts?.rejected],
  ];

  return (
    <section aria-labelledby="cand-stats-title">
      <h2 id="cand-stats-title" className="visually-hidden">
        Thống kê hồ sơ
      </h2>
      <ul className="cand-stats">
        {cards.map(([label, value]) => (
          <li key={label} className="cand-stat">
            <span className="cand-stat__label">{label}</span>
            <span className="cand-stat__value">{value ?? '—'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One application of the list: its title opens the drawer; its timeline expands below. */
function ApplicationRow({ row, onOpen }: { row: Application; onOpen: () => void }) {
  return (
    <li className="cand-row">
      <div>
        <h3>
          <button type="button" className="cand-row__title-button" onClick={onOpen} aria-haspopup="dialog">
            {row.post_title}
          </button>
        </h3>
        <p>{row.enterprise_name}</p>
        <p>
          Ứng tuyển ngày <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>
        </p>
      </div>
      <div className="cand-row__side">
        <StatusBadge status={row.status} />
      </div>
      <ApplicationTimeline applicationId={row.id} postTitle={row.post_title} />
    </li>
  );
}

/**
 * Route /my-applications (candidates): stat cards over every status, a status filter, the paged
 * list with each application's timeline (expandable), and a detail drawer (note, interviews with
 * accept/decline, withdraw). `?cv_id=` opens that application (notification targets, SPEC §9);
 * `?status=` and `?page=` keep the list shareable.
 */
export default function MyApplicationsPage() {
  useDocumentTitle('Việc đã ứng tuyển');
  const { applications } = useCandidateApis();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = pageParam(params.get('page'));
  const cvId = pageParam(params.get('cv_id'));
  const openId = params.get('cv_id') ? cvId : null;
  const [list, retry] = useResource(`applications:${status ?? 'all'}:${page}`, () =>
    applications.mine({ status, page, page_size: PAGE_SIZE }),
    CANDIDATE_TEXTS.applicationsError,
  );

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const counts = list.status === 'ready' ? list.data.counts : null;

  return (
    <div className="container page cand-page">
      <h1>Việc đã ứng tuyển</h1>
      <StatCards counts={counts} />
      <div className="cand-filter">
        <SelectField
          label="Lọc theo trạng thái"
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value || null, page: null })}
        >
          <option value="">Tất cả</option>
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {APPLICATION_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <section aria-labelledby="cand-list-title">
        <h2 id="cand-list-title" className="visually-hidden">
          Danh sách hồ sơ
        </h2>
        {list.status === 'loading' ? <LoadingCards count={3} label="Đang tải danh sách việc đã ứng tuyển..." layout="list" /> : null}
        {list.status === 'error' ? <ErrorAlert message={list.message} onRetry={retry} /> : null}
        {list.status === 'ready' && list.data.results.length === 0 ? (
          <EmptyState title={status ? `Không có hồ sơ nào ở trạng thái '${APPLICATION_STATUS_LABELS[status]}'` : 'Bạn chưa ứng tuyển việc làm nào'}>
            <p>
              <Link to="/job-search">Tìm việc làm phù hợp</Link>
            </p>
          </EmptyState>
        ) : null}
        {list.status === 'ready' && list.data.results.length > 0 ? (
          <>
            <ul className="cand-list">
              {list.data.results.map((row) => (
                <ApplicationRow key={row.id} row={row} onOpen={() => update({ cv_id: String(row.id) })} />
              ))}
            </ul>
            <Pagination
              page={list.data.page}
              totalPages={list.data.total_pages}
              hrefFor={(n) => {
                const next = new URLSearchParams(params);
                next.set('page', String(n));
                next.delete('cv_id');
                return `?${next.toString()}`;
              }}
            />
          </>
        ) : null}
      </section>
      {openId !== null ? (
        <ApplicationDrawer
          key={openId}
          id={openId}
          onClose={() => update({ cv_id: null })}
          onWithdrawn={() => {
            update({ cv_id: null });
            retry();
          }}
        />
      ) : null}
    </div>
  );
}
