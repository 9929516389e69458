import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../test/context';
import { allWordsMatch, keywordQuery, learnLexemes } from './search-text';
import { selectRows } from './sql-rows';

describeEachDatabase('words matched against a text of words (company names, own post titles)', (kind) => {
  const ctx = useTestContext(kind);

  /** Which of `texts` (already unaccented, lower-case) match every word of `query`. */
  async function matching(texts: readonly string[], words: readonly string[]): Promise<string[]> {
    const values = sql.join(
      texts.map((text) => sql`(${text}::text)`),
      sql`, `,
    );
    const rows = await selectRows<{ t: string }>(ctx().database.db, sql`select v.t from (values ${values}) v(t) where ${allWordsMatch(sql`v.t`, words)} order by v.t`);
    return rows.map((row) => row.t);
  }

  const names = ['cong ty ketoan sao viet', 'cong ty ky thuat hoa phat', 'sky tech', 'ky nguyen so', 'hoa phat 100% xanh'];

  it('finds words of three letters or more anywhere, accents and case ignored', async () => {
    expect(await matching(names, ['toan'])).toEqual(['cong ty ketoan sao viet']);
    expect(await matching(names, ['Hòa', 'PHÁT'])).toEqual(['cong ty ky thuat hoa phat', 'hoa phat 100% xanh']);
  });

  it('finds shorter words only at the start of a word, the first one included', async () => {
    expect(await matching(names, ['ky'])).toEqual(['cong ty ky thuat hoa phat', 'ky nguyen so']);
    expect(await matching(names, ['so'])).toEqual(['ky nguyen so']);
  });

  it('matches LIKE wildcards in the words only as themselves', async () => {
    expect(await matching(names, ['100%'])).toEqual(['hoa phat 100% xanh']);
    expect(await matching(names, ['_oa'])).toEqual([]);
    expect(await matching(names, ['%'])).toEqual([]);
  });

  it('matches every text when there are no words', async () => {
    expect(await matching(names, [])).toEqual([...names].sort());
  });

  it('writes learnt lexemes into keyword queries as text, matching what the database makes of the words', async () => {
    // Words no other test has taught this process (lexemes are kept for its life).
    const tag = randomBytes(4).toString('hex');
    const words = [`Đường${tag}`, `ỐNG${tag}`];
    const text = (query: ReturnType<typeof keywordQuery>) => new PgDialect().sqlToQuery(sql`${query}`).sql;
    const matches = async () => {
      const [row] = await selectRows<{ hit: boolean }>(ctx().database.db, sql`select to_tsvector('simple', ${`thi cong duong${tag} ong${tag}`}) @@ ${keywordQuery(words)} as hit`);
      return row?.hit;
    };
    expect(text(keywordQuery(words))).toContain('jh_unaccent');
    expect(await matches()).toBe(true);
    await learnLexemes(ctx().database.db, words);
    expect(text(keywordQuery(words))).not.toContain('jh_unaccent');
    expect(await matches()).toBe(true);
  });
});
