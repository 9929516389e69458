/** @jsxRuntime automatic @jsxImportSource react */
import { render } from '@react-email/render';
import { MailLayout, MailText } from './mail-layout';
import type { Mail } from './mailer';
import { unsubscribeHeaders } from './templates';

/** The reminder's subject, also the in-app notification's title. */
export const POST_CONFIRM_SUBJECT = 'Tin tuyển dụng của bạn còn tuyển không?';

/**
 * The fresh-post reminder (issue 30): the post went `days` days without a confirmation and will be
 * paused in `pauseInDays` days unless the employer confirms it (the button opens their post list
 * on that post, where 'Xác nhận tin còn tuyển' is one click). Sent as an application update, which
 * the employer may turn off (the signed unsubscribe link).
 * @example await postConfirmMail(owner.email, owner.fullname, { title, days: 30, pauseInDays: 7, confirmUrl, unsubscribeUrl, unsubscribePage })
 */
export async function postConfirmMail(
  to: string,
  fullname: string,
  details: { title: string; days: number; pauseInDays: number; confirmUrl: string; unsubscribeUrl: string; unsubscribePage: string },
): Promise<Mail> {
  const element = (
    <MailLayout
      title={POST_CONFIRM_SUBJECT}
      preview={`Xác nhận tin "${details.title}" để tin tiếp tục hiển thị`}
      action={{ href: details.confirmUrl, label: 'Xác nhận tin còn tuyển' }}
      unsubscribe={{ href: details.unsubscribePage, reason: 'Bạn nhận email này vì đang đăng tin tuyển dụng trên JobHub và bật email cập nhật hồ sơ ứng tuyển.' }}
    >
      <MailText>Xin chào {fullname || to},</MailText>
      <MailText>
        Tin "{details.title}" đã {details.days} ngày chưa được xác nhận. Ứng viên tin tưởng những tin được cập nhật thường xuyên: nếu vị trí vẫn còn tuyển, hãy
        xác nhận bằng một lần nhấn. Nếu không được xác nhận trong {details.pauseInDays} ngày, tin sẽ tạm dừng hiển thị cho đến khi bạn xác nhận.
      </MailText>
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to, subject: POST_CONFIRM_SUBJECT, html, text, headers: unsubscribeHeaders(details.unsubscribeUrl) };
}
