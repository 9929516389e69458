import { checkCvFile, errorMessage, fieldErrors, formatDate, type SavedCv } from '@jobhub/sdk';
import { SAVED_CV_LIMIT, SAVED_CV_NAME_MAX } from '@jobhub/sdk/contract';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { CvFileField, CvUploadProgress } from '../../components/cv-file-field';
import { InputField } from '../../components/form-field';
import { ConfirmDialog } from '../candidate/modal';
import '../candidate/candidate.css';
import './cv-library.css';
import { AsyncStateNotice } from '../../components/async-state-notice';
import { CvViewers } from './cv-viewers';

const LOAD_FAILED = 'Không thể tải thư viện CV';
const FILE_FAILED = 'Không thể tải file CV';

/** '120 KB' / '1,2 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('vi-VN', {
    maximumFractionDigits: 1,
  })} MB`;
}

/** The library's list, loaded once per mount and replaced after each change. */
export function useSavedCvs() {
  const apis = useCandidateApis();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: SavedCv[] }>({
    status: 'loading',
  });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', list: await apis.savedCvs.list() });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error, LOAD_FAILED) });
    }
  }, [apis]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return [state, reload] as const;
}

function UploadForm({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const apis = useCandidateApis();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const progressId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNameError(undefined);
    setPending(true);
    try {
      await apis.savedCvs.upload(file, { name });
      notify.success('Đã lưu CV vào thư viện');
      setName('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      await onUploaded();
    } catch (caught) {
      const errors = fieldErrors(caught);
      setNameError(errors.name?.[0]);
      setError(errors.cv?.[0] ?? (errors.name ? null : errorMessage(caught, 'Không thể tải CV lên')));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form cv-library__upload" onSubmit={(event) => void submit(event)} noValidate aria-describedby={pending ? progressId : undefined}>
      <h3>Tải CV mới</h3>
      <InputField
        label="Tên CV"
        hint="Không bắt buộc, ví dụ: CV Backend tiếng Anh"
        maxLength={SAVED_CV_NAME_MAX}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <CvFileField
        error={error ?? undefined}
        inputRef={fileRef}
        onFile={(chosen) => {
          setFile(chosen);
          void (chosen ? checkCvFile(chosen) : Promise.resolve(null)).then(setError);
        }}
      />
      {pending ? <CvUploadProgress id={progressId} text="Đang tải CV lên..." /> : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Đang tải lên...' : 'Tải CV lên'}
        </button>
      </div>
    </form>
  );
}

function RenameForm({ cv, onDone }: { cv: SavedCv; onDone: (saved: boolean) => Promise<void> }) {
  const apis = useCandidateApis();
  const [name, setName] = useState(cv.name);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await apis.savedCvs.update(cv.id, { name });
      await onDone(true);
    } catch (caught) {
      setError(fieldErrors(caught).name?.[0] ?? errorMessage(caught, 'Không thể đổi tên CV'));
      setPending(false);
    }
  }

  return (
    <form className="cv-library__rename" onSubmit={(event) => void submit(event)} noValidate>
      <InputField label="Tên mới" maxLength={SAVED_CV_NAME_MAX} value={name} error={error} autoFocus onChange={(event) => setName(event.target.value)} />
      <div className="actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={pending} aria-busy={pending || undefined}>
          Lưu
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={pending} onClick={() => void onDone(false)}>
          Hủy
        </button>
      </div>
    </form>
  );
}

/**
 * /profile's CV library (candidates): up to SAVED_CV_LIMIT CVs uploaded once, each with a name;
 * the radio picks the default (preselected when applying); rename; delete after a confirmation
 * (applications already sent keep their own copy); which companies viewed each CV (cv-viewers.tsx).
 */
export function CvLibrarySection() {
  const apis = useCandidateApis();
  const [state, reload] = useSavedCvs();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedCv | null>(null);
  const [busy, setBusy] = useState(false);
  const list = state.status === 'ready' ? state.list : [];

  async function makeDefault(cv: SavedCv) {
    setBusy(true);
    try {
      await apis.savedCvs.update(cv.id, { is_default: true });
      await reload();
    } catch (error) {
      notify.error(errorMessage(error, 'Không thể đặt CV mặc định'));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      notify.success(await apis.savedCvs.remove(deleting.id));
      setDeleting(null);
      await reload();
    } catch (error) {
      notify.error(errorMessage(error, 'Không thể xóa CV'));
    } finally {
      setBusy(false);
    }
  }

  async function download(cv: SavedCv) {
    try {
      const url = URL.createObjectURL(await apis.savedCvs.file(cv.id));
      const link = document.createElement('a');
      link.href = url;
      link.download = cv.file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notify.error(errorMessage(error, FILE_FAILED));
    }
  }

  return (
    <section className="card cv-library" aria-labelledby="cv-library">
      <h2 id="cv-library">Thư viện CV</h2>
      <p className="muted">Lưu tối đa {SAVED_CV_LIMIT} CV để ứng tuyển nhanh. CV mặc định được chọn sẵn khi ứng tuyển; hồ sơ đã gửi giữ bản CV riêng của nó.</p>
      <AsyncStateNotice state={state} />
      {state.status === 'ready' && list.length === 0 ? <p className="cv-library__empty">Bạn chưa lưu CV nào. Tải CV đầu tiên lên bên dưới.</p> : null}
      {list.length > 0 ? (
        <fieldset className="cv-library__set" disabled={busy}>
          <legend>CV mặc định</legend>
          <ul className="cv-library__list">
            {list.map((cv) => (
              <li key={cv.id} className="cv-library__item">
                <label className="cv-library__choice">
                  <input type="radio" name="default-cv" checked={cv.is_default} onChange={() => void makeDefault(cv)} />
                  <span className="cv-library__title">
                    <span className="cv-library__name">{cv.name}</span>
                    {cv.is_default ? <span className="cv-library__default">Mặc định</span> : null}
                  </span>
                </label>
                <p className="cv-library__meta muted">
                  {cv.file_name} · {cv.file_type.toUpperCase()} · {fileSize(cv.size)} · {formatDate(cv.created_at)}
                </p>
                {renaming === cv.id ? (
                  <RenameForm
                    cv={cv}
                    onDone={async (saved) => {
                      if (saved) await reload();
                      setRenaming(null);
                    }}
                  />
                ) : (
                  <div className="cv-library__actions">
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => void download(cv)}>
                      Tải về<span className="visually-hidden"> {cv.name}</span>
                    </button>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => setRenaming(cv.id)}>
                      Đổi tên<span className="visually-hidden"> {cv.name}</span>
                    </button>
                    <button type="button" className="btn btn-outline btn-sm cv-library__delete" onClick={() => setDeleting(cv)}>
                      Xóa<span className="visually-hidden"> {cv.name}</span>
                    </button>
                  </div>
                )}
                <CvViewers cv={cv} />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {state.status === 'ready' && list.length < SAVED_CV_LIMIT ? <UploadForm onUploaded={reload} /> : null}
      {state.status === 'ready' && list.length >= SAVED_CV_LIMIT ? (
        <p className="muted">Bạn đã lưu đủ {SAVED_CV_LIMIT} CV. Xóa bớt một CV để tải CV mới.</p>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Xóa CV?"
          message={
            <p>
              Xóa <strong>{deleting.name}</strong> khỏi thư viện? Các hồ sơ đã gửi bằng CV này vẫn giữ nguyên.
            </p>
          }
          confirmLabel="Xóa"
          danger
          pending={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
