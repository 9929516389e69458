/**
 * Buying Premium in real Chromium against the real server with the built-in VNPay sandbox
 * (/dev/vnpay, no keys set): a new candidate cannot chat, cancels a payment in the sandbox (lands
 * on /payment-failed, nothing changes), buys the cheapest package (lands on /payment-success,
 * Premium active), then sends a chat message to the demo employer. axe-core on each page.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  BASE_URL,
  apiLogin,
  apiProfile,
  demoAccount,
  eventually,
  expectAccessible,
  launchBrowser,
  loginInUi,
  onPage,
  registerActivated,
  type DemoAccount,
} from './support';

let browser: Browser;
let page: Page;
let candidate: DemoAccount;
let employerId: number;

before(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  candidate = await registerActivated('candidate', 'Ứng Viên Premium E2E');
  employerId = (await apiProfile(await apiLogin(demoAccount('employer')))).user_id;
});

after(async () => {
  await browser?.close();
});

const premiumOf = async () => (await apiProfile(await apiLogin(candidate))).is_premium;

/** From /premium, 'Mua ngay' on the cheapest package, to the sandbox's order page. */
async function openSandboxForCheapest(): Promise<void> {
  await page.goto(`${BASE_URL}/premium`);
  await page.getByRole('heading', { level: 1, name: 'JobHub Premium' }).waitFor();
  const card = page.getByRole('article', { name: 'Gói Sinh Viên' });
  await card.getByText('79.000 ₫').waitFor();
  await page.getByRole('note').filter({ hasText: 'trang thanh toán thử nghiệm' }).waitFor();
  await card.getByRole('button', { name: 'Mua ngay Gói Sinh Viên' }).click();
  await page.waitForURL(/\/dev\/vnpay\?/);
  await page.getByRole('heading', { name: 'Thanh toán qua VNPay' }).waitFor();
  assert.match(await page.getByTestId('amount').innerText(), /79\.000/);
}

test('a new candidate buys the cheapest Premium through the sandbox and can chat', async (t) => {
  await t.test('sign in; the Premium page lists the candidate packages', () =>
    onPage(page, 'premium page', async () => {
      await loginInUi(page, candidate, /\/job-search/);
      await page.goto(`${BASE_URL}/premium`);
      await page.getByRole('article', { name: 'Gói Premium Tháng' }).waitFor();
      await expectAccessible(page, '/premium');
    }),
  );

  await t.test('a cancel in the sandbox lands on /payment-failed and changes nothing', () =>
    onPage(page, 'sandbox cancel', async () => {
      await openSandboxForCheapest();
      await expectAccessible(page, '/dev/vnpay');
      await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
      await page.waitForURL(/\/payment-failed\?/);
      await page.getByRole('heading', { level: 1, name: 'Thanh toán thất bại' }).waitFor();
      await page.getByText(/Bạn đã hủy thanh toán/).waitFor();
      await expectAccessible(page, '/payment-failed');
      assert.equal(await premiumOf(), false);
      await page.getByRole('link', { name: 'Thử lại' }).click();
      await page.waitForURL(/\/premium$/);
      await page.getByRole('button', { name: 'Mua ngay Gói Sinh Viên' }).waitFor();
    }),
  );

  await t.test('paying in the sandbox lands on /payment-success with the package and its expiry', () =>
    onPage(page, 'sandbox pay', async () => {
      await openSandboxForCheapest();
      await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
      await page.waitForURL(/\/payment-success\?/);
      await page.getByText('Bạn đã kích hoạt Gói Sinh Viên. Cảm ơn bạn đã sử dụng JobHub Premium!').waitFor();
      await page.getByText('30 ngày').waitFor();
      await expectAccessible(page, '/payment-success');
      await eventually(async () => assert.equal(await premiumOf(), true));
      await page.getByRole('link', { name: 'Xem gói Premium' }).click();
      await page.getByRole('region', { name: 'Gói Premium đang hoạt động' }).waitFor();
      await page.getByRole('article', { name: 'Gói Sinh Viên' }).getByRole('button', { name: 'Đã kích hoạt' }).waitFor();
      await page.getByRole('table', { name: 'Lịch sử Premium' }).getByText('Đang hoạt động').waitFor();
      await expectAccessible(page, '/premium (active)');
    }),
  );

  await t.test('then sends a chat message to an employer', () =>
    onPage(page, 'chat after Premium', async () => {
      await page.goto(`${BASE_URL}/candidate/messages?conversation_id=${employerId}`);
      await page.getByRole('heading', { level: 1, name: 'Tin nhắn' }).waitFor();
      const composer = page.getByRole('textbox', { name: 'Tin nhắn', exact: true });
      await composer.waitFor();
      const text = `Xin chào, tôi vừa nâng cấp Premium ${Date.now()}`;
      await composer.fill(text);
      await page.getByRole('button', { name: 'Gửi', exact: true }).click();
      await page.getByRole('log').getByText(text).waitFor();
      await expectAccessible(page, '/candidate/messages after Premium');
    }),
  );
});
