import { formatDate, type ApplicationEvent } from '@jobhub/sdk';
import { useId, useState } from 'react';
import { useCandidateApis } from '../../app/candidate-kit';
import { ErrorAlert } from '../browse/states';
import { useResource } from '../browse/use-resource';
import './application-timeline.css';

const TIMELINE_ERROR = 'Không thể tải tiến trình hồ sơ';

/** What the candidate reads for each event (status changes by the new status). */
export function timelineEntryLabel(event: Pick<ApplicationEvent, 'kind' | 'status'>): string {
  switch (event.kind) {
    case 'sent':
      return 'Đã gửi hồ sơ';
    case 'cv_viewed':
      return 'Nhà tuyển dụng đã xem CV';
    case 'status_changed':
      return event.status === 'approved' ? 'Hồ sơ được duyệt' : event.status === 'rejected' ? 'Hồ sơ chưa phù hợp' : 'Hồ sơ chuyển về chờ duyệt';
    case 'interview_scheduled':
      return 'Được mời phỏng vấn';
    case 'employer_reminded':
      return 'JobHub đã nhắc nhà tuyển dụng phản hồi';
    case 'auto_closed':
      return 'Hồ sơ đã được đóng tự động';
  }
}

/** The events of one application, oldest first, with their loading, error and empty states. */
function TimelineEntries({ applicationId }: { applicationId: number }) {
  const { history } = useCandidateApis();
  const [state, retry] = useResource(`timeline:${applicationId}`, () => history.timeline(applicationId), TIMELINE_ERROR);
  if (state.status === 'error') return <ErrorAlert message={state.message} onRetry={retry} />;
  if (state.status !== 'ready') return <p role="status">Đang tải tiến trình...</p>;
  if (state.data.events.length === 0) return <p className="muted">Chưa có hoạt động nào.</p>;
  return (
    <ol className="app-timeline">
      {state.data.events.map((event) => (
        <li key={event.id} className={`app-timeline__entry app-timeline__entry--${event.kind}`}>
          <span className="app-timeline__label">{timelineEntryLabel(event)}</span>
          <time className="app-timeline__time" dateTime={event.created_at}>
            {formatDate(event.created_at, 'date-time')}
          </time>
          {event.message ? <p className="app-timeline__message">{event.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Xem tiến trình" under an application of /my-applications: a disclosure button (aria-expanded,
 * Enter/Space like any button) that loads the application's timeline the first time it opens.
 */
export function ApplicationTimeline({ applicationId, postTitle }: { applicationId: number; postTitle: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="app-timeline-box">
      <button type="button" className="btn btn-outline btn-sm" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((value) => !value)}>
        {/* One name whether open or not: aria-expanded tells the state (WAI-ARIA disclosure pattern). */}
        Xem tiến trình<span className="visually-hidden"> hồ sơ {postTitle}</span>
      </button>
      <div id={regionId} role="region" aria-label={`Tiến trình hồ sơ ${postTitle}`} hidden={!open}>
        {open ? <TimelineEntries applicationId={applicationId} /> : null}
      </div>
    </div>
  );
}
