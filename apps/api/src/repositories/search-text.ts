import { sql, type SQL } from 'drizzle-orm';

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
export function tagQuery(tag: string): SQL {
  return lexemeQuery(sql`${tag}::text`);
}

/**
 * The tsquery "every word is a word of the post" for `words` (undefined when there are none):
 * `'w1' & 'w2' …`, each word unaccented and lower-cased by the database exactly as
 * `jh_search_vector` did the stored text, then quoted for tsquery input (quotes and backslashes
 * doubled), so user text is only ever a lexeme, never tsquery syntax. 'ky su' finds 'Kỹ sư',
 * 'lap trinh' finds 'Lập trình viên'. Whole words, not prefixes: Vietnamese words are syllables
 * ('su' must not find 'sung'), and exact lexemes let PostgreSQL estimate and use the GIN index
 * well (prefix terms made it fall back to scanning).
 */
export function keywordQuery(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const parts = words.map((word) => lexemeQuery(sql`jh_unaccent(lower(${word}::text))`));
  return sql`(${sql.join(parts, sql` && `)})`;
}
