/**
 * The demo employer's own job posts: a small, hand-written set, so its screens show every state
 * (API.md: a post is public when active, not removed and the deadline is today or later) while it
 * stays under the free posting limit (3 active posts without Premium) and can still post one more.
 * Generated posts never go to the demo employer's company (see seed.ts). No I/O here.
 */
import type { SeedPost } from './seed-generate';
import { SEED_FIELDS } from './seed-data';
import { DAY_MS } from '../lib/clock';


/** Titles of the demo employer's posts, by role in the demo (seed-marketplace.ts finds them by title). */
export const DEMO_POST_TITLES = {
  /** Active for a month: most applications, the demo candidate's approved one and the interview. */
  active: 'Lập trình viên Frontend (ReactJS)',
  /** Deadline passed: older applications, one of them rejected. */
  expired: 'Kiểm thử phần mềm (QA/QC) - Junior',
  /** Switched off by the employer. */
  hidden: 'Kỹ sư DevOps - Middle',
  /** Posted yesterday, no applications yet: the newest post on the dashboard. */
  fresh: 'Lập trình viên Backend (NodeJS)',
} as const;

function fieldAndPosition(field: string, position: string): { field_index: number; position_index: number } {
  const field_index = SEED_FIELDS.findIndex((entry) => entry.name === field);
  const position_index = SEED_FIELDS[field_index]?.positions.indexOf(position) ?? -1;
  if (field_index < 0 || position_index < 0) throw new Error(`seed catalogue lacks ${field} / ${position}`);
  return { field_index, position_index };
}

const list = (lines: readonly string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;

/**
 * The demo employer's posts (company_index 0), oldest first, dated from `now`.
 *
 * @example const posts = demoEmployerPosts(new Date(), 'Hồ Chí Minh');
 */
export function demoEmployerPosts(now: Date, city: string, companyName: string): SeedPost[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (offset: number) => new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const it = 'Công nghệ thông tin';
  const common = {
    company_index: 0,
    city,
    district: city === 'Hồ Chí Minh' ? 'Quận 1' : 'Trung tâm',
    detail_address: '12 Nguyễn Huệ',
    time_working: 'Thứ 2 - Thứ 6, 8:30 - 17:30',
    is_removed: false,
    interest: list(['Lương tháng 13 và thưởng theo kết quả công việc', 'Bảo hiểm sức khỏe cho nhân viên và gia đình', '12 ngày phép mỗi năm, làm việc kết hợp 2 ngày/tuần']),
  };
  const describe = (position: string, extra: string) =>
    `<p>${companyName} tuyển dụng vị trí ${position} làm việc tại ${city}.</p>${list(['Tham gia phát triển sản phẩm cùng đội ngũ 20 kỹ sư', extra, 'Phối hợp với đội thiết kế và kiểm thử'])}`;
  return [
    {
      ...common,
      ...fieldAndPosition(it, 'Lập trình viên Frontend'),
      title: DEMO_POST_TITLES.active,
      experience: '1-2 năm',
      level: 'Junior',
      type_working: 'Toàn thời gian',
      quantity: 2,
      salary_min: 15_000_000,
      salary_max: 25_000_000,
      is_salary_negotiable: false,
      description: describe('Lập trình viên Frontend', 'Xây dựng giao diện web bằng React (ReactJS) và TypeScript'),
      required: list(['Tối thiểu 1 năm kinh nghiệm với ReactJS', 'Thành thạo HTML, CSS, TypeScript', 'Đọc hiểu tài liệu tiếng Anh']),
      deadline: day(25),
      is_active: true,
      created_at: ago(30),
    },
    {
      ...common,
      ...fieldAndPosition(it, 'Kiểm thử phần mềm (QA/QC)'),
      title: DEMO_POST_TITLES.expired,
      experience: 'Dưới 1 năm',
      level: 'Junior',
      type_working: 'Toàn thời gian',
      quantity: 1,
      salary_min: 10_000_000,
      salary_max: 16_000_000,
      is_salary_negotiable: false,
      description: describe('Kiểm thử phần mềm (QA/QC)', 'Viết và thực hiện kịch bản kiểm thử'),
      required: list(['Hiểu quy trình kiểm thử phần mềm', 'Cẩn thận, tỉ mỉ', 'Biết SQL cơ bản là lợi thế']),
      deadline: day(-5),
      is_active: true,
      created_at: ago(95),
    },
    {
      ...common,
      ...fieldAndPosition(it, 'Kỹ sư DevOps'),
      title: DEMO_POST_TITLES.hidden,
      experience: '3-5 năm',
      level: 'Middle',
      type_working: 'Làm việc kết hợp',
      quantity: 1,
      salary_min: null,
      salary_max: null,
      is_salary_negotiable: true,
      description: describe('Kỹ sư DevOps', 'Vận hành hạ tầng Kubernetes và CI/CD'),
      required: list(['3 năm kinh nghiệm DevOps', 'Thành thạo Docker, Kubernetes', 'Kinh nghiệm với AWS hoặc GCP']),
      deadline: day(40),
      is_active: false,
      created_at: ago(45),
    },
    {
      ...common,
      ...fieldAndPosition(it, 'Lập trình viên Backend'),
      title: DEMO_POST_TITLES.fresh,
      experience: '1-2 năm',
      level: 'Middle',
      type_working: 'Toàn thời gian',
      quantity: 3,
      salary_min: 20_000_000,
      salary_max: 35_000_000,
      is_salary_negotiable: false,
      description: describe('Lập trình viên Backend', 'Thiết kế API với Node.js và PostgreSQL'),
      required: list(['Tối thiểu 2 năm kinh nghiệm Node.js', 'Hiểu biết về PostgreSQL', 'Có kinh nghiệm viết kiểm thử tự động']),
      deadline: day(45),
      is_active: true,
      created_at: ago(1, 2),
    },
  ];
}
