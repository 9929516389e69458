import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../db/seed';
import { describeEachDatabase, useTestContext } from '../test/context';
import { allTermsQuery, cheapestLookup, learnTermFrequencies, termsMatch, termsMatchBy, type SearchTerm, type VectorFrequencies } from './search-terms';
import { keywordTerms, learnLexemes, searchWords, tagTerm } from './search-text';
import { selectRows } from './sql-rows';

/** A word's term with its lexeme (what keywordTerms gives once the lexeme is learnt). */
const word = (lexeme: string): SearchTerm => ({ query: sql`${lexeme}::tsquery`, lexemes: [lexeme], kind: 'word' });
const lexemesOf = (terms: readonly SearchTerm[]) => terms.flatMap((term) => term.lexemes);

describe('which terms the GIN index looks up', () => {
  // Shares as ANALYZE saw them at 1,000,000 posts (post_search.search); Lai Châu is not listed.
  const stats: VectorFrequencies = {
    shares: new Map([
      ['cong', 0.995],
      ['van', 0.79],
      ['nhan', 0.207],
      ['hanh', 0.0325],
      ['may', 0.017],
      ['c:Hà Nội', 0.295],
      ['c:Đà Nẵng', 0.096],
    ]),
    leastListed: 0.0057,
  };

  it('looks up the rare terms and checks the common ones on the rows', () => {
    const terms = [word('cong'), word('nhan'), word('van'), word('hanh'), word('may'), tagTerm('c', ['Lai Châu'])];
    const { lookedUp, checked } = cheapestLookup(terms, stats);
    expect(lexemesOf(lookedUp).sort()).toEqual(['c:Lai Châu', 'may']);
    expect(lexemesOf(checked).sort()).toEqual(['cong', 'hanh', 'nhan', 'van']);
  });

  it('keeps intersecting while a term still cuts the rows enough: a city tag with a rare word', () => {
    // Words go together, so a second word cuts little; an independent tag cuts by its share.
    const terms = [word('may'), word('hanh'), tagTerm('c', ['Đà Nẵng'])];
    expect(lexemesOf(cheapestLookup(terms, stats).lookedUp)).toEqual(['may', 'c:Đà Nẵng']);
  });

  it('looks up or checks each term once, never looking up none', () => {
    const sets = [[word('cong'), word('van')], [word('xyzrare'), tagTerm('c', ['Lai Châu']), tagTerm('p', [39])], [tagTerm('c', ['Hà Nội']), tagTerm('x', ['1-2 năm'])]];
    for (const terms of sets) {
      const { lookedUp, checked } = cheapestLookup(terms, stats);
      expect(lookedUp.length).toBeGreaterThan(0);
      expect([...lookedUp, ...checked]).toHaveLength(terms.length);
      expect(new Set([...lookedUp, ...checked])).toEqual(new Set(terms));
    }
  });

  it('reads several tags of one filter as one term, as common as their sum', () => {
    const terms = [word('may'), tagTerm('c', ['Hà Nội', 'Đà Nẵng'])];
    expect(lexemesOf(cheapestLookup(terms, stats).lookedUp)).toEqual(['may', 'c:Hà Nội', 'c:Đà Nẵng']);
    expect(lexemesOf(cheapestLookup([word('cong'), tagTerm('c', ['Hà Nội', 'Đà Nẵng'])], stats).lookedUp)).toEqual(['c:Hà Nội', 'c:Đà Nẵng']);
  });

  it('looks up every term without statistics, with one term, or with a word whose lexeme is not learnt', () => {
    const terms = [word('cong'), word('may')];
    expect(cheapestLookup(terms, undefined).checked).toEqual([]);
    expect(cheapestLookup([word('cong')], stats).lookedUp).toHaveLength(1);
    const unlearnt: SearchTerm = { query: sql`'x'::tsquery`, lexemes: [], kind: 'word' };
    expect(cheapestLookup([...terms, unlearnt], stats).checked).toEqual([]);
  });
});

describe('statistics that cannot be read', () => {
  it('leave every term looked up, and the search going', async () => {
    const failing = { execute: () => Promise.reject(new Error('permission denied for view pg_stats')) };
    await expect(learnTermFrequencies(failing)).resolves.toBeUndefined();
    const match = termsMatch(sql`s.search`, [word('cong'), word('may')], 'search');
    expect(new PgDialect().sqlToQuery(match).sql).not.toContain('ts_match_vq');
  });
});

describeEachDatabase('a search split between the index and the rows', (kind) => {
  const ctx = useTestContext(kind);

  beforeAll(async () => {
    await seed(ctx().database.db, { posts: 200, companies: 10, rng: 31 });
    await ctx().database.db.execute(sql`analyze post_search`);
  });

  /** The public posts `where` matches (over `post_search s`). */
  const ids = async (where: SQL) =>
    (await selectRows<{ post_id: number }>(ctx().database.db, sql`select s.post_id from post_search s where s.is_public and ${where} order by s.post_id`)).map((row) =>
      Number(row.post_id),
    );

  /** The commonest city's first post: its city and the words of its title. */
  async function aPost(): Promise<{ city: string; words: string[] }> {
    const [post] = await selectRows<{ city: string; title: string }>(
      ctx().database.db,
      sql`select s.city, p.title from post_search s join posts p on p.id = s.post_id
        where s.is_public and s.city = (select city from post_search where is_public group by city order by count(*) desc limit 1) order by p.id limit 1`,
    );
    return { city: post!.city, words: searchWords(post!.title).slice(0, 3) };
  }

  it('matches exactly the posts the whole query matches, by the statistics ANALYZE keeps', async () => {
    const db = ctx().database.db;
    await learnTermFrequencies(db);
    const post = await aPost();
    // The post's title words and a word of every post's text ('công', as in 'công ty').
    const words = [...post.words, 'công'];
    await learnLexemes(db, words);
    const terms = [...keywordTerms(words), tagTerm('c', [post.city])];
    const whole = await ids(sql`s.search @@ ${allTermsQuery(terms)}`);
    expect(whole.length).toBeGreaterThan(0);
    expect(await ids(termsMatch(sql`s.search`, terms, 'search'))).toEqual(whole);
  });

  it('checks on the rows the terms it does not look up', async () => {
    const db = ctx().database.db;
    const post = await aPost();
    await learnLexemes(db, post.words);
    const terms = [...keywordTerms(post.words), tagTerm('c', [post.city])];
    // Statistics that call the title's words common and the city rare: the city is looked up,
    // the words are checked on its posts.
    const stats: VectorFrequencies = { shares: new Map(lexemesOf(terms).map((lexeme) => [lexeme, lexeme.startsWith('c:') ? 0.001 : 0.99])), leastListed: 0.001 };
    const split = termsMatchBy(sql`s.search`, terms, stats);
    expect(new PgDialect().sqlToQuery(split).sql).toContain('ts_match_vq');
    const whole = await ids(sql`s.search @@ ${allTermsQuery(terms)}`);
    const cityOnly = await ids(sql`s.search @@ ${allTermsQuery(terms.slice(-1))}`);
    expect(cityOnly.length).toBeGreaterThan(whole.length);
    expect(await ids(split)).toEqual(whole);
  });
});
