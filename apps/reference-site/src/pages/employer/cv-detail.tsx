import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as z from 'zod/mini';
import { errorMessage, formatDate, MASKED_CONTACT, type Application, type ApplicationStatus, type InterviewCreateBody } from '@jobhub/sdk';
import { InterviewCreateBodySchema, NOTE_MAX } from '@jobhub/sdk/contract';
import { notify } from '../../app/notify';
import { useClient, type Client } from '../../app/client-context';
import { oncePer } from '../../app/once-per';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { FormError, InputField, SubmitButton, TextareaField } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { LazyMessageButton } from '../../realtime/lazy-realtime';
import { candidateName } from './application-row';
import { useFrameBlocked } from './use-frame-blocked';
import { ApplicationStatusPill, LoadError, Loading, useResource } from './shared';

const CV_LOAD_FAILED = 'Không thể tải hồ sơ ứng viên';
const FILE_LOAD_FAILED = 'Không thể tải tệp CV';
const STATUS_FAILED = 'Không thể cập nhật trạng thái hồ sơ';
const NOTE_FAILED = 'Không thể lưu ghi chú';
const INTERVIEW_FAILED = 'Không thể tạo lịch phỏng vấn';
const INTERVIEW_CREATED = 'Đã gửi lịch phỏng vấn cho ứng viên';

/** CVs this client already marked as viewed: the API notifies the candidate, so it is sent once. */
const markedViewed = oncePer((_client: Client) => new Set<number>());

function useMarkViewedOnce(application: Application | null) {
  const client = useClient();
  useEffect(() => {
    if (!application || application.is_viewed) return;
    const marked = markedViewed(client);
    if (marked.has(application.id)) return;
    marked.add(application.id);
    client.applicants.markViewed(application.id).catch(() => marked.delete(application.id));
  }, [client, application]);
}

function useCvFile(application: Application | null) {
  const client = useClient();
  const [file, setFile] = useState<{ url: string } | { error: string } | null>(null);
  const id = application?.id;
  const isPdf = application?.cv_file_type === 'pdf';
  useEffect(() => {
    if (id === undefined || !isPdf) return;
    let url: string | null = null;
    let active = true;
    client.applicants.file(id).then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setFile({ url });
      },
      (error: unknown) => active && setFile({ error: errorMessage(error, FILE_LOAD_FAILED) }),
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, id, isPdf]);
  return file;
}

function CvFile({ application }: { application: Application }) {
  const client = useClient();
  const file = useCvFile(application);
  const frameBlocked = useFrameBlocked(file && 'url' in file ? file.url : null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    setDownloadError(null);
    try {
      const blob = await client.applicants.file(application.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = application.cv_file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setDownloadError(errorMessage(error, FILE_LOAD_FAILED));
    }
  }

  return (
    <section className="card stack" aria-labelledby="cv-file-heading">
      <div className="page-head">
        <h2 id="cv-file-heading">CV: {application.cv_file_name}</h2>
        {file && 'url' in file ? (
          <a className="btn btn-outline btn-sm" href={file.url} download={application.cv_file_name}>
            Tải CV
          </a>
        ) : application.cv_file_type === 'docx' ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void download()}>
            Tải CV (DOCX)
          </button>
        ) : null}
      </div>
      {downloadError ? <FormError message={downloadError} /> : null}
      {application.cv_file_type === 'docx' ? (
        <p className="muted">Tệp DOCX không xem trước được trên trình duyệt. Vui lòng tải về để xem.</p>
      ) : file === null ? (
        <Loading />
      ) : 'error' in file ? (
        <LoadError message={file.error} />
      ) : frameBlocked ? (
        <p className="muted">Không thể xem trước CV trong trang. Vui lòng bấm 'Tải CV' để xem.</p>
      ) : (
        <iframe className="cv-frame" src={file.url} title={`CV của ${application.name}`} />
      )}
    </section>
  );
}

