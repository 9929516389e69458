/** Chat messages and conversations: SQL only (rules live in routes/chat/chat.handlers.ts). */
import { CHAT_WARNING_SIGNALS, type ChatContact, type ChatContactsQuery, type ChatWarningSignal, type Conversation, type Message, type MessageListQuery } from '@jobhub/sdk/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema/accounts';
import { applications, type ApplicationRecord } from '../db/schema/applications';
import { enterprises, posts, type EnterpriseRecord, type PostRecord } from '../db/schema/catalogue';
import { messages, type MessageRow } from '../db/schema/realtime';
import { appliedToCompanyOf } from './applications';
import { publicFileUrl } from './files';
import { escapeLike } from './search-text';
import { isoTimestamp, selectRows, textArray, type CatalogueDb as Database } from './sql-rows';

/** Most conversations listed at once (newest first). */
export const CONVERSATIONS_LIMIT = 200;
/** Most unread messages listed by GET /api/messages/unread/ (the total is exact). */
export const UNREAD_LIST_LIMIT = 100;

/** Name shown for a user: name_display, else fullname, else 'Người dùng #{id}' (SPEC §3). */
export function displayName(user: { id: number; fullname: string | null; name_display?: string | null }): string {
  return user.name_display?.trim() || user.fullname?.trim() || `Người dùng #${user.id}`;
}

