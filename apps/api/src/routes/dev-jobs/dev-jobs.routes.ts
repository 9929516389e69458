/**
 * Dev view of the job queue: GET /dev/jobs (HTML) and /dev/jobs.json list the registry's jobs
 * with their schedule (Vietnam time), next run, retry policy and last run; POST
 * /dev/jobs/{name}/run runs one now and answers when it has finished (its state and output).
 * Registered only outside production, and like /dev/mail it sends no CORS headers and refuses a
 * request another site makes (dev-mail.routes.ts `refuseOtherSites`): a cross-site form cannot
 * start a job.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import { httpError } from '../../lib/http-error';
import type { JobStatus } from '../../jobs/job-queue';
import { devPageHtml, refuseOtherSites } from '../dev-mail/dev-mail.routes';

const MSG_OTHER_SITE = 'Trang công việc nền chỉ mở được từ chính trang JobHub';
const MSG_UNKNOWN_JOB = 'Không có công việc nền này';

function vietnamTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }) : '—';
}

function renderPage(jobs: JobStatus[], started: boolean): string {
  const rows = jobs
    .map(
      (job) => `<tr>
  <th scope="row"><code>${escapeHtml(job.name)}</code></th>
  <td>${escapeHtml(job.description)}</td>
  <td><code>${escapeHtml(job.schedule ?? '—')}</code></td>
  <td>${escapeHtml(vietnamTime(job.next_run))}</td>
  <td>${job.retry.limit} lần, ${job.retry.delaySeconds} s${job.retry.backoff ? ', tăng dần' : ''}</td>
  <td>${job.last_run ? `${escapeHtml(job.last_run.state)} — ${escapeHtml(vietnamTime(job.last_run.finished_at ?? job.last_run.started_at))}` : 'Chưa chạy'}</td>
  <td><form method="post" action="/dev/jobs/${encodeURIComponent(job.name)}/run"><button type="submit">Chạy ngay</button></form></td>
</tr>`,
    )
    .join('\n');
  return devPageHtml('Công việc nền', `body{font-family:system-ui,Arial,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#111827;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}
.wrap{overflow-x:auto}button{padding:.35rem .75rem}a{color:#1d4ed8}
`, `<h1>Công việc nền</h1>
<p>Hàng đợi pg-boss ${started ? 'đang chạy' : 'chưa khởi động trong tiến trình này (công việc chạy ngay trong tiến trình)'}; lịch theo giờ Việt Nam. Dữ liệu dạng JSON: <a href="/dev/jobs.json">/dev/jobs.json</a>.</p>
<div class="wrap"><table>
<thead><tr><th scope="col">Tên</th><th scope="col">Việc</th><th scope="col">Lịch</th><th scope="col">Lần tới</th><th scope="col">Thử lại</th><th scope="col">Lần chạy gần nhất</th><th scope="col">Chạy</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>
`);
}

export async function devJobsRoutes(app: FastifyInstance) {
  refuseOtherSites(app, MSG_OTHER_SITE);

  app.get('/dev/jobs', async (_request, reply) => {
    const jobs = await app.jobs.status(app.clock.now());
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderPage(jobs, app.jobs.started));
  });

  app.get('/dev/jobs.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 200, data: await app.jobs.status(app.clock.now()) });
  });

  app.post<{ Params: { name: string } }>('/dev/jobs/:name/run', async (request, reply) => {
    if (!app.jobs.definitions.some((job) => job.name === request.params.name)) throw httpError(404, MSG_UNKNOWN_JOB);
    const run = await app.jobs.run(request.params.name);
    return reply.header('cache-control', 'no-store').send({ status: 200, data: { name: request.params.name, ...run } });
  });
}
