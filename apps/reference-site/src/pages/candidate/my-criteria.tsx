import {
  CITIES,
  CRITERIA_EMPTY_LABEL,
  errorMessage,
  EXPERIENCES,
  fieldErrors,
  formatSalary,
  millionsText,
  MSG_CHECK_FIELDS,
  parseMillions,
  SCALES,
  TYPE_WORKINGS,
  type Criteria,
  type CriteriaBody,
  type Field,
  type Position,
} from '@jobhub/sdk';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCandidateApis } from '../../app/candidate-kit';
import { useClient } from '../../app/client-context';
import { notify } from '../../app/notify';
import { FormError, InputField, SelectField } from '../../components/form-field';
import { firstMessages, useFormState } from '../../components/use-form-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { EmptyState, ErrorAlert } from '../browse/states';
import { useResource } from '../browse/use-resource';
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
  id: 0, city: null, experience: null, field: null, position: null, scales: [], type_working: null, salary_min: null, created_at: '', updated_at: '',
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
};

function initialValues(criteria: Criteria | null): FormValues {
  return {
    city: criteria?.city ?? '',
    experience: criteria?.experience ?? '',
    field: criteria?.field ? String(criteria.field.id) : '',
    position: criteria?.position ? String(criteria.position.id) : '',
    type_working: criteria?.type_working ?? '',
    salary_min: millionsText(criteria?.salary_min),
  };
}

function CriteriaForm({ criteria, onSaved, onCancel }: { criteria: Criteria | null; onSaved: (next: Criteria) => void; onCancel: () => void }) {
  const client = useClient();
  const apis = useCandidateApis();
  const form = useFormState(initialValues(criteria));
  const [scales, setScales] = useState<string[]>(criteria?.scales ?? []);
  const [fields, setFields] = useState<Field[]>([]);
  const [positions, setPositions] = useState<Position[]>([]);
  const [catalogueError, setCatalogueError] = useState<string | null>(null);
  const scalesId = useId();
  const fieldId = form.values.field;

  useEffect(() => {
    let active = true;
    client.catalogue
      .fields()
      .then((list) => active && setFields(list))
      .catch((error: unknown) => active && setCatalogueError(errorMessage(error, 'Không thể tải danh sách ngành nghề')));
    return () => {
      active = false;
    };
  }, [client]);

  useEffect(() => {
    let active = true;
    if (!fieldId) {
      setPositions([]);
      return;
    }
    client.catalogue
      .positions(Number(fieldId))
      .then((list) => active && setPositions(list))
      .catch((error: unknown) => active && setCatalogueError(errorMessage(error, 'Không thể tải danh sách vị trí')));
    return () => {
      active = false;
    };
  }, [client, fieldId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const salary = parseMillions(form.values.salary_min);
    if (!salary.ok) {
      form.setErrors({ salary_min: salary.error });
      return;
    }
    const { values } = form;
    const body: CriteriaBody = {
      city: (values.city || null) as CriteriaBody['city'],
      experience: (values.experience || null) as CriteriaBody['experience'],
      field: values.field ? Number(values.field) : null,
      position: values.position ? Number(values.position) : null,
      scales: scales as CriteriaBody['scales'],
      type_working: (values.type_working || null) as CriteriaBody['type_working'],
      salary_min: salary.vnd,
    };
    form.setPending(true);
    try {
      const saved = criteria ? await apis.criteria.update(body) : await apis.criteria.create(body);
      notify.success(CANDIDATE_TEXTS.criteriaSaved);
      onSaved(saved);
    } catch (error) {
      const errors = firstMessages(fieldErrors(error));
      form.setErrors(errors);
      form.setFormError(Object.keys(errors).length > 0 ? MSG_CHECK_FIELDS : errorMessage(error, CANDIDATE_TEXTS.criteriaSaveFailed));
    } finally {
      form.setPending(false);
    }
  }

  const field = form.bind('field');
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError message={form.formError ?? catalogueError} />
      <div className="form-grid">
        <SelectField label="Địa điểm" {...form.bind('city')}>
          <ChoiceOptions placeholder={CRITERIA_EMPTY_LABEL} values={CITIES} />
        </SelectField>
        <SelectField label="Kinh nghiệm" {...form.bind('experience')}>
          <ChoiceOptions placeholder={CRITERIA_EMPTY_LABEL} values={EXPERIENCES} />
        </SelectField>
        <SelectField
          label="Ngành nghề"
          {...field}
          onChange={(event) => {
            field.onChange(event);
            form.setValues((current) => ({ ...current, field: event.target.value, position: '' }));
          }}
        >
          <option value="">{CRITERIA_EMPTY_LABEL}</option>
          {fields.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vị trí" disabled={!fieldId} hint={fieldId ? undefined : 'Chọn ngành nghề trước'} {...form.bind('position')}>
          <option value="">{CRITERIA_EMPTY_LABEL}</option>
          {positions.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Hình thức làm việc" {...form.bind('type_working')}>
          <ChoiceOptions placeholder={CRITERIA_EMPTY_LABEL} values={TYPE_WORKINGS} />
        </SelectField>
        <InputField
          label="Mức lương tối thiểu (triệu đồng/tháng)"
          inputMode="decimal"
          placeholder="Ví dụ: 15"
          hint="Để trống nếu không yêu cầu"
          {...form.bind('salary_min')}
        />
        <fieldset className="field span-2" aria-describedby={form.errors.scales ? `${scalesId}-error` : undefined}>
          <legend>Quy mô công ty</legend>
          <div className="cand-checks">
            {SCALES.map((scale) => (
              <label key={scale}>
                <input
                  type="checkbox"
                  name="scales"
                  value={scale}
                  checked={scales.includes(scale)}
                  onChange={(event) =>
                    setScales((current) => (event.target.checked ? [...current, scale] : current.filter((value) => value !== scale)))
                  }
                />
                {scale} nhân viên
              </label>
            ))}
          </div>
          {form.errors.scales ? (
            <p id={`${scalesId}-error`} className="field-error">
              {form.errors.scales}
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
export function MyCriteriaPage() {
  useDocumentTitle('Tiêu chí tìm việc');
  const { criteria: api } = useCandidateApis();
  const [loaded, retry] = useResource('criteria', () => api.get(), CANDIDATE_TEXTS.criteriaError);
  /** What the last save or delete returned; it replaces the loaded value. */
  const [override, setOverride] = useState<{ value: Criteria | null } | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const criteria = override ? override.value : loaded.status === 'ready' ? loaded.data : null;

  async function remove() {
    setDeleting(true);
    try {
      const message = await api.remove();
      notify.success(message || CANDIDATE_TEXTS.criteriaDeleted);
      setConfirming(false);
      setOverride({ value: null });
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
                setOverride({ value: next });
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

export default MyCriteriaPage;
