import {
  CV_ACCEPT,
  CV_MAX_BYTES,
  checkCvFile,
  dailyLimitOf,
  errorMessage,
  fieldErrors,
  type Application,
  type DailyLimit,
  type PostDetail,
  MSG_CHECK_FIELDS,
} from '@jobhub/sdk';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { FieldShell, FormError, InputField, TextareaField } from '../../components/form-field';
import { firstMessages, useFormState } from '../../components/use-form-state';
import { Modal } from './modal';
import { CANDIDATE_TEXTS } from './texts';

const MAX_MB = CV_MAX_BYTES / (1024 * 1024);

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

interface ApplyModalProps {
  job: Pick<PostDetail, 'id' | 'title'> & { enterprise_name?: string };
  onClose: () => void;
  onApplied: (application: Application) => void;
  onDailyLimit: (limit: DailyLimit) => void;
}

/**
 * The apply form of /job/:id in a modal: name, e-mail, phone (name and e-mail prefilled from the
 * profile; the profile has no phone), cover letter and the CV (PDF/DOCX ≤ 5 MB, checked by type and
 * first bytes before upload). Server field errors land on their fields; fetch reports no upload
 * progress, so sending shows an indeterminate progress bar.
 */
export function ApplyModal({ job, onClose, onApplied, onDailyLimit }: ApplyModalProps) {
  const apis = useCandidateApis();
  const form = useFormState({ name: '', email: '', phone_number: '', description: '' });
  const [file, setFile] = useState<File | null>(null);
  const progressId = useId();
  const { setValues } = form;

  useEffect(() => {
    let active = true;
    apis.profile
      .get()
      .then((profile) => {
        if (!active) return;
        setValues((current) => ({
          ...current,
          name: current.name || profile.fullname,
          email: current.email || profile.email,
        }));
      })
      .catch(() => undefined); // Prefill is a convenience: the form works without it.
    return () => {
      active = false;
    };
  }, [apis, setValues]);

  async function onFileChange(chosen: File | null) {
    setFile(chosen);
    const problem = chosen ? await checkCvFile(chosen) : null;
    form.setErrors((current) => ({ ...current, cv: problem ?? undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    form.setPending(true);
    try {
      const application = await apis.applications.apply({ post: job.id, ...form.values }, file);
      notify.success(CANDIDATE_TEXTS.applySuccess);
      onApplied(application);
    } catch (error) {
      const limit = dailyLimitOf(error);
      if (limit) {
        onDailyLimit(limit);
        return;
      }
      const errors = firstMessages(fieldErrors(error));
      form.setErrors(errors);
      const onFields = Object.keys(errors).some((key) => key in form.values || key === 'cv');
      form.setFormError(onFields ? MSG_CHECK_FIELDS : (errors.post ?? errorMessage(error, CANDIDATE_TEXTS.applyFailed)));
    } finally {
      form.setPending(false);
    }
  }

  return (
    <Modal title="Ứng tuyển" onClose={onClose} busy={form.pending}>
      <p className="cand-modal__sub">
        Vị trí: <strong>{job.title}</strong>
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-describedby={form.pending ? progressId : undefined}>
        <FormError message={form.formError} />
        <InputField label="Họ và tên" autoComplete="name" required {...form.bind('name')} />
        <InputField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
        <InputField label="Số điện thoại" type="tel" autoComplete="tel" required {...form.bind('phone_number')} />
        <TextareaField label="Thư giới thiệu" rows={5} maxLength={5000} hint="Không bắt buộc, tối đa 5000 ký tự" {...form.bind('description')} />
        <FieldShell label="File CV" required error={form.errors.cv} hint={`PDF hoặc DOCX, tối đa ${MAX_MB} MB`}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="file"
              name="cv"
              className="input cand-file"
              accept={CV_ACCEPT}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => void onFileChange(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldShell>
        {form.pending ? (
          <div className="cand-progress" id={progressId} role="status">
            <progress aria-label="Đang tải CV lên" />
            <span>Đang gửi hồ sơ...</span>
          </div>
        ) : null}
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
