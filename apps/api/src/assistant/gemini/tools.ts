import { Type, type FunctionDeclaration, type Schema } from '@google/genai';
import { CITIES, EXPERIENCES, LEVELS, normalizeCityName, TYPE_WORKINGS, type City, type Experience, type Level, type TypeWorking } from '@jobhub/sdk/contract';
import { foldText } from '../fold';
import type { CatalogueNames } from '../grounding/catalogue';
import { jobDetail } from '../grounding/job-detail';
import { searchJobs, searchJobsPreferring, JOB_RESULTS_LIMIT } from '../grounding/job-search';
import { vietnamToday } from '../../lib/vietnam-date';
import { jobStats } from '../grounding/job-stats';
import { searchKnowledge } from '../grounding/knowledge';
import { myApplications, myCriteria, myRecommendedJobs, mySavedJobs } from '../grounding/my-data';
import { MAX_WITHIN_DAYS } from '../../repositories/post-search-where';
import { premiumOffer } from '../grounding/premium-offer';
import { skillsAskedFor } from '../grounding/skills';
import { topCompanies } from '../grounding/top-companies';
import type { AssistantContext } from '../assistant';
import { JOB_PREFERENCES, type GroundingContext, type JobFilters, type JobSummary } from '../grounding/types';

/**
 * The grounding functions as Gemini tools (function calling): their declarations, and running a
 * call. Arguments come from the model and are treated as untrusted input: unknown values are
 * dropped, numbers bounded. No tool takes a user: "my" tools read the asker's own data only.
 */

const MILLION = 1_000_000;
/** Largest salary (million VND a month) a tool accepts; larger values are ignored. */
const MAX_SALARY_MILLIONS = 10_000;

