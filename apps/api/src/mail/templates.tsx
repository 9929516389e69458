/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Every JobHub mail, Vietnamese, written with React Email on the one layout (mail-layout.tsx) and
 * rendered to an HTML and a plain-text part. Non-transactional mail (job alerts) carries
 * `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058) with the
 * signed link of mail/unsubscribe-token.ts.
 */
import { Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { escapeHtml } from '../lib/escape-html';
import { MailLayout, MailText } from './mail-layout';
import type { Mail } from './mailer';

export const ACTIVATION_SUBJECT = 'Kích hoạt tài khoản JobHub';
export const RESET_SUBJECT = 'Đặt lại mật khẩu JobHub';
export const PREMIUM_ACTIVATED_SUBJECT = 'Kích hoạt Premium JobHub thành công';

/** The HTML and plain-text parts of one element. */
async function renderParts(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** The RFC 2369 / RFC 8058 headers of a mail one can unsubscribe from in one click. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export async function activationMail(to: string, fullname: string, link: string): Promise<Mail> {
  const parts = await renderParts(
    <MailLayout title={ACTIVATION_SUBJECT} preview="Kích hoạt tài khoản JobHub của bạn" action={{ href: link, label: 'Kích hoạt tài khoản' }}>
      <MailText>Xin chào {fullname || to},</MailText>
      <MailText>
        Cảm ơn bạn đã đăng ký tài khoản JobHub. Vui lòng nhấn vào liên kết bên dưới để kích hoạt tài khoản. Liên kết có hiệu lực trong 3 ngày và chỉ dùng được
        một lần.
      </MailText>
    </MailLayout>,
  );
  return { to, subject: ACTIVATION_SUBJECT, ...parts };
}

export async function resetMail(to: string, fullname: string, link: string): Promise<Mail> {
  const parts = await renderParts(
    <MailLayout title={RESET_SUBJECT} preview="Đặt lại mật khẩu JobHub" action={{ href: link, label: 'Đặt lại mật khẩu' }}>
      <MailText>Xin chào {fullname || to},</MailText>
      <MailText>
        Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản JobHub của bạn. Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần. Nếu bạn không yêu
        cầu, hãy bỏ qua email này.
      </MailText>
    </MailLayout>,
  );
  return { to, subject: RESET_SUBJECT, ...parts };
}

/** The mail after a paid Premium purchase (a receipt: transactional): package, duration, valid until. */
export async function premiumActivatedMail(
  to: string,
  fullname: string,
  details: { packageName: string; days: number; until: string; amount: string; link: string },
): Promise<Mail> {
  const parts = await renderParts(
    <MailLayout title={PREMIUM_ACTIVATED_SUBJECT} preview={`Gói Premium có hiệu lực đến ${details.until}`} action={{ href: details.link, label: 'Xem gói Premium' }}>
      <MailText>Xin chào {fullname || to},</MailText>
      <MailText>
        Thanh toán {details.amount} cho {details.packageName} ({details.days} ngày) đã thành công. Gói Premium của bạn có hiệu lực đến {details.until}.
      </MailText>
    </MailLayout>,
  );
  return { to, subject: PREMIUM_ACTIVATED_SUBJECT, ...parts };
}

/** One post of a job-alert digest. */
export interface JobAlertPost {
  title: string;
  company: string;
  salary: string;
  city: string;
  url: string;
}

/** The digest's subject: 'Có N việc làm mới phù hợp với bạn' (also the in-app notification's title). */
export function jobAlertTitle(count: number): string {
  return `Có ${count} việc làm mới phù hợp`;
}

/** A slot of a rendered skeleton: letters only, so neither React nor the text renderer changes it. */
const slot = (name: string) => `JHSLOT${name}JH`;
const SLOT_PATTERN = /JHSLOT([A-Z0-9]+)JH/g;

function fillSlots(template: string, values: Record<string, string>, escape: (value: string) => string): string {
  return template.replace(SLOT_PATTERN, (_match, name: string) => escape(values[name] ?? ''));
}

type DigestShape = { count: number; frequency: 'daily' | 'weekly'; more: boolean };

function JobAlertDigest({ count, frequency, more }: DigestShape) {
  const since = frequency === 'daily' ? 'từ hôm qua' : 'trong tuần qua';
  return (
    <MailLayout
      title={slot('SUBJECT')}
      preview={slot('PREVIEW')}
      action={{ href: slot('MOREURL'), label: 'Xem tất cả việc làm gợi ý' }}
      unsubscribe={{
        href: slot('UNSUBSCRIBEURL'),
        reason: `Bạn nhận email này vì đã bật thông báo việc làm ${frequency === 'daily' ? 'hằng ngày' : 'hằng tuần'} trong Tiêu chí tìm việc (${slot('CRITERIAURL')}).`,
      }}
    >
      <MailText>Xin chào {slot('NAME')},</MailText>
      <MailText>
        Có {slot('TOTAL')} việc làm mới {since} phù hợp với tiêu chí tìm việc của bạn{more ? ` (${count} việc mới nhất dưới đây)` : ''}:
      </MailText>
      {Array.from({ length: count }, (_, i) => (
        <Section key={i} style={{ borderTop: '1px solid #e5e7eb', padding: '10px 0' }}>
          <Link href={slot(`P${i}URL`)} style={{ fontSize: '16px', fontWeight: 700, color: '#1d4ed8' }}>
            {slot(`P${i}TITLE`)}
          </Link>
          <Text style={{ fontSize: '14px', lineHeight: '20px', color: '#374151', margin: '4px 0 0' }}>
            {slot(`P${i}COMPANY`)} · {slot(`P${i}SALARY`)} · {slot(`P${i}CITY`)}
          </Text>
        </Section>
      ))}
    </MailLayout>
  );
}

/**
 * Rendered digest skeletons by shape (posts listed, frequency, whether more matched): React Email
 * renders each shape once (≈ 14 ms for both parts), then each digest only fills its slots, so
 * 10,000 digests cost milliseconds, not minutes (bench/job-alerts.ts).
 */
const digestSkeletons = new Map<string, Promise<{ html: string; text: string }>>();

/**
 * The job-alert digest: up to 10 new posts matching the criteria (`total` may be more), each
 * with title, company, salary, city and a link; a button to all recommendations, the reason it
 * was sent and the signed unsubscribe link (also in the RFC 8058 headers).
 * @example await jobAlertMail(user.email, user.fullname, { posts, total, frequency: 'daily', moreUrl, criteriaUrl, unsubscribeUrl })
 */
export async function jobAlertMail(
  to: string,
  fullname: string,
  details: { posts: readonly JobAlertPost[]; total: number; frequency: 'daily' | 'weekly'; moreUrl: string; criteriaUrl: string; unsubscribeUrl: string },
): Promise<Mail> {
  const shape: DigestShape = { count: details.posts.length, frequency: details.frequency, more: details.total > details.posts.length };
  const key = `${shape.count}:${shape.frequency}:${shape.more}`;
  let skeleton = digestSkeletons.get(key);
  if (!skeleton) {
    skeleton = renderParts(<JobAlertDigest {...shape} />);
    digestSkeletons.set(key, skeleton);
  }
  const { html, text } = await skeleton;
  const subject = `${jobAlertTitle(details.total)} với bạn`;
  const values: Record<string, string> = {
    SUBJECT: subject,
    PREVIEW: details.posts.map((post) => post.title).join(' · '),
    MOREURL: details.moreUrl,
    UNSUBSCRIBEURL: details.unsubscribeUrl,
    CRITERIAURL: details.criteriaUrl,
    NAME: fullname || to,
    TOTAL: String(details.total),
  };
  details.posts.forEach((post, i) => {
    Object.assign(values, { [`P${i}URL`]: post.url, [`P${i}TITLE`]: post.title, [`P${i}COMPANY`]: post.company, [`P${i}SALARY`]: post.salary, [`P${i}CITY`]: post.city });
  });
  return {
    to,
    subject,
    html: fillSlots(html, values, escapeHtml),
    text: fillSlots(text, values, (value) => value),
    headers: unsubscribeHeaders(details.unsubscribeUrl),
  };
}
