/**
 * One-to-one chat (SPEC §7 Chat, API.md).
 *
 * - Sending: the sender is the token's user. Candidates need Premium at the app's clock
 *   (repositories/users.ts `isPremiumAt`), admins may always send, role 'none' may not. Employers
 *   may write to people related to them (who applied to one of their posts, or wrote to them); to
 *   anyone else only with an approved company (403 otherwise) and at most
 *   COLD_MESSAGE_DAILY_LIMIT such cold messages in 24 hours (429), so an account cannot spam the
 *   whole user base. No messages to yourself (400) or to a missing user (404).
 * - Each sent message is pushed as a `new_message` frame to the recipient's sockets and to the
 *   sender's (other tabs; the client drops an id it already has). The send's `client_id` is echoed
 *   in the frame and in the answer, so the sending client replaces its optimistic message.
 * - `message_received` notifications are not one per message: one is written (object_id = sender
 *   id, so a click opens that conversation) only when the recipient had no unread message from
 *   that sender yet, i.e. one per burst of unread messages.
 * - An employer's message to a candidate is checked for scam signals (chat/scam-signals.ts): the
 *   signals are stored with it and sent in the frame and the history, so the candidate's chat
 *   shows a warning; the candidate may report it (POST /api/messages/{id}/report/) and admins
 *   list the flagged conversations (routes/admin).
 * - POST /api/messages/{id}/read/ is for the recipient only; it also marks the older unread
 *   messages of the same sender read (reading the newest means the thread was seen).
 */
import {
  COLD_MESSAGE_DAILY_LIMIT,
  type ChatFrame,
  type ChatContactsQuery,
  type Conversation,
  type LatestMessage,
  type Message,
  type MessageListQuery,
  type SendMessageBody,
  type SentMessage,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageRow } from '../../db/schema/realtime';
import { scamSignals } from '../../chat/scam-signals';
import { DAY_MS } from '../../lib/clock';
import { fieldError, httpError } from '../../lib/http-error';
import {
  countColdMessagesSince,
  displayName,
  findChatUsers,
  findSenderRelation,
  findMessage,
  insertMessageCheckingUnread,
  listChatContacts,
  listConversationMessages,
  listConversations,
  listLatestMessages,
  listUnreadMessages,
  markMessageReported,
  markMessagesReadUpTo,
  toMessage,
  type ChatUser,
} from '../../repositories/messages';
import { pageCount } from '../../repositories/sql-rows';
import { isPremiumAt } from '../../repositories/users';
import { notify } from '../../services/notify';
import { limitsFor, premiumRefusal } from '../../services/premium-limits';

export const MSG = {
  premiumOnly: 'Tính năng nhắn tin chỉ dành cho người dùng Premium',
  noRole: 'Bạn cần chọn vai trò trước khi nhắn tin',
  self: 'Bạn không thể gửi tin nhắn cho chính mình',
  recipientNotFound: 'Không tìm thấy người nhận',
  userNotFound: 'Không tìm thấy người dùng',
  messageNotFound: 'Không tìm thấy tin nhắn',
  recipientOnly: 'Chỉ người nhận mới có thể đánh dấu tin nhắn đã đọc',
  sent: 'Gửi tin nhắn thành công',
  read: 'Đã đánh dấu tin nhắn là đã đọc',
  reported: 'Đã gửi báo cáo tin nhắn cho quản trị viên JobHub',
  recipientOnlyReport: 'Chỉ người nhận mới có thể báo cáo tin nhắn',
  newMessageTitle: 'Tin nhắn mới',
  coldNeedsCompany: 'Bạn chỉ có thể nhắn tin cho ứng viên đã ứng tuyển vào tin tuyển dụng của bạn. Công ty cần được duyệt để nhắn tin cho người khác.',
  coldLimit: `Bạn đã gửi tối đa ${COLD_MESSAGE_DAILY_LIMIT} tin nhắn trong 24 giờ cho người chưa ứng tuyển vào tin tuyển dụng của bạn. Vui lòng thử lại sau.`,
};

