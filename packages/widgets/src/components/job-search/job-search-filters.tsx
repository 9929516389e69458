import {
  CITIES,
  EXPERIENCES,
  millionsText,
  parseMillions,
  TYPE_WORKINGS,
  type Experience,
  type JobSearchQuery,
  type PostSearchInput,
  type TypeWorking,
} from '@jobhub/sdk';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useFields, usePositions } from '../../hooks/use-catalogue';
import type { WidgetClient } from '../../widget-client';
import { CLEARED_FILTERS } from './query-values';
import { JOB_SEARCH_TEXTS } from '../../i18n/texts/job-search';
import { useErrorText } from '../../i18n/error-text';
import { useWidgetTexts } from '../../i18n/widget-texts';

/** Props of {@link JobSearchFilters}. */
export interface JobSearchFiltersProps {
  client: WidgetClient;
  /** The store's current query (normal form). */
  query: JobSearchQuery;
  /** Applies a filter change to the store. */
  onChange: (patch: PostSearchInput) => void;
  /** DOM id of the panel (the mobile toggle's `aria-controls`). */
  id: string;
  /** Shown on small screens (under 768 px the panel collapses behind a toggle). */
  open: boolean;
  /** The store's field error for the salary range (the API's, e.g. an inverted range), if any. */
  salaryError?: string | undefined;
}

const ANY = '';

/** The dictionary key of each experience value (the value itself is what the API takes). */
const EXPERIENCE_KEYS = {
  'Không yêu cầu': 'experienceNone',
  'Dưới 1 năm': 'experienceUnder1',
  '1-2 năm': 'experience1to2',
  '3-5 năm': 'experience3to5',
  'Trên 5 năm': 'experienceOver5',
} as const satisfies Record<Experience, string>;

/** The dictionary key of each type of work. */
const TYPE_WORKING_KEYS = {
  'Toàn thời gian': 'typeFullTime',
  'Bán thời gian': 'typePartTime',
  'Làm việc từ xa': 'typeRemote',
  'Làm việc kết hợp': 'typeHybrid',
  'Thực tập': 'typeInternship',
  'Hợp đồng': 'typeContract',
} as const satisfies Record<TypeWorking, string>;

/** The typed salary range: text kept as typed, committed to the store on blur or Enter. */
function useSalaryRange(query: JobSearchQuery, onChange: (patch: PostSearchInput) => void) {
  const [minText, setMinText] = useState(() => millionsText(query.salary_min));
  const [maxText, setMaxText] = useState(() => millionsText(query.salary_max));
  const [typingError, setTypingError] = useState<string | null>(null);
  // Follow outside changes of the range (reset, back navigation); typing only changes the text.
  useEffect(() => setMinText(millionsText(query.salary_min)), [query.salary_min]);
  useEffect(() => setMaxText(millionsText(query.salary_max)), [query.salary_max]);

  const commitSalary = () => {
    const min = parseMillions(minText);
    const max = parseMillions(maxText);
    if (!min.ok) return setTypingError(min.error);
    if (!max.ok) return setTypingError(max.error);
    setTypingError(null);
    const salary_min = min.vnd ?? undefined;
    const salary_max = max.vnd ?? undefined;
    if (salary_min !== query.salary_min || salary_max !== query.salary_max) onChange({ salary_min, salary_max });
  };
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitSalary();
    }
  };
  const clearSalary = () => {
    setTypingError(null);
    setMinText('');
    setMaxText('');
  };
  return { minText, setMinText, maxText, setMaxText, typingError, commitSalary, commitOnEnter, clearSalary };
}

type SalaryRange = ReturnType<typeof useSalaryRange>;

interface FilterControlProps {
  query: JobSearchQuery;
  onChange: (patch: PostSearchInput) => void;
  /** The panel's `useId` prefix of every control id. */
  ids: string;
}

/** The field select and the position select (of the chosen field), both from the catalogue. */
function CatalogueSelects({ client, query, onChange, ids }: FilterControlProps & { client: WidgetClient }) {
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const errorText = useErrorText();
  const fieldId = query.field ?? null;
  const positionId = query.position ?? null;
  const fields = useFields(client);
  // Without a field, positions load only to show a position that came in with the initial query.
  const positions = usePositions(client, fieldId, positionId !== null);
  const positionDisabled = fieldId === null && positionId === null;

  return (
    <>
      <div className="jh-field">
        <label htmlFor={`${ids}-field`}>{t.field}</label>
        <select
          id={`${ids}-field`}
          value={fieldId === null ? ANY : String(fieldId)}
          aria-describedby={fields.status === 'error' ? `${ids}-field-error` : undefined}
          onChange={(event) => onChange({ field: event.target.value || undefined, position: undefined })}
        >
          <option value={ANY}>{t.anyField}</option>
          {fields.data?.map((field) => (
            <option key={field.id} value={String(field.id)}>
              {field.name}
            </option>
          ))}
        </select>
        {fields.status === 'error' ? (
          <p className="jh-field__error" id={`${ids}-field-error`}>
            {errorText(fields)}
          </p>
        ) : null}
      </div>

      <div className="jh-field">
        <label htmlFor={`${ids}-position`}>{t.position}</label>
        <select
          id={`${ids}-position`}
          value={positionId === null ? ANY : String(positionId)}
          disabled={positionDisabled}
          aria-describedby={positionDisabled ? `${ids}-position-hint` : undefined}
          onChange={(event) => onChange({ position: event.target.value || undefined })}
        >
          <option value={ANY}>{t.anyPosition}</option>
          {positions.data?.map((position) => (
            <option key={position.id} value={String(position.id)}>
              {position.name}
            </option>
          ))}
        </select>
        {positionDisabled ? (
          <p className="jh-field__hint" id={`${ids}-position-hint`}>
            {t.positionHint}
          </p>
        ) : positions.status === 'error' ? (
          <p className="jh-field__error">{errorText(positions)}</p>
        ) : null}
      </div>
    </>
  );
}

