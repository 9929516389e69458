import type { City, Level } from '@jobhub/sdk/contract';
import { NOTHING_FOUND, type Assistant, type AssistantContext, type AssistantEvent } from '../assistant';
import { loadCatalogue, type CatalogueNames } from '../grounding/catalogue';
import { jobDetail } from '../grounding/job-detail';
import { searchJobs, searchJobsPreferring, JOB_RESULTS_LIMIT } from '../grounding/job-search';
import { jobStats } from '../grounding/job-stats';
import { searchKnowledge } from '../grounding/knowledge';
import { myApplications, myRecommendedJobs, mySavedJobs, myCriteria } from '../grounding/my-data';
import { premiumOffer } from '../grounding/premium-offer';
import { skillsAskedFor } from '../grounding/skills';
import { topCompanies } from '../grounding/top-companies';
import type { JobFilters, JobSummary } from '../grounding/types';
import { escapeMarkdown } from '../markdown';
import { daysBetween, vietnamToday } from '../../lib/vietnam-date';
import { refusalAnswer } from '../refusal';
import { extractQuestion, withPrevious, type Comparison, type Extraction } from './extract';
import { relaxedSearch } from './relax';
import * as say from './templates';

/** Jobs a count answer shows as examples. */
const COUNT_EXAMPLES = 3;

type Answer = AsyncGenerator<AssistantEvent, void, undefined>;

/**
 * The embedded default assistant (no key, no model): reads the question with rule-based intent
 * and slot extraction (extract.ts), asks the grounding functions, and writes the answer from
 * Vietnamese templates. Every job it names comes from a grounding function's result.
 *
 * @example const assistant = createLocalAssistant(); for await (const event of assistant.reply('Tìm việc React ở Hà Nội', context, signal)) ...
 */
export function createLocalAssistant(): Assistant {
  return {
    async *reply(question: string, context: AssistantContext, signal: AbortSignal): AsyncIterable<AssistantEvent> {
      if (signal.aborted) return;
      const refusal = refusalAnswer(question);
      if (refusal) {
        yield text(refusal);
        return;
      }
      const catalogue = await loadCatalogue(context.db);
      if (signal.aborted) return;
      const extraction = understand(question, context, catalogue);
      for await (const event of answer(extraction, question, context, catalogue)) {
        if (signal.aborted) return;
        yield event;
      }
    },
  };
}

/** The question read with the previous question of the session (follow-ups carry its filters). */
function understand(question: string, context: AssistantContext, catalogue: CatalogueNames): Extraction {
  const current = extractQuestion(question, catalogue);
  if (!current.followUp) return current;
  const previousQuestion = [...context.history].reverse().find((turn) => turn.role === 'user')?.content;
  return withPrevious(current, previousQuestion === undefined ? undefined : extractQuestion(previousQuestion, catalogue));
}

const text = (value: string): AssistantEvent => ({ type: 'text', text: value });
const cite = (jobs: readonly { id: number }[]): AssistantEvent => ({ type: 'jobs', post_ids: jobs.map((job) => job.id) });

async function* answer(extraction: Extraction, question: string, context: AssistantContext, catalogue: CatalogueNames): Answer {
  switch (extraction.intent) {
    case 'greeting':
      yield text(say.GREETING_ANSWER);
      return;
    case 'help':
      yield text(say.HELP_ANSWER);
      return;
    case 'find_jobs':
      yield* findJobs(extraction, context, catalogue);
      return;
    case 'count':
      yield* countJobs(extraction, context, catalogue);
      return;
    case 'salary_stats':
      yield* salaryStats(extraction, context, catalogue);
      return;
    case 'job_detail':
      yield* detail(extraction.postId!, context);
      return;
    case 'my_saved':
      yield* saved(extraction, context);
      return;
    case 'my_applications':
      yield* applications(context);
      return;
    case 'my_matches':
      yield* matches(context);
      return;
    case 'premium':
      yield text(say.premiumAnswer(await premiumOffer(context)));
      return;
    case 'top_companies':
      yield* companiesHiring(extraction, context, catalogue);
      return;
    case 'skills':
      yield* skillsAnswer(extraction, context, catalogue);
      return;
    case 'advice':
    case 'unknown':
      yield* advice(question, extraction);
      return;
  }
}

async function* listJobs(intro: string, jobs: readonly JobSummary[], footer: string, line: (job: JobSummary, index: number) => string = say.jobLine): Answer {
  yield text(intro);
  for (const [index, job] of jobs.entries()) yield text(line(job, index));
  if (footer) yield text(footer);
  yield cite(jobs);
}

