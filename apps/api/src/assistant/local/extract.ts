import { CITIES, normalizeCityName, type City, type Experience, type Level, type TypeWorking } from '@jobhub/sdk/contract';
import { MAX_WITHIN_DAYS } from '../../repositories/post-search-where';
import type { CatalogueNames } from '../grounding/catalogue';
import type { KnowledgeTopic } from '../grounding/knowledge-base';
import type { JobFilters, JobPreference } from '../grounding/types';
import { EXPERIENCE_PHRASES, FIELD_ALIASES, LEVEL_PHRASES, POSITION_ALIASES, SKILL_POSITIONS, STOP_PHRASES, STOP_WORDS, TYPE_WORKING_PHRASES, CONTENT_WORDS } from './vocabulary';

/**
 * The local assistant's understanding of a Vietnamese question: an intent and the search filters
 * it names (intent + slot extraction, rule based, no model). Pure: the catalogue is passed in.
 */

export type Intent =
  | 'greeting'
  | 'help'
  | 'find_jobs'
  | 'count'
  | 'salary_stats'
  | 'job_detail'
  | 'my_matches'
  | 'my_saved'
  | 'my_applications'
  | 'advice'
  | 'premium'
  | 'top_companies'
  | 'skills'
  | 'unknown';

/** A word of the question read as a catalogue name ('react' → 'Lập trình viên Frontend'), so the answer can say so. */
export interface ReadAs {
  said: string;
  means: string;
  kind: 'position' | 'field';
}

export interface Extraction {
  intent: Intent;
  /** Words read as a field or position they do not spell out. */
  readAs: ReadAs[];
  /** A skill searched as a keyword ('react') and the position it usually belongs to: a suggestion when the keyword finds nothing. */
  related?: { skill: string; position: number; field: number };
  /** The site's search filters named by the question (lists sorted as in the catalogue). */
  filters: JobFilters;
  /** job_detail: the post asked about. */
  postId?: number;
  /** advice: the knowledge-base topic the question is about, when one is clear. */
  topic?: KnowledgeTopic;
  /** True when the question reads as a follow-up of the previous one ('còn ở Đà Nẵng thì sao?'). */
  followUp: boolean;
  /** salary_stats over two or more cities, levels, fields or positions: one figure each, side by side. */
  compare?: Comparison;
  /** salary_stats judging a figure ('25 triệu có hợp lý không'): the figure, VND a month. */
  judged?: number;
  /** find_jobs: a soft preference that ranks the jobs, never filters them ('ưu tiên công ty lớn'). */
  prefer?: JobPreference;
}

/** The groups of a salary comparison: the filter that differs and its values (catalogue ids for fields and positions). */
export type Comparison = { key: 'city' | 'level'; values: string[] } | { key: 'field' | 'position'; values: number[] };

/** VND per US dollar used for salaries asked in USD ('lương 1000 USD'): about the 2025-2026 rate. */
export const USD_TO_VND = 25_000;
const MILLION = 1_000_000;
/** Salaries above this many VND a month are taken as a misreading (bounded like the API's MAX_SALARY_VND). */
const MAX_MONTHLY_SALARY = 10_000_000_000;

// ---------------------------------------------------------------- folded text with positions

/** One character folded to one character (so positions in the folded text are positions in the original). */
function foldChar(char: string): string {
  if (char === 'đ' || char === 'Đ') return 'd';
  const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return folded.length === 1 ? folded : char.toLowerCase().length === 1 ? char.toLowerCase() : char;
}

interface Word {
  /** Folded (no accents, lower case). */
  plain: string;
  /** As typed, lower case (accents kept). */
  typed: string;
  start: number;
  end: number;
}

class Question {
  readonly typed: string;
  readonly plain: string;
  private readonly taken: boolean[];

  constructor(text: string) {
    this.typed = text.normalize('NFC').toLowerCase();
    this.plain = Array.from(this.typed.split(''), foldChar).join('');
    this.taken = Array.from({ length: this.plain.length }, () => false);
  }

  take(start: number, end: number): void {
    for (let i = start; i < end; i++) this.taken[i] = true;
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.taken[i]) return false;
    return true;
  }

  /** Runs of free words (a taken stretch or punctuation other than spaces, '-', '/', '&' and '.' between words ends a run). */
  freeRuns(): Word[][] {
    const runs: Word[][] = [];
    let run: Word[] = [];
    let last = 0;
    for (const match of this.plain.matchAll(/[\p{L}\p{N}]+/gu)) {
      const start = match.index;
      const end = start + match[0].length;
      const gap = this.plain.slice(last, start);
      const joined = /^[\s\-/&.]*$/u.test(gap) && this.isFree(last, start);
      if (!joined && run.length > 0) {
        runs.push(run);
        run = [];
      }
      last = end;
      if (!this.isFree(start, end)) {
        if (run.length > 0) runs.push(run);
        run = [];
        continue;
      }
      run.push({ plain: match[0], typed: this.typed.slice(start, end), start, end });
    }
    if (run.length > 0) runs.push(run);
    return runs;
  }

  freeWords(): Word[] {
    return this.freeRuns().flat();
  }

  /** Every word, free or taken. */
  allWords(): Word[] {
    return Array.from(this.plain.matchAll(/[\p{L}\p{N}]+/gu), (match) => ({ plain: match[0], typed: this.typed.slice(match.index, match.index + match[0].length), start: match.index, end: match.index + match[0].length }));
  }

  /** Finds a regular expression (over the folded text) in free text, calls `use` for each match and takes it when `use` says so. */
  scan(pattern: RegExp, use: (match: RegExpExecArray) => boolean): void {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (let match = global.exec(this.plain); match; match = global.exec(this.plain)) {
      const end = match.index + match[0].length;
      if (!this.isFree(match.index, end)) continue;
      if (use(match)) this.take(match.index, end);
    }
  }

  has(pattern: RegExp): boolean {
    return pattern.test(this.plain);
  }
}