/** Characters of the message quoted in the message_received notification. */
export const NOTIFICATION_PREVIEW_CHARS = 100;
/** Rows of GET /api/messages/latest/ without separate_by_user. */
export const LATEST_MESSAGES_LIMIT = 20;

function preview(content: string): string {
  const chars = [...content];
  return chars.length > NOTIFICATION_PREVIEW_CHARS ? `${chars.slice(0, NOTIFICATION_PREVIEW_CHARS).join('')}...` : content;
}

/** Whether the user may send at all: employers and admins, candidates with active Premium (employers' recipients: insertAsEmployer). */
function checkMaySend(user: ChatUser, now: Date): void {
  if (user.role === 'employer' || user.role === 'admin') return;
  if (user.role !== 'candidate') throw httpError(403, MSG.noRole);
  const limits = limitsFor(user.role, isPremiumAt(user, now), undefined);
  if (!limits.candidateMayChat) throw premiumRefusal(limits, MSG.premiumOnly);
}

/** The display names of the users `ids`, as a lookup (null for an unknown user). */
async function namesOf(db: FastifyInstance['db'], ids: number[]) {
  const found = await findChatUsers(db, ids);
  return (id: number) => {
    const user = found.get(id);
    return user ? displayName(user) : null;
  };
}

/**
 * Stores an employer's message after the relation and cold-message checks (module note). A
 * message to a candidate carries its scam warning signals (chat/scam-signals.ts), for the
 * candidate's warning and the admins' list of flagged conversations.
 */
async function insertAsEmployer(app: FastifyInstance, message: { senderId: number; recipientId: number; content: string }, recipient: ChatUser) {
  const { db } = app;
  const relation = await findSenderRelation(db, message.senderId, message.recipientId);
  const input = recipient.role === 'candidate' ? { ...message, warningSignals: scamSignals(message.content, relation.applied) } : message;
  if (relation.related) return insertMessageCheckingUnread(db, input);
  if (!relation.approvedCompany) throw httpError(403, MSG.coldNeedsCompany);
  return db.transaction(async (tx) => {
    // One cold send at a time per employer, so parallel sends cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(727303, ${input.senderId})`);
    const since = new Date(app.clock.now().getTime() - DAY_MS);
    if ((await countColdMessagesSince(tx, input.senderId, since)) >= COLD_MESSAGE_DAILY_LIMIT) throw httpError(429, MSG.coldLimit);
    return insertMessageCheckingUnread(tx, input);
  });
}

/** The `new_message` frame both users of a sent message get; `echo` carries the sender's client_id. */
function newMessageFrame(message: Message, echo: { client_id?: string }): ChatFrame {
  return {
    type: 'new_message',
    message_id: message.id,
    sender_id: message.sender,
    recipient_id: message.recipient,
    content: message.content,
    is_read: message.is_read,
    created_at: message.created_at,
    recipient_fullname: message.recipient_fullname,
    sender_fullname: message.sender_fullname ?? null,
    ...(message.warning_signals ? { warning_signals: message.warning_signals } : {}),
    ...echo,
  };
}

