import {
  checkCvFile,
  dailyLimitOf,
  errorMessage,
  fieldErrors,
  type Application,
  type DailyLimit,
  type PostDetail,
  MSG_CHECK_FIELDS,
} from '@jobhub/sdk';
import { ApplicationCreateFieldsSchema, SAVED_CV_LIMIT } from '@jobhub/sdk/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { CvFileField, CvUploadProgress } from '../../components/cv-file-field';
import { FormError, InputField, TextareaField } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { fileSize, useSavedCvs } from '../account/cv-library';
import { useProfile } from '../account/use-profile';
import { Modal } from './modal';
import { CANDIDATE_TEXTS } from './texts';

/** The daily-limit refusal: the server's message and the numbers, with the Premium way out. */
export function DailyLimitDialog({ limit, onClose }: { limit: DailyLimit; onClose: () => void }) {
  return (
    <Modal title={CANDIDATE_TEXTS.dailyLimitTitle} onClose={onClose} role="alertdialog">
      <p>{limit.message}</p>
      <p>
        Hôm nay bạn đã gửi <strong>{limit.applied_today}</strong> / <strong>{limit.daily_limit}</strong> hồ sơ (giới hạn mỗi ngày).
        Hãy quay lại vào ngày mai hoặc nâng cấp Premium để ứng tuyển nhiều hơn.
      </p>
      <div className="actions cand-modal__actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Đóng
        </button>
        <Link className="btn btn-primary" to="/premium">
          Nâng cấp Premium
        </Link>
      </div>
    </Modal>
  );
}

interface ApplyFormValues {
  name: string;
  email: string;
  phone_number: string;
  description: string;
}
const EMPTY: ApplyFormValues = { name: '', email: '', phone_number: '', description: '' };

/** The apply form's text fields for one post, checked by the contract (the CV is chosen apart). */
function applyFormSchema(post: number) {
  return z.pipe(
    z.transform((values: ApplyFormValues): z.input<typeof ApplicationCreateFieldsSchema> => ({ ...values, post })),
    ApplicationCreateFieldsSchema,
  );
}

/** The CV choice: a saved CV's id, or 'new' for a file chosen here. */
type CvChoice = number | 'new';

interface ApplyModalProps {
  job: Pick<PostDetail, 'id' | 'title'> & { enterprise_name?: string };
  onClose: () => void;
  onApplied: (application: Application) => void;
  onDailyLimit: (limit: DailyLimit) => void;
}

/**
 * The apply form of /job/:id in a modal: name, e-mail, phone (prefilled from the profile; the
 * server keeps the number applied with as the profile's phone), cover letter and the CV: one of the library's (the default
 * preselected; the application gets its own copy) or a new file (PDF/DOCX ≤ 5 MB, checked by type
 * and first bytes before upload), kept in the library too unless unticked or the library is full.
 * Server field errors land on their fields; fetch reports no upload progress, so sending shows an
 * indeterminate progress bar.
 */
