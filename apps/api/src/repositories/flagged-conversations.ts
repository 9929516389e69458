/** The admins' list of conversations with scam warnings (issue 30): SQL only. */
import { CHAT_WARNING_SIGNALS, type ChatWarningSignal, type FlaggedConversation } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../db/schema/accounts';
import type { EnterpriseRecord } from '../db/schema/catalogue';
import type { MessageRow } from '../db/schema/realtime';
import { displayName } from './messages';
import { isoTimestamp, pageCount, selectRows, textArray, type RawTextArray, type SqlExecutor } from './sql-rows';

/** One flagged conversation: an employer (the sender) and a candidate (the recipient), and its last flagged message. */
interface FlaggedRow {
  employer_id: MessageRow['sender_id'];
  employer_fullname: UserRow['fullname'];
  employer_name_display: UserRow['name_display'];
  /** Null when the sender has no company (a left join). */
  company_name: EnterpriseRecord['company_name'] | null;
  candidate_id: MessageRow['recipient_id'];
  candidate_fullname: UserRow['fullname'];
  candidate_name_display: UserRow['name_display'];
  flagged_count: number;
  reported_count: number;
  signals: RawTextArray;
  last_message_id: MessageRow['id'];
  last_content: MessageRow['content'];
  last_flagged_at: MessageRow['created_at'];
  total: number;
}

/**
 * One page of the conversations in which an employer sent a candidate flagged messages, the
 * newest flagged message first; from the flagged messages only (messages_flagged_idx).
 *
 * @example await listFlaggedConversations(app.db, { page: 1, page_size: 20 })
 */
export async function listFlaggedConversations(
  db: SqlExecutor,
  paging: { page: number; page_size: number },
): Promise<{ results: FlaggedConversation[]; total: number; page: number; total_pages: number; page_size: number }> {
  const rows = await selectRows<FlaggedRow>(
    db,
    sql`with flagged as (
        select m.sender_id, m.recipient_id, count(*)::int as flagged_count, count(m.reported_at)::int as reported_count,
          max(m.id) as last_message_id,
          (select array_agg(distinct s) from messages x, unnest(x.warning_signals) s
            where x.sender_id = m.sender_id and x.recipient_id = m.recipient_id and cardinality(x.warning_signals) > 0) as signals
        from messages m where cardinality(m.warning_signals) > 0
        group by m.sender_id, m.recipient_id
      )
      select f.sender_id as employer_id, se.fullname as employer_fullname, se.name_display as employer_name_display, e.company_name,
        f.recipient_id as candidate_id, re.fullname as candidate_fullname, re.name_display as candidate_name_display,
        f.flagged_count, f.reported_count, f.signals, f.last_message_id, last.content as last_content, last.created_at as last_flagged_at,
        count(*) over ()::int as total
      from flagged f
      join messages last on last.id = f.last_message_id
      join users se on se.id = f.sender_id
      join users re on re.id = f.recipient_id
      left join enterprises e on e.user_id = f.sender_id
      order by f.last_message_id desc
      limit ${paging.page_size} offset ${(paging.page - 1) * paging.page_size}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    results: rows.map((row) => {
      const found = textArray(row.signals);
      return {
        employer: { id: row.employer_id, name: displayName({ id: row.employer_id, fullname: row.employer_fullname, name_display: row.employer_name_display }) },
        company_name: row.company_name,
        candidate: { id: row.candidate_id, name: displayName({ id: row.candidate_id, fullname: row.candidate_fullname, name_display: row.candidate_name_display }) },
        flagged_count: Number(row.flagged_count),
        reported_count: Number(row.reported_count),
        signals: CHAT_WARNING_SIGNALS.filter((signal: ChatWarningSignal) => found.includes(signal)),
        last_message_id: Number(row.last_message_id),
        last_content: row.last_content,
        last_flagged_at: isoTimestamp(row.last_flagged_at),
      };
    }),
    total,
    page: paging.page,
    total_pages: pageCount(total, paging.page_size),
    page_size: paging.page_size,
  };
}
