/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The employer's reminder about applications waiting for an answer (jobs/application-follow-up.ts),
 * on the one mail layout. An "application updates" mail: it carries the signed one-click
 * unsubscribe link, and is not written at all for an employer who turned that type off.
 */
import { render } from '@react-email/render';
import { MailLayout, MailText } from './mail-layout';
import type { Mail } from './mailer';
import { unsubscribeHeaders } from './templates';

/** One application waiting, as the mail lists it. */
export interface WaitingApplication {
  candidate: string;
  postTitle: string;
}

/** Subject and in-app title of the reminder. */
export function applicationReminderTitle(count: number): string {
  return `${count} hồ sơ ứng tuyển đang chờ bạn phản hồi`;
}

/**
 * @example await applicationReminderMail(owner.email, owner.fullname, { waiting, reminderDays: 7, autoCloseDays: 14, link, unsubscribeUrl })
 */
export async function applicationReminderMail(
  to: string,
  fullname: string,
  details: { waiting: readonly WaitingApplication[]; reminderDays: number; autoCloseDays: number; link: string; unsubscribeUrl: string },
): Promise<Mail> {
  const subject = applicationReminderTitle(details.waiting.length);
  const element = (
    <MailLayout
      title={subject}
      preview={`Ứng viên đã chờ hơn ${details.reminderDays} ngày`}
      action={{ href: details.link, label: 'Xem hồ sơ ứng tuyển' }}
      unsubscribe={{ href: details.unsubscribeUrl, reason: 'Bạn nhận email này vì đã bật email cập nhật hồ sơ ứng tuyển.' }}
    >
      <MailText>Xin chào {fullname || to},</MailText>
      <MailText>
        Các hồ sơ dưới đây đã chờ hơn {details.reminderDays} ngày mà chưa được phản hồi. Ứng viên mong nhận được câu trả lời của bạn: hãy duyệt, từ chối
        hoặc hẹn phỏng vấn. Sau {details.autoCloseDays} ngày không phản hồi, JobHub sẽ tự động đóng hồ sơ và báo cho ứng viên.
      </MailText>
      {details.waiting.map((item, index) => (
        <MailText key={index}>
          • {item.candidate} — {item.postTitle}
        </MailText>
      ))}
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to, subject, html, text, headers: unsubscribeHeaders(details.unsubscribeUrl) };
}
