import { errorMessage, type DailyLimit, type PostDetail, type PostSavedState, type ReportBody, type SavedJobsStore } from '@jobhub/sdk';
import { ReportBodySchema } from '@jobhub/sdk/contract';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useCandidateApis } from '../../app/candidate-kit';
import { notify } from '../../app/notify';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { FormError, TextareaField } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import type { Resource } from '../browse/resources';
import { ApplyModal, DailyLimitDialog } from './apply-modal';
import { Modal } from './modal';
import { CANDIDATE_TEXTS } from './texts';
import './candidate.css';
import { Heart } from 'lucide-react';

/**
 * 'Ứng tuyển ngay' for a signed-in candidate: opens the apply modal; a daily-limit refusal closes
 * it and opens the limit dialog. `onApplied` receives the application's date.
 */
export function ApplyButton({ job, onApplied }: { job: Pick<PostDetail, 'id' | 'title'>; onApplied: (appliedAt: string) => void }) {
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState<DailyLimit | null>(null);
  return (
    <>
      <button type="button" className="jb-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Ứng tuyển ngay
      </button>
      {open ? (
        <ApplyModal
          job={job}
          onClose={() => setOpen(false)}
          onApplied={(application) => {
            setOpen(false);
            onApplied(application.created_at);
          }}
          onDailyLimit={(value) => {
            setOpen(false);
            setLimit(value);
          }}
        />
      ) : null}
      {limit ? <DailyLimitDialog limit={limit} onClose={() => setLimit(null)} /> : null}
    </>
  );
}

/**
 * Saves or unsaves a post through the saved-jobs store, rejecting with the store's text when it
 * fails: the shape of a write the query cache runs (it invalidates only after a success).
 */
export async function changeSaved(savedJobs: SavedJobsStore, postId: number, save: boolean): Promise<void> {
  const result = save ? await savedJobs.save(postId) : await savedJobs.unsave(postId);
  if (!result.ok) throw new Error(result.message);
}

/** The text of a failed {@link changeSaved}. */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `resource`, whose answer also tells the saved-jobs store the saved state of each post it
 * carries: the store is the one source the save toggles read, and the pages' answers are where
 * it learns the posts this client has not changed.
 *
 * @example
 * const list = rememberSaved(savedJobs, enterpriseJobs(client, id, page), (answer) => answer.results);
 */
export function rememberSaved<T>(savedJobs: SavedJobsStore, resource: Resource<T>, postsOf: (answer: T) => readonly PostSavedState[]): Resource<T> {
  return { key: resource.key, load: () => savedJobs.remember(resource.load, postsOf) };
}

/**
 * Saved state of one post for a signed-in candidate, from the client's saved-jobs store (so
 * every toggle of the post agrees, on any page), and the toggle that saves or unsaves it with a
 * toast either way. The page loaded the post through the store (`rememberSaved`).
 */
function useSaveJob(postId: number) {
  const { savedJobs } = useCandidateApis();
  const known = useStore(savedJobs.$saved)[postId];
  const saved = known?.saved ?? false;
  const pending = known?.pending ?? false;
  const cache = useQueryCache();

  async function toggle() {
    if (pending) return;
    try {
      await cache.write(STALE_AFTER.savedJob, () => changeSaved(savedJobs, postId, !saved));
    } catch (error) {
      notify.error(failureText(error));
      return;
    }
    notify.success(saved ? CANDIDATE_TEXTS.unsaved : CANDIDATE_TEXTS.saved);
  }

  return { saved, pending, toggle: () => void toggle() };
}

/** Save / unsave toggle (a pressed button) for one post. */
export function SaveJobButton({ postId, title }: { postId: number; title?: string }) {
  const { saved, pending, toggle } = useSaveJob(postId);
  return (
    <button type="button" className="jb-button jb-button--ghost cand-save" aria-pressed={saved} disabled={pending} onClick={toggle}>
      <Heart className="icon-sm" aria-hidden="true" focusable="false" fill={saved ? 'currentColor' : 'none'} /> {saved ? 'Đã lưu' : 'Lưu tin'}
      {title ? <span className="jb-visually-hidden"> {title}</span> : null}
    </button>
  );
}

/** Labels of the bookmark toggle (its only text: the icon is hidden from assistive technology). */
export const BOOKMARK_LABELS = { save: 'Lưu việc làm', unsave: 'Bỏ lưu việc làm' } as const;

/** The bookmark icon, outlined; the widget's `jh-bookmark` rules fill it when pressed. */
export function BookmarkIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4.5L6 21z" />
    </svg>
  );
}

/**
 * The save toggle as a round bookmark icon button, for the JobSearch widget's card slot
 * (`renderCardActions`): it renders inside the widget's shadow root and wears the widget's
 * `jh-bookmark` class, so the site's stylesheet is not needed there.
 *
 * @example
 * <JobSearch client={client} renderCardActions={(job) => <SaveJobBookmark postId={job.id} />} />
 */
export function SaveJobBookmark({ postId }: { postId: number }) {
  const { saved, pending, toggle } = useSaveJob(postId);
  return (
    <button
      type="button"
      className="jh-bookmark"
      aria-pressed={saved}
      aria-label={saved ? BOOKMARK_LABELS.unsave : BOOKMARK_LABELS.save}
      title={saved ? BOOKMARK_LABELS.unsave : BOOKMARK_LABELS.save}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-request.
      aria-disabled={pending || undefined}
      onClick={toggle}
    >
      <BookmarkIcon />
    </button>
  );
}

/** The report form of one post: the reason, checked by the contract. */
function reportFormSchema(post: number) {
  return z.pipe(
    z.transform((values: { reason: string }): z.input<typeof ReportBodySchema> => ({ ...values, post })),
    ReportBodySchema,
  );
}

function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { reports } = useCandidateApis();
  const schema = useMemo(() => reportFormSchema(postId), [postId]);
  const form = useApiForm(schema, { reason: '' });
  const { pending } = form;

  async function onSubmit({ reason }: ReportBody) {
    try {
      const message = await reports.report(postId, reason);
      notify.success(message || CANDIDATE_TEXTS.reportSuccess);
      onClose();
    } catch (caught) {
      // A refused reason is shown on the field; anything else above the form.
      if (!form.showFieldErrors(caught).includes('reason')) form.setFormError(errorMessage(caught, CANDIDATE_TEXTS.reportFailed));
    }
  }

  return (
    <Modal title="Báo cáo tin tuyển dụng" onClose={onClose} busy={pending}>
      <form className="form" onSubmit={form.submit(onSubmit)} noValidate>
        <FormError message={form.formError} />
        <TextareaField
          label="Lý do báo cáo"
          required
          rows={4}
          maxLength={1000}
          hint="Từ 5 đến 1000 ký tự, ví dụ: tin lừa đảo, yêu cầu nộp phí, thông tin sai sự thật."
          {...form.field('reason')}
        />
        <div className="actions cand-modal__actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={pending}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Đang gửi...' : 'Gửi báo cáo'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** 'Báo cáo tin' with its reason dialog. */
export function ReportJobButton({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="cand-link-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Báo cáo tin
      </button>
      {open ? <ReportDialog postId={postId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
