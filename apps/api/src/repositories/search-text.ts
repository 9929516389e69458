import { sql, type SQL } from 'drizzle-orm';
import { createExpiringLru } from '../lib/expiring-lru';
import { allTermsQuery, type SearchTerm } from './search-terms';
import { selectRows, type SqlExecutor } from './sql-rows';

/**
 * Word separators: whitespace and the punctuation `.,;:!?()[]{}"'`, the same set as the regular
 * expression of `jh_search_vector` (migration 0005_search_speed), so query words and stored
 * lexemes are cut alike.
 */
const SEPARATORS = /[\s.,;:!?()[\]{}"']+/u;
/** Bound on distinct words per query: each adds one tsquery term (or LIKE for companies). */
const MAX_SEARCH_WORDS = 16;

/**
 * Splits a search box into words the way the stored lexemes were split (see SEPARATORS; NUL
 * removed because PostgreSQL text cannot hold it). Lower-cased, duplicates dropped.
 *
 * @example searchWords(' Kỹ sư, phần mềm ') // ['kỹ', 'sư', 'phần', 'mềm']
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .replace(/\u0000/g, '')
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE wildcards (`\`, `%`, `_`) so user text only ever matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * One word matched against a text column of words (`'w1 w2'`, unaccented, lower-case): words of
 * three characters or more match anywhere ('toan' finds 'ketoan'), shorter ones match the start
 * of a word ('ky' finds 'ky' but not 'sky'). The longer words' test is on the column itself, so
 * its trigram index serves it (company names: a count of 'hoa phat' went from 2.5 ms, every name
 * read from the covering index, to 0.4 ms at 10,000 companies); a word's start is a space before
 * it, or the column's start.
 */
export function wordMatch(column: SQL, word: string): SQL {
  const pattern = sql`jh_unaccent(lower(${escapeLike(word)}))`;
  if ([...word].length >= 3) return sql`${column} like '%' || ${pattern} || '%'`;
  return sql`(' ' || ${column}) like '% ' || ${pattern} || '%'`;
}

/** True when every word matches the column (an empty list matches everything). */
export function allWordsMatch(column: SQL, words: readonly string[]): SQL {
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((word) => sql`(${wordMatch(column, word)})`),
    sql` and `,
  );
}

/** SQL text that quotes a value as one tsquery lexeme: `'` + value (with `\` and `'` doubled) + `'`. */
const QUOTED_LEXEME = String.raw`'''' || replace(replace(VALUE, '\', '\\'), '''', '''''') || ''''`;
const [LEXEME_BEFORE, LEXEME_AFTER] = QUOTED_LEXEME.split('VALUE') as [string, string];

/** A tsquery matching exactly one lexeme, the value of `text` (an SQL text expression). */
function lexemeQuery(text: SQL): SQL {
  return sql`(${sql.raw(LEXEME_BEFORE)}${text}${sql.raw(LEXEME_AFTER)})::tsquery`;
}

/**
 * A tsquery matching the tag lexeme `tag` of post_search.search (e.g. 'c:Hà Nội', 'f:3'; see
 * migration 0007_search_tags). Tags contain ':', which user words never do.
 */
function tagQuery(tag: string): SQL {
  return lexemeQuery(sql`${tag}::text`);
}

/** Any of the tags `prefix:value` of `values`, as one term (e.g. 'c:Hà Nội' | 'c:Hồ Chí Minh'). */
export function tagTerm(prefix: string, values: readonly (string | number)[]): SearchTerm {
  const lexemes = values.map((value) => `${prefix}:${value}`);
  const tags = lexemes.map((tag) => tagQuery(tag));
  return { query: tags.length === 1 ? tags[0]! : sql`(${sql.join(tags, sql` || `)})`, lexemes, kind: 'tag' };
}

/**
 * Search words' lexemes, as `jh_unaccent(lower(word))` makes them, kept for the life of the
 * process (the unaccent rules do not change while it runs). Written into a statement, that
 * expression is evaluated while the statement is planned, once for each place the word appears,
 * and jh_unaccent, an SQL function over the stable unaccent(), cannot be inlined, so each
 * evaluation also plans the function's own query: a dense keyword page names its words five to
 * ten times, and those evaluations were about a tenth of PostgreSQL's CPU time on keyword
 * searches (perf, 100,000 posts). A known lexeme goes into the statement as text instead.
 */
const LEXEMES = createExpiringLru<string>(20_000);
const KEPT_FOR_GOOD = Number.POSITIVE_INFINITY;

/**
 * Learns the lexemes of `words` not known yet, in one statement (none when all are known), so
 * that keywordQuery writes them as text. Searches call it before building their statements.
 */
export async function learnLexemes(db: SqlExecutor, words: readonly string[]): Promise<void> {
  const unknown = words.filter((word) => LEXEMES.get(word, 0) === undefined);
  if (unknown.length === 0) return;
  const values = sql.join(
    unknown.map((word) => sql`(${word}::text)`),
    sql`, `,
  );
  const rows = await selectRows<{ word: string; lexeme: string }>(db, sql`select w.word, jh_unaccent(lower(w.word)) as lexeme from (values ${values}) w(word)`);
  for (const row of rows) LEXEMES.set(row.word, row.lexeme, KEPT_FOR_GOOD);
}

/**
 * The tsquery "every word is a word of the post" for `words` (undefined when there are none):
 * `'w1' & 'w2' …`, each word unaccented and lower-cased by the database exactly as
 * `jh_search_vector` did the stored text (learnt beforehand, or in the statement), then quoted for
 * tsquery input (quotes and backslashes doubled), so user text is only ever a lexeme, never
 * tsquery syntax. 'ky su' finds 'Kỹ sư', 'lap trinh' finds 'Lập trình viên'. Whole words, not
 * prefixes: Vietnamese words are syllables ('su' must not find 'sung'), and exact lexemes let
 * PostgreSQL estimate and use the GIN index well (prefix terms made it fall back to scanning).
 */
export function keywordQuery(words: readonly string[]): SQL | undefined {
  return words.length === 0 ? undefined : allTermsQuery(keywordTerms(words));
}

/** The words of keywordQuery, one term each (with its lexeme once learnt). */
export function keywordTerms(words: readonly string[]): SearchTerm[] {
  return words.map((word) => {
    const lexeme = LEXEMES.get(word, 0);
    const query = lexemeQuery(lexeme === undefined ? sql`jh_unaccent(lower(${word}::text))` : sql`${lexeme}::text`);
    return { query, lexemes: lexeme === undefined ? [] : [lexeme], kind: 'word' };
  });
}