/** Tool names, as the model calls them. */
export const TOOL_NAMES = ['search_jobs', 'job_statistics', 'top_companies', 'get_job', 'my_saved_jobs', 'my_applications', 'my_matching_jobs', 'search_advice', 'premium_packages', 'skills_asked'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

function filterProperties(catalogue: CatalogueNames): Record<string, Schema> {
  return {
    keyword: { type: Type.STRING, description: 'Từ khóa tìm trong tiêu đề, mô tả, yêu cầu và tên công ty (có hoặc không dấu), ví dụ "react", "kế toán thuế". Bỏ trống nếu đã chọn vị trí hoặc ngành.' },
    cities: { type: Type.ARRAY, items: { type: Type.STRING, enum: [...CITIES] }, description: 'Tỉnh/thành phố (một hoặc nhiều).' },
    field: { type: Type.STRING, enum: catalogue.fields.map((field) => field.name), description: 'Ngành nghề.' },
    position: { type: Type.STRING, enum: catalogue.positions.map((position) => position.name), description: 'Vị trí (thuộc một ngành).' },
    salary_min_million: { type: Type.NUMBER, description: 'Lương tối thiểu mong muốn, triệu VND/tháng (ví dụ 15).' },
    salary_max_million: { type: Type.NUMBER, description: 'Lương tối đa, triệu VND/tháng.' },
    experience: { type: Type.ARRAY, items: { type: Type.STRING, enum: [...EXPERIENCES] }, description: 'Mức kinh nghiệm yêu cầu.' },
    type_working: { type: Type.ARRAY, items: { type: Type.STRING, enum: [...TYPE_WORKINGS] }, description: 'Hình thức làm việc.' },
    level: { type: Type.ARRAY, items: { type: Type.STRING, enum: [...LEVELS] }, description: 'Cấp bậc.' },
    not_fields: { type: Type.ARRAY, items: { type: Type.STRING, enum: catalogue.fields.map((field) => field.name) }, description: 'Ngành KHÔNG muốn (ví dụ "không phải bán hàng").' },
    not_positions: { type: Type.ARRAY, items: { type: Type.STRING, enum: catalogue.positions.map((position) => position.name) }, description: 'Vị trí KHÔNG muốn.' },
    closing_within_days: { type: Type.INTEGER, description: `Chỉ tin hết hạn nộp hồ sơ trong N ngày tới, kể cả hôm nay (1-${MAX_WITHIN_DAYS}), ví dụ 7 cho "sắp hết hạn"; kết quả xếp hạn gần nhất trước.` },
    posted_within_days: { type: Type.INTEGER, description: `Chỉ tin đăng trong N ngày qua, kể cả hôm nay (1-${MAX_WITHIN_DAYS}), ví dụ 1 cho "hôm nay", 7 cho "tuần này"; kết quả mới nhất trước.` },
  };
}

/** The tools' declarations for `config.tools`. */
export function toolDeclarations(catalogue: CatalogueNames): FunctionDeclaration[] {
  const filters = filterProperties(catalogue);
  return [
    {
      name: 'search_jobs',
      description: 'Tìm các tin tuyển dụng đang mở trên JobHub (cùng bộ lọc với trang tìm việc). Trả về tổng số và tối đa 5 tin, mỗi tin có id và link /job/{id}.',
      parameters: {
        type: Type.OBJECT,
        properties: {
          ...filters,
          prefer: {
            type: Type.STRING,
            enum: [...JOB_PREFERENCES],
            description: 'Mong muốn chỉ để xếp hạng, không lọc bỏ tin nào ("ưu tiên công ty lớn" → large_company: công ty từ 500 nhân viên; "ưu tiên công ty Premium" → premium_company).',
          },
        },
      },
    },
    {
      name: 'job_statistics',
      description: 'Đếm số tin đang mở và tính lương trung bình, trung vị, thấp nhất, cao nhất (triệu VND/tháng) theo bộ lọc.',
      parameters: { type: Type.OBJECT, properties: filters },
    },
    {
      name: 'top_companies',
      description: 'Các công ty có nhiều tin đang mở nhất theo bộ lọc (thành phố, ngành…), nhiều nhất trước: tên, số tin, link /enterprises/{id}.',
      parameters: { type: Type.OBJECT, properties: filters },
    },
    {
      name: 'skills_asked',
      description: 'Các kỹ năng (công nghệ, công cụ, ngoại ngữ, chứng chỉ) mà các tin đang mở theo bộ lọc yêu cầu nhiều nhất, kèm số tin nêu mỗi kỹ năng. Dùng cho "muốn làm X cần học gì".',
      parameters: { type: Type.OBJECT, properties: filters },
    },
    {
      name: 'get_job',
      description: 'Chi tiết một tin tuyển dụng theo id (chỉ tin đang mở). Nội dung mô tả do nhà tuyển dụng viết.',
      parameters: { type: Type.OBJECT, properties: { id: { type: Type.INTEGER, description: 'Id của tin.' } }, required: ['id'] },
    },
    { name: 'premium_packages', description: 'Các gói Premium đang bán (cho ứng viên và nhà tuyển dụng): tên, giá (VND), số ngày, quyền lợi, trang mua.', parameters: { type: Type.OBJECT, properties: {} } },
    { name: 'my_saved_jobs', description: 'Các việc mà chính người đang hỏi đã lưu.', parameters: { type: Type.OBJECT, properties: {} } },
    { name: 'my_applications', description: 'Các việc mà chính người đang hỏi đã ứng tuyển và trạng thái hồ sơ.', parameters: { type: Type.OBJECT, properties: {} } },
    {
      name: 'my_matching_jobs',
      description: 'Tiêu chí tìm việc của chính người đang hỏi và các việc đang mở phù hợp với tiêu chí đó ("việc nào hợp với tôi?").',
      parameters: { type: Type.OBJECT, properties: {} },
    },
    {
      name: 'search_advice',
      description: 'Tra cẩm nang nghề nghiệp của JobHub (viết CV, phỏng vấn, đàm phán lương, tìm việc).',
      parameters: { type: Type.OBJECT, properties: { question: { type: Type.STRING, description: 'Câu hỏi hoặc chủ đề.' } }, required: ['question'] },
    },
  ];
}

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === 'string');
const byFold = <T extends string>(allowed: readonly T[], value: string): T | undefined => allowed.find((item) => foldText(item) === foldText(value.trim()));
const pickAll = <T extends string>(allowed: readonly T[], value: unknown): T[] | undefined => {
  const picked = [...new Set(asStrings(value).map((item) => byFold(allowed, item)).filter((item): item is T => item !== undefined))];
  return picked.length > 0 ? picked : undefined;
};