function CandidateDetails({ application }: { application: Application }) {
  const masked = (value: string) => value === MASKED_CONTACT || application.contact_masked;
  return (
    <section className="card stack" aria-labelledby="candidate-heading">
      <h2 id="candidate-heading">Thông tin ứng viên</h2>
      <dl className="dl">
        <dt>Họ tên</dt>
        <dd>{application.name}</dd>
        <dt>Email</dt>
        <dd>{masked(application.email) ? application.email : <a href={`mailto:${application.email}`}>{application.email}</a>}</dd>
        <dt>Số điện thoại</dt>
        <dd>{masked(application.phone_number) ? application.phone_number : <a href={`tel:${application.phone_number}`}>{application.phone_number}</a>}</dd>
        <dt>Vị trí ứng tuyển</dt>
        <dd>
          <Link to={`/employer/posts/${application.post}`}>{application.post_title}</Link>
        </dd>
        <dt>Ngày nộp</dt>
        <dd>{formatDate(application.created_at)}</dd>
      </dl>
      {application.contact_masked ? (
        <p className="alert alert-info">
          Thông tin liên hệ của ứng viên đang được ẩn. <Link to="/employer/premium">Nâng cấp Premium</Link> để xem đầy đủ thông tin liên hệ.
        </p>
      ) : null}
      <h3>Thư giới thiệu</h3>
      {application.description ? <p className="rich-plain">{application.description}</p> : <p className="muted">Ứng viên không gửi thư giới thiệu.</p>}
    </section>
  );
}

