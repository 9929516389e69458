/**
 * Walking-skeleton journey in real Chromium against the real server: register → activation link
 * from the dev outbox → login → search 'ky su' (accent-insensitive) → open a job → logout, with
 * axe-core on every page visited.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, expectAccessible, latestMailTo, launchBrowser, uniqueEmail } from './support';

let browser: Browser;
let page: Page;

before(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});

after(async () => {
  await browser?.close();
});

const email = uniqueEmail('e2e.candidate');
const password = 'MatKhau!2026';

test('a new candidate registers, activates by e-mail, logs in, searches, opens a job and logs out', async (t) => {
  await t.test('register', async () => {
    await page.goto(`${BASE_URL}/register`);
    await page.getByRole('heading', { name: 'Đăng ký tài khoản' }).waitFor();
    await expectAccessible(page, '/register');
    await page.getByRole('radio', { name: 'Ứng viên tìm việc' }).check();
    await page.getByLabel('Họ và tên').fill('Nguyễn Thị E2E');
    await page.getByLabel('Tên đăng nhập').fill(email.split('@')[0]!.replace(/[^a-z0-9.]/g, ''));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Mật khẩu/).fill(password);
    await page.getByLabel('Giới tính').selectOption('female');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await page.getByText('Đăng ký thành công!').first().waitFor();
    await page.waitForURL(/\/activate/);
    await expectAccessible(page, '/activate');
  });

  await t.test('activate through the link in the dev outbox', async () => {
    const mail = await latestMailTo(email);
    const link = /https?:\/\/[^\s"<]+\/api\/activate\/[^\s"<]+/.exec(mail.text)?.[0];
    assert.ok(link, `activation link in: ${mail.text}`);
    await page.goto(`${BASE_URL}/dev/mail`);
    await expectAccessible(page, '/dev/mail');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, BASE_URL));
    await page.getByText('Tài khoản đã được kích hoạt thành công!').first().waitFor();
    await expectAccessible(page, 'activate with token');
  });

  await t.test('log in and land on the job search', async () => {
    await page.goto(`${BASE_URL}/login`);
    await expectAccessible(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill(password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.getByText('Đăng nhập thành công!').first().waitFor();
    await page.waitForURL(/\/job-search/);
  });

  await t.test("search 'ky su' finds 'Kỹ sư' posts and keeps the query in the URL", async () => {
    const box = page.getByRole('searchbox').first();
    await box.fill('ky su');
    await page.waitForURL(/q=ky(\+|%20)su/);
    const firstResult = page.getByRole('link', { name: /Kỹ sư/ }).first();
    await firstResult.waitFor();
    await expectAccessible(page, '/job-search');
    await firstResult.click();
    await page.waitForURL(/\/job\/\d+/);
    await page.getByRole('heading', { level: 1, name: /Kỹ sư/ }).waitFor();
    await expectAccessible(page, '/job/{id}');
  });

  await t.test('log out from the profile menu', async () => {
    await page.getByRole('button', { name: /Tài khoản/ }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).or(page.getByRole('button', { name: 'Đăng xuất' })).first().click();
    await page.getByText('Đăng xuất thành công!').first().waitFor();
    await page.waitForURL(/\/login/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    assert.equal(token, null);
  });
});
