import type { CatalogueNames } from '../grounding/catalogue';
import { searchJobs, type JobSearchResult } from '../grounding/job-search';
import type { GroundingContext, JobFilters } from '../grounding/types';

/**
 * "Never a dead end": when no open job meets every condition of a question, the search again
 * without one condition, the least important first, and which one it dropped, so the answer can
 * say "Không có …; bỏ điều kiện lương thì có 12 việc".
 *
 * Least important first: stray keywords (often words the reading did not place), then the salary,
 * the dates, experience, level, the kind of work, the place; a position widens to its field
 * before the field goes.
 */
interface Relaxation {
  /** What the answer calls the dropped condition ('mức lương', 'địa điểm Lai Châu'). */
  label: (filters: JobFilters, catalogue: CatalogueNames) => string;
  applies: (filters: JobFilters) => boolean;
  drop: (filters: JobFilters) => JobFilters;
}

const without = (filters: JobFilters, ...keys: (keyof JobFilters)[]): JobFilters => {
  const rest = { ...filters };
  for (const key of keys) delete rest[key];
  return rest;
};

const RELAXATIONS: readonly Relaxation[] = [
  { label: (filters) => `từ khóa “${filters.q ?? ''}”`, applies: (filters) => filters.q !== undefined, drop: (filters) => without(filters, 'q') },
  { label: () => 'mức lương', applies: (filters) => filters.salary_min !== undefined || filters.salary_max !== undefined, drop: (filters) => without(filters, 'salary_min', 'salary_max') },
  { label: () => 'hạn nộp hồ sơ', applies: (filters) => filters.closing_within_days !== undefined, drop: (filters) => without(filters, 'closing_within_days') },
  { label: () => 'thời gian đăng', applies: (filters) => filters.posted_within_days !== undefined, drop: (filters) => without(filters, 'posted_within_days') },
  { label: () => 'kinh nghiệm', applies: (filters) => filters.experience !== undefined, drop: (filters) => without(filters, 'experience') },
  { label: () => 'cấp bậc', applies: (filters) => filters.level !== undefined, drop: (filters) => without(filters, 'level') },
  { label: () => 'hình thức làm việc', applies: (filters) => filters.type_working !== undefined, drop: (filters) => without(filters, 'type_working') },
  { label: (filters) => `địa điểm ${filters.city?.join(', ') ?? ''}`, applies: (filters) => filters.city !== undefined, drop: (filters) => without(filters, 'city') },
  {
    label: (filters, catalogue) => `vị trí ${catalogue.positions.find((item) => item.id === filters.position)?.name ?? ''} (giữ ngành)`,
    applies: (filters) => filters.position !== undefined,
    drop: (filters) => without(filters, 'position'),
  },
];

export interface RelaxedSearch extends JobSearchResult {
  filters: JobFilters;
  dropped: string;
}

/**
 * The first search that finds jobs with one condition dropped, or undefined when none does.
 * @example await relaxedSearch(ctx, { position: 5, city: ['Lai Châu'], salary_min: 50e6 }, catalogue) // { dropped: 'địa điểm Lai Châu', total: 58, … }
 */
export async function relaxedSearch(ctx: GroundingContext, filters: JobFilters, catalogue: CatalogueNames): Promise<RelaxedSearch | undefined> {
  for (const relaxation of RELAXATIONS) {
    if (!relaxation.applies(filters)) continue;
    const rest = relaxation.drop(filters);
    if (Object.keys(rest).length === 0) continue;
    const found = await searchJobs(ctx, rest);
    if (found.jobs.length > 0) return { ...found, filters: rest, dropped: relaxation.label(filters, catalogue) };
  }
  return undefined;
}
