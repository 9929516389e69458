import { vietnameseVnd, type ApplicationStatus, type Criteria } from '@jobhub/sdk/contract';
import type { CatalogueNames } from '../grounding/catalogue';
import type { JobDetail } from '../grounding/job-detail';
import type { JobStats } from '../grounding/job-stats';
import type { KnowledgeEntry } from '../grounding/knowledge-base';
import type { MyApplication } from '../grounding/my-data';
import type { PremiumOffer } from '../grounding/premium-offer';
import type { SkillCount } from '../grounding/skills';
import type { CompanyOpenings } from '../grounding/top-companies';
import { formatMillions, type JobFilters, type JobPreference, type JobSummary } from '../grounding/types';
import { SEARCH_TOTAL_CAP } from '../../repositories/post-search';
import { escapeMarkdown, quoteBlock } from '../markdown';
import { daysBetween, vietnamDate } from '../../lib/vietnam-date';
import type { ReadAs } from './extract';

/** The local assistant's answers, written from Vietnamese templates (markdown, jobs linked as `/job/{id}`). */

const number = (value: number) => value.toLocaleString('vi-VN');

/** The filters in words: 'vị trí **Kế toán thuế** ở **Hà Nội**, lương từ 15 triệu'. */
export function describeFilters(filters: JobFilters, catalogue: CatalogueNames): string {
  const parts: string[] = [];
  const position = filters.position !== undefined ? catalogue.positions.find((item) => item.id === filters.position) : undefined;
  const field = filters.field !== undefined ? catalogue.fields.find((item) => item.id === filters.field) : undefined;
  if (position) parts.push(`vị trí **${escapeMarkdown(position.name)}**`);
  else if (field) parts.push(`ngành **${escapeMarkdown(field.name)}**`);
  if (filters.q) parts.push(`từ khóa “${escapeMarkdown(filters.q)}”`);
  if (filters.city?.length) parts.push(`ở **${filters.city.join(' hoặc ')}**`);
  if (filters.salary_min !== undefined && filters.salary_max !== undefined) {
    parts.push(filters.salary_min === filters.salary_max ? `lương khoảng ${formatMillions(filters.salary_min)}` : `lương ${formatMillions(filters.salary_min).replace(' triệu', '')} - ${formatMillions(filters.salary_max)}`);
  } else if (filters.salary_min !== undefined) parts.push(`lương từ ${formatMillions(filters.salary_min)}`);
  else if (filters.salary_max !== undefined) parts.push(`lương đến ${formatMillions(filters.salary_max)}`);
  if (filters.experience?.length) parts.push(`kinh nghiệm ${filters.experience.join(' hoặc ').toLowerCase()}`);
  if (filters.level?.length) parts.push(`cấp bậc ${filters.level.join(' hoặc ')}`);
  if (filters.type_working?.length) parts.push(`hình thức ${filters.type_working.join(' hoặc ').toLowerCase()}`);
  const names = (ids: readonly number[] | undefined, list: readonly { id: number; name: string }[]) => (ids ?? []).map((id) => list.find((item) => item.id === id)?.name).filter(Boolean);
  const leftOut = [...names(filters.not_field, catalogue.fields), ...names(filters.not_position, catalogue.positions)];
  if (leftOut.length > 0) parts.push(`không phải **${leftOut.map((name) => escapeMarkdown(name!)).join('**, **')}**`);
  if (filters.closing_within_days !== undefined) parts.push(filters.closing_within_days === 1 ? 'hết hạn nộp hồ sơ **hôm nay**' : `hết hạn nộp hồ sơ trong **${filters.closing_within_days} ngày tới**`);
  if (filters.posted_within_days !== undefined) parts.push(filters.posted_within_days === 1 ? 'đăng **hôm nay**' : `đăng trong **${filters.posted_within_days} ngày qua**`);
  return parts.join(', ');
}

/** Filters only JobHub AI reads (the search page has no such box): left out of links to it. */
const ASSISTANT_ONLY_FILTERS = new Set(['closing_within_days', 'posted_within_days', 'not_field', 'not_position']);

