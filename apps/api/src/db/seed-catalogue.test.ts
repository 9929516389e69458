import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { selectRows } from '../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../test/context';
import { MIGRATIONS_DIR } from './client';
import { readCatalogueIds } from './seed-catalogue';
import { SEED_FIELDS } from './seed-data';

describeEachDatabase('reference catalogue', (kind) => {
  const ctx = useTestContext(kind);

  it('is in a just-migrated database, as SEED_FIELDS lists it, with ids in that order', async () => {
    const fields = await selectRows<{ id: number; name: string }>(ctx().database.db, sql`select id, name from fields order by id`);
    expect(fields).toEqual(SEED_FIELDS.map((field, index) => ({ id: index + 1, name: field.name })));
    const positions = await selectRows<{ id: number; field_id: number; name: string }>(ctx().database.db, sql`select id, field_id, name from positions order by id`);
    expect(positions).toEqual(SEED_FIELDS.flatMap((field, index) => field.positions.map((name) => ({ field_id: index + 1, name }))).map((row, index) => ({ id: index + 1, ...row })));
    expect(await readCatalogueIds(ctx().database.db)).toEqual({
      fieldIds: fields.map((field) => field.id),
      positionIds: SEED_FIELDS.map((field, index) => positions.filter((row) => row.field_id === index + 1).map((row) => row.id)),
    });
  });

  it('survives running its migration again, and new rows continue after the fixed ids', async () => {
    const migration = await readFile(join(MIGRATIONS_DIR, '0027_reference_catalogue.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await ctx().database.exec(statement);
    const [counts] = await selectRows<{ fields: number; positions: number }>(
      ctx().database.db,
      sql`select (select count(*)::int from fields) as fields, (select count(*)::int from positions) as positions`,
    );
    expect(counts).toEqual({ fields: SEED_FIELDS.length, positions: SEED_FIELDS.flatMap((field) => field.positions).length });
    const [added] = await selectRows<{ id: number }>(ctx().database.db, sql`insert into fields (name) values ('Nông nghiệp') returning id`);
    expect(Number(added!.id)).toBe(SEED_FIELDS.length + 1);
  });
});