/** Avatar URL: the company logo for employers, else the user's avatar (public file or http(s) URL). */
export function displayAvatar(logo: string | null, avatar: string | null): string | null {
  const url = (value: string | null) => (value ? (publicFileUrl(value) ?? (/^https?:\/\//.test(value) ? value : null)) : null);
  return url(logo) ?? url(avatar);
}

export type ChatUser = Pick<UserRow, 'id' | 'fullname' | 'name_display' | 'role' | 'is_premium' | 'premium_expiry' | 'is_active' | 'is_banned'>;

export async function findChatUsers(db: Database, ids: number[]): Promise<Map<number, ChatUser>> {
  const rows = await db
    .select({
      id: users.id,
      fullname: users.fullname,
      name_display: users.name_display,
      role: users.role,
      is_premium: users.is_premium,
      premium_expiry: users.premium_expiry,
      is_active: users.is_active,
      is_banned: users.is_banned,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** API shape of a message (SPEC §3) given the two participants' names. */
export function toMessage(row: MessageRow, names: (id: number) => string | null): Message {
  return {
    id: row.id,
    sender: row.sender_id,
    recipient: row.recipient_id,
    content: row.content,
    is_read: row.is_read,
    created_at: isoTimestamp(row.created_at),
    recipient_fullname: names(row.recipient_id),
    sender_fullname: names(row.sender_id),
    ...messageWarning(row),
  };
}

/** The scam warning fields of a message (chat-warning.ts), present only on a flagged or reported one. */
export function messageWarning(row: Pick<MessageRow, 'warning_signals' | 'reported_at'>): Pick<Message, 'warning_signals' | 'is_reported'> {
  // PGlite may hand back an array column in its text form.
  const signals = textArray(row.warning_signals as string[] | string | null).filter(isChatWarningSignal);
  return {
    ...(signals.length > 0 ? { warning_signals: signals } : {}),
    ...(row.reported_at ? { is_reported: true } : {}),
  };
}

function isChatWarningSignal(value: string): value is ChatWarningSignal {
  return (CHAT_WARNING_SIGNALS as readonly string[]).includes(value);
}

/** A text[] of bound values (both drivers accept `array[...]`; `'{}'` for none). */
function signalsArray(signals: readonly ChatWarningSignal[]): SQL {
  if (signals.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    signals.map((signal) => sql`${signal}`),
    sql`, `,
  )}]::text[]`;
}

/** A message to store; `warningSignals` from chat/scam-signals.ts (employers' messages to candidates). */
export interface NewMessage {
  senderId: number;
  recipientId: number;
  content: string;
  warningSignals?: readonly ChatWarningSignal[];
}

export async function insertMessage(db: Database, input: NewMessage): Promise<MessageRow> {
  return (await insertMessageCheckingUnread(db, input)).row;
}

/**
 * Stores a message and tells, in the same statement, whether the recipient already had an unread
 * message from the sender before it (the CTE reads the statement's snapshot, which does not see
 * the row being inserted), so a send costs one round trip instead of two.
 *
 * @example const { row, hadUnread } = await insertMessageCheckingUnread(db, { senderId: 1, recipientId: 2, content: 'Chào' });
 */
export async function insertMessageCheckingUnread(
  db: Database,
  input: NewMessage,
): Promise<{ row: MessageRow; hadUnread: boolean }> {
  const signals = input.warningSignals ?? [];
  const [row] = await selectRows<MessageRow & { had_unread: boolean }>(
    db,
    sql`with prior as (
        select exists(select 1 from ${messages} where recipient_id = ${input.recipientId} and sender_id = ${input.senderId} and not is_read) as had_unread
      )
      insert into ${messages} (sender_id, recipient_id, content, warning_signals)
        values (${input.senderId}, ${input.recipientId}, ${input.content}, ${signalsArray(signals)})
      returning id, sender_id, recipient_id, content, is_read, created_at, (select had_unread from prior) as had_unread`,
  );
  const { had_unread, ...message } = row!;
  return {
    row: {
      id: Number(message.id),
      sender_id: Number(message.sender_id),
      recipient_id: Number(message.recipient_id),
      content: message.content,
      is_read: Boolean(message.is_read),
      warning_signals: [...signals],
      reported_at: null,
      created_at: new Date(isoTimestamp(message.created_at)),
    },
    hadUnread: Boolean(had_unread),
  };
}

/** What links an employer to a recipient, for the chat rules (routes/chat/chat.handlers.ts). */
export interface SenderRelation {
  /** The recipient applied to a post of the sender's company, or has written to the sender. */
  related: boolean;
  /** The sender owns an approved company. */
  approvedCompany: boolean;
  /** The recipient applied to a post of the sender's company (a phone number is then ordinary: chat/scam-signals.ts). */
  applied: boolean;
}

/**
 * Whether `recipientId` applied to a post of `senderId`'s company or wrote to `senderId`, and
 * whether `senderId`'s company is approved, in one statement (applications_user_created_idx,
 * messages_sender_idx, enterprises.user_id).
 */
export async function findSenderRelation(db: Database, senderId: number, recipientId: number): Promise<SenderRelation> {
  const [row] = await selectRows<{ applied: boolean; wrote: boolean; approved_company: boolean }>(
    db,
    sql`select
        ${appliedToCompanyOf(recipientId, senderId)} as applied,
        exists(select 1 from ${messages} where sender_id = ${recipientId} and recipient_id = ${senderId}) as wrote,
        exists(select 1 from ${enterprises} where user_id = ${senderId} and is_active) as approved_company`,
  );
  const applied = Boolean(row?.applied);
  return { related: applied || Boolean(row?.wrote), approvedCompany: Boolean(row?.approved_company), applied };
}

/**
 * Messages `senderId` sent since `since` to people with no relation to them (no application to
 * their posts, never wrote to them): the cold messages the daily limit counts.
 */
export async function countColdMessagesSince(db: Database, senderId: number, since: Date): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${messages} m
      where m.sender_id = ${senderId} and m.created_at >= ${since.toISOString()}::timestamptz
        and not exists(select 1 from ${messages} r where r.sender_id = m.recipient_id and r.recipient_id = ${senderId})
        and not ${appliedToCompanyOf(sql`m.recipient_id`, senderId)}`,
  );
  return Number(row?.n ?? 0);
}

/** Messages between two users (matches the messages_pair_idx expression index). */
function pair(a: number, b: number): SQL {
  const [low, high] = a < b ? [a, b] : [b, a];
  return and(
    sql`least(${messages.sender_id}, ${messages.recipient_id}) = ${low}`,
    sql`greatest(${messages.sender_id}, ${messages.recipient_id}) = ${high}`,
  )!;
}

/**
 * One page of the conversation between `me` and `other`. With `after_id`: only newer messages,
 * oldest first (catch-up after a reconnect); else by `ordering` (-created_at = newest first).
 */
export async function listConversationMessages(
  db: Database,
  me: number,
  other: number,
  query: MessageListQuery,
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = query.after_id !== undefined ? and(pair(me, other), gt(messages.id, query.after_id))! : pair(me, other);
  const order = query.after_id !== undefined || query.ordering === 'created_at' ? asc(messages.id) : desc(messages.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(messages).where(where),
  ]);
  return { rows: rows as MessageRow[], total: Number(total?.value ?? 0) };
}


/** A conversation: its last message, the other participant (`other_id`) and their company's logo, and the unread count. */
type ConversationRow = MessageRow &
  Pick<UserRow, 'fullname' | 'name_display' | 'role' | 'avatar'> & {
    other_id: MessageRow['sender_id'];
    logo: EnterpriseRecord['logo'];
    unread_count: number;
  };

/**
 * The last message's fields a conversation row repeats for clients of the original API, which
 * read the message's id, text, state, time and names from the row itself (issue 26).
 */
function lastMessageOnRow(last: Message): Pick<Conversation, 'id' | 'content' | 'is_read' | 'created_at' | 'sender_fullname' | 'recipient_fullname'> {
  const { id, content, is_read, created_at, sender_fullname, recipient_fullname } = last;
  return { id, content, is_read, created_at, sender_fullname, recipient_fullname };
}

/** The user's conversations (one row per other participant), the newest message first. */
export async function listConversations(db: Database, me: number, myName: string): Promise<Conversation[]> {
  const rows = await selectRows<ConversationRow>(
    db,
    sql`with pairs as (
        select case when m.sender_id = ${me} then m.recipient_id else m.sender_id end as other_id, max(m.id) as last_id
        from ${messages} m where m.sender_id = ${me} or m.recipient_id = ${me} group by 1
      )
      select p.other_id, u.fullname, u.name_display, u.role, u.avatar, e.logo,
        m.id, m.sender_id, m.recipient_id, m.content, m.is_read, m.warning_signals, m.reported_at, m.created_at,
        (select count(*) from ${messages} x where x.recipient_id = ${me} and x.sender_id = p.other_id and not x.is_read)::int as unread_count
      from pairs p
      join ${messages} m on m.id = p.last_id
      join ${users} u on u.id = p.other_id
      left join ${enterprises} e on e.user_id = u.id
      order by m.id desc
      limit ${CONVERSATIONS_LIMIT}`,
  );
  return rows.map((row) => {
    const otherName = displayName({ id: row.other_id, fullname: row.fullname, name_display: row.name_display });
    const names = (id: number) => (id === me ? myName : otherName);
    const last = toMessage(
      { ...row, created_at: new Date(isoTimestamp(row.created_at)) },
      names,
    );
    return {
      user_id: row.other_id,
      fullname: otherName,
      avatar: displayAvatar(row.logo, row.avatar),
      role: row.role,
      last_message: last,
      unread_count: Number(row.unread_count),
      sender: row.sender_id,
      recipient: row.recipient_id,
      conversation_partner_id: row.other_id,
      ...lastMessageOnRow(last),
      conversation_partner_fullname: otherName,
    };
  });
}

/** Unread messages addressed to the user, newest first (at most UNREAD_LIST_LIMIT), and their exact count. */
export async function listUnreadMessages(db: Database, me: number): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(eq(messages.recipient_id, me), eq(messages.is_read, false));
  const [rows, [total]] = await Promise.all([
    db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(UNREAD_LIST_LIMIT),
    db.select({ value: count() }).from(messages).where(where),
  ]);
  return { rows: rows as MessageRow[], total: Number(total?.value ?? 0) };
}

/** The latest messages involving the user, newest first. */
export async function listLatestMessages(db: Database, me: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(sql`${messages.sender_id} = ${me} or ${messages.recipient_id} = ${me}`)
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows as MessageRow[];
}

/** Records the recipient's report of a message (the first time only). */
export async function markMessageReported(db: Database, id: number, now: Date): Promise<void> {
  await db.execute(sql`update ${messages} set reported_at = ${now.toISOString()}::timestamptz where id = ${id} and reported_at is null`);
}

export async function findMessage(db: Database, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return (row as MessageRow | undefined) ?? null;
}

/** Marks read every unread message from `senderId` to `me` up to and including `upToId`; returns how many. */
export async function markMessagesReadUpTo(db: Database, me: number, senderId: number, upToId: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ is_read: true })
    .where(and(eq(messages.recipient_id, me), eq(messages.sender_id, senderId), eq(messages.is_read, false), lte(messages.id, upToId)))
    .returning({ id: messages.id });
  return rows.length;
}

