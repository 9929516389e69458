/**
 * Demo marketplace data for the first start (DESIGN.md: `npm start` seeds demo data), so every
 * candidate and employer screen has something to show: applications from the demo candidate and
 * four seeded candidates to the demo employer's posts in every status (some viewed, with notes),
 * each with a real PDF CV stored like an upload (repositories/cv-files.ts), two interviews (one
 * upcoming, one completed), saved jobs and criteria for the demo candidate.
 *
 * Runs after seed() created the demo accounts and the demo employer's posts (seed-demo-posts.ts);
 * does nothing when they are missing or when the demo employer's posts already have applications,
 * so a second run changes nothing. Rows are deterministic for a given `now`; only the CV files'
 * storage keys are random (like every upload's).
 *
 * @example await seedMarketplaceDemo(db, { storage: app.storage, now: new Date() });
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage';
import { sql } from 'drizzle-orm';
import type { ApplicationStatus, CriteriaBody } from '@jobhub/sdk/contract';
import { vietnamToday } from '../lib/vietnam-date';
import { backfillApplicationEvents } from '../repositories/application-events';
import { insertCriteria } from '../repositories/criteria';
import { commitCv, discardCv, receiveCv, type ReceivedCv } from '../repositories/cv-files';
import { insertInterview } from '../repositories/interviews';
import { openPostSql } from '../repositories/post-visibility';
import { selectRows, type CatalogueDb as Database, type SqlExecutor } from '../repositories/sql-rows';
import type { UserRow } from './schema/accounts';
import { applications } from './schema/applications';
import type { PostRecord } from './schema/catalogue';
import { savedPosts } from './schema/marketplace';
import { demoCvPdf } from './seed-cv-pdf';
import { DEMO_POST_TITLES } from './seed-demo-posts';
import { hashSeedPassword, insertSeedUsers, type SeedUser } from './seed-users';
import { DAY_MS, HOUR_MS } from '../lib/clock';

const CANDIDATE_EMAIL = 'candidate@jobhub.local';
const EMPLOYER_EMAIL = 'employer@jobhub.local';

type PostKey = keyof typeof DEMO_POST_TITLES | 'elsewhere';

/** Candidates who applied to the demo employer (they cannot sign in: unusable password). */
export const DEMO_APPLICANTS = [
  { key: 'chau', email: 'ungvien1@jobhub.local', username: 'ungvien1', fullname: 'Phạm Minh Châu', phone: '0912345678', headline: 'Lập trình viên Frontend, 2 năm kinh nghiệm' },
  { key: 'dung', email: 'ungvien2@jobhub.local', username: 'ungvien2', fullname: 'Lê Hoàng Dũng', phone: '0923456789', headline: 'Kỹ sư kiểm thử phần mềm' },
  { key: 'hanh', email: 'ungvien3@jobhub.local', username: 'ungvien3', fullname: 'Võ Thị Hạnh', phone: '0934567890', headline: 'Kỹ sư DevOps, 4 năm kinh nghiệm' },
  { key: 'huy', email: 'ungvien4@jobhub.local', username: 'ungvien4', fullname: 'Đặng Quốc Huy', phone: '0945678901', headline: 'Lập trình viên Fullstack' },
] as const;
type ApplicantKey = (typeof DEMO_APPLICANTS)[number]['key'] | 'demo';

interface DemoApplication {
  who: ApplicantKey;
  post: PostKey;
  status: ApplicationStatus;
  viewed: boolean;
  daysAgo: number;
  note?: string;
  letter: string;
}