const hasAccents = (typed: string) => typed !== Array.from(typed.split(''), foldChar).join('');

/** Vietnamese tone marks (grave, acute, hook, tilde, dot below): old and new styles place them on different vowels. */
const TONE_MARKS = /[\u0300\u0301\u0309\u0303\u0323]/gu;

/** A word with its tone marks moved to the end, so 'hoà' and 'hòa' (and 'thuý', 'thúy') compare equal. */
function toneKey(word: string): string {
  const decomposed = word.normalize('NFD');
  return decomposed.replace(TONE_MARKS, '') + (decomposed.match(TONE_MARKS) ?? []).join('');
}

/** True when two typed words are the same word with the same accents (tone placement aside). */
const sameAccents = (a: string, b: string) => a === b || toneKey(a) === toneKey(b);

/** A phrase of the vocabulary, split into folded words and (when it has accents) typed words. */
interface Phrase<T> {
  plain: string[];
  typed: string[] | undefined;
  value: T;
}

function phrase<T>(text: string, value: T): Phrase<T> {
  const typed = text.normalize('NFC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const plain = typed.map((word) => Array.from(word.split(''), foldChar).join(''));
  return { plain, typed: typed.some(hasAccents) ? typed : undefined, value };
}

/**
 * Finds the phrases (longest first) in runs of free words and takes them. A match must agree in
 * accents when the question's words carry any (so 'cần thợ' is not 'Cần Thơ', and 'ít' is not 'IT').
 */
function matchPhrases<T>(question: Question, phrases: readonly Phrase<T>[], found: (value: T, said: string, start: number) => void): void {
  const sorted = [...phrases].sort((a, b) => b.plain.length - a.plain.length);
  // Free runs change only when a phrase is taken: compute them once, again after each take.
  let runs = question.freeRuns();
  for (const candidate of sorted) {
    let taken = false;
    for (const run of runs) {
      for (let i = 0; i + candidate.plain.length <= run.length; i++) {
        if (run[i]!.plain !== candidate.plain[0]) continue;
        const span = run.slice(i, i + candidate.plain.length);
        if (!span.every((word, j) => word.plain === candidate.plain[j])) continue;
        if (!question.isFree(span[0]!.start, span.at(-1)!.end)) continue;
        const accented = span.some((word) => hasAccents(word.typed));
        if (accented && !(candidate.typed && span.every((word, j) => sameAccents(word.typed, candidate.typed![j]!)))) continue;
        question.take(span[0]!.start, span.at(-1)!.end);
        found(candidate.value, question.typed.slice(span[0]!.start, span.at(-1)!.end), span[0]!.start);
        taken = true;
      }
    }
    if (taken) runs = question.freeRuns();
  }
}

// ---------------------------------------------------------------- amounts

const NUMBER = String.raw`(\d{1,12}(?:[.,]\d{1,3}){0,3})(?![.,]?\d)`;
/** Units of an amount; thousands of dollars first ('2 nghìn đô', '3k USD'), so they are read whole. */
const UNIT = String.raw`(?:(?:nghin|ngan|k)\s*(?:usd|do la|do|\$)|trieu|tr|cu|m|k|nghin|ngan|ty|usd|\$|do la|do)`;

/** A number as typed: '15', '1,5', '1.5', '15.000.000', '15,000,000'. */
function parseNumber(text: string): number {
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  return Number(text.replace(',', '.'));
}

/** How an amount was written beyond its number and unit. */
interface AmountForm {
  /** A dollar sign before the number ('$2k', '$800'): thousands ('k') are thousands of dollars. */
  dollars?: boolean;
  /** A yearly figure ('1,5 tỷ/năm'): a month is a twelfth of it. */
  yearly?: boolean;
}

/** VND a month of a number and its unit (or the unit of the other end of a range). */
function amount(numberText: string, unit: string | undefined, form: AmountForm = {}): number | undefined {
  const value = parseNumber(numberText);
  if (!Number.isFinite(value)) return undefined;
  let vnd: number;
  if (!unit) vnd = value >= 100_000 ? value : value * MILLION; // '15' next to 'lương' means 15 million
  else if (/^(?:nghin|ngan|k)\s*(?:usd|do|\$)/.test(unit) || (form.dollars && /^(?:k|nghin|ngan)$/.test(unit))) vnd = value * 1_000 * USD_TO_VND;
  else if (/^(trieu|tr|cu|m)$/.test(unit)) vnd = value * MILLION;
  else if (/^(k|nghin|ngan)$/.test(unit)) vnd = value * 1_000;
  else if (unit === 'ty') vnd = value * 1_000 * MILLION;
  else vnd = value * USD_TO_VND;
  if (form.yearly) vnd /= 12;
  vnd = Math.round(vnd);
  return vnd > 0 && vnd <= MAX_MONTHLY_SALARY ? vnd : undefined;
}

const LOWER_WORDS = String.raw`(?:tren|hon|tu|it nhat|toi thieu|khong duoi|khong it hon|>=|>|min|tu muc|cao hon)`;
const UPPER_WORDS = String.raw`(?:duoi|toi da|khong qua|khong vuot qua|nho hon|it hon|thap hon|<=|<|max|chi can|chua toi)`;

function readSalary(question: Question, filters: JobFilters): void {
  const set = (min: number | undefined, max: number | undefined) => {
    if (min !== undefined) filters.salary_min = min;
    if (max !== undefined) filters.salary_max = max;
  };
  // Ranges: '10-15 triệu', 'từ 10 đến 15tr', '10 tới 15 triệu', '$800 - $1200'.
  question.scan(
    new RegExp(String.raw`(?:tu\s+)?\$?${NUMBER}\s*(${UNIT})?\s*(?:-|–|~|den|toi)\s*\$?${NUMBER}\s*(${UNIT})?(?![\p{L}\p{N}])`, 'u'),
    (match) => {
      const unit = match[4] ?? match[2] ?? (match[0].includes('$') ? 'usd' : undefined);
      if (!unit && !SALARY_WORDS.test(question.plain)) return false;
      const low = amount(match[1]!, match[2] ?? unit);
      const high = amount(match[3]!, unit);
      if (low === undefined || high === undefined || low > high) return false;
      set(low, high);
      return true;
    },
  );
  // Amounts with a unit, or after 'lương', with an optional bound word before or after.
  const pattern = new RegExp(
    String.raw`(?:(${LOWER_WORDS}|${UPPER_WORDS}|khoang|tam|quanh|luong|muc luong|thu nhap|tra|tra luong)\s+)?(?:muc\s+)?\$?${NUMBER}\s*(${UNIT})?(?![\p{L}\p{N}])(\+)?(?:\s*(?:\/|mot|moi)?\s*thang|\s*(?:\/|mot|moi)\s*(nam))?(\s*(?:tro len|tro xuong|do lai|do ve|tro lai))?`,
    'u',
  );
  question.scan(pattern, (match) => {
    const before = match[1];
    const dollars = match[0].includes('$');
    const unitText = match[3] ?? (dollars ? 'usd' : undefined);
    if (!unitText && !(before && /luong|thu nhap/.test(before)) && parseNumber(match[2]!) < 100_000) return false;
    // '5 năm', '3 tháng' are experience, '#12' an id: only salary units and salary words count.
    const value = amount(match[2]!, unitText, { dollars, yearly: match[5] === 'nam' });
    if (value === undefined) return false;
    const after = match[6]?.trim();
    if ((before && new RegExp(`^${LOWER_WORDS}$`).test(before)) || match[4] === '+' || after === 'tro len') set(value, undefined);
    else if ((before && new RegExp(`^${UPPER_WORDS}$`).test(before)) || (after && after !== 'tro len')) set(undefined, value);
    else set(value, value);
    return true;
  });
}

// ---------------------------------------------------------------- experience

const EXPERIENCE_WORDS = String.raw`(?:kinh nghiem|kn|exp|experience)`;

/** The experience band of a number of years (API.md: experience values). */
function experienceBand(years: number): Experience {
  if (years <= 0) return 'Không yêu cầu';
  if (years < 1) return 'Dưới 1 năm';
  if (years <= 2) return '1-2 năm';
  if (years <= 5) return '3-5 năm';
  return 'Trên 5 năm';
}

const EXPERIENCE_ORDER: readonly Experience[] = ['Không yêu cầu', 'Dưới 1 năm', '1-2 năm', '3-5 năm', 'Trên 5 năm'];

function readExperience(question: Question, filters: JobFilters): void {
  const found = new Set<Experience>(filters.experience ?? []);
  matchPhrases(question, EXPERIENCE_PHRASES.map(([text, values]) => phrase(text, values)), (values) => values.forEach((value) => found.add(value)));
  const years = String.raw`(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?|mot|hai|ba|bon|nam|sau)`;
  const wordNumber: Record<string, number> = { mot: 1, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6 };
  const count = (text: string) => wordNumber[text] ?? Number(text.replace(',', '.'));
  // '2-3 năm kinh nghiệm', 'từ 1 đến 2 năm kinh nghiệm'
  question.scan(new RegExp(String.raw`(?:tu\s+)?${years}\s*(?:-|–|den|toi)\s*${years}\s*nam\s*${EXPERIENCE_WORDS}`, 'u'), (match) => {
    const from = experienceBand(count(match[1]!));
    const to = experienceBand(count(match[2]!));
    EXPERIENCE_ORDER.slice(EXPERIENCE_ORDER.indexOf(from), EXPERIENCE_ORDER.indexOf(to) + 1).forEach((value) => found.add(value));
    return true;
  });
  // 'trên 5 năm kinh nghiệm', '2 năm kinh nghiệm', '6 tháng kinh nghiệm', 'kinh nghiệm 3 năm'
  question.scan(
    new RegExp(String.raw`(?:(tren|hon|it nhat|toi thieu|duoi|it hon)\s+)?${years}\s*(nam|thang)\s*(?:${EXPERIENCE_WORDS})|${EXPERIENCE_WORDS}\s*(?:(tren|hon|it nhat|toi thieu|duoi|it hon)\s+)?${years}\s*(nam|thang)`, 'u'),
    (match) => {
      const bound = match[1] ?? match[4];
      const n = count(match[2] ?? match[5]!);
      const unit = match[3] ?? match[6];
      const yearsAsked = unit === 'thang' ? n / 12 : n;
      if (bound === 'duoi' || bound === 'it hon') found.add(yearsAsked <= 1 ? 'Dưới 1 năm' : experienceBand(yearsAsked - 0.01));
      else if ((bound === 'tren' || bound === 'hon') && yearsAsked >= 5) found.add('Trên 5 năm');
      else found.add(experienceBand(yearsAsked));
      return true;
    },
  );
  if (found.size > 0) filters.experience = EXPERIENCE_ORDER.filter((value) => found.has(value));
}

// ---------------------------------------------------------------- catalogue, cities, kinds of work

/** A negation right before a field or position: "không phải", "trừ (ngành)", "không muốn làm (nghề)", "ngoài". */
const NEGATED = /(?:^|[^\p{L}])(?:khong phai|ko phai|k phai|chu khong phai|khong muon lam|khong thich lam|khong lam|khong muon|tru|ngoai|tranh)(?: ra)?(?:\s+(?:nganh|nghe|viec|lam|linh vuc|vi tri|mang|cac|nhung|may))*\s+$/u;

interface CatalogueTarget {
  field?: number;
  position?: number;
  /** The catalogue's name, folded (to tell a name from another way of saying it). */
  name: string;
}

function catalogueTargets(catalogue: CatalogueNames): Phrase<CatalogueTarget>[] {
  const phrases: Phrase<CatalogueTarget>[] = [];
  for (const field of catalogue.fields) {
    const target = { field: field.id, name: field.name };
    phrases.push(phrase(field.name, target));
    for (const alias of FIELD_ALIASES[field.name] ?? []) phrases.push(phrase(alias, target));
  }
  for (const position of catalogue.positions) {
    const target = { field: position.field, position: position.id, name: position.name };
    phrases.push(phrase(position.name, target));
    const bare = position.name.replace(/\s*\(.*\)\s*$/, '');
    if (bare !== position.name) phrases.push(phrase(bare, target));
    for (const alias of POSITION_ALIASES[position.name] ?? []) phrases.push(phrase(alias, target));
  }
  return phrases;
}

const cataloguePhrases = new WeakMap<CatalogueNames, Phrase<CatalogueTarget>[]>();

/** Reads the field or position a question names into `filters`; returns every one it named (a comparison may name two). */
function readCatalogue(question: Question, catalogue: CatalogueNames, filters: JobFilters, readAs: ReadAs[]): CatalogueTarget[] {
  let phrases = cataloguePhrases.get(catalogue);
  if (!phrases) {
    phrases = catalogueTargets(catalogue);
    cataloguePhrases.set(catalogue, phrases);
  }
  const targets: Array<CatalogueTarget & { said: string }> = [];
  matchPhrases(question, phrases, (target, said, start) => {
    // "không phải bán hàng", "trừ ngành IT": a field or position to leave out.
    const from = Math.max(0, start - 40);
    const negation = NEGATED.exec(question.plain.slice(from, start));
    if (negation) {
      // The cue is the question's form, not a keyword.
      question.take(from + negation.index, start);
      if (target.position !== undefined) filters.not_position = [...(filters.not_position ?? []), target.position];
      else if (target.field !== undefined) filters.not_field = [...(filters.not_field ?? []), target.field];
      return;
    }
    targets.push({ ...target, said });
  });
  const chosen = targets.find((target) => target.position !== undefined) ?? targets.find((target) => target.field !== undefined);
  if (!chosen) return targets;
  if (chosen.position !== undefined) filters.position = chosen.position;
  filters.field = chosen.field;
  const bare = (text: string) => Array.from(text.replace(/\s*\(.*\)\s*$/, '').toLowerCase().split(''), foldChar).join('').replace(/[^a-z0-9]+/g, ' ').trim();
  if (bare(chosen.said) !== bare(chosen.name)) readAs.push({ said: chosen.said, means: chosen.name, kind: chosen.position !== undefined ? 'position' : 'field' });
  return targets;
}

/**
 * True when two words differ by at most one letter added, dropped, changed, or two neighbours
 * swapped (Damerau's single edit): 'fontend' / 'frontend', 'deu' / 'dieu', 'makreting' / 'marketing'.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) return restA.slice(1) === restB.slice(1) || (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

/** A typo is forgiven in names of at least this many letters ('luật' is too short to guess at). */
const TYPO_MIN_LETTERS = 6;

/**
 * Field and position names typed with one slip ('lập trình viên fontend', 'đều dưỡng'): after the
 * exact readings (catalogue, cities, levels) found no field or position, a run of free words one
 * edit away from a name, accents aside, is read as that name, and the answer says how it was read.
 */
function readCatalogueTypos(question: Question, catalogue: CatalogueNames, filters: JobFilters, readAs: ReadAs[]): void {
  if (filters.position !== undefined) return;
  const phrases = cataloguePhrases.get(catalogue) ?? catalogueTargets(catalogue);
  // With a field read already ('lập trình viên' is IT), only a position of that field can refine
  // it, and its other words may be the field's ('lập trình viên fontend').
  const refining = filters.field;
  const runs = refining === undefined ? question.freeRuns() : [question.allWords()];
  for (const run of runs) {
    for (const candidate of phrases) {
      const size = candidate.plain.length;
      if (candidate.plain.join('').length < TYPO_MIN_LETTERS) continue;
      if (refining !== undefined && (candidate.value.position === undefined || candidate.value.field !== refining)) continue;
      for (let i = 0; i + size <= run.length; i++) {
        const span = run.slice(i, i + size);
        // One word off by a letter, or by its accents only ('điều dưởng' for 'điều dưỡng').
        const slips = span.filter((word, j) => word.plain !== candidate.plain[j] || (candidate.typed !== undefined && hasAccents(word.typed) && !sameAccents(word.typed, candidate.typed[j]!)));
        if (slips.length !== 1) continue;
        const slip = slips[0]!;
        if (STOP_WORDS.has(slip.plain) || !question.isFree(slip.start, slip.end) || !oneEditApart(slip.plain, candidate.plain[span.indexOf(slip)]!)) continue;
        question.take(span[0]!.start, span.at(-1)!.end);
        const target = candidate.value;
        if (target.position !== undefined) filters.position = target.position;
        filters.field = target.field;
        // The position says more than the field read from part of it.
        if (refining !== undefined) readAs.splice(0, readAs.length, ...readAs.filter((item) => item.kind !== 'field'));
        readAs.push({ said: question.typed.slice(span[0]!.start, span.at(-1)!.end), means: target.name, kind: target.position !== undefined ? 'position' : 'field' });
        return;
      }
    }
  }
}

/** Short names of cities not covered by normalizeCityName. */
const CITY_SHORT_NAMES: Readonly<Record<string, City>> = { hn: 'Hà Nội', sg: 'Hồ Chí Minh', hcmc: 'Hồ Chí Minh', 'tp hcm': 'Hồ Chí Minh' };
/** Spellings with accents that are not the catalogue's name (accents are checked against these too). */
const ACCENTED_CITY_NAMES: Readonly<Record<string, City>> = { 'sài gòn': 'Hồ Chí Minh', 'huế': 'Thừa Thiên Huế', 'vũng tàu': 'Bà Rịa - Vũng Tàu', 'thành phố hồ chí minh': 'Hồ Chí Minh' };
const CITY_SET: ReadonlySet<string> = new Set(CITIES);

/** The key of a typed name for comparing accents: letters and digits only, administrative prefix dropped. */
function accentKey(text: string): string {
  return toneKey(text.normalize('NFC'))
    .normalize('NFC')
    .toLowerCase()
    .replace(/^(thành phố|tp\.?|tỉnh)\s+/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function readCities(question: Question, filters: JobFilters): void {
  const found: City[] = [];
  for (const run of question.freeRuns()) {
    for (let i = 0; i < run.length; i++) {
      for (let size = Math.min(5, run.length - i); size >= 1; size--) {
        const span = run.slice(i, i + size);
        const plain = span.map((word) => word.plain).join(' ');
        const typed = span.map((word) => word.typed).join(' ');
        const city = (CITY_SHORT_NAMES[plain] ?? normalizeCityName(plain)) as City;
        if (!CITY_SET.has(city)) continue;
        if (span.some((word) => hasAccents(word.typed))) {
          const key = accentKey(typed);
          const accepted = key === accentKey(city) || Object.entries(ACCENTED_CITY_NAMES).some(([name, value]) => value === city && accentKey(name) === key);
          if (!accepted) continue;
        }
        if (!question.isFree(span[0]!.start, span.at(-1)!.end)) continue;
        question.take(span[0]!.start, span.at(-1)!.end);
        if (!found.includes(city)) found.push(city);
        i += size - 1;
        break;
      }
    }
  }
  if (found.length > 0) filters.city = found;
}

function readList<T extends string>(question: Question, phrases: ReadonlyArray<[string, T]>, order: readonly T[]): T[] | undefined {
  const found = new Set<T>();
  matchPhrases(question, phrases.map(([text, value]) => phrase(text, value)), (value) => found.add(value));
  return found.size > 0 ? order.filter((value) => found.has(value)) : undefined;
}

const LEVEL_ORDER: readonly Level[] = ['Intern', 'Fresher', 'Junior', 'Middle', 'Senior', 'Leader', 'Manager', 'Director'];
const TYPE_ORDER: readonly TypeWorking[] = ['Toàn thời gian', 'Bán thời gian', 'Làm việc từ xa', 'Làm việc kết hợp', 'Thực tập', 'Hợp đồng'];

// ---------------------------------------------------------------- soft preferences

const COMPANY = String.raw`(?:cong ty|cty|doanh nghiep|tap doan|nha tuyen dung|noi lam|cho lam)`;
const LARGE_COMPANY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:uu tien|thich|muon|nen la|o|tai|cua|vao|la)\s+)?(?:${COMPANY}\s+(?:lon|to|quy mo lon|dong nguoi|dong nhan vien|nhieu nhan vien|nhieu nguoi|co tieng|noi tieng|da quoc gia)|tap doan lon|cong ty da quoc gia)(?:\s+(?:cang tot|thi tot|thi hay|nhe|nha|nhat))?(?![\p{L}\p{N}])`,
  'u',
);
const PREMIUM_PREFERRED = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(?:uu tien|thich|muon|o|tai|cua)\s+)?${COMPANY}(?:\s+co)?\s+(?:goi\s+)?premium(?:\s+(?:cang tot|thi tot|nhe|nha))?(?![\p{L}\p{N}])`, 'u');
/** "ưu tiên", "càng tốt" left over once a preference is read: the form of the question, not a keyword. */
const PREFERENCE_CUES = /(?<![\p{L}\p{N}])(?:uu tien|thi cang tot|cang tot)(?![\p{L}\p{N}])/u;

