/**
 * Google sign-in in real Chromium against the real server with no Google keys: the 'Đăng nhập với
 * Google' button goes through JobHub's OpenID Connect flow (PKCE, state, nonce) to the built-in
 * provider at /dev/oidc, whose login page picks or types an identity, and back through the API's
 * callback to the site's /auth/google/callback. A new identity chooses a role on /select-role and
 * lands on /job-search; the seeded candidate, picked from the provider's list, is linked by its
 * verified e-mail and lands on /job-search. axe-core checks each screen.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, BASE_URL, demoAccount, expectAccessible, launchBrowser, onPage, uniqueEmail } from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** A signed-out tab of its own (own cookies and storage). */
async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** From /login to the built-in provider's page. */
async function openProvider(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: 'Đăng nhập với Google' }).click();
  await page.waitForURL(/\/dev\/oidc\/interaction\//);
  await page.getByRole('heading', { name: 'Đăng nhập thử nghiệm' }).waitFor();
}

test('a new Google identity chooses the candidate role and lands on the job search', async (t) => {
  const page = await freshPage();
  const email = uniqueEmail('e2e.google');

  await t.test('the Google button leads to the provider page', () =>
    onPage(page, 'google provider page', async () => {
      await openProvider(page);
      await expectAccessible(page, '/dev/oidc/interaction');
    }),
  );

  await t.test('a typed identity signs up with role none and is sent to /select-role', () =>
    onPage(page, 'google new identity', async () => {
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Họ tên', { exact: true }).fill('Võ Thị Google');
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await page.waitForURL(/\/select-role$/);
      await page.getByRole('heading', { name: 'Chọn vai trò của bạn' }).waitFor();
      await expectAccessible(page, '/select-role');
      const role = await page.evaluate(() => localStorage.getItem('user_role'));
      assert.equal(role, 'none');
    }),
  );

  await t.test('choosing candidate lands on /job-search with a candidate session', () =>
    onPage(page, 'select role candidate', async () => {
      await page.getByRole('button', { name: /Ứng viên/ }).click();
      await page.waitForURL(/\/job-search/);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      assert.ok(token);
      const profile = await api<{ email: string; role: string; fullname: string }>('/api/profile/', { token });
      assert.deepEqual({ email: profile.email, role: profile.role, fullname: profile.fullname }, { email, role: 'candidate', fullname: 'Võ Thị Google' });
    }),
  );

  await t.test('/select-role is closed once a role is chosen', () =>
    onPage(page, 'select role closed', async () => {
      await page.goto(`${BASE_URL}/select-role`);
      await page.waitForURL((url) => url.pathname !== '/select-role');
    }),
  );
});

test('the seeded candidate signs in with Google (linked by e-mail) and lands on the job search', async (t) => {
  const page = await freshPage();
  const candidate = demoAccount('candidate');

  await t.test('pick the listed identity', () =>
    onPage(page, 'google existing candidate', async () => {
      await openProvider(page);
      await page.getByRole('button', { name: new RegExp(candidate.email.replace(/\./g, '\\.')) }).click();
      await page.waitForURL(/\/job-search/);
      await page.getByText('Đăng nhập thành công!').first().waitFor();
      await expectAccessible(page, '/job-search after Google sign-in');
    }),
  );

  await t.test('the session is the seeded candidate, and /profile shows Google linked', () =>
    onPage(page, 'google linked on profile', async () => {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      assert.ok(token);
      const profile = await api<{ email: string; role: string }>('/api/profile/', { token });
      assert.deepEqual({ email: profile.email, role: profile.role }, { email: candidate.email, role: 'candidate' });
      await page.goto(`${BASE_URL}/profile`);
      await page.getByRole('heading', { name: 'Đăng nhập bằng Google' }).waitFor();
      await page.getByRole('button', { name: 'Hủy liên kết Google' }).waitFor();
      await expectAccessible(page, '/profile with Google linked');
    }),
  );
});
