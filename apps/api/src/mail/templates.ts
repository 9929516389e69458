/** Vietnamese account e-mails (activation, password reset). */
import type { Mail } from './mailer';

export const ACTIVATION_SUBJECT = 'Kích hoạt tài khoản JobHub';
export const RESET_SUBJECT = 'Đặt lại mật khẩu JobHub';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function layout(title: string, paragraphs: string[], link: string, linkLabel: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(linkLabel)}</a></p>
<p>Nếu nút không hoạt động, hãy mở liên kết sau: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>Trân trọng,<br>Đội ngũ JobHub</p>
</body></html>`;
}

export function activationMail(to: string, fullname: string, link: string): Mail {
  const lines = [
    `Xin chào ${fullname || to},`,
    'Cảm ơn bạn đã đăng ký tài khoản JobHub. Vui lòng nhấn vào liên kết bên dưới để kích hoạt tài khoản. Liên kết có hiệu lực trong 3 ngày và chỉ dùng được một lần.',
  ];
  return {
    to,
    subject: ACTIVATION_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${link}\n\nTrân trọng,\nĐội ngũ JobHub`,
    html: layout(ACTIVATION_SUBJECT, lines, link, 'Kích hoạt tài khoản'),
  };
}

export function resetMail(to: string, fullname: string, link: string): Mail {
  const lines = [
    `Xin chào ${fullname || to},`,
    'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản JobHub của bạn. Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  ];
  return {
    to,
    subject: RESET_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${link}\n\nTrân trọng,\nĐội ngũ JobHub`,
    html: layout(RESET_SUBJECT, lines, link, 'Đặt lại mật khẩu'),
  };
}

export const PREMIUM_ACTIVATED_SUBJECT = 'Kích hoạt Premium JobHub thành công';

/** The mail after a paid Premium purchase: package, duration, valid until. */
export function premiumActivatedMail(to: string, fullname: string, details: { packageName: string; days: number; until: string; amount: string; link: string }): Mail {
  const lines = [
    `Xin chào ${fullname || to},`,
    `Thanh toán ${details.amount} cho ${details.packageName} (${details.days} ngày) đã thành công. Gói Premium của bạn có hiệu lực đến ${details.until}.`,
  ];
  return {
    to,
    subject: PREMIUM_ACTIVATED_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${details.link}\n\nTrân trọng,\nĐội ngũ JobHub`,
    html: layout(PREMIUM_ACTIVATED_SUBJECT, lines, details.link, 'Xem gói Premium'),
  };
}