/**
 * "Ưu tiên công ty lớn", "công ty đông người càng tốt", "ưu tiên cty Premium": a wish that orders
 * the answer's jobs rather than a condition every job must meet (a search filtered on it would
 * hide good jobs of smaller companies). Its words are taken, so they are not searched.
 */
function readPreference(question: Question): JobPreference | undefined {
  let prefer: JobPreference | undefined;
  question.scan(LARGE_COMPANY, () => {
    prefer ??= 'large_company';
    return true;
  });
  question.scan(PREMIUM_PREFERRED, () => {
    prefer ??= 'premium_company';
    return true;
  });
  if (prefer) question.scan(PREFERENCE_CUES, () => true);
  return prefer;
}

// ---------------------------------------------------------------- intents

const p = (text: string) => new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(?:${text})(?![\p{L}\p{N}])`, 'u');

// ---------------------------------------------------------------- time: closing soon, posted lately

/** Days a period names: 'hôm nay' 1, 'ngày mai' 2, 'tuần này' 7, '3 ngày' 3, 'tháng này' 30. */
const PERIOD = String.raw`hom nay|ngay mai|hom qua|tuan nay|tuan qua|tuan toi|\d{1,2} ngay(?: qua| toi| gan day| nua)?|thang nay|thang qua|gan day`;

function periodDays(text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  const days = /(\d{1,2}) ngay/.exec(text);
  if (days) return Math.min(MAX_WITHIN_DAYS, Math.max(1, Number(days[1])));
  if (text.startsWith('hom nay')) return 1;
  if (text.startsWith('ngay mai') || text.startsWith('hom qua')) return 2;
  if (text.startsWith('thang')) return 30;
  return 7;
}

const CLOSING = p(String.raw`sap het han|sap dong|nop gap|han (?:chot|nop)(?: ho so)? (?:sap|gan)|het han(?: nop)?(?: ho so)?(?: trong| trong vong)? (?:${PERIOD})`);
const POSTED = p(String.raw`(?:moi|vua) dang|dang(?: tuyen)? (?:trong|hom nay|tuan nay|gan day)|tin moi|viec moi|job moi|moi nhat`);
/** "Tuần này có tin … nào mới không?": "mới" with a period elsewhere, but not "mới ra trường". */
const NEW_WITH_PERIOD = p('moi(?! ra truong| tot nghiep| di lam| bat dau| vao nghe)');
const TIME_WORDS = p('sap het han|het han|sap dong|nop gap|han chot|han nop|ho so|moi dang|vua dang|dang tuyen|moi nhat|moi|dang|can|gap|nop');

/**
 * "Sắp hết hạn", "hết hạn trong tuần này", "cần nộp gấp": applications closing within N days;
 * "mới đăng hôm nay", "tin mới tuần này", "đăng trong 3 ngày gần đây": posted within N days (7
 * when no period is named). Its words are taken, so they are not searched as keywords.
 */
function readTime(question: Question, filters: JobFilters): void {
  const closing = question.has(CLOSING);
  const period = new RegExp(String.raw`(?:trong(?: vong)?\s+)?(${PERIOD})`, 'u');
  const posted = !closing && (question.has(POSTED) || (question.has(NEW_WITH_PERIOD) && period.test(question.plain)));
  if (!closing && !posted) return;
  let days: number | undefined;
  question.scan(period, (match) => {
    if (days !== undefined) return false;
    days = periodDays(match[1], 7);
    return true;
  });
  if (closing) filters.closing_within_days = days ?? 7;
  else filters.posted_within_days = days ?? 7;
  question.scan(TIME_WORDS, () => true);
}


const DETAIL_ID = [
  /\/job\/(\d{1,10})/u,
  new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(?:tin|viec|job|cong viec|bai|bai dang|tin tuyen dung|post|id|ma|so|chi tiet)\s*(?:so|id|ma|ma so)?\s*[:#]?\s*#?(\d{1,10})(?!\s*(?:[.,]\d|trieu|tr|cu|m|k|nghin|ngan|usd|\$|nam|thang|ty|%|nguoi|viec|tin|-))(?![\p{L}\p{N}])`, 'u'),
  /(?:^|\s)#(\d{1,10})\b/u,
];

