/**
 * CV library journey in real Chromium against the real server: a new candidate uploads a CV on
 * /profile (named, the default), applies to an open job with it (preselected in the apply form,
 * no file chosen again), deletes it from the library, and still finds the application with its
 * CV on /job-detail?cv_id= (the application kept its own copy). /profile is checked at 390 px
 * for sideways scrolling, and axe-core runs on every screen visited.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  BASE_URL,
  api,
  apiLogin,
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
let page: Page;
let candidate: DemoAccount;
let job: { id: number; title: string };
let applicationId: number;

before(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' })).newPage();
  page.setDefaultTimeout(15_000);
  candidate = await registerActivated('candidate', 'Phạm Thư Viện');
  const search = await api<{ results: { id: number; title: string }[] }>('/api/posts/search/?page_size=1');
  assert.ok(search.results[0], 'an open job to apply to');
  job = search.results[0];
});

after(async () => {
  await browser?.close();
});

test('a candidate keeps a CV in the library on /profile and applies with it; the application keeps its copy', async (t) => {
  await t.test('upload a named CV on /profile: it becomes the default', () =>
    onPage(page, 'upload a CV on /profile', async () => {
      await loginInUi(page, candidate, /\/job-search/);
      await page.goto(`${BASE_URL}/profile`);
      const library = page.getByRole('region', { name: 'Thư viện CV' });
      await library.getByText(/Bạn chưa lưu CV nào/).waitFor();
      await expectAccessible(page, '/profile CV library (empty)');
      await library.getByLabel('Tên CV').fill('CV Thư Viện E2E');
      await library.getByLabel('File CV').setInputFiles({ name: 'cv-thu-vien.pdf', mimeType: 'application/pdf', buffer: minimalPdf('CV Thu Vien') });
      await library.getByRole('button', { name: 'Tải CV lên' }).click();
      const radio = library.getByRole('radio', { name: /CV Thư Viện E2E/ });
      await radio.waitFor();
      assert.equal(await radio.isChecked(), true, 'the first CV is the default');
      await expectAccessible(page, '/profile CV library (one CV)');
    }),
  );

  await t.test('/profile does not scroll sideways at 390 px', () =>
    onPage(page, '/profile at 390 px', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page
        .getByRole('region', { name: 'Thư viện CV' })
        .getByRole('radio', { name: /CV Thư Viện E2E/ })
        .waitFor();
      await eventually(async () => {
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        assert.ok(widths.scroll <= widths.client, `page ${widths.scroll} px wide in a ${widths.client} px viewport`);
      });
      await page.setViewportSize({ width: 1280, height: 900 });
    }),
  );

  await t.test('apply with the saved CV, preselected in the apply form', () =>
    onPage(page, 'apply with the saved CV', async () => {
      await page.goto(`${BASE_URL}/job/${job.id}`);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      await page.getByRole('button', { name: 'Ứng tuyển ngay' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ứng tuyển' });
      const saved = dialog.getByRole('radio', { name: /CV Thư Viện E2E/ });
      await saved.waitFor();
      assert.equal(await saved.isChecked(), true, 'the default CV is preselected');
      assert.equal(await dialog.getByLabel('File CV').count(), 0, 'no file input while a saved CV is chosen');
      await dialog.getByLabel('Số điện thoại').fill('0901234567');
      await expectAccessible(page, '/job/{id} apply dialog with the CV library');
      await dialog.getByRole('button', { name: 'Nộp hồ sơ' }).click();
      await page.getByText('Ứng tuyển thành công!').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      const token = await apiLogin(candidate);
      const mine = await api<{ results: { id: number; post: number; cv_file_name: string }[] }>('/api/cv/', { token });
      const application = mine.results.find((row) => row.post === job.id);
      assert.ok(application, 'the application is listed');
      assert.equal(application.cv_file_name, 'cv-thu-vien.pdf');
      applicationId = application.id;
    }),
  );

  await t.test('deleting the saved CV leaves the application and its CV on /job-detail?cv_id=', () =>
    onPage(page, 'delete the saved CV, the application keeps its copy', async () => {
      await page.goto(`${BASE_URL}/profile`);
      const library = page.getByRole('region', { name: 'Thư viện CV' });
      await library.getByRole('button', { name: 'Xóa CV Thư Viện E2E' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Xóa CV?' });
      await confirm.getByRole('button', { name: 'Xóa' }).click();
      await library.getByText(/Bạn chưa lưu CV nào/).waitFor();

      await page.goto(`${BASE_URL}/job-detail?cv_id=${applicationId}`);
      await page.getByRole('link', { name: job.title }).waitFor();
      await expectAccessible(page, '/job-detail?cv_id=');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /cv-thu-vien\.pdf/ }).click();
      assert.equal((await download).suggestedFilename(), 'cv-thu-vien.pdf');
    }),
  );
});
