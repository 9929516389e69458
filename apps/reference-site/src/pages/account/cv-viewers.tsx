import { errorMessage, formatDate, type CvViewer, type SavedCv } from '@jobhub/sdk';
import { useEffect, useId, useState } from 'react';
import { useCandidateApis } from '../../app/candidate-kit';
import { AsyncStateNotice } from '../../components/async-state-notice';

const VIEWERS_ERROR = 'Không thể tải danh sách nhà tuyển dụng đã xem CV';

type ViewersState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: CvViewer[] };

/** The companies that viewed applications sent with the CV, latest first. */
function ViewerList({ cv }: { cv: SavedCv }) {
  const { history } = useCandidateApis();
  const [state, setState] = useState<ViewersState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    history.viewers(cv.id).then(
      (list) => current && setState({ status: 'ready', list }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error, VIEWERS_ERROR) }),
    );
    return () => {
      current = false;
    };
  }, [history, cv.id]);
  if (state.status !== 'ready') return <AsyncStateNotice state={state} />;
  if (state.list.length === 0) return <p className="muted">Chưa có nhà tuyển dụng nào xem CV này.</p>;
  return (
    <ul className="cv-viewers__list">
      {state.list.map((viewer) => (
        <li key={viewer.application} className="cv-viewers__item">
          <strong>{viewer.enterprise_name}</strong>
          <span className="muted"> · {viewer.post_title}</span>
          <br />
          <span className="muted">
            Đã xem lúc <time dateTime={viewer.viewed_at}>{formatDate(viewer.viewed_at, 'date-time')}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Ai đã xem CV này" under a CV of the library: a disclosure button that loads, when first opened,
 * which companies viewed the applications sent with this CV and when.
 */
export function CvViewers({ cv }: { cv: SavedCv }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="cv-viewers">
      <button type="button" className="btn btn-outline btn-sm" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((value) => !value)}>
        Ai đã xem CV này<span className="visually-hidden"> ({cv.name})</span>
      </button>
      <div id={regionId} role="region" aria-label={`Nhà tuyển dụng đã xem ${cv.name}`} hidden={!open}>
        {open ? <ViewerList cv={cv} /> : null}
      </div>
    </div>
  );
}