/** How the question was read, when a word stood for a catalogue name: 'Mình hiểu “react” là vị trí Lập trình viên Frontend. ' */
export function readAsNote(readAs: readonly ReadAs[]): string {
  if (readAs.length === 0) return '';
  const parts = readAs.map((item) => `“${escapeMarkdown(item.said)}” là ${item.kind === 'position' ? 'vị trí' : 'ngành'} ${escapeMarkdown(item.means)}`);
  return `_Mình hiểu ${parts.join(', ')}._\n\n`;
}

/** The site's search page with the same filters (same-site path). */
export function searchPageLink(filters: JobFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || ASSISTANT_ONLY_FILTERS.has(key)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = params.toString();
  return query ? `/job-search?${query}` : '/job-search';
}

/** One job as a list item: linked title, company, city, salary, experience. */
export function jobLine(job: JobSummary, index: number): string {
  return (
    `${index + 1}. **[${escapeMarkdown(job.title)}](${job.link})**: ${escapeMarkdown(job.company)}, ${job.city}. ` +
    `Lương: ${job.salary}. Kinh nghiệm: ${job.experience.toLowerCase()}. ${job.level}, ${job.type_working.toLowerCase()}.\n`
  );
}

/** A search's total as the answer says it: past SEARCH_TOTAL_CAP it is an estimate, "hơn 10.000". */
function jobTotal(total: number): string {
  return total > SEARCH_TOTAL_CAP ? `hơn ${number(SEARCH_TOTAL_CAP)}` : number(total);
}

export function jobsIntro(total: number, shown: number, description: string): string {
  const count = jobTotal(total);
  const what = description ? ` ${description}` : '';
  return `Mình tìm thấy **${count}** việc làm${what} đang tuyển. ${shown < total ? `Đây là ${shown} việc phù hợp nhất` : 'Đây là các việc đó'}:\n\n`;
}

/** A wish that ordered the jobs without filtering them ('ưu tiên công ty lớn'). */
export function preferenceNote(prefer: JobPreference): string {
  const first = prefer === 'large_company' ? 'Việc ở công ty lớn (từ 500 nhân viên)' : 'Việc ở công ty có gói Premium';
  return `_${first} được xếp lên trước; việc ở các công ty khác vẫn được tính._\n\n`;
}

/** Nothing met every condition; one was dropped: says so, and which. */
export function relaxedIntro(asked: string, dropped: string, total: number, shown: number, rest: string): string {
  const count = jobTotal(total);
  return (
    `Không có việc làm${asked ? ` ${asked}` : ''} đang tuyển. Bỏ điều kiện **${escapeMarkdown(dropped)}** thì có **${count}** việc${rest ? ` ${rest}` : ''}. ` +
    `${shown < total ? `Đây là ${shown} việc phù hợp nhất` : 'Đây là các việc đó'}:\n\n`
  );
}

export function jobsFooter(filters: JobFilters, total: number, shown: number): string {
  const more = total > shown ? `Xem tất cả trên [trang tìm việc](${searchPageLink(filters)}). ` : '';
  return `\n${more}Bạn có thể hỏi thêm để lọc, ví dụ theo thành phố, mức lương hoặc kinh nghiệm.`;
}

export function suggestionAnswer(skill: string, total: number, description: string, filters: JobFilters): string {
  const count = jobTotal(total);
  return `\n\nChưa có tin nào nhắc tới “${escapeMarkdown(skill)}”, nhưng có **${count}** việc ${description} đang tuyển: [xem trên trang tìm việc](${searchPageLink(filters)}).`;
}

export function countAnswer(count: number, description: string): string {
  return `Hiện có **${number(count)}** tin tuyển dụng${description ? ` ${description}` : ''} đang mở trên JobHub.`;
}

const AUDIENCE: Record<PremiumOffer['role'], string> = { candidate: 'ứng viên', employer: 'nhà tuyển dụng' };

