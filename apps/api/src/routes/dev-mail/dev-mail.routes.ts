/**
 * Dev outbox viewer: GET /dev/mail (HTML, newest first, each mail's headers, links clickable) and GET /dev/mail.json
 * (for tests and e2e). Registered only when SMTP_URL is unset AND DEV_MAIL_ENABLED (default on
 * outside production, off in production; mail/mailer.ts devMailServed): it shows every
 * activation and reset link to anyone who can load it. So it never sends CORS headers
 * (plugins/security.ts) and refuses a request that another site makes: an Origin other than
 * PUBLIC_URL's, or a Sec-Fetch-Site other than same-origin / none (typed address, bookmark).
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailOutbox } from '../../db/schema/accounts';
import { httpError } from '../../lib/http-error';
import { escapeHtml } from '../../lib/escape-html';

const MAIL_LIMIT = 200;
const MSG_OTHER_SITE = 'Hộp thư phát triển chỉ mở được từ chính trang JobHub';
/** Sec-Fetch-Site values of a request the site itself made, or the user typed. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Whether another site made the request (its Origin, or the browser's Sec-Fetch-Site, says so). */
export function isOtherSiteRequest(request: FastifyRequest, siteOrigin: string): boolean {
  const { origin } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined && origin !== siteOrigin) return true;
  return typeof fetchSite === 'string' && !OWN_FETCH_SITES.has(fetchSite);
}
/** A /dev page: Vietnamese, responsive, its own small stylesheet (the pages share no site CSS). */
export function devPageHtml(title: string, css: string, main: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — JobHub</title>
<style>
${css}</style>
</head>
<body>
<main>
${main}</main>
</body>
</html>`;
}

/**
 * The guard every /dev page shares: a request another site makes answers 403 with `message`
 * (no CORS either: plugins/security.ts). Call it first in the page's plugin.
 */
export function refuseOtherSites(app: FastifyInstance, message: string): void {
  const siteOrigin = new URL(app.env.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (isOtherSiteRequest(request, siteOrigin)) throw httpError(403, message);
  });
}
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and turns every http(s) URL into a link. */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}">${url}</a>`;
    last = index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function renderPage(rows: (typeof mailOutbox.$inferSelect)[]): string {
  const items = rows
    .map(
      (row) => `<li class="mail">
  <article aria-labelledby="mail-${row.id}">
    <h2 id="mail-${row.id}">${escapeHtml(row.subject)}</h2>
    <dl>
      <dt>Người nhận</dt><dd>${escapeHtml(row.to)}</dd>
      <dt>Thời gian</dt><dd><time datetime="${row.created_at.toISOString()}">${escapeHtml(row.created_at.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }))}</time></dd>
${Object.entries(row.headers)
  .map(([name, value]) => `      <dt>${escapeHtml(name)}</dt><dd><code>${linkify(value)}</code></dd>`)
  .join('\n')}
    </dl>
    <pre>${linkify(row.text)}</pre>
  </article>
</li>`,
    )
    .join('\n');
  return devPageHtml('Hộp thư phát triển', `body{font-family:system-ui,Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111827;line-height:1.5}
ul{list-style:none;padding:0}.mail{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;background:#f9fafb;padding:.75rem;border-radius:6px}
a{color:#1d4ed8}
`, `<h1>Hộp thư phát triển</h1>
<p>Email do máy chủ gửi khi chưa cấu hình SMTP (mới nhất ở trên). Dữ liệu dạng JSON: <a href="/dev/mail.json">/dev/mail.json</a>.</p>
${rows.length === 0 ? '<p>Chưa có email nào.</p>' : `<ul aria-label="Danh sách email">\n${items}\n</ul>`}
`);
}

export async function devMailRoutes(app: FastifyInstance) {
  refuseOtherSites(app, MSG_OTHER_SITE);
  const latest = () => app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(MAIL_LIMIT);

  app.get('/dev/mail', async (_request, reply) => {
    const rows = await latest();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderPage(rows));
  });

  app.get('/dev/mail.json', async (_request, reply) => {
    const rows = await latest();
    return reply.header('cache-control', 'no-store').send({
      status: 200,
      data: rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html, headers: row.headers, created_at: row.created_at.toISOString() })),
    });
  });
}