export function createChatHandlers(app: FastifyInstance) {
  const { db } = app;
  const names = (ids: number[]) => namesOf(db, ids);

  const toMessages = async (rows: MessageRow[], also: number[] = []) => {
    const ids = [...new Set([...also, ...rows.flatMap((row) => [row.sender_id, row.recipient_id])])];
    const nameOf = ids.length > 0 ? await names(ids) : () => null;
    return rows.map((row) => toMessage(row, nameOf));
  };

  return {
    async send(senderId: number, body: SendMessageBody): Promise<{ status: 201; message: string; data: SentMessage }> {
      if (body.recipient === senderId) throw fieldError({ recipient: [MSG.self] });
      const found = await findChatUsers(db, [senderId, body.recipient]);
      const sender = found.get(senderId);
      if (!sender) throw httpError(404, MSG.userNotFound);
      checkMaySend(sender, app.clock.now());
      const recipient = found.get(body.recipient);
      if (!recipient) throw httpError(404, MSG.recipientNotFound);

      const input = { senderId, recipientId: recipient.id, content: body.content };
      const { row, hadUnread } = sender.role === 'employer' ? await insertAsEmployer(app, input, recipient) : await insertMessageCheckingUnread(db, input);
      const senderName = displayName(sender);
      const message = toMessage(row, (id) => (id === senderId ? senderName : displayName(recipient)));
      const echo = body.client_id === undefined ? {} : { client_id: body.client_id };
      const frame = newMessageFrame(message, echo);
      // One fan-out event for both users (one Redis publish with several processes). The
      // notification is written meanwhile; its frame is published after this one.
      await Promise.all([
        app.realtime.publish([recipient.id, senderId], frame),
        hadUnread
          ? null
          : notify(app, {
              recipientId: recipient.id,
              type: 'message_received',
              title: MSG.newMessageTitle,
              message: `${senderName}: ${preview(message.content)}`,
              objectId: senderId,
              actorId: senderId,
            }),
      ]);
      return { status: 201, message: MSG.sent, data: { ...message, ...echo } };
    },

    async list(me: number, query: MessageListQuery) {
      const nameOf = await names([me, query.user_id]);
      if (query.user_id !== me && nameOf(query.user_id) === null) throw httpError(404, MSG.userNotFound);
      const { rows, total } = await listConversationMessages(db, me, query.user_id, query);
      return {
        results: rows.map((row) => toMessage(row, nameOf)),
        total,
        page: query.page,
        total_pages: pageCount(total, query.page_size),
        page_size: query.page_size,
      };
    },

    async conversations(me: number): Promise<Conversation[]> {
      const myName = (await names([me]))(me) ?? `Người dùng #${me}`;
      return listConversations(db, me, myName);
    },

    /** GET /api/conversations/contacts/: the people `me` has an application with (any role; admins have none). */
    async contacts(me: number, query: ChatContactsQuery) {
      const { rows, total } = await listChatContacts(db, me, query);
      return { results: rows, total, page: query.page, total_pages: pageCount(total, query.page_size), page_size: query.page_size };
    },

    async latest(me: number): Promise<LatestMessage[]> {
      const messages = await toMessages(await listLatestMessages(db, me, LATEST_MESSAGES_LIMIT), [me]);
      return messages.map((message) => ({ ...message, conversation_partner_id: message.sender === me ? message.recipient : message.sender }));
    },

    async unread(me: number) {
      const { rows, total } = await listUnreadMessages(db, me);
      return { total, results: await toMessages(rows, [me]) };
    },

    async markRead(me: number, id: number) {
      const row = await findMessage(db, id);
      if (!row || (row.recipient_id !== me && row.sender_id !== me)) throw httpError(404, MSG.messageNotFound);
      if (row.recipient_id !== me) throw httpError(403, MSG.recipientOnly);
      const marked = await markMessagesReadUpTo(db, me, row.sender_id, row.id);
      return { status: 200, message: MSG.read, data: { message_id: row.id, marked } };
    },

    /** The recipient reports a message to the admins (the warning's 'Báo cáo'); a second report keeps the first time. */
    async report(me: number, id: number) {
      const row = await findMessage(db, id);
      if (!row || (row.recipient_id !== me && row.sender_id !== me)) throw httpError(404, MSG.messageNotFound);
      if (row.recipient_id !== me) throw httpError(403, MSG.recipientOnlyReport);
      await markMessageReported(db, row.id, app.clock.now());
      return { status: 200 as const, message: MSG.reported };
    },
  };
}