/** A contact (their latest application with `me`, their company when they have one) and the total; `other_id` null on an empty page. */
type ChatContactRow = Pick<UserRow, 'fullname' | 'name_display' | 'role' | 'avatar'> & {
  total: number;
  other_id: UserRow['id'] | null;
  applied_at: ApplicationRecord['created_at'];
  title: PostRecord['title'];
  logo: EnterpriseRecord['logo'];
  company_name: EnterpriseRecord['company_name'] | null;
};

/**
 * People `me` has an application with, one row per person, the latest application first: the
 * employers (company owners) of the posts `me` applied to and the candidates who applied to the
 * posts of `me`'s company. `q` matches the name, the company or the post title (lower case,
 * without diacritics). Banned users are left out.
 */
export async function listChatContacts(
  db: Database,
  me: number,
  query: ChatContactsQuery,
): Promise<{ rows: ChatContact[]; total: number }> {
  const needle = query.q?.replace(/\u0000/g, '').trim();
  const search = needle
    ? sql`and jh_unaccent(lower(coalesce(u.name_display, '') || ' ' || coalesce(u.fullname, '') || ' ' || coalesce(e.company_name, '') || ' ' || l.title))
        like '%' || jh_unaccent(lower(${escapeLike(needle)})) || '%'`
    : sql``;
  const rows = await selectRows<ChatContactRow>(
    db,
    sql`with related as (
        select e.user_id as other_id, a.created_at, a.id, p.title
        from ${applications} a join ${posts} p on p.id = a.post_id join ${enterprises} e on e.id = p.enterprise_id
        where a.user_id = ${me}
        union all
        select a.user_id, a.created_at, a.id, p.title
        from ${enterprises} e join ${posts} p on p.enterprise_id = e.id join ${applications} a on a.post_id = p.id
        where e.user_id = ${me}
      ),
      latest as (
        select distinct on (other_id) other_id, created_at, id, title from related where other_id <> ${me} order by other_id, id desc
      ),
      found as (
        select l.other_id, l.created_at as applied_at, l.id, l.title, u.fullname, u.name_display, u.role, u.avatar, e.logo, e.company_name
        from latest l join ${users} u on u.id = l.other_id left join ${enterprises} e on e.user_id = u.id
        where not u.is_banned ${search}
      )
      select t.total, f.* from (select count(*)::int as total from found) t
      left join lateral (
        select * from found order by id desc limit ${query.page_size} offset ${(query.page - 1) * query.page_size}
      ) f on true`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const contacts = rows
    .filter((row) => row.other_id !== null)
    .map((row) => ({
      user_id: Number(row.other_id),
      fullname: displayName({ id: Number(row.other_id), fullname: row.fullname, name_display: row.name_display }),
      avatar: displayAvatar(row.logo, row.avatar),
      role: row.role,
      company_name: row.company_name,
      post_title: row.title,
      applied_at: isoTimestamp(row.applied_at),
    }));
  return { rows: contacts, total };
}
