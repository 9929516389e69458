import { errorMessage, JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS, type Criteria, type JobAlertFrequency, type JobAlertPreview } from '@jobhub/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { ErrorAlert } from '../browse/states';

const TEXT = {
  title: 'Thông báo việc làm qua email',
  intro: 'Nhận email "Có N việc làm mới phù hợp" với tối đa 10 tin mới khớp tiêu chí (giờ Việt Nam). Không có tin mới thì không gửi.',
  frequency: 'Tần suất gửi',
  saved: 'Đã cập nhật thông báo việc làm',
  saveFailed: 'Không thể cập nhật thông báo việc làm.',
  preview: 'Xem trước email',
  previewLoading: 'Đang tạo bản xem trước...',
  previewFailed: 'Không thể tạo bản xem trước email.',
  previewEmpty: 'Chưa có tin mới nào khớp tiêu chí trong 7 ngày qua: email sẽ chỉ được gửi khi có tin mới.',
  settings: 'Chọn loại email muốn nhận',
} as const;

type PreviewState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: JobAlertPreview };

/**
 * On /my-criteria: how often job alerts are mailed (off, daily 08:00, Monday 08:00), saved as soon
 * as it is chosen, and a preview of the e-mail (rendered in a sandboxed frame: no script, no
 * navigation of this page).
 */
export function JobAlertsSection({ criteria, onSaved }: { criteria: Criteria; onSaved: (next: Criteria) => void }) {
  const { criteria: api } = useCandidateApis();
  const cache = useQueryCache();
  const name = useId();
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle' });

  async function choose(frequency: JobAlertFrequency) {
    if (frequency === criteria.alert_frequency || saving) return;
    setSaving(true);
    try {
      onSaved(await cache.write(STALE_AFTER.criteria, () => api.update({ alert_frequency: frequency })));
      notify.success(TEXT.saved);
    } catch (error) {
      notify.error(errorMessage(error, TEXT.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  async function loadPreview() {
    setPreview({ status: 'loading' });
    try {
      setPreview({ status: 'ready', data: await api.previewAlert() });
    } catch (error) {
      setPreview({ status: 'error', message: errorMessage(error, TEXT.previewFailed) });
    }
  }

  return (
    <section className="card cand-section" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{TEXT.title}</h2>
      <p className="muted">{TEXT.intro}</p>
      <fieldset className="stack" disabled={saving} aria-busy={saving}>
        <legend>{TEXT.frequency}</legend>
        {JOB_ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="check-row">
            <input type="radio" name={name} value={frequency} checked={criteria.alert_frequency === frequency} onChange={() => void choose(frequency)} />
            <span>{JOB_ALERT_FREQUENCY_LABELS[frequency]}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted">
        <Link to="/profile#mail-preferences">{TEXT.settings}</Link>
      </p>
      <div className="actions">
        <button type="button" className="btn btn-outline" onClick={() => void loadPreview()} disabled={preview.status === 'loading'}>
          {TEXT.preview}
        </button>
      </div>
      {preview.status === 'loading' ? (
        <p role="status" className="muted">
          {TEXT.previewLoading}
        </p>
      ) : null}
      {preview.status === 'error' ? <ErrorAlert message={preview.message} onRetry={() => void loadPreview()} /> : null}
      {preview.status === 'ready' ? (
        <div className="stack">
          <p>
            <strong>Tiêu đề:</strong> {preview.data.subject}
          </p>
          {preview.data.post_count === 0 ? <p className="muted">{TEXT.previewEmpty}</p> : null}
          <iframe className="cand-mail-preview" title="Bản xem trước email thông báo việc làm" sandbox="" srcDoc={preview.data.html} />
        </div>
      ) : null}
    </section>
  );
}