/** The Premium packages on sale, each with its price, days and what it gives; the asker's audience first. */
export function premiumAnswer(offers: readonly PremiumOffer[]): string {
  const sections = offers.map((offer) => {
    const lines = offer.packages.map((item) => {
      const gives = item.features.length > 0 ? `: ${item.features.map(escapeMarkdown).join('; ')}` : '';
      return `- **${escapeMarkdown(item.name)}** — ${vietnameseVnd(item.price)} / ${number(item.duration_days)} ngày${gives}.`;
    });
    return `**Premium cho ${AUDIENCE[offer.role]}** ([xem và mua](${offer.link})):\n\n${lines.join('\n')}`;
  });
  return `Các gói Premium đang bán trên JobHub:\n\n${sections.join('\n\n')}\n\nThanh toán qua VNPay; gói có hiệu lực ngay khi thanh toán xong.`;
}

/** The skills a kind of job asks for, with how many of its open posts name each. */
export function skillsAnswer(posts: number, skills: readonly SkillCount[], description: string, filters: JobFilters): string {
  const what = description ? ` ${description}` : '';
  const lines = skills.map((item, index) => `${index + 1}. **${escapeMarkdown(item.skill)}**: ${number(item.posts)} tin (${Math.round((100 * item.posts) / posts)}%)`);
  return (
    `Trong **${number(posts)}** tin${what} đang tuyển trên JobHub, các kỹ năng được yêu cầu nhiều nhất:\n\n${lines.join('\n')}\n\n` +
    `Xem các tin này trên [trang tìm việc](${searchPageLink(filters)}); cách trình bày kỹ năng trong CV: hỏi mình “viết phần kỹ năng trong CV thế nào?”.`
  );
}

/** Companies ranked by their open posts matching the question. */
export function topCompaniesAnswer(companies: readonly CompanyOpenings[], description: string): string {
  const what = description ? ` ${description}` : '';
  const lines = companies.map((company, index) => `${index + 1}. **[${escapeMarkdown(company.name)}](${company.link})**: ${number(company.open_posts)} tin đang tuyển`);
  return `Các công ty đang tuyển nhiều nhất${what} trên JobHub (theo số tin đang mở):\n\n${lines.join('\n')}`;
}

/** Salaries side by side (cities, levels): each group's median over its posts with a salary, then which is higher. */
export function salaryComparison(groups: readonly { name: string; stats: JobStats }[], description: string): string {
  const what = description ? ` ${description}` : '';
  const lines = groups.map(({ name, stats }) =>
    stats.median === null || stats.with_salary === 0
      ? `- **${name}**: chưa có tin nào công bố lương (${number(stats.count)} tin đang mở)`
      : `- **${name}**: trung vị **${formatMillions(stats.median)}**/tháng, trung bình ${formatMillions(stats.average ?? stats.median)}, từ **${number(stats.with_salary)}** tin có công bố lương`,
  );
  const known = groups.filter((group) => group.stats.median !== null && group.stats.with_salary > 0).sort((a, b) => b.stats.median! - a.stats.median!);
  const verdict =
    known.length >= 2
      ? `\n\n**${known[0]!.name}** cao hơn **${known.at(-1)!.name}** khoảng ${formatMillions(known[0]!.stats.median! - known.at(-1)!.stats.median!)}/tháng (theo trung vị).`
      : '';
  return `So sánh lương${what} trên JobHub (tin đang mở):\n\n${lines.join('\n')}${verdict}\n\n_Mỗi tin được tính theo mức giữa khoảng lương của tin; tin lương thỏa thuận không được tính._`;
}

/** A figure the asker wants judged, against the median. */
export function judgedFigure(figure: number, stats: JobStats): string {
  if (stats.median === null || stats.with_salary === 0) return '';
  const ratio = figure / stats.median;
  const verdict = ratio < 0.85 ? 'thấp hơn mặt bằng' : ratio > 1.15 ? 'cao hơn mặt bằng' : 'sát mặt bằng';
  return `\n\nMức **${formatMillions(figure)}** bạn hỏi ${verdict} (trung vị ${formatMillions(stats.median)}).`;
}