/** Every status on the active post; older ones on the expired and hidden posts; none on the fresh one. */
const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  { who: 'demo', post: 'expired', status: 'rejected', viewed: true, daysAgo: 80, note: 'Chưa có kinh nghiệm kiểm thử tự động', letter: 'Em mong muốn được thử sức ở vị trí kiểm thử.' },
  { who: 'chau', post: 'expired', status: 'approved', viewed: true, daysAgo: 70, note: 'Đã nhận việc', letter: 'Tôi có kinh nghiệm kiểm thử thủ công và tự động.' },
  { who: 'dung', post: 'expired', status: 'pending', viewed: false, daysAgo: 40, letter: 'Tôi rất quan tâm đến vị trí này.' },
  { who: 'hanh', post: 'hidden', status: 'pending', viewed: false, daysAgo: 30, letter: 'Tôi có 4 năm kinh nghiệm vận hành Kubernetes.' },
  { who: 'huy', post: 'hidden', status: 'pending', viewed: true, daysAgo: 35, letter: 'Tôi muốn chuyển sang mảng DevOps.' },
  { who: 'demo', post: 'active', status: 'approved', viewed: true, daysAgo: 20, note: 'Phù hợp, mời phỏng vấn kỹ thuật', letter: 'Em có 2 năm kinh nghiệm ReactJS và rất mong được làm việc tại quý công ty.' },
  { who: 'huy', post: 'active', status: 'approved', viewed: true, daysAgo: 15, note: 'Phỏng vấn tốt', letter: 'Tôi đã làm nhiều dự án React và Node.js.' },
  { who: 'dung', post: 'active', status: 'rejected', viewed: true, daysAgo: 12, note: 'Chưa đủ kinh nghiệm ReactJS', letter: 'Tôi muốn chuyển sang lập trình Frontend.' },
  { who: 'chau', post: 'active', status: 'pending', viewed: true, daysAgo: 6, letter: 'Tôi có 2 năm kinh nghiệm với ReactJS và TypeScript.' },
  { who: 'hanh', post: 'active', status: 'pending', viewed: false, daysAgo: 2, letter: 'Tôi muốn thử sức ở mảng Frontend.' },
  { who: 'demo', post: 'elsewhere', status: 'pending', viewed: false, daysAgo: 1, letter: 'Em rất quan tâm đến vị trí này và mong nhận được phản hồi.' },
];

/** The demo candidate's criteria ("Tiêu chí tìm việc"): matches the demo employer's active post. */
function demoCriteria(fieldId: number, positionId: number, city: string): CriteriaBody {
  return { field: fieldId, position: positionId, city: city as CriteriaBody['city'], experience: '1-2 năm', type_working: 'Toàn thời gian', salary_min: 15_000_000, scales: ['100-499', '500-999'] };
}

export interface MarketplaceSeedSummary {
  applications: number;
  interviews: number;
  saved: number;
  applicants: number;
}

type DemoPostRow = Pick<PostRecord, 'id' | 'title' | 'field_id' | 'position_id' | 'city'>;

/** The demo candidate's upcoming interview and another applicant's completed one, for the active post. */
async function insertDemoInterviews(
  tx: SqlExecutor,
  now: Date,
  active: DemoPostRow,
  applicationOf: (who: ApplicantKey, post: PostKey) => number,
): Promise<void> {
  // 9:00 in Vietnam (02:00 UTC) three days from now; a completed one five days ago.
  const upcoming = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 3 * DAY_MS + 2 * HOUR_MS);
  await insertInterview(tx, {
    applicationId: applicationOf('demo', 'active'),
    title: `Phỏng vấn kỹ thuật - ${active.title}`,
    date: upcoming,
    location: null,
    meetingLink: 'https://meet.jit.si/anbinhsoft-phong-van-frontend',
    note: 'Vui lòng chuẩn bị giới thiệu một dự án ReactJS bạn đã làm (khoảng 10 phút).',
    now: new Date(now.getTime() - 2 * DAY_MS),
  });
  const completed = await insertInterview(tx, {
    applicationId: applicationOf('huy', 'active'),
    title: `Phỏng vấn vòng 1 - ${active.title}`,
    date: new Date(upcoming.getTime() - 8 * DAY_MS),
    location: `Văn phòng công ty, ${active.city}`,
    meetingLink: null,
    note: null,
    now: new Date(now.getTime() - 12 * DAY_MS),
  });
  await tx.execute(sql`update interviews set status = 'completed' where id = ${completed}`);
}

