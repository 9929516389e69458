import { sql } from 'drizzle-orm';
import { type EnterpriseSummary, type PostDetail, type PostRow } from '@jobhub/sdk/contract';
import { richTextToPlain } from '@jobhub/sdk/rich-text';
import type { EnterpriseRecord, PostRecord } from '../db/schema/catalogue';
import { vietnamToday } from '../lib/vietnam-date';
import { rowColumns, ROW_JOINS, toRow, type RowRecord } from './post-rows';
import { listedPostSql, openPostSql, openSearchSql } from './post-visibility';
import { selectRows, type SqlExecutor } from './sql-rows';

/** A post's detail page: the post with its company box, and its related posts. */

type DetailRecord = RowRecord &
  Pick<PostRecord, 'detail_address' | 'time_working' | 'quantity' | 'description' | 'required' | 'interest' | 'is_active' | 'is_removed'> &
  Pick<EnterpriseRecord, 'address' | 'scale' | 'field_of_activity' | 'link_web_site'> & {
    is_public: boolean;
    is_listed: boolean;
    is_paused: boolean;
    owner_id: EnterpriseRecord['user_id'];
    e_city: EnterpriseRecord['city'];
  };

/** The rich texts of a post as answered. */
type RichTextFields = Pick<PostDetail, 'description' | 'required' | 'interest' | 'description_html' | 'required_html' | 'interest_html'>;

/**
 * A post's rich texts: plain text under their own names, which clients of the original API print
 * as they are (issue 26), and the stored sanitised HTML in `*_html`, which the site and the post
 * form read (editing from the plain text would lose the formatting).
 */
function richTextFields(stored: Pick<DetailRecord, 'description' | 'required' | 'interest'>): RichTextFields {
  return {
    description: richTextToPlain(stored.description),
    required: richTextToPlain(stored.required),
    interest: richTextToPlain(stored.interest),
    description_html: stored.description,
    required_html: stored.required,
    interest_html: stored.interest,
  };
}

export interface PostForViewer {
  detail: Omit<PostDetail, 'related_posts'>;
  isPublic: boolean;
  /** Listed (post-visibility.ts listedPostSql): public, or public but for its passed deadline. */
  isListed: boolean;
  isRemoved: boolean;
  ownerId: number;
  fieldId: number;
  positionId: number;
  enterpriseId: number;
  city: string;
}

/**
 * A post with its company box, open or not (the caller decides who may see it); `isPublic` =
 * open on the Vietnamese date of `now` (the app's clock; post-visibility.ts), the owner's Premium
 * at that instant.
 */
export async function findPostDetail(db: SqlExecutor, id: number, now: Date): Promise<PostForViewer | undefined> {
  const [record] = await selectRows<DetailRecord>(
    db,
    sql`select ${rowColumns(now)}, p.detail_address, p.time_working, p.quantity,
        p.description, p.required, p.interest, p.is_active, p.is_removed, p.paused_at is not null as is_paused,
        ${openPostSql(vietnamToday(now))} as is_public, ${listedPostSql()} as is_listed,
        e.user_id as owner_id, e.address, e.city as e_city, e.scale, e.field_of_activity, e.link_web_site
      from posts p ${ROW_JOINS}
      where p.id = ${id}`,
  );
  if (!record) return undefined;
  const row = toRow(record);
  const enterprise_detail: EnterpriseSummary = {
    id: row.enterprise,
    company_name: record.company_name,
    logo: row.enterprise_logo,
    address: record.address,
    city: record.e_city,
    scale: record.scale,
    field_of_activity: record.field_of_activity,
    link_web_site: record.link_web_site,
    is_premium: row.is_enterprise_premium,
  };
  return {
    detail: {
      ...row,
      district: record.district,
      detail_address: record.detail_address,
      time_working: record.time_working,
      quantity: Number(record.quantity),
      ...richTextFields(record),
      is_active: Boolean(record.is_active),
      is_paused: Boolean(record.is_paused),
      enterprise_detail,
      can_view_applicants: false,
      has_applied: false,
      applied_at: null,
      enterprise_address: record.address,
      user_id: Number(record.owner_id),
      latest_application_date: null,
    },
    isPublic: Boolean(record.is_public),
    isListed: Boolean(record.is_listed),
    isRemoved: Boolean(record.is_removed),
    ownerId: Number(record.owner_id),
    fieldId: row.field.id,
    positionId: row.position.id,
    enterpriseId: row.enterprise,
    city: row.city,
  };
}

/** Most related posts to show on a detail page (API.md). */
export const RELATED_POSTS_LIMIT = 7;

/** How many posts of one company the related posts list at most, so other employers' show too. */
export const RELATED_POSTS_PER_COMPANY = 2;

/**
 * Up to 7 posts like this one, open at `now` (the app's clock), from any employer: posts of the
 * same field (a position belongs to one field), ranked same position and city (6) > same position
 * (4) > same city (2) > the field alone (0), then newest; never the post itself, and at most
 * {@link RELATED_POSTS_PER_COMPANY} of any one company (its page lists the rest), so a company
 * with many posts in the field does not fill the list with its own. Owners' Premium at `now`.
 */
export async function findRelatedPosts(
  db: SqlExecutor,
  post: Pick<PostForViewer, 'fieldId' | 'positionId' | 'city'> & { id: number },
  now: Date,
): Promise<PostRow[]> {
  const records = await selectRows<RowRecord>(
    db,
    sql`with alike as (
        select s.post_id, s.created_at, s.enterprise_id,
          (s.position_id = ${post.positionId})::int * 4 + (s.city = ${post.city})::int * 2 as score
        from post_search s
        where ${openSearchSql(vietnamToday(now))} and s.field_id = ${post.fieldId} and s.post_id <> ${post.id}
      ),
      ranked as (
        select post_id, created_at, score,
          row_number() over (partition by enterprise_id order by score desc, created_at desc, post_id desc) as of_company
        from alike
      ),
      hits as (
        select post_id, created_at, score from ranked
        where of_company <= ${RELATED_POSTS_PER_COMPANY}
        order by score desc, created_at desc, post_id desc
        limit ${RELATED_POSTS_LIMIT}
      )
      select ${rowColumns(now)}
      from hits join posts p on p.id = hits.post_id ${ROW_JOINS}
      order by hits.score desc, hits.created_at desc, hits.post_id desc`,
  );
  return records.map(toRow);
}
