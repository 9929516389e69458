/**
 * Everyday polish in real Chromium (issue 12): the saved-jobs grid lines up, 'Cài đặt' opens the
 * employer's settings (notification e-mails saved), logout lands on plain /login, and an account
 * that is not activated yet makes no request that answers 403.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, BASE_URL, demoAccount, expectAccessible, launchBrowser, loginInUi, registerActivated, uniqueEmail } from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

test('saved jobs: the saved-date lines of one grid row are level', async () => {
  const candidate = await registerActivated('candidate', 'Ứng Viên Lưu Tin');
  const token = await apiLogin(candidate);
  const posts = await api<{ results: { id: number; title: string }[] }>('/api/posts/search/?page=1&page_size=12');
  // Titles of different lengths make cards of different heights.
  const picked = [...posts.results].sort((a, b) => a.title.length - b.title.length);
  for (const post of [picked[0]!, picked[picked.length - 1]!, picked[Math.floor(picked.length / 2)]!]) {
    await api('/api/saved-posts/save/', { token, json: { post_id: post.id } });
  }
  const page = await newPage();
  await loginInUi(page, candidate, /\/job-search/);
  await page.goto(`${BASE_URL}/saved-jobs`);
  await page.getByRole('heading', { name: 'Việc đã lưu' }).waitFor();
  await page.locator('.cand-card-wrap .cand-score').first().waitFor();
  const boxes = await page.locator('.cand-card-wrap').evaluateAll((items) =>
    items.map((item) => ({ top: Math.round(item.getBoundingClientRect().top), footer: Math.round(item.querySelector('.cand-score')!.getBoundingClientRect().top) })),
  );
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.footer]);
  assert.ok([...rows.values()].some((footers) => footers.length > 1), `two cards share a row at 1280 px: ${JSON.stringify(boxes)}`);
  for (const footers of rows.values()) assert.equal(new Set(footers).size, 1, `footers of one row at one height: ${JSON.stringify(boxes)}`);
  await expectAccessible(page, '/saved-jobs');
  await page.context().close();
});

test("employer: 'Cài đặt' opens the settings, the e-mail preference is saved, logout lands on /login", async () => {
  const page = await newPage();
  await loginInUi(page, demoAccount('employer'), /\/employer/);
  await page.getByRole('complementary', { name: 'Thanh bên nhà tuyển dụng' }).getByRole('link', { name: 'Cài đặt' }).click();
  await page.waitForURL(/\/employer\/settings$/);
  await page.getByRole('heading', { level: 1, name: 'Cài đặt' }).waitFor();
  // One switch per mail type, saved as it is flipped (issue 23).
  const messages = () => page.getByRole('switch', { name: 'Tin nhắn mới' });
  await messages().waitFor();
  const before = await messages().isChecked();
  await messages().setChecked(!before);
  await page.getByRole('switch', { name: 'Tin nhắn mới', disabled: false }).waitFor();
  await page.getByRole('heading', { name: 'Đổi mật khẩu' }).waitFor();
  await page.getByRole('heading', { name: 'Đăng nhập bằng Google' }).waitFor();
  await expectAccessible(page, '/employer/settings');
  await page.reload();
  await messages().waitFor();
  assert.equal(await messages().isChecked(), !before);
  // Restore the demo account's preference.
  await messages().setChecked(before);
  await page.getByRole('switch', { name: 'Tin nhắn mới', disabled: false }).waitFor();

  // At 1280 px logout is in the top bar's account menu (the sidebar's entry is for the phone drawer).
  await page.getByRole('button', { name: /^Tài khoản/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).or(page.getByRole('button', { name: 'Đăng xuất' })).first().click();
  await page.getByText('Đăng xuất thành công!').first().waitFor();
  await page.waitForURL(/\/login/);
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/login');
  await page.context().close();
});

test('an account that is not activated makes no request that answers 403', async () => {
  const email = uniqueEmail('e2e.inactive');
  const password = 'MatKhau!2026';
  const username = email.split('@')[0]!.replace(/[^a-z0-9.]/g, '').slice(0, 40);
  await api('/api/register/', { json: { username, email, password, fullname: 'Chưa Kích Hoạt', gender: 'other', role: 'candidate' } });
  const page = await newPage();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  // The API signs an unactivated account in (the site's login form sends it to /activate instead;
  // right after sign-up such a session is what the site holds): start from that session.
  const session = await api<{ access: string; refresh: string; role: string }>('/api/login/', { json: { username: email, password } });
  await page.addInitScript((stored) => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('token', stored.access);
    localStorage.setItem('refreshToken', stored.refresh);
    localStorage.setItem('username', stored.email);
    localStorage.setItem('user_role', stored.role);
  }, { ...session, email });
  for (const path of ['/', '/job-search', '/saved-jobs', '/my-applications', '/candidate/messages', '/profile']) {
    await page.goto(`${BASE_URL}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`${BASE_URL}/saved-jobs`);
  await page.getByRole('heading', { name: 'Tài khoản chưa được kích hoạt' }).waitFor();
  await expectAccessible(page, '/saved-jobs before activation');
  assert.deepEqual(refused, []);
  await page.context().close();
});
