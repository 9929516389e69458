/**
 * The marketplace loop in real Chromium against the real server: a candidate applies to one of the
 * demo employer's posts from /job/{id} with a real PDF → the employer sees the application on the
 * /employer dashboard and on the post's applicants list, opens the CV (/employer/cv/{id}, the PDF
 * shown in the page) and approves it → the candidate sees 'Đã duyệt' on /my-applications.
 * The employer is the seed's demo employer (DATA_DIR/demo-accounts.txt); the candidate is a fresh
 * account (registered and activated through the API and the dev outbox). axe-core on every page.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  BASE_URL,
  api,
  apiLogin,
  demoAccount,
  eventually,
  expectAccessible,
  launchBrowser,
  loginInUi,
  minimalPdf,
  onPage,
  registerActivated,
  type DemoAccount,
} from './support';

interface PostStat {
  id: number;
  title: string;
  is_active: boolean;
  deadline: string;
}

let browser: Browser;
let candidatePage: Page;
let employerPage: Page;
let employer: DemoAccount;
let candidate: DemoAccount;
let job: { id: number; title: string };
let applicationId: number;

const candidateName = 'Lê Thị Ứng Tuyển';
const coverLetter = 'Em có 2 năm kinh nghiệm và rất mong được làm việc tại quý công ty.';

/**
 * A public post of the demo employer among the dashboard's latest posts (so the dashboard inbox
 * lists its applications): active, deadline today or later, and served by GET /api/post/{id}.
 */
async function pickDemoEmployerJob(token: string): Promise<{ id: number; title: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const stats = await api<{ post_stats: PostStat[] }>('/api/statistics/', {
    token,
  });
  for (const post of stats.post_stats) {
    if (!post.is_active || post.deadline < today) continue;
    const response = await fetch(`${BASE_URL}/api/post/${post.id}/`, {
      headers: { accept: 'application/json' },
    });
    if (response.ok) return { id: post.id, title: post.title };
  }
  throw new Error(`no public post among the demo employer's latest posts: ${JSON.stringify(stats.post_stats)}`);
}

before(async () => {
  employer = demoAccount('employer');
  candidate = await registerActivated('candidate', candidateName);
  job = await pickDemoEmployerJob(await apiLogin(employer));
  browser = await launchBrowser();
  const options = { viewport: { width: 1280, height: 900 }, locale: 'vi-VN' };
  candidatePage = await (await browser.newContext(options)).newPage();
  employerPage = await (await browser.newContext(options)).newPage();
  candidatePage.setDefaultTimeout(15_000);
  employerPage.setDefaultTimeout(15_000);
});

after(async () => {
  await browser?.close();
});

