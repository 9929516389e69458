/**
 * A test database put back to its just-migrated state in one statement, so one database serves
 * many test contexts (a TRUNCATE takes milliseconds; a new PGlite from a 42 MB dump or a new
 * PostgreSQL database takes a second or more under load).
 *
 * `captureBaseline` runs once in the migrated template: it copies the rows the migrations wrote
 * (reference rows) and every sequence's position into the schema `jh_test_baseline`, and defines
 * `jh_test_baseline.reset()`, which empties every table of `public` (RESTART IDENTITY), puts the
 * reference rows back with triggers and foreign-key checks off (they are the rows that were
 * there), and sets every sequence where it was. Databases made from the template carry both.
 */
import type { Database } from '../db/client';

const SCHEMA = 'jh_test_baseline';

/** Copies reference rows and sequence positions, and defines the reset function. */
export async function captureBaseline(database: Database): Promise<void> {
  await database.exec(`
    create schema ${SCHEMA};
    create table ${SCHEMA}.copied_tables (name text primary key, columns text not null);
    create table ${SCHEMA}.sequences as
      select format('%I.%I', schemaname, sequencename) as name, last_value
      from pg_sequences where schemaname = 'public';
    do $capture$
    declare
      t record;
      has_rows boolean;
      column_list text;
    begin
      for t in select tablename from pg_tables where schemaname = 'public' order by tablename loop
        execute format('select exists (select 1 from public.%I)', t.tablename) into has_rows;
        if has_rows then
          -- Generated columns are computed again on insert; they cannot be written.
          select string_agg(format('%I', column_name), ', ' order by ordinal_position) into column_list
            from information_schema.columns
            where table_schema = 'public' and table_name = t.tablename and is_generated = 'NEVER';
          execute format('create table ${SCHEMA}.%I as select %s from public.%I', t.tablename, column_list, t.tablename);
          insert into ${SCHEMA}.copied_tables values (t.tablename, column_list);
        end if;
      end loop;
    end
    $capture$;

    create function ${SCHEMA}.reset() returns void language plpgsql as $reset$
    declare
      t record;
      s record;
      tables text;
    begin
      select string_agg(format('public.%I', tablename), ', ') into tables from pg_tables where schemaname = 'public';
      execute 'truncate ' || tables || ' restart identity cascade';
      perform set_config('session_replication_role', 'replica', true);
      for t in select name, columns from ${SCHEMA}.copied_tables loop
        execute format('insert into public.%I (%s) overriding system value select %s from ${SCHEMA}.%I', t.name, t.columns, t.columns, t.name);
      end loop;
      perform set_config('session_replication_role', 'origin', true);
      for s in select name, last_value from ${SCHEMA}.sequences loop
        if s.last_value is null then
          execute format('alter sequence %s restart', s.name);
        else
          perform setval(s.name, s.last_value, true);
        end if;
      end loop;
    end
    $reset$;
  `);
}

/** Puts a database made from the template back to the template's state. */
export async function resetToBaseline(database: Database): Promise<void> {
  // One statement, so one transaction: all or nothing, and set_config(..., true) ends with it.
  await database.query(`select ${SCHEMA}.reset()`);
}