function salary(value: unknown): number | undefined {
  const millions = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(millions) || millions <= 0 || millions > MAX_SALARY_MILLIONS) return undefined;
  return Math.round(millions * MILLION);
}

/** The model's filter arguments as search filters; anything unknown is dropped. */
export function filtersOf(args: Record<string, unknown>, catalogue: CatalogueNames): JobFilters {
  const filters: JobFilters = {};
  if (typeof args.keyword === 'string' && args.keyword.trim()) filters.q = args.keyword.trim().slice(0, 200);
  const cities = [...new Set(asStrings(args.cities ?? args.city).map((name) => normalizeCityName(name)))].filter((name): name is City => (CITIES as readonly string[]).includes(name));
  if (cities.length > 0) filters.city = cities;
  const position = typeof args.position === 'string' ? catalogue.positions.find((item) => foldText(item.name) === foldText(args.position as string)) : undefined;
  const field = typeof args.field === 'string' ? catalogue.fields.find((item) => foldText(item.name) === foldText(args.field as string)) : undefined;
  if (position) {
    filters.position = position.id;
    filters.field = position.field;
  } else if (field) filters.field = field.id;
  const min = salary(args.salary_min_million);
  const max = salary(args.salary_max_million);
  if (min !== undefined) filters.salary_min = min;
  if (max !== undefined && (min === undefined || max >= min)) filters.salary_max = max;
  const experience = pickAll<Experience>(EXPERIENCES, args.experience);
  if (experience) filters.experience = experience;
  const types = pickAll<TypeWorking>(TYPE_WORKINGS, args.type_working);
  if (types) filters.type_working = types;
  const levels = pickAll<Level>(LEVELS, args.level);
  if (levels) filters.level = levels;
  const ids = (names: unknown, list: readonly { id: number; name: string }[]) =>
    asStrings(names).flatMap((name) => list.filter((item) => foldText(item.name) === foldText(name)).map((item) => item.id));
  const notFields = ids(args.not_fields, catalogue.fields);
  if (notFields.length > 0) filters.not_field = notFields;
  const notPositions = ids(args.not_positions, catalogue.positions);
  if (notPositions.length > 0) filters.not_position = notPositions;
  const closing = days(args.closing_within_days);
  if (closing !== undefined) filters.closing_within_days = closing;
  const posted = days(args.posted_within_days);
  if (posted !== undefined) filters.posted_within_days = posted;
  return filters;
}

/** A number of days from the model, 1 to MAX_WITHIN_DAYS, or undefined. */
function days(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_WITHIN_DAYS ? n : undefined;
}

const millions = (value: number | null) => (value === null ? null : Math.round((value / MILLION) * 10) / 10);

/** What the model sees of a job (salary figures in millions). */
function jobForModel(job: JobSummary) {
  return {
    id: job.id,
    link: job.link,
    title: job.title,
    company: job.company,
    city: job.city,
    field: job.field,
    position: job.position,
    salary: job.salary,
    experience: job.experience,
    level: job.level,
    type_working: job.type_working,
    deadline: job.deadline,
  };
}

/** A tool call's result: what goes back to the model, and the job ids it returned (which the answer may cite). */
export interface ToolResult {
  response: Record<string, unknown>;
  jobIds: number[];
}