export function salaryAnswer(stats: JobStats, description: string): string {
  const what = description ? ` ${description}` : '';
  if (stats.with_salary === 0 || stats.average === null || stats.median === null) {
    return `Có **${number(stats.count)}** tin tuyển dụng${what} đang mở, nhưng tất cả đều ghi lương **thỏa thuận**, nên chưa có số liệu lương.`;
  }
  const range = stats.lowest !== null && stats.highest !== null ? `\n- Khoảng lương: từ ${formatMillions(stats.lowest)} đến ${formatMillions(stats.highest)}` : '';
  return (
    `Mức lương${what} trên JobHub, tính từ **${number(stats.with_salary)}** tin đang mở có công bố lương (trong tổng số ${number(stats.count)} tin):\n\n` +
    `- Trung bình: **${formatMillions(stats.average)}**/tháng\n- Trung vị: **${formatMillions(stats.median)}**/tháng${range}\n\n` +
    `_Mỗi tin được tính theo mức giữa khoảng lương của tin; tin lương thỏa thuận không được tính._`
  );
}

export function detailAnswer(job: JobDetail): string[] {
  const lines = [
    `**[${escapeMarkdown(job.title)}](${job.link})**\n\n`,
    `- Công ty: ${escapeMarkdown(job.company)}\n- Địa điểm: ${job.city}${job.address ? ` (${escapeMarkdown(job.address)})` : ''}\n` +
      `- Lương: ${job.salary}\n- Kinh nghiệm: ${job.experience}\n- Cấp bậc: ${job.level}\n- Hình thức: ${job.type_working}\n` +
      `${job.time_working ? `- Thời gian làm việc: ${escapeMarkdown(job.time_working)}\n` : ''}- Số lượng tuyển: ${job.quantity}\n- Hạn nộp hồ sơ: ${vietnamDate(new Date(job.deadline))}\n`,
  ];
  const sections: Array<[string, string]> = [
    ['Mô tả công việc', job.description],
    ['Yêu cầu', job.required],
    ['Quyền lợi', job.interest],
  ];
  for (const [title, text] of sections) if (text) lines.push(`\n**${title}** (trích từ tin tuyển dụng):\n\n${quoteBlock(text)}\n`);
  lines.push(`\nXem đầy đủ và ứng tuyển tại [trang tin](${job.link}).`);
  return lines;
}

const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  pending: 'đang chờ xét duyệt',
  approved: 'đã được duyệt',
  rejected: 'chưa phù hợp',
};

export function applicationsAnswer(total: number, counts: { pending: number; approved: number; rejected: number }, applications: readonly MyApplication[]): string[] {
  if (total === 0) return ['Bạn chưa ứng tuyển việc nào. Hãy hỏi mình, ví dụ “Tìm việc kế toán ở Hà Nội”, để tìm việc phù hợp.'];
  const lines = [`Bạn đã ứng tuyển **${number(total)}** việc: ${counts.pending} đang chờ, ${counts.approved} đã được duyệt, ${counts.rejected} chưa phù hợp.${applications.length < total ? ` Đây là ${applications.length} hồ sơ gần nhất` : ''}\n\n`];
  applications.forEach((application, index) => {
    const viewed = application.is_viewed ? ', nhà tuyển dụng đã xem' : '';
    lines.push(`${index + 1}. **[${escapeMarkdown(application.title)}](${application.link})**: ${escapeMarkdown(application.company)}, ${STATUS_LABELS[application.status]}${viewed} (nộp ngày ${vietnamDate(new Date(application.applied_at))}).\n`);
  });
  lines.push('\nTheo dõi chi tiết tại [Việc đã ứng tuyển](/my-applications).');
  return lines;
}

export function savedIntro(total: number, shown: number): string {
  return `Bạn đang lưu **${number(total)}** việc${shown < total ? `; đây là ${shown} việc lưu gần nhất` : ''}:\n\n`;
}

/** A saved job's line, with where its deadline stands on Vietnam's date `today`. */
export function savedJobLine(job: JobSummary, index: number, today: string): string {
  const left = daysBetween(today, job.deadline);
  const state = left < 0 ? ' **Đã hết hạn nộp hồ sơ.**' : left === 0 ? ' **Hết hạn nộp hồ sơ hôm nay.**' : left < 7 ? ` **Còn ${left} ngày để nộp hồ sơ.**` : '';
  return jobLine(job, index).replace(/\n$/, `${state}\n`);
}

export function savedClosingIntro(total: number, closing: number, within: number): string {
  return `Trong **${number(total)}** việc bạn lưu, có **${number(closing)}** việc hết hạn nộp hồ sơ trong **${within} ngày tới**:\n\n`;
}

