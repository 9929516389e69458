/**
 * Deterministic generators for the demo seed: given a faker instance seeded with a fixed number
 * and a reference time, they always return the same companies and posts. No I/O here.
 */
import { base, en, Faker, vi } from '@faker-js/faker';
import { CITIES, LEVELS, SCALES, TYPE_WORKINGS } from '@jobhub/sdk/contract';
import type { Experience, Level, Scale, TypeWorking } from '@jobhub/sdk/contract';
import { vietnamToday } from '../lib/vietnam-date';
import {
  COMPANY_BRANDS,
  COMPANY_DESCRIPTIONS,
  COMPANY_FORMS,
  COMPANY_LINES,
  DISTRICTS,
  GENERIC_DISTRICTS,
  JOB_BENEFITS,
  JOB_DESCRIPTIONS,
  JOB_REQUIREMENTS,
  POSITION_SKILLS,
  SEED_FIELDS,
  STREETS,
  TIME_WORKINGS,
  TITLE_PATTERNS,
} from './seed-data';

const DAY_MS = 86_400_000;
/** Salary figures are rounded to this step (VND). */
export const SALARY_STEP_VND = 500_000;
const MILLION = 1_000_000;

/**
 * The shape of the generated posts, shared with the set-based generator of large bench databases
 * (seed-posts-sql.ts), so both draw from the same distributions.
 */
export const POST_MIX = {
  /** Weights of LEVELS, in order. */
  levelWeights: [4, 8, 14, 14, 10, 4, 4, 1],
  /** Weights of TYPE_WORKINGS without 'Thực tập' (interns only), in order. */
  typeWorkingWeights: [70, 8, 8, 8, 6],
  /** Share of posts in their company's own field (else any field). */
  ownField: 0.75,
  /** Share of posts in their company's city (else the weighted city mix). */
  ownCity: 0.6,
  negotiable: 0.12,
  /** One salary in this many is "Lên đến X" (no minimum), one more "Từ X" (no maximum). */
  salaryShapes: 20,
  /** Posted within this many days. */
  postedWithinDays: 90,
  expired: 0.15,
  /** Expired deadlines are 1 to this many days back; open ones today up to this many ahead. */
  expiredUpToDays: 30,
  openUpToDays: 60,
  hidden: 0.03,
  removed: 0.01,
  /** Street numbers of addresses go up to this. */
  streetNumbers: 450,
  /** Openings per post go up to this. */
  quantity: 10,
} as const;

/** Monthly salary bands per level, in millions of VND (typical 2024-2025 Vietnamese listings). */
export const SALARY_BANDS: Record<Level, [number, number]> = {
  Intern: [2, 6],
  Fresher: [6, 12],
  Junior: [10, 20],
  Middle: [18, 35],
  Senior: [30, 60],
  Leader: [40, 70],
  Manager: [45, 90],
  Director: [80, 200],
};

export const EXPERIENCE_BY_LEVEL: Record<Level, readonly Experience[]> = {
  Intern: ['Không yêu cầu'],
  Fresher: ['Không yêu cầu', 'Dưới 1 năm'],
  Junior: ['Dưới 1 năm', '1-2 năm'],
  Middle: ['1-2 năm', '3-5 năm'],
  Senior: ['3-5 năm', 'Trên 5 năm'],
  Leader: ['3-5 năm', 'Trên 5 năm'],
  Manager: ['Trên 5 năm', '3-5 năm'],
  Director: ['Trên 5 năm'],
};

/** Creates the seeded faker used by every generator (vi locale, English/base fallbacks). */
export function createSeedFaker(seed: number): Faker {
  const faker = new Faker({ locale: [vi, en, base] });
  faker.seed(seed);
  return faker;
}

/** Weighted city pick: Hà Nội 30 %, Hồ Chí Minh 30 %, Đà Nẵng 10 %, the other 60 share 30 %. */
export function pickCity(faker: Faker): string {
  const roll = faker.number.float({ min: 0, max: 1 });
  if (roll < 0.3) return 'Hà Nội';
  if (roll < 0.6) return 'Hồ Chí Minh';
  if (roll < 0.7) return 'Đà Nẵng';
  return CITIES[faker.number.int({ min: 3, max: CITIES.length - 1 })]!;
}