export function ApplyModal({ job, onClose, onApplied, onDailyLimit }: ApplyModalProps) {
  const apis = useCandidateApis();
  const cache = useQueryCache();
  const schema = useMemo(() => applyFormSchema(job.id), [job.id]);
  const form = useApiForm(schema, EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const progressId = useId();
  const [profile] = useProfile();
  const { getValues, setValue } = form;
  const [library] = useSavedCvs();
  const saved = library.status === 'ready' ? library.list : [];
  const [picked, setPicked] = useState<CvChoice | null>(null);
  // Until the user picks, the default saved CV (or the first) is the choice; a new file without any.
  const choice: CvChoice = picked ?? saved.find((cv) => cv.is_default)?.id ?? saved[0]?.id ?? 'new';
  const [keep, setKeep] = useState(true);
  const libraryHasRoom = library.status === 'ready' && saved.length < SAVED_CV_LIMIT;

  // Prefill is a convenience: the form works without it (and keeps what the user typed).
  const prefill = profile.status === 'ready' ? profile.data : null;
  useEffect(() => {
    if (!prefill) return;
    if (!getValues('name')) setValue('name', prefill.fullname);
    if (!getValues('email')) setValue('email', prefill.email);
    if (!getValues('phone_number') && prefill.phone_number) setValue('phone_number', prefill.phone_number);
  }, [prefill, getValues, setValue]);

  async function onFileChange(chosen: File | null) {
    setFile(chosen);
    form.clearErrors('root.cv');
    setCvError(chosen ? await checkCvFile(chosen) : null);
  }

  /** Text fields refused before sending: the CV is checked too, so every problem shows at once. */
  async function onInvalid() {
    form.setFormError(MSG_CHECK_FIELDS);
    setCvError(choice === 'new' ? await checkCvFile(file) : null);
  }

  async function onSubmit(fields: z.output<typeof ApplicationCreateFieldsSchema>) {
    try {
      const application = await cache.write(STALE_AFTER.application, () =>
        choice === 'new'
          ? apis.applications.apply({ ...fields, save_cv: keep && libraryHasRoom }, file)
          : apis.applications.apply({ ...fields, saved_cv_id: choice }, null),
      );
      notify.success(CANDIDATE_TEXTS.applySuccess);
      onApplied(application);
    } catch (error) {
      const limit = dailyLimitOf(error);
      if (limit) {
        onDailyLimit(limit);
        return;
      }
      const keys = form.showFieldErrors(error);
      const onFields = keys.some((key) => key in EMPTY || key === 'cv' || key === 'saved_cv_id');
      form.setFormError(onFields ? MSG_CHECK_FIELDS : (fieldErrors(error).post?.[0] ?? errorMessage(error, CANDIDATE_TEXTS.applyFailed)));
    }
  }

  return (
    <Modal title="Ứng tuyển" onClose={onClose} busy={form.pending}>
      <p className="cand-modal__sub">
        Vị trí: <strong>{job.title}</strong>
      </p>
      <form className="form" onSubmit={form.submit(onSubmit, onInvalid)} noValidate aria-describedby={form.pending ? progressId : undefined}>
        <FormError message={form.formError} />
        <InputField label="Họ và tên" autoComplete="name" required {...form.field('name')} />
        <InputField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <InputField label="Số điện thoại" type="tel" autoComplete="tel" required {...form.field('phone_number')} />
        <TextareaField label="Thư giới thiệu" rows={5} maxLength={5000} hint="Không bắt buộc, tối đa 5000 ký tự" {...form.field('description')} />
        {saved.length > 0 ? (
          <fieldset className="cv-choice">
            <legend>Chọn CV</legend>
            {saved.map((cv) => (
              <label key={cv.id} className="cv-choice__option">
                <input type="radio" name="cv-choice" checked={choice === cv.id} onChange={() => setPicked(cv.id)} />
                <span>
                  <strong>{cv.name}</strong>
                  {cv.is_default ? ' (mặc định)' : ''}
                  <br />
                  <small className="muted">
                    {cv.file_name} · {fileSize(cv.size)}
                  </small>
                </span>
              </label>
            ))}
            <label className="cv-choice__option">
              <input type="radio" name="cv-choice" checked={choice === 'new'} onChange={() => setPicked('new')} />
              <span>Tải CV mới</span>
            </label>
            <FormError message={form.otherError('saved_cv_id')} />
          </fieldset>
        ) : null}
        {choice === 'new' ? (
          <CvFileField error={cvError ?? form.otherError('cv')} onFile={(file) => void onFileChange(file)} />
        ) : null}
        {choice === 'new' && libraryHasRoom ? (
          <label className="cv-choice__keep">
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            Lưu CV này vào thư viện CV
          </label>
        ) : null}
        {form.pending ? <CvUploadProgress id={progressId} text="Đang gửi hồ sơ..." /> : null}
        <div className="actions cand-modal__actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={form.pending}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.pending} aria-busy={form.pending || undefined}>
            {form.pending ? 'Đang gửi...' : 'Nộp hồ sơ'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
