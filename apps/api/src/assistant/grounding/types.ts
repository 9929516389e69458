import type { PostRow } from '@jobhub/sdk/contract';
import type { AssistantContext } from '../assistant';
import type { PostSearchFilters } from '../../repositories/post-search-where';

/**
 * What a grounding function may read with: the database, the app's clock and the asker's id. No
 * function takes another user's id: "mine" always means `userId` of this context.
 */
export type GroundingContext = Pick<AssistantContext, 'db' | 'clock' | 'userId'>;

/**
 * The filters an assistant may search with: the site's search filters (API.md, Job posts) that a
 * question can name. Company and scale filters stay with the search page.
 */
export type JobFilters = Pick<
  PostSearchFilters,
  | 'q'
  | 'city'
  | 'field'
  | 'position'
  | 'salary_min'
  | 'salary_max'
  | 'experience'
  | 'type_working'
  | 'level'
  | 'closing_within_days'
  | 'posted_within_days'
  | 'not_field'
  | 'not_position'
>;

/**
 * A wish that orders jobs without filtering them: companies of 500 people or more, or companies
 * with Premium (the search's relevance order already puts those first).
 */
export const JOB_PREFERENCES = ['large_company', 'premium_company'] as const;
export type JobPreference = (typeof JOB_PREFERENCES)[number];

/** A job as an answer cites it: what a card or a sentence needs, and its same-site link. */
export interface JobSummary {
  id: number;
  /** Same-site link of the job page: `/job/{id}`. */
  link: string;
  title: string;
  company: string;
  city: string;
  field: string;
  position: string;
  /** The salary as Vietnamese text ('15 - 20 triệu', 'Thỏa thuận'). */
  salary: string;
  salary_min: number | null;
  salary_max: number | null;
  is_salary_negotiable: boolean;
  experience: string;
  level: string;
  type_working: string;
  deadline: string;
}

const MILLION = 1_000_000;

/** A VND amount in millions, Vietnamese style ('15 triệu', '12,5 triệu'). */
export function formatMillions(amount: number): string {
  const millions = Math.round((amount / MILLION) * 10) / 10;
  return `${String(millions).replace('.', ',')} triệu`;
}

/**
 * A post's salary as Vietnamese text.
 * @example salaryText({ salary_min: 15e6, salary_max: 20e6, is_salary_negotiable: false }) // '15 - 20 triệu'
 */
export function salaryText(row: Pick<PostRow, 'salary_min' | 'salary_max' | 'is_salary_negotiable'>): string {
  if (row.is_salary_negotiable || (row.salary_min === null && row.salary_max === null)) return 'Thỏa thuận';
  if (row.salary_min !== null && row.salary_max !== null) {
    if (row.salary_min === row.salary_max) return formatMillions(row.salary_min);
    return `${formatMillions(row.salary_min).replace(' triệu', '')} - ${formatMillions(row.salary_max)}`;
  }
  return row.salary_min !== null ? `Từ ${formatMillions(row.salary_min)}` : `Đến ${formatMillions(row.salary_max!)}`;
}

/** The summary of a search or list row. */
export function toJobSummary(row: PostRow): JobSummary {
  return {
    id: row.id,
    link: `/job/${row.id}`,
    title: row.title,
    company: row.enterprise_name,
    city: row.city,
    field: row.field.name,
    position: row.position.name,
    salary: salaryText(row),
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    is_salary_negotiable: row.is_salary_negotiable,
    experience: row.experience,
    level: row.level,
    type_working: row.type_working,
    deadline: row.deadline,
  };
}
