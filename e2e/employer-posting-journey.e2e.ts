/**
 * An employer without a company signs in and is sent to /employer/create-enterprise, creates the
 * company with a logo upload, then publishes a job post from /employer/posts/create that a visitor
 * finds on /job-search by its keywords typed without accents. The employer is a fresh account
 * (registered without company data and activated through the API and the dev outbox; the sign-up
 * form itself is covered by employer-journey); the demo admin approves its company through the
 * admin API. axe-core on every page visited.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, api, apiLogin, approveCompanyOf, expectAccessible, launchBrowser, loginInUi, onPage, registerActivated, tinyPng, type DemoAccount } from './support';

let browser: Browser;
let page: Page;
let visitor: Page;
let employer: DemoAccount;
let postId: number;

const stamp = Date.now().toString(36);
const companyName = `Công ty TNHH Đăng Tin Thử Nghiệm ${stamp}`;
/** A word no seeded post has, so the search finds exactly this post. */
const token = `e2e${stamp}`;
const jobTitle = `Chuyên viên Kiểm định Chất lượng Đặc biệt ${token}`;
const accentFreeQuery = `kiem dinh chat luong dac biet ${token}`;

/** YYYY-MM-DD `days` from today (the post's deadline). */
function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

before(async () => {
  employer = await registerActivated('employer', 'Phạm Văn Đăng Tin');
  browser = await launchBrowser();
  const options = { viewport: { width: 1280, height: 900 }, locale: 'vi-VN' };
  page = await (await browser.newContext(options)).newPage();
  visitor = await (await browser.newContext(options)).newPage();
  page.setDefaultTimeout(15_000);
  visitor.setDefaultTimeout(15_000);
});

after(async () => {
  await browser?.close();
});