function ReviewPanel({ application, onChange }: { application: Application; onChange: (next: Application) => void }) {
  const client = useClient();
  const cache = useQueryCache();
  const [note, setNote] = useState(application.note ?? '');
  const [pending, setPending] = useState<ApplicationStatus | 'note' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function setStatus(status: ApplicationStatus) {
    setPending(status);
    setError(null);
    try {
      const message = await cache.write(STALE_AFTER.applicant, () => client.applicants.setStatus(application.id, status, note.trim() ? note.trim() : null));
      onChange({ ...application, status, note: note.trim() || null });
      notify.success(message ?? (status === 'approved' ? 'Đã duyệt hồ sơ' : 'Đã từ chối hồ sơ'));
    } catch (caught) {
      setError(errorMessage(caught, STATUS_FAILED));
    } finally {
      setPending(null);
    }
  }

  async function saveNote() {
    setPending('note');
    setError(null);
    try {
      const message = await cache.write(STALE_AFTER.applicant, () => client.applicants.setNote(application.id, note.trim()));
      onChange({ ...application, note: note.trim() || null });
      notify.success(message ?? 'Đã lưu ghi chú');
    } catch (caught) {
      setError(errorMessage(caught, NOTE_FAILED));
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="review-heading">
      <h2 id="review-heading">Đánh giá hồ sơ</h2>
      <p>
        Trạng thái: <ApplicationStatusPill status={application.status} />
      </p>
      <FormError message={error} />
      <TextareaField label="Ghi chú" rows={4} maxLength={NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} hint="Ghi chú được gửi kèm khi duyệt hoặc từ chối" />
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={pending !== null || application.status === 'approved'} onClick={() => void setStatus('approved')}>
          Duyệt hồ sơ
        </button>
        <button type="button" className="btn btn-danger" disabled={pending !== null || application.status === 'rejected'} onClick={() => void setStatus('rejected')}>
          Từ chối
        </button>
        <button type="button" className="btn btn-outline" disabled={pending !== null} onClick={() => void saveNote()}>
          Lưu ghi chú
        </button>
      </div>
    </section>
  );
}

/** A `datetime-local` value ('2026-03-10T09:00') as an ISO instant with the browser's offset applied. */
function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const text = /* @__PURE__ */ z.string();
const optionalText = (value: string) => value.trim() || null;

/**
 * The interview form of one CV: the date picked and in the future (the form's messages), then the
 * body checked by the contract (title, a place or a meeting link, an http(s) link...).
 */
function interviewFormSchema(cv: number) {
  return z.pipe(
    z.pipe(
      z.object({
        title: text,
        interview_date: z.string().check(
          z.refine((value) => localToIso(value) !== undefined, { message: 'Vui lòng chọn thời gian phỏng vấn', abort: true }),
          z.refine((value) => new Date(localToIso(value)!).getTime() > Date.now(), 'Thời gian phỏng vấn phải ở tương lai'),
        ),
        location: text,
        meeting_link: text,
        note: text,
      }),
      z.transform(
        (values): z.input<typeof InterviewCreateBodySchema> => ({
          cv,
          title: values.title,
          interview_date: localToIso(values.interview_date)!,
          location: optionalText(values.location),
          meeting_link: optionalText(values.meeting_link),
          note: optionalText(values.note),
        }),
      ),
    ),
    InterviewCreateBodySchema,
  );
}

function InterviewForm({ application }: { application: Application }) {
  const client = useClient();
  const schema = useMemo(() => interviewFormSchema(application.id), [application.id]);
  const form = useApiForm(schema, { title: `Phỏng vấn vị trí ${application.post_title}`, interview_date: '', location: '', meeting_link: '', note: '' });
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(body: InterviewCreateBody) {
    try {
      const message = await client.applicants.scheduleInterview(body);
      const text = message ?? INTERVIEW_CREATED;
      setDone(text);
      notify.success(text);
      form.setValue('interview_date', '');
      form.setValue('note', '');
    } catch (error) {
      form.setFormError(errorMessage(error, INTERVIEW_FAILED));
      form.showFieldErrors(error);
    }
  }

  return (
    <section className="card stack" aria-labelledby="interview-heading">
      <h2 id="interview-heading">Lên lịch phỏng vấn</h2>
      {done ? (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      ) : null}
      <form
        className="form"
        onSubmit={(event) => {
          setDone(null);
          form.submit(onSubmit)(event);
        }}
        noValidate
      >
        <FormError message={form.formError} />
        <InputField label="Tiêu đề" required {...form.field('title')} />
        <InputField label="Thời gian phỏng vấn" required type="datetime-local" {...form.field('interview_date')} />
        <InputField label="Địa điểm" hint="Nhập địa điểm hoặc liên kết họp trực tuyến" {...form.field('location')} />
        <InputField label="Liên kết họp trực tuyến" type="url" placeholder="https://meet.example.com/..." {...form.field('meeting_link')} />
        <TextareaField label="Ghi chú cho ứng viên" rows={3} {...form.field('note')} />
        <SubmitButton pending={form.pending} className="btn btn-primary">
          Gửi lịch phỏng vấn
        </SubmitButton>
      </form>
    </section>
  );
}

/** /employer/cv/:id — the CV in the page, candidate details, review (status and note), interview. */
export function CvDetailPage() {
  useDocumentTitle('Chi tiết hồ sơ ứng viên');
  const client = useClient();
  const id = Number(useParams().id);
  const [loaded, retry, setApplication] = useResource(`cv:${id}`, () => client.applicants.get(id), CV_LOAD_FAILED);
  const application = loaded.status === 'ready' ? loaded.data : null;
  useMarkViewedOnce(application);

  return (
    <div className="stack">
      <div className="page-head">
        <h1>{application && application.name !== MASKED_CONTACT ? `Hồ sơ của ${application.name}` : 'Chi tiết hồ sơ ứng viên'}</h1>
        {application ? (
          <div className="actions">
            <LazyMessageButton userId={application.user} name={candidateName(application)} className="btn btn-outline btn-sm" />
            <Link to={`/employer/posts/${application.post}`}>Về tin tuyển dụng</Link>
          </div>
        ) : null}
      </div>
      {loaded.status === 'loading' ? <Loading /> : null}
      {loaded.status === 'error' ? <LoadError message={loaded.message} onRetry={retry} /> : null}
      {application ? (
        <div className="cv-layout">
          <div className="stack">
            <CvFile application={application} />
            <CandidateDetails application={application} />
          </div>
          <div className="stack">
            <ReviewPanel application={application} onChange={setApplication} />
            <InterviewForm application={application} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
