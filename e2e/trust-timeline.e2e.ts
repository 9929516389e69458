/**
 * Application timeline and "who viewed my CV" (issue 30, items 1 and 6) in real Chromium against
 * the real server: a new candidate keeps a CV in the library on /profile and applies with it to
 * one of the demo employer's posts → the employer opens the CV (/employer/cv/{id}) and approves
 * it → on /my-applications the candidate opens the application's timeline with the keyboard and
 * reads 'Đã gửi hồ sơ', 'Nhà tuyển dụng đã xem CV' and 'Hồ sơ được duyệt' (also at 390 px) → on
 * /profile 'Ai đã xem CV này' names the employer's company. axe-core on each screen.
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

let browser: Browser;
let candidatePage: Page;
let employerPage: Page;
let employer: DemoAccount;
let candidate: DemoAccount;
let job: { id: number; title: string };
let application: { id: number; enterprise_name: string };

const CV_NAME = 'CV Tiến Trình E2E';

/** A public post of the demo employer (active, deadline not passed, served by GET /api/post/{id}). */
async function demoEmployerJob(token: string): Promise<{ id: number; title: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const stats = await api<{ post_stats: { id: number; title: string; is_active: boolean; deadline: string }[] }>('/api/statistics/', { token });
  for (const post of stats.post_stats) {
    if (!post.is_active || post.deadline < today) continue;
    if ((await fetch(`${BASE_URL}/api/post/${post.id}/`, { headers: { accept: 'application/json' } })).ok) return { id: post.id, title: post.title };
  }
  throw new Error('no public post of the demo employer');
}

/** Whether the page scrolls sideways. */
async function assertNoSidewaysScroll(page: Page): Promise<void> {
  await eventually(async () => {
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    assert.ok(widths.scroll <= widths.client, `page ${widths.scroll} px wide in a ${widths.client} px viewport`);
  });
}

before(async () => {
  employer = demoAccount('employer');
  candidate = await registerActivated('candidate', 'Võ Thị Tiến Trình');
  job = await demoEmployerJob(await apiLogin(employer));
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

test('a candidate sees the timeline of an application and which company viewed the CV', async (t) => {
  await t.test('the candidate keeps a CV in the library and applies with it', () =>
    onPage(candidatePage, 'keep a CV and apply with it', async () => {
      const page = candidatePage;
      await loginInUi(page, candidate, /\/job-search/);
      await page.goto(`${BASE_URL}/profile`);
      const library = page.getByRole('region', { name: 'Thư viện CV' });
      await library.getByText(/Bạn chưa lưu CV nào/).waitFor();
      await library.getByLabel('Tên CV').fill(CV_NAME);
      await library.getByLabel('File CV').setInputFiles({ name: 'cv-tien-trinh.pdf', mimeType: 'application/pdf', buffer: minimalPdf('CV Tien Trinh') });
      await library.getByRole('button', { name: 'Tải CV lên' }).click();
      await library.getByRole('radio', { name: new RegExp(CV_NAME) }).waitFor();

      await page.goto(`${BASE_URL}/job/${job.id}`);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      await page.getByRole('button', { name: 'Ứng tuyển ngay' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ứng tuyển' });
      await dialog.getByRole('radio', { name: new RegExp(CV_NAME) }).waitFor();
      await dialog.getByLabel('Số điện thoại').fill('0901234567');
      await dialog.getByRole('button', { name: 'Nộp hồ sơ' }).click();
      await page.getByText('Ứng tuyển thành công!').first().waitFor();
      const mine = await api<{ results: { id: number; post: number; enterprise_name: string }[] }>('/api/cv/', { token: await apiLogin(candidate) });
      const sent = mine.results.find((row) => row.post === job.id);
      assert.ok(sent, 'the application is listed');
      application = sent;
    }),
  );

  await t.test('the employer opens the CV and approves it', () =>
    onPage(employerPage, 'the employer opens and approves the CV', async () => {
      const page = employerPage;
      await loginInUi(page, employer, new RegExp(`${BASE_URL}/employer$`));
      const fileResponse = page.waitForResponse((response) => /\/api\/cv\/\d+\/file\/?$/.test(new URL(response.url()).pathname));
      await page.goto(`${BASE_URL}/employer/cv/${application.id}`);
      const review = page.getByRole('region', { name: 'Đánh giá hồ sơ' });
      await review.waitFor();
      assert.equal((await fileResponse).status(), 200);
      await review.getByRole('button', { name: 'Duyệt hồ sơ' }).click();
      await review.getByText('Đã duyệt').waitFor();
    }),
  );

  await t.test('the candidate opens the timeline with the keyboard and reads sent, CV viewed and approved', () =>
    onPage(candidatePage, 'the timeline on /my-applications', async () => {
      const page = candidatePage;
      await page.goto(`${BASE_URL}/my-applications`);
      await page.getByRole('heading', { level: 1, name: 'Việc đã ứng tuyển' }).waitFor();
      const toggle = page.getByRole('button', { name: `Xem tiến trình hồ sơ ${job.title}` });
      await toggle.focus();
      await page.keyboard.press('Enter');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const timeline = page.getByRole('region', { name: `Tiến trình hồ sơ ${job.title}` });
      await timeline.getByText('Hồ sơ được duyệt').waitFor();
      const labels = await timeline.locator('.app-timeline__label').allTextContents();
      assert.deepEqual(labels, ['Đã gửi hồ sơ', 'Nhà tuyển dụng đã xem CV', 'Hồ sơ được duyệt']);
      await expectAccessible(page, '/my-applications with a timeline open');

      await page.setViewportSize({ width: 390, height: 844 });
      await timeline.getByText('Hồ sơ được duyệt').waitFor();
      await assertNoSidewaysScroll(page);
      await page.setViewportSize({ width: 1280, height: 900 });
    }),
  );

  await t.test("the CV library names the employer's company under 'Ai đã xem CV này'", () =>
    onPage(candidatePage, 'who viewed my CV on /profile', async () => {
      const page = candidatePage;
      await page.goto(`${BASE_URL}/profile`);
      const library = page.getByRole('region', { name: 'Thư viện CV' });
      await library.getByRole('button', { name: `Ai đã xem CV này (${CV_NAME})` }).click();
      const viewers = page.getByRole('region', { name: `Nhà tuyển dụng đã xem ${CV_NAME}` });
      await viewers.getByText(application.enterprise_name, { exact: true }).waitFor();
      await viewers.getByText(new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).waitFor();
      await viewers.getByText(/^Đã xem lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/).waitFor();
      await expectAccessible(page, '/profile with who viewed a CV');
    }),
  );
});
