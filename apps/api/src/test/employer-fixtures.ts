/**
 * Fixtures for employer and admin tests: a small catalogue, employers with a company, posts,
 * applications with a stored CV, reports. Direct inserts (fast, no HTTP); every name is unique
 * so fixtures of several tests share one context.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PostWriteBody } from '@jobhub/sdk/contract';
import { storedFilePath } from '../repositories/files';
import { selectRows } from '../repositories/sql-rows';
import type { TestContext } from './context';
import { createUser, uniqueSuffix, type CreatedUser } from './helpers';

export interface TestCatalogue {
  fieldId: number;
  positionId: number;
  /** A second field with its own position (for "position not in field"). */
  otherFieldId: number;
  otherPositionId: number;
}

async function one<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await selectRows<T>(ctx.database.db, query);
  if (!row) throw new Error('fixture insert returned no row');
  return row;
}

/** Two fields with one position each. */
export async function createCatalogue(ctx: TestContext): Promise<TestCatalogue> {
  const suffix = uniqueSuffix();
  const field = await one<{ id: number }>(ctx, sql`insert into fields (name) values (${`Kỹ thuật ${suffix}`}) returning id`);
  const other = await one<{ id: number }>(ctx, sql`insert into fields (name) values (${`Kế toán ${suffix}`}) returning id`);
  const position = await one<{ id: number }>(ctx, sql`insert into positions (name, field_id) values ('Kỹ sư phần mềm', ${field.id}) returning id`);
  const otherPosition = await one<{ id: number }>(ctx, sql`insert into positions (name, field_id) values ('Kế toán viên', ${other.id}) returning id`);
  return { fieldId: Number(field.id), positionId: Number(position.id), otherFieldId: Number(other.id), otherPositionId: Number(otherPosition.id) };
}

export interface TestEmployer extends CreatedUser {
  enterpriseId: number;
  companyName: string;
}

/**
 * An activated employer owning a company: approved by default, or pending / rejected.
 * @example const employer = await createEmployer(ctx(), { premium: true });
 */
export async function createEmployer(
  ctx: TestContext,
  options: { state?: 'approved' | 'pending' | 'rejected'; premium?: boolean; certificate?: string; fullname?: string } = {},
): Promise<TestEmployer> {
  const premium = options.premium ?? false;
  const user = await createUser(ctx, {
    role: 'employer',
    ...(options.fullname ? { fullname: options.fullname } : {}),
    is_premium: premium,
    premium_expiry: premium ? new Date(ctx.clock.now().getTime() + 30 * 86_400_000) : null,
  });
  const companyName = `Công ty Thử Nghiệm ${uniqueSuffix()}`;
  const state = options.state ?? 'approved';
  const enterprise = await one<{ id: number }>(
    ctx,
    sql`insert into enterprises (user_id, company_name, city, scale, is_active, business_certificate)
      values (${user.user.id}, ${companyName}, 'Hà Nội', '25-99', ${state === 'approved'}, ${options.certificate ?? null}) returning id`,
  );
  if (state === 'rejected') {
    await ctx.database.db.execute(sql`insert into enterprise_rejections (enterprise_id) values (${enterprise.id})`);
  }
  return { ...user, enterpriseId: Number(enterprise.id), companyName };
}

/** 2026-11-20 03:00 UTC = 10:00 in Vietnam: a whole Vietnamese day lies ahead of the clock. */
export const VIETNAM_MORNING = new Date(Date.UTC(2026, 10, 20, 3, 0, 0));

/** The catalogue and the approved employer that most employer tests start from. */
export interface EmployerSetup {
  catalogue: TestCatalogue;
  employer: TestEmployer;
}

/**
 * Creates a catalogue and an approved employer (call it in `beforeAll`).
 * @example ({ catalogue, employer } = await createEmployerSetup(ctx()));
 */
export async function createEmployerSetup(ctx: TestContext): Promise<EmployerSetup> {
  const catalogue = await createCatalogue(ctx);
  const employer = await createEmployer(ctx);
  return { catalogue, employer };
}

