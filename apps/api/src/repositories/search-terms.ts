import { sql, type SQL } from 'drizzle-orm';
import { selectRows, textArray, type RawTextArray, type SqlExecutor } from './sql-rows';

/**
 * Which terms of a full-text search the GIN index looks up, and which are checked on the rows it
 * gives.
 *
 * A GIN lookup of `a & b & c` decodes the whole posting list of every term: skipping ahead only
 * pays when one term is rarer than the lists have pages. Common words and tags are most of the
 * cost: 'công' is in 99.5 % of the posts' words, 'viên' in 84 %, 'c:Hà Nội' in 30 %. At
 * 1,000,000 posts 'công' & 'nhân' & 'vận' & 'hành' & 'máy' in Lai Châu took 7.8 ms to find 98
 * posts, and 'hành' & 'máy' in Lai Châu 0.7 ms for the same 98, to be checked on their rows for
 * the other words. So a search looks up its rarer terms and checks the commoner ones, as far as a
 * cost model of PostgreSQL's own statistics (pg_stats' most common elements of the vector) says
 * that pays.
 */

/** One term of a search's tsquery: a word's lexeme, or a filter's tag lexemes (any of them). */
export interface SearchTerm {
  /** The tsquery of the term. */
  query: SQL;
  /** The lexemes it matches, when known (a word whose lexeme is not learnt yet has none). */
  lexemes: readonly string[];
  /**
   * Words of one search go together ('kế toán', 'digital marketing'), so posts having all of
   * them are about as many as have the rarest; tags (city, field, experience…) are taken as
   * independent of the words and of each other.
   */
  kind: 'word' | 'tag';
}

/** The tsquery of all `terms` (`a && b && …`). */
export function allTermsQuery(terms: readonly SearchTerm[]): SQL {
  return sql`(${sql.join(
    terms.map((term) => term.query),
    sql` && `,
  )})`;
}

/** A vector of post_search that searches match: the post's words, or its title's. */
export type SearchVector = 'search' | 'title_search';

/** The share of posts whose vector holds each common lexeme, and the least share listed. */
export interface VectorFrequencies {
  shares: Map<string, number>;
  leastListed: number;
}

/**
 * How much checking a post's row costs against decoding one entry of a posting list: about 2 µs
 * (the row read, its vector matched) against about 10 ns (c:Đà Nẵng, p:39, f:9, x:, t: and s:
 * tags, ~950,000 entries decoded in 9 ms at 1,000,000 posts).
 */
const ROW_CHECK_COST = 200;

/** How often each API process reads the statistics from pg_stats again (app.ts). */
export const TERM_FREQUENCIES_REFRESH_MS = 10 * 60_000;

let frequencies: Partial<Record<SearchVector, VectorFrequencies>> = {};
let loading: Promise<void> | undefined;

/**
 * Reads the lexeme frequencies of post_search's vectors from pg_stats (what ANALYZE sampled), for
 * the whole process: the app reads them when it starts and every TERM_FREQUENCIES_REFRESH_MS, off
 * the searches' path. They only steer which terms are looked up, never what matches, so statistics
 * that cannot be read leave every term looked up, as before.
 */
export async function learnTermFrequencies(db: SqlExecutor): Promise<void> {
  loading ??= (async () => {
    try {
      frequencies = await readFrequencies(db);
    } catch {
      frequencies = {};
    } finally {
      loading = undefined;
    }
  })();
  await loading;
}

