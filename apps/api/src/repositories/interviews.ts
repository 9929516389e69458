/** Interviews: SQL only (rules in routes/interviews/interviews.handlers.ts). */
import { sql, type SQL } from 'drizzle-orm';
import type { Interview, InterviewListQuery, Page } from '@jobhub/sdk/contract';
import type { ApplicationRecord, InterviewRecord } from '../db/schema/applications';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import { isoTimestamp, pageCount, selectRows, type SqlExecutor } from './sql-rows';

/** An interview with its application's post, company and parties (COLUMNS). */
type InterviewRecordRow = Pick<
  InterviewRecord,
  'id' | 'application_id' | 'title' | 'interview_date' | 'location' | 'meeting_link' | 'note' | 'status' | 'response_note' | 'created_at'
> & {
  post_id: ApplicationRecord['post_id'];
  post_title: PostRecord['title'];
  company_name: EnterpriseRecord['company_name'];
  candidate_name: ApplicationRecord['name'];
  candidate_id: ApplicationRecord['user_id'];
  owner_id: EnterpriseRecord['user_id'];
};

/** An interview with the parties the rules check. */
export interface InterviewWithParties {
  interview: Interview;
  candidateId: number;
  ownerId: number;
  date: Date;
}

const COLUMNS = sql`i.id, i.application_id, a.post_id, p.title as post_title, e.company_name, a.name as candidate_name,
  a.user_id as candidate_id, e.user_id as owner_id, i.title, i.interview_date, i.location, i.meeting_link, i.note,
  i.status, i.response_note, i.created_at`;
const JOINS = sql`join applications a on a.id = i.application_id join posts p on p.id = a.post_id join enterprises e on e.id = p.enterprise_id`;

function toInterview(row: InterviewRecordRow): Interview {
  return {
    id: Number(row.id),
    cv: Number(row.application_id),
    post: Number(row.post_id),
    post_title: row.post_title,
    enterprise_name: row.company_name,
    candidate_name: row.candidate_name,
    title: row.title,
    interview_date: isoTimestamp(row.interview_date),
    location: row.location,
    meeting_link: row.meeting_link,
    note: row.note,
    status: row.status,
    response_note: row.response_note,
    created_at: isoTimestamp(row.created_at),
  };
}

/** One interview and its parties, or undefined. */
export async function findInterview(db: SqlExecutor, id: number): Promise<InterviewWithParties | undefined> {
  const [row] = await selectRows<InterviewRecordRow>(db, sql`select ${COLUMNS} from interviews i ${JOINS} where i.id = ${id}`);
  if (!row) return undefined;
  return { interview: toInterview(row), candidateId: Number(row.candidate_id), ownerId: Number(row.owner_id), date: new Date(isoTimestamp(row.interview_date)) };
}

/** Inserts an interview; returns its id. An interview answers the application: its first answer when none yet (the response rate). */
export async function insertInterview(
  db: SqlExecutor,
  values: { applicationId: number; title: string; date: Date; location: string | null; meetingLink: string | null; note: string | null; now: Date },
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`with answered as (
        update applications set first_response_at = ${values.now.toISOString()}::timestamptz
        where id = ${values.applicationId} and first_response_at is null
      )
      insert into interviews (application_id, title, interview_date, location, meeting_link, note, created_at)
      values (${values.applicationId}, ${values.title}, ${values.date.toISOString()}::timestamptz, ${values.location}, ${values.meetingLink},
        ${values.note}, ${values.now.toISOString()}::timestamptz)
      returning id`,
  );
  return Number(row!.id);
}

/** Records the candidate's answer. */
export async function respondToInterview(db: SqlExecutor, id: number, status: 'accepted' | 'declined', note: string | null): Promise<void> {
  await db.execute(sql`update interviews set status = ${status}, response_note = ${note} where id = ${id}`);
}

/**
 * A page of interviews of a candidate's applications or of an employer's posts, latest date first;
 * with `cv`, only those of that application.
 */
export async function listInterviews(
  db: SqlExecutor,
  scope: { candidateId: number } | { ownerId: number },
  paging: InterviewListQuery,
): Promise<Page<Interview>> {
  const party: SQL = 'candidateId' in scope ? sql`a.user_id = ${scope.candidateId}` : sql`e.user_id = ${scope.ownerId}`;
  const where = paging.cv === undefined ? party : sql`${party} and i.application_id = ${paging.cv}`;
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from interviews i ${JOINS} where ${where}`);
  const total = Number(count?.total ?? 0);
  const offset = (paging.page - 1) * paging.page_size;
  const rows =
    total > offset
      ? await selectRows<InterviewRecordRow>(
          db,
          sql`select ${COLUMNS} from interviews i ${JOINS} where ${where}
            order by i.interview_date desc, i.id desc limit ${paging.page_size} offset ${offset}`,
        )
      : [];
  return { results: rows.map(toInterview), total, page: paging.page, total_pages: pageCount(total, paging.page_size), page_size: paging.page_size };
}
