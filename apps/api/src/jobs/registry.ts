/**
 * The one registry of background jobs: name, schedule (cron, Vietnam time), retry policy and
 * handler, each handler a plain function of its payload and the app's repositories. The queue
 * (jobs/job-queue.ts) runs them; /dev/jobs lists them. To add a job, add an entry here
 * (docs/adding-a-feature.md, "The background half").
 */
import type { FastifyInstance } from 'fastify';
import { deliverQueuedMail, deliverQueuedMails, requeuePendingMails, SEND_MAIL_JOB } from '../mail/mail-queue';
import { refreshSearchFlags } from '../repositories/post-visibility';
import { removeStaleUploadParts, STALE_UPLOAD_PART_MS } from '../repositories/files';
import { APPLICATION_FOLLOW_UP_JOB, APPLICATION_FOLLOW_UP_SCHEDULE, followUpApplications } from './application-follow-up';
import { refreshResponseStats } from '../repositories/response-stats';
import { JOB_ALERTS_JOB, JOB_ALERTS_SCHEDULE, sendJobAlerts } from './job-alerts';
import type { JobDefinition } from './job-queue';
import { notifyExpiredPositions } from './position-expired';
import { checkPostFreshness } from './post-freshness';

/** Mails still pending this long after they were written are queued again (mail-sweep). */
const MAIL_SWEEP_AFTER_MS = 10 * 60_000;

/**
 * @example const jobs = createJobQueue(app, createJobRegistry(app));
 */
export function createJobRegistry(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: JOB_ALERTS_JOB,
      description: 'Email "Có N việc làm mới phù hợp" theo tiêu chí tìm việc: hằng ngày và thứ Hai lúc 08:00, chạy bù mỗi giờ đến 23:00',
      schedule: JOB_ALERTS_SCHEDULE,
      retry: { limit: 3, delaySeconds: 300, backoff: true },
      expireInSeconds: 60 * 60,
      handler: () => sendJobAlerts(app),
    },
    {
      name: SEND_MAIL_JOB,
      description: 'Gửi một email đã xếp hàng (SMTP hoặc hộp thư phát triển); hết lượt thử thì ghi nhận lỗi cho quản trị viên',
      // 30 s, 1, 2, 4, 8 min: a server that is down for a quarter of an hour loses no mail.
      retry: { limit: 5, delaySeconds: 30, backoff: true },
      batchSize: 50,
      workers: 4,
      handler: (data, attempt) => deliverQueuedMail({ db: app.db, mailer: app.mailer, now: () => app.clock.now() }, Number(data.id), attempt.lastAttempt),
      batchHandler: (items) =>
        deliverQueuedMails(
          { db: app.db, mailer: app.mailer, now: () => app.clock.now() },
          items.map((item) => ({ id: Number(item.data.id), lastAttempt: item.lastAttempt })),
        ),
    },
    {
      name: 'mail-sweep',
      description: 'Xếp hàng lại email còn chờ quá 10 phút (máy chủ dừng giữa lúc ghi và lúc xếp hàng)',
      schedule: '*/10 * * * *',
      retry: { limit: 1, delaySeconds: 60, backoff: false },
      handler: () => requeuePendingMails(app, MAIL_SWEEP_AFTER_MS),
    },
    {
      name: 'position-expired',
      description: 'Thông báo cho nhà tuyển dụng khi tin tuyển dụng hết hạn nhận hồ sơ (một lần mỗi tin và hạn)',
      schedule: '*/10 * * * *',
      retry: { limit: 2, delaySeconds: 60, backoff: true },
      handler: () => notifyExpiredPositions(app),
    },
    {
      name: APPLICATION_FOLLOW_UP_JOB,
      description: `Nhắc nhà tuyển dụng về hồ sơ chưa phản hồi sau ${app.env.APPLICATION_REMINDER_DAYS} ngày; tự động đóng hồ sơ và báo ứng viên sau ${app.env.APPLICATION_AUTO_CLOSE_DAYS} ngày`,
      schedule: APPLICATION_FOLLOW_UP_SCHEDULE,
      retry: { limit: 2, delaySeconds: 60, backoff: true },
      handler: () => followUpApplications(app),
    },
    {
      name: 'search-flags',
      description: 'Tin quá hạn rời chỉ mục tìm kiếm; Premium hết hạn thôi được xếp trước',
      schedule: '* * * * *',
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      handler: () => refreshSearchFlags(app.db, app.clock.now()),
    },
    {
      name: 'post-freshness',
      description: 'Nhắc nhà tuyển dụng xác nhận tin chưa xác nhận 30 ngày; tạm dừng tin chưa xác nhận 37 ngày (POST_CONFIRM_*_DAYS)',
      schedule: '*/30 * * * *',
      retry: { limit: 2, delaySeconds: 120, backoff: true },
      handler: () => checkPostFreshness(app),
    },
    {
      name: 'response-stats',
      description: 'Tính lại tỷ lệ phản hồi 90 ngày của từng công ty (huy hiệu "Phản hồi …", lọc và sắp xếp tìm kiếm)',
      // Hourly: a rate over 90 days barely moves in an hour, and search reads the stored figures.
      schedule: '7 * * * *',
      retry: { limit: 1, delaySeconds: 300, backoff: false },
      handler: () => refreshResponseStats(app.db, app.clock.now()),
    },
    {
      name: 'upload-parts',
      description: 'Xóa tệp tải lên dở dang (.part) còn lại sau sự cố, cũ hơn 15 phút',
      schedule: '*/15 * * * *',
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      // File times are the file system's, so the sweep reads the real time, not the app's clock.
      handler: () => removeStaleUploadParts(app.env.UPLOAD_DIR, new Date(Date.now() - STALE_UPLOAD_PART_MS)),
    },
  ];
}