test('an employer creates the company with a logo, posts a job, and the job is found by an accent-free search', async (t) => {
  await t.test('an employer without a company is sent to /employer/create-enterprise and creates it with a logo', () =>
    onPage(page, 'create enterprise', async () => {
      await loginInUi(page, employer, /\/employer\/create-enterprise$/);
      await page.getByRole('heading', { level: 1, name: 'Tạo doanh nghiệp' }).waitFor();
      await expectAccessible(page, '/employer/create-enterprise');

      await page.getByLabel(/^Tên công ty/).fill(companyName);
      await page.getByLabel(/^Địa chỉ/).fill('25 Lê Lợi, Phường Bến Nghé, Quận 1');
      await page.getByLabel(/^Tỉnh\/Thành phố/).selectOption({ index: 1 });
      await page.getByLabel(/^Quy mô/).selectOption({ index: 2 });
      await page.getByLabel(/^Lĩnh vực hoạt động/).fill('Kiểm định chất lượng');
      await page.getByLabel(/^Mã số thuế/).fill('0312345678');
      await page.getByLabel(/^Email công ty/).fill(`lienhe.${stamp}@example.com`);
      await page.getByLabel(/^Số điện thoại/).fill('02838123456');
      await page.getByLabel(/^Website/).fill('https://kiemdinh.example.com');
      await page.getByLabel(/^Giới thiệu công ty/).fill('Doanh nghiệp kiểm định chất lượng sản phẩm công nghiệp.');
      await page.getByLabel(/^Logo công ty/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByRole('img', { name: 'Xem trước logo công ty' }).waitFor();
      await expectAccessible(page, '/employer/create-enterprise (filled)');

      await page.getByRole('button', { name: 'Tạo doanh nghiệp' }).click();
      await page.getByText('Tạo doanh nghiệp thành công!').first().waitFor();
      await page.waitForURL(new RegExp(`${BASE_URL}/employer$`));
      await page.getByRole('heading', { name: companyName }).waitFor();
      // The uploaded logo is served and shown on the dashboard.
      const logo = page.getByRole('img', { name: `Logo ${companyName}` });
      await logo.waitFor();
      const loaded = await logo.evaluate((img: HTMLImageElement) =>
        img.complete ? img.naturalWidth : new Promise<number>((done) => img.addEventListener('load', () => done(img.naturalWidth), { once: true }))
      );
      assert.ok(loaded > 0, `the logo image loads (src ${await logo.getAttribute('src')})`);
      await expectAccessible(page, '/employer (new company)');
      // The company waits for an admin's approval; the demo admin gives it, so the visitor's
      // search below can find the post.
      await approveCompanyOf(employer);
    })
  );

  await t.test('the employer publishes a job post from /employer/posts/create', () =>
    onPage(page, 'create post', async () => {
      await page.goto(`${BASE_URL}/employer/posts/create`);
      await page.getByRole('heading', { level: 1, name: 'Đăng tin tuyển dụng' }).waitFor();
      const form = page.getByRole('form', { name: 'Đăng tin tuyển dụng' });
      await form
        .getByLabel(/^Ngành nghề/)
        .locator('option', { hasText: 'Công nghệ thông tin' })
        .waitFor({ state: 'attached' });
      await expectAccessible(page, '/employer/posts/create');

      await form.getByLabel(/^Tiêu đề/).fill(jobTitle);
      await form.getByLabel(/^Ngành nghề/).selectOption({ label: 'Công nghệ thông tin' });
      const position = form.getByLabel(/^Vị trí/);
      await position.locator('option').nth(1).waitFor({ state: 'attached' });
      await position.selectOption({ index: 1 });
      await form.getByLabel(/^Tỉnh\/Thành phố/).selectOption({ index: 1 });
      await form.getByLabel(/^Quận\/Huyện/).fill('Quận 1');
      await form.getByLabel(/^Địa chỉ làm việc/).fill('25 Lê Lợi');
      await form.getByLabel(/^Kinh nghiệm/).selectOption('1-2 năm');
      await form.getByLabel(/^Cấp bậc/).selectOption('Junior');
      await form.getByLabel(/^Hình thức làm việc/).selectOption('Toàn thời gian');
      await form.getByLabel(/^Thời gian làm việc/).fill('Thứ 2 - Thứ 6, 8:30 - 17:30');
      await form.getByLabel(/^Số lượng tuyển/).fill('2');
      await form.getByLabel(/^Hạn nộp hồ sơ/).fill(dateInDays(30));
      await form.getByLabel(/^Lương tối thiểu/).fill('15');
      await form.getByLabel(/^Lương tối đa/).fill('25');
      await form.getByLabel(/^Mô tả công việc/).fill('Kiểm định chất lượng phần mềm và quy trình sản xuất.\nViết báo cáo kiểm định hằng tuần.');
      await form.getByLabel(/^Yêu cầu ứng viên/).fill('Tốt nghiệp đại học chuyên ngành liên quan.\nCẩn thận, tỉ mỉ.');
      await form.getByLabel(/^Quyền lợi/).fill('Lương tháng 13, bảo hiểm đầy đủ, 12 ngày phép mỗi năm.');
      await expectAccessible(page, '/employer/posts/create (filled)');

      await form.getByRole('button', { name: 'Đăng tin' }).click();
      await page.waitForURL(/\/employer\/posts\/\d+$/);
      postId = Number(/\/employer\/posts\/(\d+)$/.exec(page.url())?.[1]);
      await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
      await page.getByText('Đang hiển thị').first().waitFor();
      await expectAccessible(page, '/employer/posts/{id} (new post)');

      await page.goto(`${BASE_URL}/employer/posts`);
      await page.getByRole('link', { name: jobTitle }).waitFor();
      await expectAccessible(page, '/employer/posts');
    })
  );

  await t.test('the employer edits the hidden post in the rich-text editor: formatted text in, HTML out', () =>
    onPage(page, 'edit post with the editor', async () => {
      // Only a hidden post may be edited.
      await api(`/api/post/${postId}/toggle-status/`, { method: 'PUT', token: await apiLogin(employer) });
      await page.goto(`${BASE_URL}/employer/posts/${postId}/edit`);
      const form = page.getByRole('form', { name: 'Chỉnh sửa tin tuyển dụng' });
      const required = form.getByRole('textbox', { name: /^Yêu cầu ứng viên/ });
      await required.getByText('Cẩn thận, tỉ mỉ.').waitFor();
      // Formatted text, no raw tags.
      assert.doesNotMatch((await required.innerText()) ?? '', /<\/?(p|li|ul)>/);
      await expectAccessible(page, '/employer/posts/{id}/edit');

      const benefits = form.getByRole('textbox', { name: /^Quyền lợi/ });
      await benefits.click();
      // ProseMirror puts its own selection back into the page 20 ms after the editor gains focus
      // (prosemirror-view's focus handler): keys sent sooner can land at the start of the text. A
      // person's first key after a click comes later than that; so do ours.
      await page.waitForTimeout(100);
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+B');
      await page.keyboard.type('Thưởng hiệu suất');
      await page.keyboard.press('Control+B');
      await page.keyboard.type(' mỗi quý');
      await form.getByRole('toolbar', { name: 'Định dạng: Quyền lợi' }).getByRole('button', { name: 'Danh sách dấu chấm' }).click();
      assert.equal(await form.getByRole('toolbar', { name: 'Định dạng: Quyền lợi' }).getByRole('button', { name: 'Danh sách dấu chấm' }).getAttribute('aria-pressed'), 'true');
      await expectAccessible(page, '/employer/posts/{id}/edit (edited)');

      await form.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await page.waitForURL(new RegExp(`/employer/posts/${postId}$`));
      // The stored HTML is in the *_html fields (issue 26); interest and required are its plain text.
      const saved = await api<{ interest_html: string; required_html: string; interest: string }>(`/api/post/enterprise/${postId}/`, { token: await apiLogin(employer) });
      assert.match(saved.interest_html, /<ul><li><strong>Thưởng hiệu suất<\/strong> mỗi quý<\/li><\/ul>$/);
      assert.match(saved.required_html, /Cẩn thận, tỉ mỉ\./);
      assert.doesNotMatch(saved.interest_html + saved.required_html, /&lt;/);
      assert.match(saved.interest, /• Thưởng hiệu suất mỗi quý$/);
      // Shown again for the visitor's search below.
      await api(`/api/post/${postId}/toggle-status/`, { method: 'PUT', token: await apiLogin(employer) });
    })
  );

  await t.test('a visitor finds the post on /job-search by its keywords typed without accents', () =>
    onPage(visitor, 'job search', async () => {
      await visitor.goto(`${BASE_URL}/job-search`);
      await visitor.getByRole('searchbox').first().fill(accentFreeQuery);
      await visitor.waitForURL(/[?&]q=kiem(\+|%20)dinh/);
      const result = visitor.getByRole('link', { name: new RegExp(jobTitle) }).first();
      await result.waitFor();
      await expectAccessible(visitor, '/job-search?q=…');
      await result.click();
      await visitor.waitForURL(/\/job\/\d+$/);
      if (postId) assert.equal(visitor.url(), `${BASE_URL}/job/${postId}`);
      await visitor.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
      await visitor.getByText(companyName).first().waitFor();
      await expectAccessible(visitor, '/job/{id} (new post)');
    })
  );
});