/** The lexeme frequencies of post_search's vectors, as pg_stats holds them (none before an ANALYZE). */
async function readFrequencies(db: SqlExecutor): Promise<Partial<Record<SearchVector, VectorFrequencies>>> {
  const rows = await selectRows<{ attname: SearchVector; elems: RawTextArray | null; freqs: number[] | string | null }>(
    db,
    sql`select attname, most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
      from pg_stats where schemaname = current_schema() and tablename = 'post_search' and attname in ('search', 'title_search')`,
  );
  const vectors: Partial<Record<SearchVector, VectorFrequencies>> = {};
  for (const row of rows) {
    const elems = textArray(row.elems);
    // After the elements' shares come their least and largest share and the share of nulls.
    const shares = (Array.isArray(row.freqs) ? row.freqs : textArray(row.freqs)).map(Number);
    if (elems.length === 0 || shares.length < elems.length + 1) continue;
    vectors[row.attname] = { shares: new Map(elems.map((elem, i) => [elem, shares[i]!])), leastListed: shares[elems.length]! };
  }
  return vectors;
}

/** The share of posts whose `vector` holds the term (a lexeme not among the common ones: half the least listed share). */
function shareOf(term: SearchTerm, vector: VectorFrequencies): number {
  const each = term.lexemes.map((lexeme) => vector.shares.get(lexeme) ?? vector.leastListed / 2);
  return Math.min(1, each.reduce((sum, share) => sum + share, 0));
}

/**
 * The terms a GIN index looks up (`lookedUp`, never empty) and those checked on the rows it gives
 * (`checked`), by `stats`, the lexeme frequencies of its vector: of the words, the rarest or none,
 * and of the tags, the rarest ones, as many as minimise the entries decoded plus ROW_CHECK_COST
 * times the rows expected (the rarest word's share times each tag's: see SearchTerm.kind). All
 * are looked up when the statistics are missing, a term's lexeme is unknown, or there is one term.
 */
export function cheapestLookup(terms: readonly SearchTerm[], stats: VectorFrequencies | undefined): { lookedUp: SearchTerm[]; checked: SearchTerm[] } {
  if (!stats || terms.length < 2 || terms.some((term) => term.lexemes.length === 0)) return { lookedUp: [...terms], checked: [] };
  const rarestFirst = (kind: SearchTerm['kind']) =>
    terms
      .filter((term) => term.kind === kind)
      .map((term) => ({ term, share: shareOf(term, stats) }))
      .sort((a, b) => a.share - b.share);
  const words = rarestFirst('word');
  const tags = rarestFirst('tag');
  let best: { cost: number; lookedUp: SearchTerm[] } = { cost: Number.POSITIVE_INFINITY, lookedUp: [...terms] };
  for (const word of words.length > 0 ? [undefined, words[0]!] : [undefined]) {
    for (let count = 0; count <= tags.length; count += 1) {
      const chosen = [...(word ? [word] : []), ...tags.slice(0, count)];
      if (chosen.length === 0) continue;
      const decoded = chosen.reduce((sum, entry) => sum + entry.share, 0);
      const rows = tags.slice(0, count).reduce((product, entry) => product * entry.share, word ? word.share : 1);
      const cost = decoded + ROW_CHECK_COST * rows;
      if (cost < best.cost) best = { cost, lookedUp: chosen.map((entry) => entry.term) };
    }
  }
  return { lookedUp: best.lookedUp, checked: terms.filter((term) => !best.lookedUp.includes(term)) };
}

/**
 * `column @@ terms` where the GIN index looks up the cheapest terms (cheapestLookup, by the
 * frequencies learnt for `vector`) and the rest are checked on the rows: `ts_match_vq` is the
 * function of `@@`, which the planner never looks up in an index.
 */
export function termsMatch(column: SQL, terms: readonly SearchTerm[], vector: SearchVector): SQL {
  return termsMatchBy(column, terms, frequencies[vector]);
}

/** termsMatch by the frequencies `stats`. */
export function termsMatchBy(column: SQL, terms: readonly SearchTerm[], stats: VectorFrequencies | undefined): SQL {
  const { lookedUp, checked } = cheapestLookup(terms, stats);
  const lookup = sql`${column} @@ ${allTermsQuery(lookedUp)}`;
  return checked.length === 0 ? lookup : sql`${lookup} and ts_match_vq(${column}, ${allTermsQuery(checked)})`;
}