const ADVICE: ReadonlyArray<[RegExp, KnowledgeTopic]> = [
  [p('cv|so yeu ly lich|resume|thu xin viec|cover letter|thu ung tuyen|ho so xin viec'), 'cv'],
  [p('phong van|interview|gioi thieu ban than|diem manh|diem yeu|star'), 'interview'],
  [p('dam phan|deal luong|thuong luong|mac ca|tang luong|luong mong muon|ky vong luong|gross|luong thu viec|thu viec|offer'), 'salary'],
  [p('lua dao|meo tim viec|nghi viec|xin nghi|ky nang mem|viec dau tien|dinh huong nghe|trai nganh|tim viec hieu qua'), 'career'],
];

const GREETING = /^\s*(xin chao|chao|chao ban|hello|hi|hey|alo|chao jobhub|chao buoi sang|chao buoi toi|hi there)(\s+(ban|jobhub|ai|bot|em|anh|chi))*\s*[!.?]*\s*$/u;
const HELP = p('ban lam duoc gi|ban giup duoc gi|ban co the lam gi|ban la ai|huong dan|help|tro giup|su dung the nao|hoi duoc gi|lam duoc nhung gi');
const THANKS = /^\s*(cam on|thanks|thank you|tks|ok|oke|okay)(\s+\p{L}+){0,3}\s*[!.]*\s*$/u;
const MY_SAVED = p('da luu|viec luu|tin luu|(?:viec|tin|job|cong viec|cai) (?:toi|minh|em) (?:da )?luu|(?:toi|minh|em) (?:da |dang )?luu|danh sach luu|saved|yeu thich|da bookmark');
const MY_APPLICATIONS = p('ho so cua (?:toi|minh|em) (?:duoc|da|co|the nao|sao)|(?:don|ho so|cv) cua (?:toi|minh|em)(?: \\p{L}+){0,3} chua|duyet chua|co duoc nhan khong|ket qua ung tuyen|nha tuyen dung (?:da )?(?:xem|phan hoi|tra loi)(?: \\p{L}+){0,4} chua|da ung tuyen|don ung tuyen|ho so ung tuyen|ho so da nop|cv da nop|da nop|trang thai ho so|trang thai ung tuyen|ung tuyen cua toi|ung tuyen cua minh|toi ung tuyen|minh ung tuyen|viec da nop|nop ho so nhung');
const MY_MATCHES = p('hop voi toi|phu hop voi toi|hop voi minh|phu hop voi minh|hop voi em|phu hop voi em|danh cho toi|danh cho minh|goi y cho toi|goi y cho minh|goi y viec|de xuat viec|de xuat cho toi|viec nao hop|tieu chi cua toi|theo tieu chi|phu hop voi ban than|hop voi ho so|phu hop voi ho so');
const COUNT = p('(?:co\\s+)?(?:bao nhieu|may)\\s+(?:\\p{L}+\\s+){0,2}?(?:viec|tin|cong viec|job|vi tri|cho|tin tuyen dung|bai dang|cong ty)|so luong (?:viec|tin|cong viec|job|vi tri)|tong so|dem so|dem xem|bao nhieu tin|bao nhieu viec');
const SALARY_WORDS = p('luong|thu nhap|muc luong|tra bao nhieu|duoc tra|tra khoang|salary');
/** "Is this figure fair?": a salary named to be judged, not a filter. */
const JUDGE_FIGURE = p('hop ly|co cao khong|co thap khong|co on khong|co duoc khong|co it khong|co nhieu khong|co xung dang');
const STATS_WORDS = p('so sanh|so voi|chenh|cao hon|thap hon|khac nhau|khoang nhieu|nhieu tien|bao nhieu|trung binh|trung vi|khoang bao nhieu|the nao|ra sao|cao khong|thap khong|thuong la|pho bien|thong ke|muc nao|tam bao nhieu|duoc bao nhieu|hien nay|bn');
const FIND_WORDS = p('tim|kiem|viec|job|tuyen|cong viec|vi tri|goi y|co viec|muon lam|can lam|ung tuyen|lam o');
/** Premium itself (packages, prices, what it gives), not "a Premium company" in a job search. */
const PREMIUM = p('premium|goi vip|goi tra phi|bang gia|gia (?:cac )?goi|goi dich vu|goi thanh vien|nang cap tai khoan');
const PREMIUM_COMPANY = p('(?:cong ty|cty|doanh nghiep|nha tuyen dung|noi)(?: co)? (?:goi )?premium');
/** "Which company hires the most": a ranking of companies by open posts. */
const WHICH_COMPANY = p('(?:cong ty|cty|doanh nghiep|nha tuyen dung|cho|noi|don vi|ben) nao|top (?:\\d+ )?(?:cong ty|cty|doanh nghiep|nha tuyen dung)|nhung (?:cong ty|cty|doanh nghiep) (?:tuyen|dang|co)');
const THE_MOST = p('nhieu nhat|nhieu tin|nhieu viec|nhieu nguoi|nhieu vi tri|tuyen nhieu|can nhieu|dang nhieu|top');
/** "What should I learn for this job": the skills its posts ask for. */
const SKILLS_ASKED = p('ky nang(?! mem)|can hoc|nen hoc|hoc them|hoc gi|hoc nhung gi|can biet|nen biet|cong nghe nao|cong nghe gi|nhung cong nghe|doi hoi gi|doi hoi nhung gi|hay doi hoi|hay yeu cau|yeu cau nhung gi|skills?|tool nao|phan mem nao|can nhung gi');
/** A follow-up: another case of the last question ('còn ở Đà Nẵng thì sao?') or a narrowing of it ('chỉ lấy lương trên 20 triệu thôi'). */
const FOLLOW_UP = p('thi sao|con (?:o|tai|voi|ve|luong|nganh|vi tri)|the con|con thi|vay con|neu la|con viec|chi lay|chi xem|chi loc|loc lai|loc them|loc ra|bot lai|thu hep');