export async function seedMarketplaceDemo(db: Database, options: { storage: FileStorage; now?: Date }): Promise<MarketplaceSeedSummary | undefined> {
  const now = options.now ?? new Date();
  const accounts = await selectRows<Pick<UserRow, 'id' | 'email' | 'fullname'>>(
    db,
    sql`select id, email, fullname from users where email in (${CANDIDATE_EMAIL}, ${EMPLOYER_EMAIL})`,
  );
  const candidate = accounts.find((row) => row.email === CANDIDATE_EMAIL);
  const employerId = accounts.find((row) => row.email === EMPLOYER_EMAIL)?.id;
  if (!candidate || employerId === undefined) return undefined;
  const titles = Object.values(DEMO_POST_TITLES);
  const demoPosts = await selectRows<DemoPostRow & { applications: number }>(
    db,
    sql`select p.id, p.title, p.field_id, p.position_id, p.city,
        (select count(*)::int from applications a where a.post_id = p.id) as applications
      from posts p join enterprises e on e.id = p.enterprise_id
      where e.user_id = ${employerId} and p.title in (${sql.join(
        titles.map((title) => sql`${title}`),
        sql`, `,
      )}) order by p.id`,
  );
  if (demoPosts.length < titles.length || demoPosts.some((post) => Number(post.applications) > 0)) return undefined;
  const byKey = new Map<PostKey, DemoPostRow>();
  for (const [key, title] of Object.entries(DEMO_POST_TITLES)) byKey.set(key as PostKey, demoPosts.find((post) => post.title === title)!);
  const active = byKey.get('active')!;
  // Other companies' public posts, the same field first, oldest first: one application, saved jobs.
  const others = await selectRows<{ id: number }>(
    db,
    sql`select p.id from posts p join enterprises e on e.id = p.enterprise_id
      where e.user_id <> ${employerId} and ${openPostSql(vietnamToday(now))}
      order by p.field_id = ${active.field_id} desc, p.id limit 5`,
  );
  if (others.length > 0) byKey.set('elsewhere', { ...active, id: Number(others[0]!.id) });
  const plan = DEMO_APPLICATIONS.filter((application) => byKey.has(application.post));

  const applicantHash = await hashSeedPassword(randomBytes(32).toString('base64url'));
  const people = new Map<ApplicantKey, { fullname: string; email: string; phone: string; headline: string }>([
    ['demo', { fullname: candidate.fullname, email: CANDIDATE_EMAIL, phone: '0901234567', headline: 'Lập trình viên Frontend, 2 năm kinh nghiệm ReactJS' }],
    ...DEMO_APPLICANTS.map((person) => [person.key, person] as const),
  ]);

  // CVs go through the upload code (content check, private storage) before the transaction;
  // they are renamed to their final keys inside it and removed if anything fails.
  const files: ReceivedCv[] = [];
  try {
    for (const application of plan) {
      const person = people.get(application.who)!;
      const pdf = demoCvPdf(person.fullname, [person.headline, person.email, person.phone, 'Ky nang: ReactJS, TypeScript, Node.js, SQL', 'Hoc van: Dai hoc Bach khoa']);
      const received = await receiveCv(options.storage, Readable.from([pdf]));
      if (!received.ok) throw new Error(`demo CV refused by the upload check: ${received.reason}`);
      files.push(received.file);
    }
    return await db.transaction(async (tx) => {
      const applicantIds = await insertSeedUsers(
        tx,
        DEMO_APPLICANTS.map((person): SeedUser => ({ ...person, role: 'candidate', passwordHash: applicantHash, isPremium: false, premiumExpiry: null })),
      );
      const userIds = new Map<ApplicantKey, number>([['demo', Number(candidate.id)], ...DEMO_APPLICANTS.map((person, index) => [person.key, applicantIds[index]!] as const)]);
      const ids: number[] = [];
      for (const [index, application] of plan.entries()) {
        const person = people.get(application.who)!;
        const at = new Date(now.getTime() - application.daysAgo * DAY_MS);
        const [row] = await tx
          .insert(applications)
          .values({
            post_id: byKey.get(application.post)!.id,
            user_id: userIds.get(application.who)!,
            name: person.fullname,
            email: person.email,
            phone_number: person.phone,
            description: application.letter,
            cv_path: files[index]!.key,
            cv_file_name: `CV-${person.fullname}.pdf`,
            cv_file_type: 'pdf',
            status: application.status,
            is_viewed: application.viewed,
            viewed_at: application.viewed ? new Date(at.getTime() + 20 * HOUR_MS) : null,
            note: application.note ?? null,
            created_at: at,
            updated_at: application.viewed ? new Date(at.getTime() + 26 * HOUR_MS) : at,
            // The employer's answer is the status change of that update (the response rate).
            first_response_at: application.status === 'pending' ? null : new Date(at.getTime() + 26 * HOUR_MS),
          })
          .returning({ id: applications.id });
        ids.push(row!.id);
      }
      const applicationOf = (who: ApplicantKey, post: PostKey) => ids[plan.findIndex((a) => a.who === who && a.post === post)]!;
      await insertDemoInterviews(tx, now, active, applicationOf);
      // The timeline of each demo application (Việc đã ứng tuyển), as the routes would have written it.
      await backfillApplicationEvents(tx, ids);

      const saved = [byKey.get('fresh')!.id, ...others.slice(1).map((row) => Number(row.id))];
      await tx.insert(savedPosts).values(saved.map((post_id, index) => ({ user_id: Number(candidate.id), post_id, created_at: new Date(now.getTime() - (index + 1) * 3 * HOUR_MS) })));
      await insertCriteria(tx, Number(candidate.id), demoCriteria(active.field_id, active.position_id, active.city), new Date(now.getTime() - 25 * DAY_MS));
      for (const file of files) await commitCv(options.storage, file);
      return { applications: ids.length, interviews: 2, saved: saved.length, applicants: DEMO_APPLICANTS.length };
    });
  } catch (error) {
    await Promise.all(files.map((file) => discardCv(options.storage, file)));
    throw error;
  }
}
