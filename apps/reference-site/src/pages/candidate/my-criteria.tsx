import {
  CITIES,
  CRITERIA_EMPTY_LABEL,
  errorMessage,
  EXPERIENCES,
  formatSalary,
  millionsText,
  MSG_CHECK_FIELDS,
  parseMillions,
  SCALES,
  TYPE_WORKINGS,
  type Criteria,
  type CriteriaBody,
} from '@jobhub/sdk';
import { CriteriaBodySchema } from '@jobhub/sdk/contract';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { useCandidateApis } from '../../app/candidate-kit';
import { useClient } from '../../app/client-context';
import { notify } from '../../app/notify';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { FormError, InputField, SelectField } from '../../components/form-field';
import { useApiForm } from '../../components/use-api-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { EmptyState, ErrorAlert } from '../browse/states';
import { useResource } from '../browse/use-resource';
import { JobAlertsSection } from './job-alerts-section';
import { ConfirmDialog } from './modal';
import { CANDIDATE_TEXTS } from './texts';
import { ChoiceOptions } from '../../components/choice-options';
import '../browse/browse.css';
import './candidate.css';

function Value({ children }: { children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return <dd>{empty ? <span className="cand-unset">{CRITERIA_EMPTY_LABEL}</span> : children}</dd>;
}

const NO_CRITERIA: Criteria = {
  id: 0, city: null, experience: null, field: null, position: null, scales: [], type_working: null, salary_min: null, alert_frequency: 'off', created_at: '', updated_at: '',
};

function CriteriaView({ criteria }: { criteria: Criteria }) {
  return (
    <dl className="dl">
      <dt>Địa điểm</dt>
      <Value>{criteria.city}</Value>
      <dt>Kinh nghiệm</dt>
      <Value>{criteria.experience}</Value>
      <dt>Ngành nghề</dt>
      <Value>{criteria.field?.name}</Value>
      <dt>Vị trí</dt>
      <Value>{criteria.position?.name}</Value>
      <dt>Quy mô công ty</dt>
      <Value>{criteria.scales.length > 0 ? criteria.scales.map((scale) => `${scale} nhân viên`).join(', ') : null}</Value>
      <dt>Hình thức làm việc</dt>
      <Value>{criteria.type_working}</Value>
      <dt>Mức lương tối thiểu</dt>
      <Value>{criteria.salary_min === null ? null : formatSalary(criteria.salary_min, null, false)}</Value>
    </dl>
  );
}

type FormValues = {
  city: string;
  experience: string;
  field: string;
  position: string;
  type_working: string;
  salary_min: string;
  scales: string[];
};

function initialValues(criteria: Criteria | null): FormValues {
  return {
    city: criteria?.city ?? '',
    experience: criteria?.experience ?? '',
    field: criteria?.field ? String(criteria.field.id) : '',
    position: criteria?.position ? String(criteria.position.id) : '',
    type_working: criteria?.type_working ?? '',
    salary_min: millionsText(criteria?.salary_min),
    scales: criteria?.scales ?? [],
  };
}

const text = /* @__PURE__ */ z.string();

/** The VND of a salary box the schema has already checked. */
function vndOf(millions: string): number | null {
  const salary = parseMillions(millions);
  return salary.ok ? salary.vnd : null;
}

/** The salary typed as a number, then the values as the criteria body ('' → null) for the contract. */
const CriteriaFormSchema = /* @__PURE__ */ z.pipe(
  z.pipe(
    z.object({
      city: text,
      experience: text,
      field: text,
      position: text,
      type_working: text,
      salary_min: z.string().check((context) => {
        const salary = parseMillions(context.value);
        if (!salary.ok) context.issues.push({ code: 'custom', input: context.value, message: salary.error });
      }),
      scales: z.array(text),
    }),
    // The contract checks every value; the cast only lets the form's strings through to it.
    z.transform(
      (values): z.input<typeof CriteriaBodySchema> => ({
        city: (values.city || null) as CriteriaBody['city'],
        experience: (values.experience || null) as CriteriaBody['experience'],
        field: values.field ? Number(values.field) : null,
        position: values.position ? Number(values.position) : null,
        scales: values.scales as CriteriaBody['scales'],
        type_working: (values.type_working || null) as CriteriaBody['type_working'],
        salary_min: vndOf(values.salary_min),
      }),
    ),
  ),
  CriteriaBodySchema,
);

function CriteriaForm({ criteria, onSaved, onCancel }: { criteria: Criteria | null; onSaved: (next: Criteria) => void; onCancel: () => void }) {
  const client = useClient();
  const apis = useCandidateApis();
  const cache = useQueryCache();
  const form = useApiForm(CriteriaFormSchema, initialValues(criteria));
  const scalesId = useId();
  const fieldId = form.watch('field');
  const [fields] = useResource('fields', () => client.catalogue.fields(), 'Không thể tải danh sách ngành nghề');
  const [positions] = useResource(
    fieldId ? `positions:${fieldId}` : null,
    () => client.catalogue.positions(Number(fieldId)),
    'Không thể tải danh sách vị trí',
  );
  const catalogueError = fields.status === 'error' ? fields.message : positions.status === 'error' ? positions.message : null;
  const scalesError = form.formState.errors.scales?.message;

  async function onSubmit(body: CriteriaBody) {
    try {
      const saved = await cache.write(STALE_AFTER.criteria, () => (criteria ? apis.criteria.update(body) : apis.criteria.create(body)));
      notify.success(CANDIDATE_TEXTS.criteriaSaved);
      onSaved(saved);
    } catch (error) {
      const onFields = form.showFieldErrors(error).length > 0;
      form.setFormError(onFields ? MSG_CHECK_FIELDS : errorMessage(error, CANDIDATE_TEXTS.criteriaSaveFailed));
    }
  }

  return (
    <form className="form" onSubmit={form.submit(onSubmit, () => form.setFormError(MSG_CHECK_FIELDS))} noValidate>
      <FormError message={form.formError ?? catalogueError} />
      <div className="form-grid">
        <SelectField label="Địa điểm" {...form.field('city')}>
          <ChoiceOptions placeholder={CRITERIA_EMPTY_LABEL} values={CITIES} />
        </SelectField>
        <SelectField label="Kinh nghiệm" {...form.field('experience')}>
          <ChoiceOptions placeholder={CRITERIA_EMPTY_LABEL} values={EXPERIENCES} />
        </SelectField>
        <SelectField label="Ngành nghề" {...form.selectField('field', { onChange: () => form.setValue('position', '') })}>
          <option value="">{CRITERIA_EMPTY_LABEL}</option>
          {(fields.status === 'ready' ? fields.data : []).map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vị trí" disabled={!fieldId} hint={fieldId ? undefined : 'Chọn ngành nghề trước'} {...form.selectField('position')}>
          <option value="">{CRITERIA_EMPTY_LABEL}</option>
          {(positions.status === 'ready' ? positions.data : []).map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Hình thức làm việc" {...form.field('type_working')}>
          <ChoiceOptions placeholder={CRITERIA_EMPTY_LABEL} values={TYPE_WORKINGS} />
        </SelectField>
        <InputField
          label="Mức lương tối thiểu (triệu đồng/tháng)"
          inputMode="decimal"
          placeholder="Ví dụ: 15"
          hint="Để trống nếu không yêu cầu"
          {...form.field('salary_min')}
        />
        <fieldset className="field span-2" aria-describedby={scalesError ? `${scalesId}-error` : undefined}>
          <legend>Quy mô công ty</legend>
          <div className="cand-checks">
            {SCALES.map((scale) => (
              <label key={scale}>
                <input type="checkbox" value={scale} {...form.register('scales')} />
                {scale} nhân viên
              </label>
            ))}
          </div>
          {scalesError ? (
            <p id={`${scalesId}-error`} className="field-error">
              {scalesError}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? 'Đang lưu...' : 'Lưu tiêu chí'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={form.pending}>
          Hủy
        </button>
      </div>
    </form>
  );
}

/**
 * Route /my-criteria (candidates): the job-search criteria ('Chưa thiết lập' for empty fields),
 * a create/edit form (salary typed in triệu, sent as integer VND) and delete with confirmation.
 */
export default function MyCriteriaPage() {
  useDocumentTitle('Tiêu chí tìm việc');
  const { criteria: api } = useCandidateApis();
  const cache = useQueryCache();
  const [loaded, retry, replace] = useResource('criteria', () => api.get(), CANDIDATE_TEXTS.criteriaError);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const criteria = loaded.status === 'ready' ? loaded.data : null;

  /** After a save or delete (each a write that makes the recommendations stale): the page shows its answer. */
  const show = replace;

  async function remove() {
    setDeleting(true);
    try {
      const message = await cache.write(STALE_AFTER.criteria, () => api.remove());
      notify.success(message || CANDIDATE_TEXTS.criteriaDeleted);
      setConfirming(false);
      show(null);
    } catch (error) {
      notify.error(errorMessage(error, CANDIDATE_TEXTS.criteriaDeleteFailed));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="container page page-narrow cand-page">
      <h1>Tiêu chí tìm việc</h1>
      <p className="muted">
        Tiêu chí giúp JobHub gợi ý việc làm phù hợp và đưa các tin khớp tiêu chí lên đầu kết quả tìm kiếm.{' '}
        <Link to="/job-recommendations">Xem việc làm gợi ý</Link>
      </p>
      {loaded.status === 'loading' ? (
        <p role="status" className="muted">
          Đang tải tiêu chí tìm việc...
        </p>
      ) : null}
      {loaded.status === 'error' ? <ErrorAlert message={loaded.message} onRetry={retry} /> : null}
      {loaded.status === 'ready' ? (
        <section className="card" aria-labelledby="cand-criteria-title">
          <h2 id="cand-criteria-title">{editing ? (criteria ? 'Chỉnh sửa tiêu chí' : 'Thiết lập tiêu chí') : 'Tiêu chí của bạn'}</h2>
          {editing ? (
            <CriteriaForm
              criteria={criteria}
              onSaved={(next) => {
                show(next);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : criteria ? (
            <>
              <CriteriaView criteria={criteria} />
              <div className="actions cand-section">
                <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
                  Chỉnh sửa
                </button>
                <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
                  Xóa tiêu chí
                </button>
              </div>
            </>
          ) : (
            <>
              <EmptyState title="Bạn chưa có tiêu chí tìm việc">
                <p>Thiết lập tiêu chí để nhận gợi ý việc làm phù hợp.</p>
              </EmptyState>
              <CriteriaView criteria={NO_CRITERIA} />
              <div className="actions cand-section">
                <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
                  Thiết lập tiêu chí
                </button>
              </div>
            </>
          )}
        </section>
      ) : null}
      {criteria && !editing ? <JobAlertsSection criteria={criteria} onSaved={show} /> : null}
      {confirming ? (
        <ConfirmDialog
          title="Xóa tiêu chí tìm việc?"
          message={<p>Bạn sẽ không còn nhận gợi ý việc làm cho đến khi thiết lập lại tiêu chí.</p>}
          confirmLabel="Xóa tiêu chí"
          danger
          pending={deleting}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
