/**
 * Demo data for the real-time screens: the demo candidate becomes Premium (so the chat dropdown
 * works), a short conversation between the demo employer and the demo candidate, and a handful of
 * typed and system notifications for both (the application ones point at the demo candidate's
 * application when seed-marketplace.ts made one). Runs after seed() created the demo accounts; does
 * nothing when they are missing or a conversation between them already exists.
 *
 * @example await seedRealtimeDemo(db, new Date());
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { NotificationType } from '@jobhub/sdk/contract';
import type { CatalogueDb as Database } from '../repositories/sql-rows';
import { users } from './schema/accounts';
import { applications } from './schema/applications';
import { enterprises, posts } from './schema/catalogue';
import { messages, notifications } from './schema/realtime';
import { DAY_MS, MINUTE_MS } from '../lib/clock';

/** Demo Premium lasts a year from the seed time. */
const DEMO_PREMIUM_DAYS = 365;
const CANDIDATE_EMAIL = 'candidate@jobhub.local';
const EMPLOYER_EMAIL = 'employer@jobhub.local';

export interface RealtimeSeedSummary {
  messages: number;
  notifications: number;
}

interface DemoNotification {
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  objectId?: number | null;
  minutesAgo: number;
  read?: boolean;
}

export async function seedRealtimeDemo(db: Database, now: Date = new Date()): Promise<RealtimeSeedSummary | undefined> {
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [CANDIDATE_EMAIL, EMPLOYER_EMAIL]));
  const candidateId = demo.find((row) => row.email === CANDIDATE_EMAIL)?.id;
  const employerId = demo.find((row) => row.email === EMPLOYER_EMAIL)?.id;
  if (candidateId === undefined || employerId === undefined) return undefined;
  const [already] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      or(
        and(eq(messages.sender_id, employerId), eq(messages.recipient_id, candidateId)),
        and(eq(messages.sender_id, candidateId), eq(messages.recipient_id, employerId)),
      ),
    )
    .limit(1);
  if (already) return undefined;

  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  await db
    .update(users)
    .set({ is_premium: true, premium_expiry: new Date(now.getTime() + DEMO_PREMIUM_DAYS * DAY_MS) })
    .where(eq(users.id, candidateId));

  const [post] = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .innerJoin(enterprises, eq(enterprises.id, posts.enterprise_id))
    .where(eq(enterprises.user_id, employerId))
    .orderBy(posts.id)
    .limit(1);
  const jobTitle = post?.title ?? 'Lập trình viên Frontend';
  // The demo candidate's application to that post (seed-marketplace.ts), when seeded: the
  // application notifications point at it, so clicking them opens the right CV (SPEC §9 targets).
  const [application] = post
    ? await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.post_id, post.id), eq(applications.user_id, candidateId)))
    : [];
  const cvId = application?.id ?? null;

  const E = employerId;
  const C = candidateId;
  const conversation: Array<[number, number, string, number, boolean]> = [
    [C, E, `Chào chị, em đã ứng tuyển vị trí "${jobTitle}". Em muốn hỏi thêm về quy trình tuyển dụng ạ.`, 2 * 24 * 60, true],
    [E, C, 'Chào An, cảm ơn em đã quan tâm. Quy trình gồm một vòng phỏng vấn kỹ thuật và một vòng với quản lý.', 2 * 24 * 60 - 30, true],
    [C, E, 'Dạ em cảm ơn chị. Vòng phỏng vấn kỹ thuật có làm bài tập ở nhà không ạ?', 2 * 24 * 60 - 45, true],
    [E, C, 'Có em nhé, bài tập khoảng 2–3 giờ, em có một tuần để hoàn thành.', 24 * 60, true],
    [E, C, 'Em có thể phỏng vấn vào 9:00 sáng thứ Hai tuần sau không? 🙂', 90, false],
  ];
  await db.insert(messages).values(
    conversation.map(([sender_id, recipient_id, content, minutesAgo, is_read]) => ({ sender_id, recipient_id, content, is_read, created_at: at(minutesAgo) })),
  );

  const forCandidate: DemoNotification[] = [
    { type: 'system', title: 'Chào mừng đến với JobHub', message: 'Hoàn thiện hồ sơ và tiêu chí tìm việc để nhận gợi ý phù hợp.', minutesAgo: 3 * 24 * 60, read: true },
    { type: 'job_applied', title: 'Ứng tuyển thành công', message: `Bạn đã ứng tuyển vị trí "${jobTitle}".`, objectId: cvId, minutesAgo: 2 * 24 * 60 + 5, read: true },
    { type: 'cv_viewed', title: 'CV của bạn đã được xem', message: 'Nhà tuyển dụng đã xem CV của bạn', objectId: cvId, minutesAgo: 2 * 24 * 60 - 60 },
    { type: 'interview_scheduled', title: 'Lịch phỏng vấn mới', message: 'Phỏng vấn kỹ thuật lúc 9:00 thứ Hai tuần sau.', link: '/my-applications', objectId: cvId, minutesAgo: 80 },
    { type: 'message_received', title: 'Tin nhắn mới', message: 'Trần Thị Bình: Em có thể phỏng vấn vào 9:00 sáng thứ Hai tuần sau không? 🙂', objectId: E, minutesAgo: 90 },
    { type: 'system', title: 'Gói Premium đã được kích hoạt', message: 'Bạn có thể nhắn tin trực tiếp với nhà tuyển dụng.', minutesAgo: 60 },
  ];
  const forEmployer: DemoNotification[] = [
    { type: 'system', title: 'Doanh nghiệp đã được duyệt', message: 'Bạn có thể đăng tin tuyển dụng ngay bây giờ.', minutesAgo: 5 * 24 * 60, read: true },
    { type: 'new_application', title: 'Hồ sơ mới', message: `Nguyễn Văn An đã ứng tuyển vị trí "${jobTitle}".`, link: cvId ? `/employer/cv/${cvId}` : '/employer/applications', objectId: cvId, minutesAgo: 2 * 24 * 60 + 5 },
    { type: 'message_received', title: 'Tin nhắn mới', message: 'Nguyễn Văn An: Dạ em cảm ơn chị. Vòng phỏng vấn kỹ thuật có làm bài tập ở nhà không ạ?', objectId: C, minutesAgo: 2 * 24 * 60 - 45, read: true },
    { type: 'application_withdrawn', title: 'Ứng viên rút hồ sơ', message: 'Một ứng viên đã rút hồ sơ khỏi tin tuyển dụng của bạn.', minutesAgo: 24 * 60 },
    ...(post ? [{ type: 'position_expired' as const, title: 'Tin tuyển dụng sắp hết hạn', message: `Tin "${post.title}" sắp hết hạn, hãy gia hạn nếu cần.`, objectId: post.id, minutesAgo: 6 * 60 }] : []),
    { type: 'system', title: 'Bảo trì hệ thống', message: 'JobHub sẽ bảo trì từ 23:00 đến 23:30 tối nay.', minutesAgo: 30 },
  ];
  const rows = [...forCandidate.map((n) => ({ n, recipient: C })), ...forEmployer.map((n) => ({ n, recipient: E }))].map(({ n, recipient }) => ({
    recipient_id: recipient,
    actor_id: n.type === 'message_received' || n.type === 'cv_viewed' ? (recipient === C ? E : C) : null,
    notification_type: n.type,
    title: n.title,
    message: n.message,
    link: n.link ?? null,
    object_id: n.objectId ?? null,
    is_read: n.read ?? false,
    created_at: at(n.minutesAgo),
  }));
  // Oldest first, so ids grow with time like live ones.
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  await db.insert(notifications).values(rows);
  return { messages: conversation.length, notifications: rows.length };
}
