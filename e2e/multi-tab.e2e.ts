/**
 * One WebSocket per browser (docs/multi-tab.md), against the real server: two tabs (pages of one
 * browser context) of the reference site, signed in as the demo candidate.
 * - Exactly one real-time socket is opened for both tabs (counted with `page.on('websocket')`).
 * - A notification created for the candidate (by the demo admin, through the API) shows in both
 *   tabs' bells live; reading it in tab A clears the badge in tab B.
 * - Closing the leader tab: the other tab opens the socket and still gets notifications live.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { BASE_URL, api, apiLogin, apiProfile, demoAccount, launchBrowser, loginInUi, onPage, type DemoAccount } from './support';

let browser: Browser;
let context: BrowserContext;
let candidate: DemoAccount;
let candidateToken: string;
let adminToken: string;
let candidateId: number;
const stamp = Date.now().toString(36);

/** Every real-time socket a tab opened, with whether it authenticated and is still open. */
interface Opened {
  page: Page;
  socket: WebSocket;
  authenticated: boolean;
  closed: boolean;
}
const opened: Opened[] = [];

function countSockets(page: Page): void {
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/ws/notifications')) return;
    const entry: Opened = { page, socket, authenticated: false, closed: false };
    opened.push(entry);
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('"auth_success"')) entry.authenticated = true;
    });
    socket.on('close', () => (entry.closed = true));
  });
}

async function newTab(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  countSockets(page);
  return page;
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The header bell with exactly `count` unread (its accessible name). */
const bell = (page: Page, count: number) => page.getByRole('button', { name: `Thông báo, ${count} chưa đọc` }).first();

/** The admin sends the candidate a system notification; it is pushed over the socket. */
async function notifyCandidate(title: string): Promise<void> {
  await api('/api/notifications/create-system/', {
    token: adminToken,
    json: { recipient_id: candidateId, title, message: 'Thông báo thử nghiệm nhiều tab.' },
  });
}

before(async () => {
  candidate = demoAccount('candidate');
  candidateToken = await apiLogin(candidate);
  adminToken = await apiLogin(demoAccount('admin'));
  candidateId = (await apiProfile(candidateToken)).user_id;
  // A known start: nothing unread, so each tab's badge is 0 until the pushed notification.
  await api('/api/notifications/mark-all-as-read/', { token: candidateToken, method: 'POST' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
});

after(async () => {
  await browser?.close();
});

test('two tabs of one browser share one socket; badges and read state follow across tabs; the socket moves when its tab closes', async (t) => {
  let tabA: Page;
  let tabB: Page;
  let leader: Page;
  let follower: Page;

  await t.test('two signed-in tabs open exactly one real-time socket', async () => {
    tabA = await newTab();
    await onPage(tabA, 'tab A sign-in', async () => {
      await loginInUi(tabA, candidate, /\/job-search/);
      await bell(tabA, 0).waitFor();
      await waitUntil(() => opened.some((entry) => entry.authenticated), 'the first tab’s socket to authenticate');
    });
    tabB = await newTab();
    await onPage(tabB, 'tab B opens the site', async () => {
      await tabB.goto(`${BASE_URL}/job-search`);
      await bell(tabB, 0).waitFor();
      await tabB.waitForLoadState('networkidle');
    });
    assert.equal(opened.length, 1, `one socket for both tabs (opened by: ${opened.map((entry) => (entry.page === tabA ? 'A' : 'B')).join(', ')})`);
    leader = opened[0]!.page;
    follower = leader === tabA ? tabB : tabA;
  });

  const first = `Tin thử nghiệm nhiều tab ${stamp}`;
  await t.test('a notification pushed to the user shows in both tabs’ bells live', async () => {
    await notifyCandidate(first);
    await onPage(tabA, 'tab A bell', () => bell(tabA, 1).waitFor());
    await onPage(tabB, 'tab B bell', () => bell(tabB, 1).waitFor());
  });

  await t.test('reading it in tab A clears the badge in tab B', async () => {
    await onPage(tabA, 'tab A reads it', async () => {
      await bell(tabA, 1).click();
      const dropdown = tabA.getByRole('dialog', { name: 'Thông báo' });
      await dropdown.getByRole('button', { name: new RegExp(first) }).first().click();
      await bell(tabA, 0).waitFor();
    });
    await onPage(tabB, 'tab B badge clears', () => bell(tabB, 0).waitFor());
    assert.equal(opened.length, 1, 'still one socket');
  });

  await t.test('closing the leader tab: the other tab opens the socket and still gets notifications', async () => {
    const before = opened.length;
    await leader.close({ runBeforeUnload: false });
    // A closed page reports no more socket events: its socket went with it.
    for (const entry of opened) if (entry.page === leader) entry.closed = true;
    await waitUntil(() => opened.length === before + 1 && opened.at(-1)!.authenticated, 'the remaining tab to open and authenticate a socket');
    assert.equal(opened.at(-1)!.page, follower, 'the remaining tab opened it');
    await notifyCandidate(`Tin sau khi đóng tab ${stamp}`);
    await onPage(follower, 'remaining tab bell', () => bell(follower, 1).waitFor());
    assert.equal(opened.filter((entry) => !entry.closed).length, 1, 'one open socket');
  });
});