async function* findJobs({ filters, readAs, related, prefer }: Extraction, context: AssistantContext, catalogue: CatalogueNames): Answer {
  const { total, jobs } = prefer ? await searchJobsPreferring(context, filters, prefer) : await searchJobs(context, filters);
  if (jobs.length === 0) {
    const relaxed = related ? undefined : await relaxedSearch(context, filters, catalogue);
    if (relaxed) {
      const intro = say.relaxedIntro(say.describeFilters(filters, catalogue), relaxed.dropped, relaxed.total, relaxed.jobs.length, say.describeFilters(relaxed.filters, catalogue));
      yield* listJobs(intro, relaxed.jobs, say.jobsFooter(relaxed.filters, relaxed.total, relaxed.jobs.length));
      return;
    }
    yield text(NOTHING_FOUND);
    if (related) yield* suggestPosition(filters, related, context, catalogue);
    return;
  }
  const intro = say.readAsNote(readAs) + (prefer ? say.preferenceNote(prefer) : '') + say.jobsIntro(total, jobs.length, say.describeFilters(filters, catalogue));
  yield* listJobs(intro, jobs, say.jobsFooter(filters, total, jobs.length));
}

/**
 * After NOTHING_FOUND for a skill ('React' appears in no open post): the search for the position
 * the skill belongs to, as a link to the search page, when that search finds jobs. No job is cited.
 */
async function* suggestPosition(filters: JobFilters, related: NonNullable<Extraction['related']>, context: AssistantContext, catalogue: CatalogueNames): Answer {
  const { q: _keywords, ...rest } = filters;
  const instead: JobFilters = { ...rest, position: related.position, field: related.field };
  const { total } = await searchJobs(context, instead, 1);
  if (total === 0) return;
  yield text(say.suggestionAnswer(related.skill, total, say.describeFilters(instead, catalogue), instead));
}

async function* countJobs({ filters, readAs }: Extraction, context: AssistantContext, catalogue: CatalogueNames): Answer {
  const stats = await jobStats(context, filters);
  if (stats.count === 0) {
    yield text(NOTHING_FOUND);
    return;
  }
  yield text(say.readAsNote(readAs) + say.countAnswer(stats.count, say.describeFilters(filters, catalogue)));
  const { jobs } = await searchJobs(context, filters, COUNT_EXAMPLES);
  if (jobs.length === 0) return;
  yield* listJobs(' Ví dụ:\n\n', jobs, stats.count > jobs.length ? `\nXem tất cả trên [trang tìm việc](${say.searchPageLink(filters)}).` : '');
}

async function* companiesHiring({ filters, readAs }: Extraction, context: AssistantContext, catalogue: CatalogueNames): Answer {
  const companies = await topCompanies(context, filters);
  if (companies.length === 0) {
    yield text(NOTHING_FOUND);
    return;
  }
  yield text(say.readAsNote(readAs) + say.topCompaniesAnswer(companies, say.describeFilters(filters, catalogue)));
}

async function* skillsAnswer({ filters, readAs }: Extraction, context: AssistantContext, catalogue: CatalogueNames): Answer {
  const { posts, skills } = await skillsAskedFor(context, filters);
  if (posts === 0 || skills.length === 0) {
    yield text(NOTHING_FOUND);
    return;
  }
  yield text(say.readAsNote(readAs) + say.skillsAnswer(posts, skills, say.describeFilters(filters, catalogue), filters));
}

async function* salaryStats({ filters, readAs, compare, judged }: Extraction, context: AssistantContext, catalogue: CatalogueNames): Answer {
  if (compare) {
    const groups = await Promise.all(comparedGroups(compare, filters, catalogue).map(async ({ name, filters: one }) => ({ name, stats: await jobStats(context, one) })));
    const shared = withoutCompared(compare, filters);
    yield text(say.readAsNote(readAs) + say.salaryComparison(groups, say.describeFilters(shared, catalogue)));
    return;
  }
  const stats = await jobStats(context, filters);
  if (stats.count === 0) {
    yield text(NOTHING_FOUND);
    return;
  }
  yield text(say.readAsNote(readAs) + say.salaryAnswer(stats, say.describeFilters(filters, catalogue)) + (judged !== undefined ? say.judgedFigure(judged, stats) : ''));
}

/** The filters of each group of a comparison, named as the answer shows them. */
function comparedGroups(compare: Comparison, filters: JobFilters, catalogue: CatalogueNames): { name: string; filters: JobFilters }[] {
  const shared = withoutCompared(compare, filters);
  switch (compare.key) {
    case 'city':
      return compare.values.map((city) => ({ name: city, filters: { ...shared, city: [city as City] } }));
    case 'level':
      return compare.values.map((level) => ({ name: level, filters: { ...shared, level: [level as Level] } }));
    case 'position':
      return compare.values.map((id) => {
        const position = catalogue.positions.find((item) => item.id === id);
        return { name: position?.name ?? String(id), filters: { ...shared, position: id, ...(position ? { field: position.field } : {}) } };
      });
    case 'field':
      return compare.values.map((id) => ({ name: catalogue.fields.find((item) => item.id === id)?.name ?? String(id), filters: { ...shared, field: id } }));
  }
}

