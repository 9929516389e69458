/**
 * The real-time script-tag bundles on a plain partner page (another origin): /bell.js and
 * /chat-dock.js served by the JobHub host, signed in with JobHub.setSession. The bell shows the
 * unread count; a message the employer sends through the API arrives in the dock without a reload.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { api, apiLogin, apiProfile, BASE_URL, demoAccount, expectAccessible, launchBrowser } from './support';

let browser: Browser;
let partner: Server;
let partnerUrl: string;

/** The partner's page: nothing but the two tags, their scripts and a sign-in hand-over. */
function partnerPage(tokens: { access: string; refresh: string }): string {
  return `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <title>Cổng việc làm đối tác</title>
    <script src="${BASE_URL}/bell.js" defer></script>
    <script src="${BASE_URL}/chat-dock.js" defer></script>
  </head>
  <body>
    <header>
      <h1>Cổng việc làm đối tác</h1>
      <jobhub-notification-bell api-base="${BASE_URL}"></jobhub-notification-bell>
      <jobhub-chat-dock api-base="${BASE_URL}"></jobhub-chat-dock>
    </header>
    <main><p>Trang của đối tác.</p></main>
    <script>
      document.addEventListener('DOMContentLoaded', () => JobHub.setSession(${JSON.stringify(tokens)}));
    </script>
  </body>
</html>`;
}

let page = '';

before(async () => {
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  partner?.close();
});

test('the bell and the chat dock work from their script tags on a plain page of another origin', async () => {
  const candidate = demoAccount('candidate');
  const tokens = await api<{ access: string; refresh: string }>('/api/login/', {
    json: { username: candidate.email, password: candidate.password },
  });
  const candidateUser = await apiProfile(tokens.access);
  const employerToken = await apiLogin(demoAccount('employer'));
  const employerUser = await apiProfile(employerToken);
  page = partnerPage({ access: tokens.access, refresh: tokens.refresh });

  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'vi-VN' });
  const tab = await context.newPage();
  tab.setDefaultTimeout(15_000);
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(partnerUrl);

  const { unread_count } = (await (
    await fetch(`${BASE_URL}/api/notifications/unread-count/`, { headers: { authorization: `Bearer ${tokens.access}` } })
  ).json()) as { unread_count: number };
  const bell = tab.getByRole('button', { name: `Thông báo, ${unread_count} chưa đọc` });
  await bell.waitFor();
  await bell.click();
  const notifications = tab.getByRole('dialog', { name: 'Thông báo' });
  await notifications.getByRole('list', { name: 'Danh sách thông báo' }).waitFor();
  await tab.keyboard.press('Escape');

  const chatButton = tab.getByRole('button', { name: /^Tin nhắn, \d+ chưa đọc$/ });
  await chatButton.waitFor();
  const unreadBefore = Number(/(\d+) chưa đọc/.exec((await chatButton.getAttribute('aria-label')) ?? '')?.[1]);
  // Wait for the dock's socket: a message sent before it authenticates would only show on the next poll.
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(1_000);

  const text = `Chào bạn từ trang đối tác ${Date.now().toString(36)}`;
  await api('/api/messages/send/', { token: employerToken, json: { recipient: candidateUser.user_id, content: text } });
  await tab.getByRole('button', { name: `Tin nhắn, ${unreadBefore + 1} chưa đọc` }).waitFor();

  await tab.getByRole('button', { name: `Tin nhắn, ${unreadBefore + 1} chưa đọc` }).click();
  const dropdown = tab.getByRole('dialog', { name: 'Tin nhắn' });
  const conversation = dropdown.getByRole('list', { name: 'Cuộc trò chuyện gần đây' }).getByRole('button', { name: new RegExp(employerUser.fullname) });
  await conversation.getByText(text).waitFor();
  await conversation.click();
  const chatWindow = tab.getByRole('region', { name: employerUser.fullname });
  await chatWindow.getByRole('list', { name: `Tin nhắn với ${employerUser.fullname}` }).getByText(text).waitFor();

  await expectAccessible(tab, 'partner page with the bell and a chat window');
  assert.deepEqual(errors, []);
  await context.close();
});