export function noSavedClosing(total: number, within: number): string {
  return `Trong **${number(total)}** việc bạn lưu, không có việc nào hết hạn nộp hồ sơ trong ${within} ngày tới. Xem cả danh sách tại [Việc đã lưu](/saved-jobs).`;
}

export const NO_SAVED_JOBS = 'Bạn chưa lưu việc nào. Khi xem một tin, bấm **Lưu** để giữ lại và so sánh sau; danh sách nằm ở [Việc đã lưu](/saved-jobs).';

export function criteriaIntro(criteria: Criteria, total: number, shown: number): string {
  const parts: string[] = [];
  if (criteria.position) parts.push(`vị trí ${escapeMarkdown(criteria.position.name)}`);
  else if (criteria.field) parts.push(`ngành ${escapeMarkdown(criteria.field.name)}`);
  if (criteria.city) parts.push(`ở ${criteria.city}`);
  if (criteria.salary_min !== null) parts.push(`lương từ ${formatMillions(criteria.salary_min)}`);
  if (criteria.type_working) parts.push(criteria.type_working.toLowerCase());
  if (criteria.experience) parts.push(`kinh nghiệm ${criteria.experience.toLowerCase()}`);
  const wants = parts.length > 0 ? ` (${parts.join(', ')})` : '';
  return `Theo [tiêu chí tìm việc](/my-criteria) của bạn${wants}, có **${number(total)}** việc đang tuyển phù hợp. ${shown < total ? `Đây là ${shown} việc hợp nhất` : 'Đây là các việc đó'}:\n\n`;
}

export function historyIntro(basis: string, total: number, shown: number): string {
  return `Bạn chưa đặt [tiêu chí tìm việc](/my-criteria), nên mình dựa vào ${basis}. Có **${number(total)}** việc tương tự đang tuyển${shown < total ? `; đây là ${shown} việc mới nhất phù hợp` : ''}:\n\n`;
}

export const NO_PROFILE =
  'Mình chưa biết bạn muốn tìm việc gì: bạn chưa đặt tiêu chí, chưa lưu hay ứng tuyển việc nào. Hãy đặt [tiêu chí tìm việc](/my-criteria) (ngành, vị trí, thành phố, mức lương), hoặc hỏi mình, ví dụ “Tìm việc kế toán ở Hà Nội lương trên 10 triệu”.';

export function adviceAnswer(entries: readonly KnowledgeEntry[]): string[] {
  const parts = entries.map((entry, index) => `${index > 0 ? '\n\n' : ''}**${entry.title}**\n\n${entry.body}`);
  parts.push('\n\n_Nguồn: cẩm nang nghề nghiệp của JobHub._');
  return parts;
}

export const GREETING_ANSWER =
  'Xin chào! Mình là **JobHub AI**, trợ lý tìm việc của JobHub. Mình trả lời dựa trên các tin tuyển dụng đang mở trên JobHub, ví dụ:\n\n' +
  '- “Tìm việc React ở Hà Nội”\n- “Lương kế toán ở Đà Nẵng bao nhiêu?”\n- “Có bao nhiêu việc marketing ở TP.HCM?”\n- “Việc nào hợp với tôi?”\n- “Cách viết CV cho sinh viên mới ra trường”\n\nBạn cần tìm gì hôm nay?';

export const HELP_ANSWER =
  'Mình có thể giúp bạn:\n\n' +
  '- **Tìm việc** theo từ khóa, thành phố, ngành, vị trí, mức lương, kinh nghiệm, hình thức làm việc: “Tìm việc kế toán ở Hà Nội lương trên 15 triệu”.\n' +
  '- **Thống kê**: số tin đang tuyển và mức lương trung bình, trung vị: “Lương IT ở Đà Nẵng bao nhiêu?”.\n' +
  '- **Chi tiết một tin**: “Chi tiết tin 123”.\n' +
  '- **Dữ liệu của bạn**: việc đã lưu, việc đã ứng tuyển, “Việc nào hợp với tôi?”.\n' +
  '- **Lời khuyên** về CV, phỏng vấn, đàm phán lương.\n\nMình chỉ trả lời từ dữ liệu của JobHub, không bịa tin tuyển dụng.';
