/**
 * Contract and columns agree: every string field of a request schema whose value is stored has a
 * maximum length equal to its varchar column's (or, for an enum, a longest value that fits), read
 * from information_schema of the migrated test database. Free-text fields over `text` columns need
 * a maximum too. A new `*BodySchema` / `*FieldsSchema` must be listed below, stored or not.
 */
import * as contract from '@jobhub/sdk/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../test/context';

/** Request schemas whose fields are written to `table` (a column named like the field unless mapped; null = not stored). */
const STORED: { schema: keyof typeof contract; table: string; columns?: Record<string, string | null> }[] = [
  { schema: 'RegisterBodySchema', table: 'users', columns: { password: null } },
  { schema: 'ProfileUpdateBodySchema', table: 'users' },
  { schema: 'SetRoleBodySchema', table: 'users' },
  { schema: 'RegisterEnterpriseSchema', table: 'enterprises' },
  { schema: 'EnterpriseFieldsSchema', table: 'enterprises' },
  { schema: 'EnterpriseUpdateFieldsSchema', table: 'enterprises' },
  { schema: 'PostWriteBodySchema', table: 'posts', columns: { position: 'position_id', field: 'field_id' } },
  { schema: 'ApplicationCreateFieldsSchema', table: 'applications', columns: { post: 'post_id' } },
  { schema: 'ApplicationCreateLibraryFieldsSchema', table: 'applications', columns: { post: 'post_id', saved_cv_id: null, save_cv: null } },
  { schema: 'SavedCvCreateFieldsSchema', table: 'saved_cvs' },
  { schema: 'SavedCvUpdateBodySchema', table: 'saved_cvs' },
  { schema: 'ApplicationStatusBodySchema', table: 'applications' },
  { schema: 'ApplicationNoteBodySchema', table: 'applications' },
  { schema: 'InterviewCreateBodySchema', table: 'interviews', columns: { cv: 'application_id' } },
  { schema: 'InterviewRespondBodySchema', table: 'interviews', columns: { response: 'status', note: 'response_note' } },
  { schema: 'NotificationCreateBodySchema', table: 'notifications' },
  { schema: 'SystemNotificationCreateBodySchema', table: 'notifications' },
  { schema: 'SendMessageBodySchema', table: 'messages', columns: { recipient: 'recipient_id', sender: null, client_id: null } },
  { schema: 'CriteriaBodySchema', table: 'criteria', columns: { field: 'field_id', position: 'position_id' } },
  { schema: 'ReportBodySchema', table: 'post_reports', columns: { post: 'post_id' } },
  { schema: 'AssistantSessionCreateBodySchema', table: 'assistant_sessions' },
  { schema: 'AssistantTitleBodySchema', table: 'assistant_sessions' },
  { schema: 'AssistantSendBodySchema', table: 'assistant_messages', columns: { message: 'content' } },
  { schema: 'PartnerAppBodySchema', table: 'partner_apps' },
];
/** Request schemas nothing is stored from as sent (credentials and tokens are hashed, ids are looked up). */
const NOT_STORED = [
  'ApiErrorBodySchema',
  'ConsentDecisionBodySchema',
  'LoginBodySchema',
  'LogoutBodySchema',
  'TokenRefreshBodySchema',
  'EmailBodySchema',
  'ResetPasswordBodySchema',
  'ChangePasswordBodySchema',
  'SetPasswordBodySchema',
  'SavePostBodySchema',
  'PremiumPurchaseBodySchema',
  // Booleans only (users.mail_<type>), and the one-click unsubscribe's fixed value.
  'MailPreferencesBodySchema',
  'UnsubscribeBodySchema',
];

/** What a field accepts, as far as length goes. */
type FieldShape = { kind: 'string'; max: number | undefined } | { kind: 'enum'; longest: number } | { kind: 'other' };

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      innerType?: ZodInternals;
      in?: ZodInternals;
      element?: ZodInternals;
      shape?: Record<string, ZodInternals>;
      entries?: Record<string, string | number>;
      values?: unknown[];
      checks?: { _zod: { def: { check: string; maximum?: number } } }[];
    };
  };
}

function shapeOf(schema: ZodInternals): FieldShape {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
      return shapeOf(def.innerType!);
    case 'pipe':
      return shapeOf(def.in!);
    case 'array':
      return shapeOf(def.element!);
    case 'string': {
      const maxima = (def.checks ?? []).filter((check) => check._zod.def.check === 'max_length').map((check) => check._zod.def.maximum!);
      return { kind: 'string', max: maxima.length > 0 ? Math.min(...maxima) : undefined };
    }
    case 'enum':
      return { kind: 'enum', longest: Math.max(...Object.values(def.entries!).map((value) => String(value).length)) };
    case 'literal':
      return { kind: 'enum', longest: Math.max(...def.values!.map((value) => String(value).length)) };
    default:
      return { kind: 'other' };
  }
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  element_type: string | null;
  max_length: number | null;
}

describeEachDatabase('contract text limits against the migrated columns', (kind) => {
  const ctx = useTestContext(kind);

  it('lists every request schema of the contract as stored or not', () => {
    const requestSchemas = Object.keys(contract).filter((name) => /(Body|Fields)Schema$/.test(name));
    const listed = new Set<string>([...STORED.map((entry) => entry.schema), ...NOT_STORED]);
    expect(requestSchemas.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('gives every stored string field the length of its column', async () => {
    const rows = await ctx().database.query<ColumnRow>(
      `select c.table_name, c.column_name, c.data_type, e.data_type as element_type,
          coalesce(c.character_maximum_length, e.character_maximum_length)::int as max_length
        from information_schema.columns c
        left join information_schema.element_types e
          on e.object_schema = c.table_schema and e.object_name = c.table_name and e.object_type = 'TABLE'
          and e.collection_type_identifier = c.dtd_identifier
        where c.table_schema = 'public'`,
    );
    const columns = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    const problems: string[] = [];
    let checked = 0;
    for (const { schema: name, table, columns: mapped = {} } of STORED) {
      const schema = contract[name] as unknown as ZodInternals;
      for (const [field, fieldSchema] of Object.entries(schema._zod.def.shape ?? {})) {
        const shape = shapeOf(fieldSchema);
        if (shape.kind === 'other') continue;
        const columnName = field in mapped ? mapped[field] : field;
        if (columnName === null) continue;
        const where = `${name}.${field} → ${table}.${columnName}`;
        const column = columns.get(`${table}.${columnName}`);
        if (!column) {
          problems.push(`${where}: no such column`);
          continue;
        }
        const type = column.data_type === 'ARRAY' ? column.element_type : column.data_type;
        if (type !== 'character varying' && type !== 'text') continue; // dates, timestamps: the format bounds them
        checked += 1;
        if (shape.kind === 'enum') {
          if (column.max_length !== null && shape.longest > column.max_length) problems.push(`${where}: value of ${shape.longest} > varchar(${column.max_length})`);
        } else if (shape.max === undefined) {
          problems.push(`${where}: no maximum length in the contract`);
        } else if (column.max_length !== null && shape.max !== column.max_length) {
          problems.push(`${where}: contract ${shape.max} ≠ varchar(${column.max_length})`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