/** The salary range inputs, their error and 'Thỏa thuận'. */
function SalaryFieldset({
  query,
  onChange,
  ids,
  salary,
  salaryError,
}: FilterControlProps & { salary: SalaryRange; salaryError: string | null }) {
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const { minText, setMinText, maxText, setMaxText, commitSalary, commitOnEnter } = salary;
  const salaryErrorId = `${ids}-salary-error`;

  return (
    <fieldset className="jh-salary" aria-describedby={salaryError ? salaryErrorId : undefined}>
      <legend>{t.salary}</legend>
      <div className="jh-salary__inputs">
        <div className="jh-field">
          <label htmlFor={`${ids}-salary-min`}>{t.salaryFrom}</label>
          <input
            id={`${ids}-salary-min`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={minText}
            aria-invalid={salaryError ? true : undefined}
            onChange={(event) => setMinText(event.target.value)}
            onBlur={commitSalary}
            onKeyDown={commitOnEnter}
          />
        </div>
        <div className="jh-field">
          <label htmlFor={`${ids}-salary-max`}>{t.salaryTo}</label>
          <input
            id={`${ids}-salary-max`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t.salaryMaxPlaceholder}
            value={maxText}
            aria-invalid={salaryError ? true : undefined}
            onChange={(event) => setMaxText(event.target.value)}
            onBlur={commitSalary}
            onKeyDown={commitOnEnter}
          />
        </div>
      </div>
      {salaryError ? (
        <p className="jh-field__error" id={salaryErrorId} role="alert">
          {salaryError}
        </p>
      ) : null}
      <label className="jh-check">
        <input
          type="checkbox"
          checked={query.negotiable === true}
          onChange={(event) => onChange({ negotiable: event.target.checked ? true : undefined })}
        />
        <span>{t.negotiable}</span>
      </label>
    </fieldset>
  );
}

/**
 * The filter panel: city, field, position (of the chosen field), experience, type of work, salary
 * range in triệu (sent as integer VND) and 'Thỏa thuận'. Every control is a labelled native input.
 * A typed amount that is not one stays here with its error; a range the API would refuse goes to
 * the store, which answers with the API's field error (`salaryError`).
 *
 * @example
 * <JobSearchFilters client={client} query={query} onChange={search.setQuery} id="f" open={false} />
 */
export function JobSearchFilters({ client, query, onChange, id, open, salaryError: rangeError }: JobSearchFiltersProps) {
  const ids = useId();
  const t = useWidgetTexts(JOB_SEARCH_TEXTS);
  const salary = useSalaryRange(query, onChange);
  const salaryError = salary.typingError ?? rangeError ?? null;

  return (
    <div className="jh-filters" id={id} data-open={open ? 'true' : 'false'} part="filters">
      <div className="jh-field">
        <label htmlFor={`${ids}-city`}>{t.city}</label>
        <select
          id={`${ids}-city`}
          value={query.city ?? ANY}
          onChange={(event) => onChange({ city: (event.target.value || undefined) as PostSearchInput['city'] })}
        >
          <option value={ANY}>{t.anyCity}</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>

      <CatalogueSelects client={client} query={query} onChange={onChange} ids={ids} />

      <div className="jh-field">
        <label htmlFor={`${ids}-experience`}>{t.experience}</label>
        <select
          id={`${ids}-experience`}
          value={query.experience ?? ANY}
          onChange={(event) =>
            onChange({ experience: (event.target.value || undefined) as PostSearchInput['experience'] })
          }
        >
          <option value={ANY}>{t.anyExperience}</option>
          {EXPERIENCES.map((experience) => (
            <option key={experience} value={experience}>
              {t[EXPERIENCE_KEYS[experience]]}
            </option>
          ))}
        </select>
      </div>

      <div className="jh-field">
        <label htmlFor={`${ids}-type`}>{t.typeWorking}</label>
        <select
          id={`${ids}-type`}
          value={query.type_working ?? ANY}
          onChange={(event) =>
            onChange({ type_working: (event.target.value || undefined) as PostSearchInput['type_working'] })
          }
        >
          <option value={ANY}>{t.anyTypeWorking}</option>
          {TYPE_WORKINGS.map((type) => (
            <option key={type} value={type}>
              {t[TYPE_WORKING_KEYS[type]]}
            </option>
          ))}
        </select>
      </div>

      <SalaryFieldset query={query} onChange={onChange} ids={ids} salary={salary} salaryError={salaryError} />

      <label className="jh-check">
        <input
          type="checkbox"
          checked={query.responsive === true}
          onChange={(event) => onChange({ responsive: event.target.checked ? true : undefined })}
        />
        <span>{t.responsive}</span>
      </label>

      <button
        type="button"
        className="jh-button jh-button--ghost"
        onClick={() => {
          salary.clearSalary();
          onChange(CLEARED_FILTERS);
        }}
      >
        {t.clearFilters}
      </button>
    </div>
  );
}