/** ASCII slug of a Vietnamese text ('Sao Việt' → 'saoviet'). */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export interface SeedCompany {
  company_name: string;
  address: string;
  description: string;
  email_company: string;
  field_of_activity: string;
  link_web_site: string;
  phone_number: string;
  scale: Scale;
  tax: string;
  city: string;
  is_premium: boolean;
  /** Index into SEED_FIELDS of the company's main field. */
  field_index: number;
  created_at: Date;
}

function districtOf(faker: Faker, city: string): string {
  const list = DISTRICTS[city];
  return list ? faker.helpers.arrayElement(list) : faker.helpers.arrayElement(GENERIC_DISTRICTS);
}

/**
 * Generates `count` companies with unique Vietnamese names. The first `premiumCount` are marked
 * Premium (their owners get Premium in the seed).
 */
export function generateCompanies(faker: Faker, count: number, premiumCount: number, now: Date): SeedCompany[] {
  const names = new Set<string>();
  const companies: SeedCompany[] = [];
  for (let i = 0; i < count; i++) {
    const field_index = faker.number.int({ min: 0, max: SEED_FIELDS.length - 1 });
    const field = SEED_FIELDS[field_index]!;
    const line = faker.helpers.arrayElement(COMPANY_LINES[field.name] ?? ['Thương mại']);
    const brand = faker.helpers.arrayElement(COMPANY_BRANDS);
    let name = `${faker.helpers.arrayElement(COMPANY_FORMS)} ${line} ${brand}`;
    for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    names.add(name);
    const city = i < CITIES.length ? CITIES[i]! : pickCity(faker);
    const slug = `${asciiSlug(brand)}${asciiSlug(line).slice(0, 6)}${i}`;
    const years = faker.number.int({ min: 3, max: 25 });
    const description = [
      `${name} ${COMPANY_DESCRIPTIONS[0]!.replace('{field}', field.name.toLowerCase()).replace('{years}', String(years))}`,
      ...faker.helpers
        .arrayElements(COMPANY_DESCRIPTIONS.slice(1), { min: 1, max: 3 })
        .map((sentence) => `Công ty ${sentence.replace('{year}', String(now.getUTCFullYear() - years))}`),
    ].join(' ');
    companies.push({
      company_name: name,
      address: `${faker.number.int({ min: 1, max: 450 })} ${faker.helpers.arrayElement(STREETS)}, ${districtOf(faker, city)}, ${city}`,
      description,
      email_company: `lienhe@${slug}.vn`,
      field_of_activity: field.name,
      link_web_site: `https://${slug}.vn`,
      phone_number: `0${faker.helpers.arrayElement(['24', '28', '236', '90', '91', '98'])} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
      scale: faker.helpers.weightedArrayElement(
        SCALES.map((value, index) => ({ value, weight: [3, 5, 8, 6, 3, 2][index]! })),
      ),
      tax: `0${faker.string.numeric(9)}`,
      city,
      is_premium: i < premiumCount,
      field_index,
      created_at: new Date(now.getTime() - faker.number.int({ min: 30, max: 720 }) * DAY_MS),
    });
  }
  return companies;
}

export interface SeedPost {
  title: string;
  company_index: number;
  field_index: number;
  position_index: number;
  city: string;
  district: string;
  detail_address: string;
  experience: Experience;
  level: Level;
  type_working: TypeWorking;
  time_working: string;
  quantity: number;
  salary_min: number | null;
  salary_max: number | null;
  is_salary_negotiable: boolean;
  description: string;
  required: string;
  interest: string;
  deadline: string;
  is_active: boolean;
  is_removed: boolean;
  created_at: Date;
}

function roundSalary(millions: number): number {
  return Math.round((millions * MILLION) / SALARY_STEP_VND) * SALARY_STEP_VND;
}

export function htmlList(faker: Faker, lines: readonly string[], min: number, max: number): string {
  const items = faker.helpers.arrayElements(lines, { min, max });
  return `<ul>${items.map((line) => `<li>${line}</li>`).join('')}</ul>`;
}

/** ISO date (YYYY-MM-DD) of a UTC timestamp. */
function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Generates `count` job posts for the given companies. The first 63 posts cover every province
 * once; the rest follow the weighted city mix. About 85 % of deadlines are in the future.
 */
export function generatePosts(faker: Faker, count: number, companies: readonly SeedCompany[], now: Date): SeedPost[] {
  const out: SeedPost[] = [];
  // Open deadlines start at today's date in Vietnam (the API's "today", lib/vietnam-date.ts) and
  // expired ones end before today's UTC date, so from 17:00 to 24:00 UTC, when the two dates
  // differ, no generated post is open by one and expired by the other.
  const vietnamDay = Date.parse(vietnamToday(now));
  const utcDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = 0; i < count; i++) {
    const company_index = faker.number.int({ min: 0, max: companies.length - 1 });
    const company = companies[company_index]!;
    // Three posts in four stay in the company's own field.
    const field_index = faker.datatype.boolean(POST_MIX.ownField)
      ? company.field_index
      : faker.number.int({ min: 0, max: SEED_FIELDS.length - 1 });
    const field = SEED_FIELDS[field_index]!;
    const position_index = faker.number.int({ min: 0, max: field.positions.length - 1 });
    const position = field.positions[position_index]!;
    const level = faker.helpers.weightedArrayElement(
      LEVELS.map((value, index) => ({ value, weight: POST_MIX.levelWeights[index]! })),
    );
    const city = i < CITIES.length ? CITIES[i]! : faker.datatype.boolean(POST_MIX.ownCity) ? company.city : pickCity(faker);
    const type_working: TypeWorking =
      level === 'Intern'
        ? 'Thực tập'
        : faker.helpers.weightedArrayElement(
            TYPE_WORKINGS.filter((value) => value !== 'Thực tập').map((value, index) => ({
              value,
              weight: POST_MIX.typeWorkingWeights[index]!,
            })),
          );
    const [low, high] = SALARY_BANDS[level];
    const negotiable = faker.datatype.boolean(POST_MIX.negotiable);
    let salary_min: number | null = null;
    let salary_max: number | null = null;
    if (!negotiable) {
      const a = faker.number.float({ min: low, max: high });
      const b = faker.number.float({ min: low, max: high });
      salary_min = roundSalary(Math.min(a, b));
      salary_max = Math.max(roundSalary(Math.max(a, b)), salary_min + SALARY_STEP_VND * 2);
      const shape = faker.number.int({ min: 0, max: POST_MIX.salaryShapes - 1 });
      if (shape === 0) salary_min = null; // "Lên đến X"
      else if (shape === 1) salary_max = null; // "Từ X"
    }
    const createdDaysAgo = faker.number.int({ min: 0, max: POST_MIX.postedWithinDays });
    const created_at = new Date(now.getTime() - createdDaysAgo * DAY_MS - faker.number.int({ min: 0, max: DAY_MS - 1 }));
    const expired = faker.datatype.boolean(POST_MIX.expired);
    const deadline = isoDate(
      expired
        ? utcDay - faker.number.int({ min: 1, max: POST_MIX.expiredUpToDays }) * DAY_MS
        : vietnamDay + faker.number.int({ min: 0, max: POST_MIX.openUpToDays }) * DAY_MS,
    );
    const title = faker.helpers
      .arrayElement(TITLE_PATTERNS)
      .replace('{position}', position)
      .replace('{level}', level)
      .replace('{city}', city);
    out.push({
      title,
      company_index,
      field_index,
      position_index,
      city,
      district: districtOf(faker, city),
      detail_address: `${faker.number.int({ min: 1, max: POST_MIX.streetNumbers })} ${faker.helpers.arrayElement(STREETS)}`,
      experience: faker.helpers.arrayElement(EXPERIENCE_BY_LEVEL[level]),
      level,
      type_working,
      time_working: faker.helpers.arrayElement(TIME_WORKINGS),
      quantity: faker.number.int({ min: 1, max: POST_MIX.quantity }),
      salary_min,
      salary_max,
      is_salary_negotiable: negotiable,
      description: `<p>${company.company_name} tuyển dụng vị trí ${position} (${level}) làm việc tại ${city}.</p>${skillsLine(position, out.length)}${htmlList(faker, JOB_DESCRIPTIONS, 3, 5)}`,
      required: htmlList(faker, JOB_REQUIREMENTS, 3, 5),
      interest: htmlList(faker, JOB_BENEFITS, 3, 5),
      deadline,
      is_active: !faker.datatype.boolean(POST_MIX.hidden),
      is_removed: faker.datatype.boolean(POST_MIX.removed),
      created_at,
    });
  }
  return out;
}

/** The post's tools (POSITION_SKILLS), taking the position's sets in turn; none for other positions. */
function skillsLine(position: string, index: number): string {
  const sets = POSITION_SKILLS[position];
  return sets ? `<p>Công nghệ sử dụng: ${sets[index % sets.length]}.</p>` : '';
}