// ---------------------------------------------------------------- the extraction

/**
 * Reads a question: its intent and the search filters it names (city with or without accents,
 * field and position from the catalogue and common names, salary phrases, experience, kind of
 * work, level, keywords).
 *
 * @example extractQuestion('Tìm việc React ở Hà Nội lương trên 15tr', catalogue)
 *   // { intent: 'find_jobs', filters: { city: ['Hà Nội'], field: 1, position: 2, salary_min: 15000000 }, followUp: false }
 */
export function extractQuestion(text: string, catalogue: CatalogueNames): Extraction {
  const question = new Question(text.slice(0, 2_000));
  const filters: JobFilters = {};
  const followUp = question.has(FOLLOW_UP);

  let postId: number | undefined;
  for (const pattern of DETAIL_ID) {
    const match = pattern.exec(question.plain);
    if (match && question.isFree(match.index, match.index + match[0].length)) {
      const id = Number(match[1]);
      if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) {
        postId = id;
        question.take(match.index, match.index + match[0].length);
        break;
      }
    }
  }

  readTime(question, filters);
  const prefer = readPreference(question);
  readExperience(question, filters);
  readSalary(question, filters);
  const types = readList(question, TYPE_WORKING_PHRASES, TYPE_ORDER);
  if (types) filters.type_working = types;
  const skills: Array<{ said: string; start: number; position: string }> = [];
  matchPhrases(question, Object.entries(SKILL_POSITIONS).map(([skill, position]) => phrase(skill, position)), (position, said, start) => skills.push({ said, start, position }));
  const readAs: ReadAs[] = [];
  const named = readCatalogue(question, catalogue, filters, readAs);
  readCities(question, filters);
  const levels = readList(question, LEVEL_PHRASES, LEVEL_ORDER);
  if (levels) filters.level = levels;
  readCatalogueTypos(question, catalogue, filters, readAs);

  matchPhrases(question, STOP_PHRASES.map((text) => phrase(text, text)), () => {});
  const words = question.freeWords().filter((word) => (CONTENT_WORDS.has(word.typed) || !STOP_WORDS.has(word.plain)) && !/^\d+$/.test(word.plain) && word.plain.length >= 2);
  const topic = ADVICE.find(([pattern]) => question.has(pattern))?.[1];
  // A figure asked to be judged is not a filter: "lương 25 triệu có hợp lý không" asks for the figures.
  let judged: number | undefined;
  if (SALARY_WORDS.test(question.plain) && JUDGE_FIGURE.test(question.plain) && (filters.salary_min !== undefined || filters.salary_max !== undefined)) {
    judged = filters.salary_min ?? filters.salary_max;
    delete filters.salary_min;
    delete filters.salary_max;
  }
  const intent = judged !== undefined ? 'salary_stats' : intentOf(question, filters, postId, topic, skills.length > 0);
  const keywords = [...skills.map((skill) => ({ typed: skill.said, start: skill.start })), ...words].sort((a, b) => a.start - b.start);
  const searching = ['find_jobs', 'count', 'salary_stats'].includes(intent);
  if (keywords.length > 0 && searching) filters.q = keywords.map((word) => word.typed).join(' ');
  const relatedPosition = searching && filters.position === undefined ? catalogue.positions.find((item) => item.name === skills[0]?.position) : undefined;
  const related = relatedPosition && skills[0] ? { related: { skill: skills[0].said, position: relatedPosition.id, field: relatedPosition.field } } : {};
  const compare = intent === 'salary_stats' ? comparisonOf(filters, named) : undefined;
  return {
    intent,
    filters,
    readAs,
    ...related,
    ...(postId !== undefined ? { postId } : {}),
    ...(topic ? { topic } : {}),
    followUp,
    ...(compare ? { compare } : {}),
    ...(judged !== undefined ? { judged } : {}),
    ...(prefer && intent === 'find_jobs' ? { prefer } : {}),
  };
}

