/**
 * An employer signs up with company data (the company is created right away, SPEC §4 Register),
 * activates, forgets the password and resets it through the dev outbox, logs in and lands in the
 * employer area; axe-core on every page visited.
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

const email = uniqueEmail('e2e.employer');
const companyName = `Công ty TNHH Kiểm Thử ${Date.now().toString(36)}`;

function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://[^\\s"<]+${path}/[^\\s"<]+`).exec(text)?.[0];
  assert.ok(link, `${path} link in: ${text}`);
  return link.replace(/^https?:\/\/[^/]+/, BASE_URL);
}

test('an employer registers with a company, resets the password and reaches the employer area', async (t) => {
  await t.test('register as employer with company name and address', async () => {
    await page.goto(`${BASE_URL}/register`);
    await page.getByRole('radio', { name: 'Nhà tuyển dụng' }).check();
    await page.getByLabel('Họ và tên').fill('Trần Văn Tuyển Dụng');
    await page.getByLabel('Tên đăng nhập').fill(email.split('@')[0]!.replace(/[^a-z0-9.]/g, ''));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Mật khẩu/).fill('BanDau!2026');
    await page.getByLabel('Giới tính').selectOption('male');
    await page.getByLabel(/^Tên công ty/).fill(companyName);
    await page.getByLabel('Địa chỉ công ty').fill('12 Nguyễn Huệ, Quận 1');
    await expectAccessible(page, '/register (employer)');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await page.getByText('Đăng ký thành công!').first().waitFor();
    await page.waitForURL(/\/activate/);
    assert.equal(await page.getByText('không thể tạo doanh nghiệp').count(), 0);
  });

  await t.test('activate, then reset the password through the outbox', async () => {
    await page.goto(linkIn((await latestMailTo(email)).text, '/api/activate'));
    await page.getByText('Tài khoản đã được kích hoạt thành công!').first().waitFor();

    await page.goto(`${BASE_URL}/forgot-password`);
    await expectAccessible(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /Gửi/ }).click();
    const resetMail = await latestMailTo(email, 10_000, (mail) => mail.text.includes('/reset-password/'));
    await page.goto(linkIn(resetMail.text, '/reset-password'));
    await expectAccessible(page, '/reset-password/{token}');
    await page.getByLabel(/^Mật khẩu mới/).fill('MoiDoi!2026');
    const confirm = page.getByLabel(/^Xác nhận mật khẩu/);
    if (await confirm.count()) await confirm.fill('MoiDoi!2026');
    await page.getByRole('button', { name: /Đặt lại mật khẩu/ }).click();
    await page.waitForURL(/\/login/);
  });

  await t.test('log in with the new password and land on the employer overview of the company', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill('MoiDoi!2026');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.getByText('Đăng nhập thành công!').first().waitFor();
    await page.waitForURL(new RegExp(`${BASE_URL}/employer$`));
    await page.getByText(companyName).first().waitFor();
    await page.getByText('Nhà tuyển dụng').first().waitFor();
    await expectAccessible(page, '/employer');
  });
});