/** A date `days` after the app clock's today (YYYY-MM-DD, Vietnam time). */
export function dateIn(ctx: TestContext, days: number): string {
  return new Date(ctx.clock.now().getTime() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A body the create route accepts. */
export function postBody(ctx: TestContext, catalogue: TestCatalogue, overrides: Partial<PostWriteBody> = {}): PostWriteBody {
  return {
    title: 'Kỹ sư phần mềm Node.js',
    position: catalogue.positionId,
    field: catalogue.fieldId,
    city: 'Hà Nội',
    district: 'Cầu Giấy',
    detail_address: '1 Trần Duy Hưng',
    experience: '1-2 năm',
    level: 'Junior',
    type_working: 'Toàn thời gian',
    time_working: 'Thứ 2 - Thứ 6',
    quantity: 2,
    salary_min: 15_000_000,
    salary_max: 25_000_000,
    is_salary_negotiable: false,
    description: '<p>Phát triển dịch vụ</p>',
    required: '<ul><li>TypeScript</li></ul>',
    interest: '<p>Lương tháng 13</p>',
    deadline: dateIn(ctx, 30),
    ...overrides,
  };
}

/**
 * Inserts a post of the enterprise directly (state given), returning its id.
 * @example const hidden = await insertPost(ctx(), employer, catalogue, { is_active: false });
 */
export async function insertPost(
  ctx: TestContext,
  employer: Pick<TestEmployer, 'enterpriseId'>,
  catalogue: TestCatalogue,
  options: { title?: string; is_active?: boolean; is_removed?: boolean; deadline?: string } = {},
): Promise<number> {
  const row = await one<{ id: number }>(
    ctx,
    sql`insert into posts (title, enterprise_id, position_id, field_id, city, experience, level, type_working,
        is_salary_negotiable, description, required, interest, deadline, is_active, is_removed)
      values (${options.title ?? `Tin thử ${uniqueSuffix()}`}, ${employer.enterpriseId}, ${catalogue.positionId}, ${catalogue.fieldId},
        'Hà Nội', '1-2 năm', 'Junior', 'Toàn thời gian', true, '<p>Mô tả</p>', '<p>Yêu cầu</p>', '<p>Quyền lợi</p>',
        ${options.deadline ?? dateIn(ctx, 30)}::date, ${options.is_active ?? true}, ${options.is_removed ?? false})
      returning id`,
  );
  return Number(row.id);
}

/** A minimal PDF, enough for the content check. */
export const TEST_PDF = Buffer.from('%PDF-1.4\n%test\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * An application of `candidate` to the post, with its CV stored under UPLOAD_DIR/private/cv.
 * @example const applicationId = await insertApplication(ctx(), postId, candidate.user.id);
 */
export async function insertApplication(ctx: TestContext, postId: number, candidateId: number): Promise<number> {
  const key = `private/cv/${randomBytes(8).toString('hex')}.pdf`;
  const file = storedFilePath(ctx.env.UPLOAD_DIR, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, TEST_PDF);
  const row = await one<{ id: number }>(
    ctx,
    sql`insert into applications (post_id, user_id, name, email, phone_number, cv_path, cv_file_name, cv_file_type)
      values (${postId}, ${candidateId}, 'Ứng Viên Thử', 'ung.vien@example.vn', '0912345678', ${key}, 'cv.pdf', 'pdf') returning id`,
  );
  return Number(row.id);
}

/** An open report of the post by `reporterId`. */
export async function insertReport(ctx: TestContext, postId: number, reporterId: number, reason = 'Tin lừa đảo'): Promise<number> {
  const row = await one<{ id: number }>(
    ctx,
    sql`insert into post_reports (post_id, reporter_id, reason) values (${postId}, ${reporterId}, ${reason}) returning id`,
  );
  return Number(row.id);
}

/** Stores a private file (e.g. a business certificate) and returns its key. */
export async function storePrivateFile(ctx: TestContext, folder: string, body: Buffer, extension: string): Promise<string> {
  const key = `private/${folder}/${randomBytes(8).toString('hex')}.${extension}`;
  const file = storedFilePath(ctx.env.UPLOAD_DIR, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return key;
}