/**
 * Two or more cities, levels, positions or fields in a salary question ('y tế hay giáo dục'): a
 * comparison (one combined median is rarely what is asked).
 */
function comparisonOf(filters: JobFilters, named: readonly CatalogueTarget[]): Comparison | undefined {
  if ((filters.city?.length ?? 0) >= 2) return { key: 'city', values: [...filters.city!] };
  if ((filters.level?.length ?? 0) >= 2) return { key: 'level', values: [...filters.level!] };
  const distinct = (ids: (number | undefined)[]) => [...new Set(ids.filter((id): id is number => id !== undefined))];
  const positions = distinct(named.map((target) => target.position));
  if (positions.length >= 2) return { key: 'position', values: positions };
  const fields = distinct(named.filter((target) => target.position === undefined).map((target) => target.field));
  if (positions.length === 0 && fields.length >= 2) return { key: 'field', values: fields };
  return undefined;
}

function intentOf(question: Question, filters: JobFilters, postId: number | undefined, topic: KnowledgeTopic | undefined, namesSkill: boolean): Intent {
  const plain = question.plain;
  if (postId !== undefined) return 'job_detail';
  if (MY_SAVED.test(plain)) return 'my_saved';
  if (MY_APPLICATIONS.test(plain)) return 'my_applications';
  if (PREMIUM.test(plain) && !PREMIUM_COMPANY.test(plain)) return 'premium';
  if (WHICH_COMPANY.test(plain) && THE_MOST.test(plain)) return 'top_companies';
  if (SKILLS_ASKED.test(plain) && (filters.position !== undefined || filters.field !== undefined)) return 'skills';
  if (topic) return 'advice';
  if (MY_MATCHES.test(plain)) return 'my_matches';
  const hasSalaryFilter = filters.salary_min !== undefined || filters.salary_max !== undefined;
  if (COUNT.test(plain)) return 'count';
  if (SALARY_WORDS.test(plain) && !hasSalaryFilter && (STATS_WORDS.test(plain) || !FIND_WORDS.test(plain))) return 'salary_stats';
  if (GREETING.test(plain) || THANKS.test(plain)) return 'greeting';
  if (HELP.test(plain)) return 'help';
  const named = Object.keys(filters).length > 0 || namesSkill;
  if (named || FIND_WORDS.test(plain)) return 'find_jobs';
  return 'unknown';
}

/**
 * A follow-up read with the previous question: 'còn ở Đà Nẵng thì sao?' after 'Lương kế toán ở Hà
 * Nội bao nhiêu?' asks the same with the city changed. Filters the new question names replace the
 * earlier ones; the intent carries over when the new question names none of its own.
 */
export function withPrevious(current: Extraction, previous: Extraction | undefined): Extraction {
  if (!previous || !['find_jobs', 'count', 'salary_stats'].includes(previous.intent)) return current;
  const carries = current.followUp && ['find_jobs', 'unknown', 'salary_stats', 'count'].includes(current.intent);
  if (!carries) return current;
  const intent = current.intent === 'find_jobs' || current.intent === 'unknown' ? previous.intent : current.intent;
  const filters: JobFilters = { ...previous.filters, ...current.filters };
  const related = current.related ?? previous.related;
  return { ...current, intent, filters, readAs: current.readAs.length > 0 ? current.readAs : previous.readAs, ...(related ? { related } : {}) };
}