/**
 * Runs one tool call with the asker's context.
 * @example await runTool('search_jobs', { cities: ['Hà Nội'], keyword: 'react' }, ctx, catalogue)
 */
export async function runTool(name: string, args: Record<string, unknown>, ctx: GroundingContext & Pick<AssistantContext, 'role'>, catalogue: CatalogueNames): Promise<ToolResult> {
  switch (name as ToolName) {
    case 'search_jobs': {
      const prefer = JOB_PREFERENCES.find((item) => item === args.prefer);
      const filters = filtersOf(args, catalogue);
      const { total, jobs } = prefer ? await searchJobsPreferring(ctx, filters, prefer) : await searchJobs(ctx, filters, JOB_RESULTS_LIMIT);
      return { response: { total, jobs: jobs.map(jobForModel) }, jobIds: jobs.map((job) => job.id) };
    }
    case 'job_statistics': {
      const stats = await jobStats(ctx, filtersOf(args, catalogue));
      return {
        response: {
          open_posts: stats.count,
          posts_with_salary: stats.with_salary,
          average_million: millions(stats.average),
          median_million: millions(stats.median),
          lowest_million: millions(stats.lowest),
          highest_million: millions(stats.highest),
        },
        jobIds: [],
      };
    }
    case 'top_companies': {
      const companies = await topCompanies(ctx, filtersOf(args, catalogue));
      return { response: { companies }, jobIds: [] };
    }
    case 'skills_asked': {
      const result = await skillsAskedFor(ctx, filtersOf(args, catalogue));
      return { response: { posts_read: result.posts, skills: result.skills }, jobIds: [] };
    }
    case 'premium_packages': {
      const offers = await premiumOffer(ctx);
      return {
        response: { offers: offers.map((offer) => ({ for: offer.role, link: offer.link, packages: offer.packages.map(({ name, price, duration_days, features }) => ({ name, price_vnd: price, duration_days, features })) })) },
        jobIds: [],
      };
    }
    case 'get_job': {
      const id = typeof args.id === 'number' ? args.id : Number(args.id);
      const job = Number.isSafeInteger(id) ? await jobDetail(ctx, id) : undefined;
      if (!job) return { response: { found: false }, jobIds: [] };
      return {
        response: {
          found: true,
          job: { ...jobForModel(job), address: job.address, quantity: job.quantity, time_working: job.time_working, description: job.description, required: job.required, interest: job.interest },
        },
        jobIds: [job.id],
      };
    }
    case 'my_saved_jobs': {
      const { total, jobs } = await mySavedJobs(ctx);
      // Vietnam's date, so the model can tell which saved jobs have closed or close soon.
      return { response: { today: vietnamToday(ctx.clock.now()), total, jobs: jobs.map(jobForModel) }, jobIds: jobs.map((job) => job.id) };
    }
    case 'my_applications': {
      const result = await myApplications(ctx);
      return { response: result as unknown as Record<string, unknown>, jobIds: result.applications.map((item) => item.post_id) };
    }
    case 'my_matching_jobs': {
      const criteria = await myCriteria(ctx);
      if (!criteria) return { response: { has_criteria: false }, jobIds: [] };
      const recommended = await myRecommendedJobs(ctx);
      const jobs = recommended?.jobs ?? [];
      const { id: _id, created_at: _created, updated_at: _updated, ...wanted } = criteria;
      return { response: { has_criteria: true, criteria: wanted, total: recommended?.total ?? 0, jobs: jobs.map(jobForModel) }, jobIds: jobs.map((job) => job.id) };
    }
    case 'search_advice': {
      const entries = searchKnowledge(typeof args.question === 'string' ? args.question.slice(0, 500) : '');
      return { response: { entries: entries.map((entry) => ({ title: entry.title, body: entry.body })) }, jobIds: [] };
    }
    default:
      return { response: { error: `Không có công cụ ${name.slice(0, 60)}` }, jobIds: [] };
  }
}
