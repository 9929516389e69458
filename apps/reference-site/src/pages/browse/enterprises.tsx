import { CITIES, MAX_QUERY_LENGTH, SCALES } from '@jobhub/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams, type To } from 'react-router';
import { useClient } from '../../app/client-context';
import { EnterpriseCard } from './enterprise-card';
import { Pagination } from './pagination';
import { EmptyState, ErrorAlert, LoadingCards } from './states';
import { BROWSE_TEXTS } from './texts';
import { useDocumentTitle } from '../../components/use-document-title';
import { useResource } from './use-resource';
import { fieldCatalogue } from './resources';
import { enterpriseList, hasEnterpriseFilters, readEnterpriseQuery, writeEnterpriseQuery, type EnterpriseQuery } from './enterprise-query';
import { ChoiceOptions } from '../../components/choice-options';
import './browse.css';

type SortField = EnterpriseQuery['sort_by'];
type SortOrder = EnterpriseQuery['sort_order'];

const SORT_OPTIONS: ReadonlyArray<{ by: SortField; order: SortOrder; label: string }> = [
  { by: 'company_name', order: 'asc', label: 'Tên công ty (A-Z)' },
  { by: 'company_name', order: 'desc', label: 'Tên công ty (Z-A)' },
  { by: 'created_at', order: 'desc', label: 'Mới tham gia' },
  { by: 'created_at', order: 'asc', label: 'Tham gia lâu nhất' },
  { by: 'scale', order: 'asc', label: 'Quy mô nhỏ đến lớn' },
  { by: 'scale', order: 'desc', label: 'Quy mô lớn đến nhỏ' },
];

interface EnterpriseFiltersProps {
  query: EnterpriseQuery;
  /** The fields of activity to choose from. */
  fieldNames: readonly string[];
  update: (changes: Partial<EnterpriseQuery>) => void;
}

/** The search box (typed text kept until submitted), the city, field and size filters and the sort. */
function EnterpriseFilters({ query, fieldNames, update }: EnterpriseFiltersProps) {
  const [q, setQ] = useState(query.q);
  useEffect(() => setQ(query.q), [query.q]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: q.trim() });
  }

  return (
    <form className="jb-filters" role="search" aria-label="Tìm kiếm công ty" onSubmit={submit}>
      <div className="jb-filters__search">
        <label className="jb-field">
          <span>Tên công ty</span>
          <input
            className="jb-input"
            type="search"
            name="q"
            value={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Nhập tên công ty..."
            onChange={(event) => setQ(event.target.value)}
          />
        </label>
        <button type="submit" className="jb-button">
          Tìm kiếm
        </button>
      </div>
      <label className="jb-field">
        <span>Tỉnh/thành phố</span>
        <select className="jb-select" name="city" value={query.city} onChange={(event) => update({ city: event.target.value as EnterpriseQuery['city'] })}>
          <ChoiceOptions placeholder="Tất cả tỉnh/thành" values={CITIES} />
        </select>
      </label>
      <label className="jb-field">
        <span>Lĩnh vực hoạt động</span>
        <select className="jb-select" name="field" value={query.field} onChange={(event) => update({ field: event.target.value })}>
          <ChoiceOptions placeholder="Tất cả lĩnh vực" values={fieldNames} />
        </select>
      </label>
      <label className="jb-field">
        <span>Quy mô</span>
        <select className="jb-select" name="scale" value={query.scale} onChange={(event) => update({ scale: event.target.value as EnterpriseQuery['scale'] })}>
          <ChoiceOptions placeholder="Tất cả quy mô" values={SCALES} format={(value) => `${value} nhân viên`} />
        </select>
      </label>
      <label className="jb-field">
        <span>Sắp xếp theo</span>
        <select
          className="jb-select"
          name="sort"
          value={`${query.sort_by}:${query.sort_order}`}
          onChange={(event) => {
            const [by, order] = event.target.value.split(':') as [SortField, SortOrder];
            update({ sort_by: by, sort_order: order });
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={`${option.by}:${option.order}`} value={`${option.by}:${option.order}`}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}

/**
 * Routes `/enterprises` and `/companies`: approved companies, searchable by name and filtered by
 * city, field of activity and size, sorted and paged (10 per page). The whole query lives in the
 * address bar. Without a search or filter the page uses the plain list call, otherwise the search
 * call, and shows the matching SPEC §8 error text for each.
 */
export default function EnterprisesPage() {
  useDocumentTitle('Danh sách công ty');
  const client = useClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readEnterpriseQuery(searchParams);
  const searching = hasEnterpriseFilters(query);

  const fieldsResource = fieldCatalogue(client);
  const [fields] = useResource(fieldsResource.key, fieldsResource.load, BROWSE_TEXTS.fieldsError);
  const fieldNames = fields.status === 'ready' ? fields.data.map((field) => field.name) : [];
  // A field from a shared link that the catalogue does not list stays selectable.
  if (query.field && !fieldNames.includes(query.field)) fieldNames.unshift(query.field);

  const errorText = searching ? BROWSE_TEXTS.enterpriseSearchError : BROWSE_TEXTS.enterpriseListError;
  const list = enterpriseList(client, query);
  const [companies, retry] = useResource(list.key, list.load, errorText);

  const resultsRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(query.page);
  useEffect(() => {
    if (query.page === firstPage.current) return;
    firstPage.current = query.page;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  function update(changes: Partial<EnterpriseQuery>) {
    // Any change other than the page starts again from page 1.
    setSearchParams(writeEnterpriseQuery({ ...query, page: 1, ...changes }));
  }

  const hrefFor = (page: number): To => ({ search: writeEnterpriseQuery({ ...query, page }).toString() });

  return (
    <div className="jb-page jb-enterprises">
      <h1>Danh sách công ty</h1>
      <EnterpriseFilters query={query} fieldNames={fieldNames} update={update} />

      <section aria-labelledby="jb-enterprise-results">
        <h2 id="jb-enterprise-results" ref={resultsRef} className="jb-visually-hidden">
          Kết quả
        </h2>
        {companies.status === 'loading' ? <LoadingCards count={4} label="Đang tải danh sách công ty..." layout="list" /> : null}
        {companies.status === 'error' ? <ErrorAlert message={companies.message} onRetry={retry} /> : null}
        {companies.status === 'ready' && companies.data.results.length === 0 ? (
          <EmptyState title={BROWSE_TEXTS.enterprisesEmpty}>
            {searching ? (
              <button type="button" className="jb-button jb-button--ghost" onClick={() => setSearchParams(new URLSearchParams())}>
                Xóa bộ lọc
              </button>
            ) : null}
          </EmptyState>
        ) : null}
        {companies.status === 'ready' && companies.data.results.length > 0 ? (
          <>
            <p className="jb-result-count" role="status">
              {searching ? `Tìm thấy ${companies.data.total} công ty` : `${companies.data.total} công ty`}
            </p>
            <ul className="jb-grid">
              {companies.data.results.map((company) => (
                <li key={company.id}>
                  <EnterpriseCard enterprise={company} />
                </li>
              ))}
            </ul>
            <Pagination page={companies.data.page} totalPages={companies.data.total_pages} hrefFor={hrefFor} label="Phân trang danh sách công ty" />
          </>
        ) : null}
      </section>
    </div>
  );
}