/** The filters the groups of a comparison share (a position compared takes its field with it). */
function withoutCompared(compare: Comparison, filters: JobFilters): JobFilters {
  const shared: JobFilters = { ...filters };
  delete shared[compare.key];
  if (compare.key === 'position' || compare.key === 'field') {
    delete shared.field;
    delete shared.position;
  }
  return shared;
}

async function* detail(postId: number, context: AssistantContext): Answer {
  const job = await jobDetail(context, postId);
  if (!job) {
    yield text(NOTHING_FOUND);
    return;
  }
  for (const part of say.detailAnswer(job)) yield text(part);
  yield cite([job]);
}

/**
 * The asker's saved jobs, each with where its deadline stands (a saved job may have closed since);
 * asked which close soon ('việc mình lưu có cái nào sắp hết hạn không'), only those.
 */
async function* saved({ filters }: Extraction, context: AssistantContext): Answer {
  const { total, jobs } = await mySavedJobs(context);
  if (jobs.length === 0) {
    yield text(say.NO_SAVED_JOBS);
    return;
  }
  const today = vietnamToday(context.clock.now());
  const line = (job: JobSummary, index: number) => say.savedJobLine(job, index, today);
  const footer = '\nQuản lý danh sách tại [Việc đã lưu](/saved-jobs).';
  const within = filters.closing_within_days;
  if (within !== undefined) {
    const closing = jobs.filter((job) => job.deadline >= today && daysBetween(today, job.deadline) < within);
    if (closing.length === 0) {
      yield text(say.noSavedClosing(total, within));
      return;
    }
    yield* listJobs(say.savedClosingIntro(total, closing.length, within), closing, footer, line);
    return;
  }
  yield* listJobs(say.savedIntro(total, jobs.length), jobs, footer, line);
}

async function* applications(context: AssistantContext): Answer {
  const { total, counts, applications: list } = await myApplications(context);
  for (const part of say.applicationsAnswer(total, counts, list)) yield text(part);
  if (list.length > 0) yield cite(list.map((item) => ({ id: item.post_id })));
}

/**
 * "Việc nào hợp với tôi?": the asker's criteria (the recommendations of /job-recommendations);
 * without criteria, open jobs like the one they saved or applied to most recently.
 */
async function* matches(context: AssistantContext): Answer {
  const criteria = await myCriteria(context);
  if (criteria) {
    const recommended = await myRecommendedJobs(context);
    if (!recommended || recommended.jobs.length === 0) {
      yield text(NOTHING_FOUND);
      return;
    }
    yield* listJobs(say.criteriaIntro(criteria, recommended.total, recommended.jobs.length), recommended.jobs, '\nXem thêm tại [Việc làm gợi ý](/job-recommendations).');
    return;
  }
  const [savedJobs, applied] = await Promise.all([mySavedJobs(context), myApplications(context)]);
  const basis = savedJobs.jobs[0]
    ? { job: savedJobs.jobs[0], words: `việc bạn lưu gần nhất (“${escapeMarkdown(savedJobs.jobs[0].title)}”)` }
    : applied.applications[0]
      ? { postId: applied.applications[0].post_id, words: `việc bạn ứng tuyển gần nhất (“${escapeMarkdown(applied.applications[0].title)}”)` }
      : undefined;
  if (!basis) {
    yield text(say.NO_PROFILE);
    return;
  }
  const like = 'job' in basis ? basis.job : await jobDetail(context, basis.postId);
  if (!like) {
    yield text(say.NO_PROFILE);
    return;
  }
  // Jobs already saved or applied to are not news: leave them out.
  const known = new Set([...savedJobs.jobs.map((job) => job.id), ...applied.applications.map((item) => item.post_id)]);
  const catalogue = await loadCatalogue(context.db);
  const position = catalogue.positions.find((item) => item.name === like.position);
  const field = catalogue.fields.find((item) => item.name === like.field);
  const city = [like.city as City];
  // Same position in the same city, else the same position anywhere, else the same field.
  const tries: JobFilters[] = position ? [{ position: position.id, city }, { position: position.id }] : [];
  if (field) tries.push({ field: field.id });
  for (const filters of tries) {
    const { total, jobs } = await searchJobs(context, filters, JOB_RESULTS_LIMIT + known.size);
    const others = jobs.filter((job) => !known.has(job.id)).slice(0, JOB_RESULTS_LIMIT);
    if (others.length === 0) continue;
    yield* listJobs(say.historyIntro(basis.words, Math.max(others.length, total - known.size), others.length), others, '\nĐặt [tiêu chí tìm việc](/my-criteria) để nhận gợi ý chính xác hơn.');
    return;
  }
  yield text(NOTHING_FOUND);
}

async function* advice(question: string, extraction: Extraction): Answer {
  let entries = searchKnowledge(question, extraction.topic);
  if (entries.length === 0 && extraction.topic) entries = searchKnowledge(question);
  if (entries.length === 0) {
    yield text(NOTHING_FOUND);
    return;
  }
  for (const part of say.adviceAnswer(entries)) yield text(part);
}
