import { sql } from 'drizzle-orm';
import { vietnamToday } from '../../lib/vietnam-date';
import { searchWhere } from '../../repositories/post-search-where';
import { selectRows } from '../../repositories/sql-rows';
import { foldText } from '../fold';
import type { GroundingContext, JobFilters } from './types';

/**
 * Skills as employers name them in posts: technologies, tools, languages, certificates. Matched
 * in a post's title, description and requirements, without accents or case.
 */
export const SKILLS: readonly string[] = [
  // Software
  'Java', 'Spring Boot', 'C#', '.NET', 'Go', 'Python', 'Django', 'FastAPI', 'PHP', 'Laravel', 'Node.js', 'TypeScript', 'JavaScript',
  'React', 'React Native', 'Next.js', 'Vue.js', 'Angular', 'RxJS', 'HTML/CSS', 'Tailwind CSS', 'Flutter', 'Dart', 'Swift', 'iOS', 'Kotlin', 'Android',
  'SQL', 'SQL Server', 'MySQL', 'PostgreSQL', 'MongoDB', 'Redis', 'Firebase', 'Docker', 'Kubernetes', 'AWS', 'Azure', 'Linux', 'Terraform', 'GitLab CI',
  'Selenium', 'Cypress', 'Jira', 'Spark', 'Airflow', 'BigQuery', 'Power BI', 'Tableau',
  // Office, accounting, design, marketing
  'Excel', 'tin học văn phòng', 'MISA', 'Fast Accounting', 'HTKK', 'SAP', 'Photoshop', 'Illustrator', 'Figma', 'Canva', 'Adobe XD', 'Sketch',
  'AutoCAD', 'Revit', 'SketchUp', 'Premiere', 'After Effects', 'Google Ads', 'Facebook Ads', 'Google Analytics', 'CRM',
  // Languages and certificates
  'tiếng Anh', 'tiếng Nhật', 'tiếng Trung', 'tiếng Hàn', 'IELTS', 'TOEIC', 'chứng chỉ', 'CPA', 'ACCA',
];

/** Posts read for a skill count: the newest this many of those matching. */
const SAMPLE = 2_000;
/** Skills one answer names. */
export const TOP_SKILLS = 6;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * Latin names ('Go', 'SAP', 'React') are matched as written, case and all, so Vietnamese words
 * that fold to them ('gỗ', 'sáp') are not read as skills; Vietnamese ones ('tiếng Anh') folded.
 */
const PATTERNS = SKILLS.map((skill) => {
  const latin = /^[\x20-\x7e]+$/.test(skill);
  return { skill, latin, pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}.#/+])${escape(latin ? skill : foldText(skill))}(?![\\p{L}\\p{N}#+])`, 'u') };
});

export interface SkillCount {
  skill: string;
  /** Posts that name it. */
  posts: number;
}

/**
 * The skills most often named by the open posts matching `filters` (a position, a field…), with
 * how many posts name each, over the newest SAMPLE of them; `posts` is how many were read.
 * @example await skillsAskedFor(ctx, { position: 8 }) // { posts: 214, skills: [{ skill: 'SQL', posts: 214 }, { skill: 'Python', posts: 107 }, …] }
 */
export async function skillsAskedFor(ctx: GroundingContext, filters: JobFilters, limit = TOP_SKILLS): Promise<{ posts: number; skills: SkillCount[] }> {
  const rows = await selectRows<{ text: string }>(
    ctx.db,
    sql`select concat_ws(' ', p.title, p.description, p.required) as text from post_search s join posts p on p.id = s.post_id
      where ${searchWhere(filters, vietnamToday(ctx.clock.now()))} order by s.created_at desc limit ${SAMPLE}`,
  );
  const counts = new Map<string, number>();
  for (const { text } of rows) {
    const plain = text.replace(/<[^>]*>/g, ' ');
    const folded = foldText(plain);
    for (const { skill, latin, pattern } of PATTERNS) if (pattern.test(latin ? plain : folded)) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  }
  const skills = [...counts].map(([skill, posts]) => ({ skill, posts })).sort((a, b) => b.posts - a.posts || a.skill.localeCompare(b.skill)).slice(0, limit);
  return { posts: rows.length, skills };
}