test('a candidate applies with a PDF, the employer reviews and approves it, the candidate sees the approval', async (t) => {
  await t.test('the candidate applies from /job/{id} with a PDF CV', () =>
    onPage(candidatePage, 'the candidate applies from /job/{id} with a PDF CV', async () => {
      const page = candidatePage;
      await loginInUi(page, candidate, /\/job-search/);
      await page.goto(`${BASE_URL}/job/${job.id}`);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      await expectAccessible(page, '/job/{id}');

      await page.getByRole('button', { name: 'Ứng tuyển ngay' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ứng tuyển' });
      await dialog.waitFor();
      // Name and e-mail are prefilled from the profile.
      const emailBox = dialog.getByLabel('Email');
      await eventually(async () => assert.equal(await emailBox.inputValue(), candidate.email, 'the apply form prefills the e-mail from the profile'));
      await dialog.getByLabel('Họ và tên').fill(candidateName);
      await dialog.getByLabel('Số điện thoại').fill('0901234567');
      await dialog.getByLabel('Thư giới thiệu').fill(coverLetter);
      await dialog.getByLabel('File CV').setInputFiles({
        name: 'cv-le-thi-ung-tuyen.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf('CV Le Thi Ung Tuyen'),
      });
      await expectAccessible(page, '/job/{id} apply dialog');
      await dialog.getByRole('button', { name: 'Nộp hồ sơ' }).click();
      await page.getByText('Ứng tuyển thành công!').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Đã ứng tuyển').first().waitFor();
    })
  );

  await t.test("the candidate's /my-applications lists it as pending", () =>
    onPage(candidatePage, "the candidate's /my-applications lists it as pending", async () => {
      const page = candidatePage;
      await page.goto(`${BASE_URL}/my-applications`);
      await page.getByRole('heading', { level: 1, name: 'Việc đã ứng tuyển' }).waitFor();
      const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: job.title, exact: true }) });
      await row.getByText('Đang chờ').waitFor();
      await expectAccessible(page, '/my-applications');
    })
  );

  await t.test('the employer sees the application on the /employer dashboard', () =>
    onPage(employerPage, 'employer dashboard', async () => {
      const page = employerPage;
      await loginInUi(page, employer, new RegExp(`${BASE_URL}/employer$`));
      await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
      // The applicant inbox (EmployerConsole widget): the new, unviewed application to this post.
      // The applicant's name may be masked ('***ẩn***') for employers without CV contact access.
      const inbox = page.getByRole('region', { name: 'Hồ sơ ứng tuyển mới nhất' });
      const entry = inbox.getByRole('link').filter({ hasText: job.title }).first();
      await entry.waitFor();
      assert.match((await entry.textContent()) ?? '', /chưa xem/);
      applicationId = Number(/\/employer\/cv\/(\d+)$/.exec((await entry.getAttribute('href')) ?? '')?.[1]);
      assert.ok(applicationId > 0, 'the inbox entry links to /employer/cv/{id}');
      // The latest-posts table counts it.
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: job.title, exact: true }) });
      await row.getByRole('cell', { name: /^[1-9]\d*$/ }).waitFor();
      await expectAccessible(page, '/employer');
    })
  );

  await t.test("the employer finds it on the post's applicants list", () =>
    onPage(employerPage, 'employer post applicants', async () => {
      const page = employerPage;
      await page.goto(`${BASE_URL}/employer/posts/${job.id}`);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      const applicants = page.getByRole('region', { name: /^Ứng viên/ });
      const row = applicants.getByRole('row').filter({ has: page.locator(`a[href$="/employer/cv/${applicationId}"]`) });
      await row.getByText('Chờ duyệt').waitFor();
      await row.getByText('Chưa xem').waitFor();
      await expectAccessible(page, '/employer/posts/{id}');
      await row.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/employer/cv/${applicationId}$`));
    })
  );

  await t.test('the employer opens the CV: the PDF is shown in the page', () =>
    onPage(employerPage, 'employer cv detail', async () => {
      const page = employerPage;
      // Opened from the applicants list above; loaded again here to watch the file come in.
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
      });
      const fileResponse = page.waitForResponse((response) => /\/api\/cv\/\d+\/file\/?$/.test(new URL(response.url()).pathname));
      await page.goto(`${BASE_URL}/employer/cv/${applicationId}`);
      await page.getByRole('heading', { level: 2, name: 'Đánh giá hồ sơ' }).waitFor();
      const file = await fileResponse;
      assert.equal(file.status(), 200);
      assert.match(file.headers()['content-type'] ?? '', /application\/pdf/);
      // Shown in the page: an iframe on the file's blob URL whose document is Chromium's PDF viewer.
      const frame = page.getByTitle(/^CV của /);
      await frame.waitFor();
      assert.match((await frame.getAttribute('src')) ?? '', /^blob:/);
      let shown = { url: '', type: '' };
      await eventually(async () => {
        const viewer = await (await frame.elementHandle())?.contentFrame();
        shown = { url: viewer?.url() ?? '', type: (await viewer?.evaluate(() => document.contentType).catch(() => '')) ?? '' };
        assert.equal(shown.type, 'application/pdf');
      }, 8_000).catch(() => {
        assert.fail(`the CV iframe does not show the PDF (frame ${JSON.stringify(shown)}); browser errors: ${blocked.join(' | ') || 'none'}`);
      });
      await page.getByText(coverLetter).waitFor();
      await page.getByRole('link', { name: job.title }).first().waitFor();
      await expectAccessible(page, '/employer/cv/{id}');
    })
  );

  await t.test('the employer approves the CV', () =>
    onPage(employerPage, 'the employer approves the CV', async () => {
      const page = employerPage;
      const review = page.getByRole('region', { name: 'Đánh giá hồ sơ' });
      await review.getByLabel('Ghi chú').fill('Hồ sơ phù hợp, mời phỏng vấn.');
      await review.getByRole('button', { name: 'Duyệt hồ sơ' }).click();
      await review.getByText('Đã duyệt').waitFor();
      assert.equal(await review.getByRole('button', { name: 'Duyệt hồ sơ' }).isDisabled(), true);
      await expectAccessible(page, '/employer/cv/{id} approved');
    })
  );

  await t.test("the employer writes to the candidate with 'Nhắn tin' on the CV page and on the applicants list", () =>
    onPage(employerPage, "the employer's 'Nhắn tin'", async () => {
      const page = employerPage;
      await page.getByRole('button', { name: `Nhắn tin cho ${candidateName}` }).click();
      const windows = page.locator('.site-chat-windows');
      const box = windows.getByRole('textbox', { name: 'Nhập tin nhắn' });
      await box.fill('Chào bạn, mời bạn phỏng vấn tuần sau.');
      await box.press('Enter');
      await windows.getByText('Chào bạn, mời bạn phỏng vấn tuần sau.').waitFor();
      await expectAccessible(page, '/employer/cv/{id} with a chat window');

      await page.goto(`${BASE_URL}/employer/posts/${job.id}`);
      const applicants = page.getByRole('region', { name: /^Ứng viên/ });
      const row = applicants.getByRole('row').filter({ has: page.locator(`a[href$="/employer/cv/${applicationId}"]`) });
      await row.getByRole('button', { name: `Nhắn tin cho ${candidateName}` }).click();
      await windows.getByText('Chào bạn, mời bạn phỏng vấn tuần sau.').waitFor();
    })
  );

  await t.test("the candidate sees 'Đã duyệt' on /my-applications", () =>
    onPage(candidatePage, "the candidate sees 'Đã duyệt' on /my-applications", async () => {
      const page = candidatePage;
      await page.goto(`${BASE_URL}/my-applications`);
      const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: job.title, exact: true }) });
      await row.getByText('Đã duyệt').waitFor();
      await page.goto(`${BASE_URL}/my-applications?status=approved`);
      await page.getByRole('button', { name: job.title, exact: true }).waitFor();
      await expectAccessible(page, '/my-applications?status=approved');
    })
  );
});
