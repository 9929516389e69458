/**
 * Real time in two browser contexts against the real server: the seed's demo employer and demo
 * candidate (Premium in the demo data, so the candidate may write) are signed in at once.
 * - The candidate's notification bell badge goes up, without a reload, when the employer opens the
 *   candidate's CV (cv_viewed pushed over the WebSocket), and the dropdown lists it.
 * - They chat: a message sent on one side's message page appears on the other side's page without
 *   a reload, both ways; then the candidate opens a small chat window from the header's chat
 *   dropdown and the conversation goes on there.
 * The application whose CV the employer opens is a seeded one or is made through the API (the
 * marketplace journey covers applying in the UI). axe-core on every page visited.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  BASE_URL,
  api,
  apiLogin,
  apiProfile,
  demoAccount,
  eventually,
  expectAccessible,
  launchBrowser,
  loginInUi,
  minimalPdf,
  onPage,
  type DemoAccount,
} from './support';

interface PostStat {
  id: number;
  is_active: boolean;
  deadline: string;
}

let browser: Browser;
let employerPage: Page;
let candidatePage: Page;
let employer: DemoAccount;
let candidate: DemoAccount;
let employerUser: { user_id: number; fullname: string };
let candidateUser: { user_id: number; fullname: string; is_premium: boolean };
let applicationId: number;
const candidateOnline = { authenticated: false };

const stamp = Date.now().toString(36);

/**
 * An application of the demo candidate to one of the demo employer's posts that the employer has
 * not viewed yet: an existing one from the seed, else a new one (through the API) to a public post
 * the candidate has not applied to, else to a post the employer publishes for it through the API.
 */
async function unviewedApplication(employerToken: string, candidateToken: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const stats = await api<{ post_stats: PostStat[] }>('/api/statistics/', { token: employerToken });
  const own = new Set(stats.post_stats.map((post) => post.id));
  const mine = await api<{ results: Array<{ id: number; post: number; is_viewed: boolean }> }>('/api/cv/?page_size=100', { token: candidateToken });
  const waiting = mine.results.find((application) => own.has(application.post) && !application.is_viewed);
  if (waiting) return waiting.id;

  const apply = async (postId: number) => {
    const form = new FormData();
    form.set('post', String(postId));
    form.set('name', candidateUser.fullname);
    form.set('email', candidate.email);
    form.set('phone_number', '0912345678');
    form.set('description', 'Em xin ứng tuyển vị trí này.');
    form.set('cv', new Blob([new Uint8Array(minimalPdf('CV realtime'))], { type: 'application/pdf' }), 'cv-realtime.pdf');
    return (await api<{ id: number }>('/api/cv/create/', { token: candidateToken, form })).id;
  };
  for (const post of stats.post_stats) {
    if (!post.is_active || post.deadline < today || mine.results.some((application) => application.post === post.id)) continue;
    const response = await fetch(`${BASE_URL}/api/post/${post.id}/`, { headers: { accept: 'application/json', authorization: `Bearer ${candidateToken}` } });
    if (response.ok) return apply(post.id);
  }
  const [field] = await api<Array<{ id: number }>>('/api/fields/');
  const [position] = await api<Array<{ id: number }>>(`/api/positions/field/${field!.id}/`);
  const post = await api<{ id: number }>('/api/posts/create/', {
    token: employerToken,
    json: {
      title: `Chuyên viên hỗ trợ kỹ thuật ${stamp}`,
      field: field!.id,
      position: position!.id,
      city: 'Hà Nội',
      experience: '1-2 năm',
      level: 'Junior',
      type_working: 'Toàn thời gian',
      quantity: 1,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      salary_min: 12_000_000,
      salary_max: 18_000_000,
      is_salary_negotiable: false,
      description: 'Hỗ trợ khách hàng sử dụng sản phẩm.',
      required: 'Giao tiếp tốt.',
      interest: 'Lương tháng 13.',
    },
  });
  return apply(post.id);
}

/** Resolves `state.authenticated` once the page's real-time socket got auth_success. */
function watchSocket(page: Page, state: { authenticated: boolean }): void {
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/ws/notifications')) return;
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('"auth_success"')) state.authenticated = true;
    });
    socket.on('close', () => (state.authenticated = false));
  });
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Waits for `text` in a message list, then for it to be there exactly once: SPEC §4, a message is
 * not added twice (an optimistic bubble and its pushed copy may overlap for a moment, not stay).
 */
async function arrivesOnce(list: Locator, text: string): Promise<void> {
  await list.getByText(text).first().waitFor();
  let copies = 0;
  await eventually(async () => {
    copies = await list.getByText(text).count();
    assert.equal(copies, 1);
  }, 5_000).catch(() => assert.fail(`"${text}" shows ${copies} times in ${String(list)}`));
}

/** The unread count in the bell's accessible name ('Thông báo, N chưa đọc'). */
async function bellCount(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) chưa đọc/.exec(name)?.[1] ?? NaN);
}

before(async () => {
  employer = demoAccount('employer');
  candidate = demoAccount('candidate');
  const employerToken = await apiLogin(employer);
  const candidateToken = await apiLogin(candidate);
  employerUser = await apiProfile(employerToken);
  candidateUser = await apiProfile(candidateToken);
  applicationId = await unviewedApplication(employerToken, candidateToken);
  browser = await launchBrowser();
  const options = { viewport: { width: 1280, height: 900 }, locale: 'vi-VN' };
  employerPage = await (await browser.newContext(options)).newPage();
  candidatePage = await (await browser.newContext(options)).newPage();
  employerPage.setDefaultTimeout(15_000);
  candidatePage.setDefaultTimeout(15_000);
  watchSocket(candidatePage, candidateOnline);
});

after(async () => {
  await browser?.close();
});

test('an employer and a Premium candidate: live notification badge and live chat in two browsers', async (t) => {
  await t.test('both sign in', async () => {
    await onPage(candidatePage, 'candidate sign-in', () => loginInUi(candidatePage, candidate, /\/job-search/));
    await onPage(employerPage, 'employer sign-in', () => loginInUi(employerPage, employer, new RegExp(`${BASE_URL}/employer$`)));
  });

  await t.test("the candidate's bell badge goes up without a reload when the employer opens the CV", () =>
    onPage(candidatePage, 'candidate bell', async () => {
      const page = candidatePage;
      await page
        .getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ })
        .first()
        .waitFor();
      await waitUntil(() => candidateOnline.authenticated, "the candidate's real-time socket to authenticate");
      const before = await bellCount(page);
      const loads: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

      await onPage(employerPage, 'employer opens the CV', async () => {
        await employerPage.goto(`${BASE_URL}/employer/cv/${applicationId}`);
        await employerPage.getByRole('heading', { level: 2, name: 'Đánh giá hồ sơ' }).waitFor();
        await expectAccessible(employerPage, '/employer/cv/{id}');
      });

      await page
        .getByRole('button', { name: `Thông báo, ${before + 1} chưa đọc` })
        .first()
        .waitFor();
      assert.deepEqual(loads, [], 'the candidate page was not reloaded');
      await page
        .getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ })
        .first()
        .click();
      const dropdown = page.getByRole('dialog', { name: 'Thông báo' });
      await dropdown
        .getByRole('button', { name: /CV của bạn đã được xem/ })
        .first()
        .waitFor();
      await dropdown.getByText('Nhà tuyển dụng đã xem CV của bạn').first().waitFor();
      await expectAccessible(page, '/job-search with the notification dropdown open');
      await page.keyboard.press('Escape');
    })
  );

  const first = `Chào ${candidateUser?.fullname ?? 'bạn'}, mời em phỏng vấn lúc 9:00 thứ Hai nhé (${stamp}).`;
  const reply = `Dạ em cảm ơn chị, em sẽ có mặt đúng giờ ạ (${stamp}).`;
  const third = `Em nhớ mang theo CV bản in nhé (${stamp}).`;
  const fromWindow = `Dạ vâng, em nhớ rồi ạ (${stamp}).`;

  await t.test("the employer's message appears on the candidate's message page without a reload", () =>
    onPage(candidatePage, 'employer → candidate on message pages', async () => {
      await employerPage.goto(`${BASE_URL}/employer/messages?conversation_id=${candidateUser.user_id}`);
      await employerPage.getByRole('heading', { level: 1, name: 'Tin nhắn' }).waitFor();
      const employerLog = employerPage.getByRole('log', { name: `Tin nhắn với ${candidateUser.fullname}` });
      await employerLog.waitFor();
      await expectAccessible(employerPage, '/employer/messages?conversation_id={candidate}');

      await candidatePage.goto(`${BASE_URL}/candidate/messages?conversation_id=${employerUser.user_id}`);
      await candidatePage.getByRole('heading', { level: 1, name: 'Tin nhắn' }).waitFor();
      const candidateLog = candidatePage.getByRole('log', { name: `Tin nhắn với ${employerUser.fullname}` });
      await candidateLog.waitFor();
      await expectAccessible(candidatePage, '/candidate/messages?conversation_id={employer}');
      await waitUntil(() => candidateOnline.authenticated, "the candidate's real-time socket to authenticate");
      const loads: string[] = [];
      candidatePage.on('framenavigated', (frame) => frame === candidatePage.mainFrame() && loads.push(frame.url()));

      const box = employerPage.getByRole('textbox', { name: 'Tin nhắn', exact: true });
      await box.fill(first);
      await box.press('Enter');
      assert.equal(await box.inputValue(), '', 'the input is cleared at once (optimistic send)');
      await arrivesOnce(employerLog, first);
      await arrivesOnce(candidateLog, first);
      assert.deepEqual(loads, [], 'the candidate page was not reloaded');
    })
  );

  await t.test("the Premium candidate's reply appears on the employer's message page without a reload", () =>
    onPage(candidatePage, 'candidate → employer on message pages', async () => {
      const composer = candidatePage.getByRole('textbox', { name: 'Tin nhắn', exact: true });
      if (!(await composer.isVisible())) {
        const prompt = await candidatePage.getByText('Tính năng nhắn tin chỉ dành cho người dùng Premium').count();
        assert.fail(
          `the demo candidate cannot write (is_premium=${candidateUser.is_premium}; upgrade prompt shown: ${prompt > 0}). ` +
            'The seed must make the demo candidate Premium (apps/api/src/db/seed-realtime.ts seedRealtimeDemo).'
        );
      }
      const loads: string[] = [];
      employerPage.on('framenavigated', (frame) => frame === employerPage.mainFrame() && loads.push(frame.url()));
      await composer.fill(reply);
      await candidatePage.getByRole('button', { name: 'Gửi', exact: true }).click();
      await arrivesOnce(candidatePage.getByRole('log', { name: `Tin nhắn với ${employerUser.fullname}` }), reply);
      await arrivesOnce(employerPage.getByRole('log', { name: `Tin nhắn với ${candidateUser.fullname}` }), reply);
      assert.deepEqual(loads, [], 'the employer page was not reloaded');
      await expectAccessible(employerPage, '/employer/messages after the reply');
    })
  );

  await t.test('the candidate chats from a small chat window opened from the header', () =>
    onPage(candidatePage, 'candidate chat window', async () => {
      const page = candidatePage;
      // axe findings are collected and asserted last, so they do not hide whether the chat works.
      const violations: string[] = [];
      const audit = (label: string) => expectAccessible(page, label).catch((error: unknown) => void violations.push(String(error)));

      await page.goto(`${BASE_URL}/job-search`);
      const chatButton = page.getByRole('button', { name: /^Tin nhắn, \d+ chưa đọc$/ }).first();
      await chatButton.waitFor();
      await waitUntil(() => candidateOnline.authenticated, "the candidate's real-time socket to authenticate");
      await page.waitForLoadState('networkidle');
      const unreadBefore = Number(/(\d+) chưa đọc/.exec((await chatButton.getAttribute('aria-label')) ?? '')?.[1]);

      // The employer writes while the candidate browses: the header's unread count goes up live.
      const employerBox = employerPage.getByRole('textbox', { name: 'Tin nhắn', exact: true });
      await employerBox.fill(third);
      await employerBox.press('Enter');
      await page
        .getByRole('button', { name: `Tin nhắn, ${unreadBefore + 1} chưa đọc` })
        .first()
        .waitFor();

      await chatButton.click();
      const dropdown = page.getByRole('dialog', { name: 'Tin nhắn' });
      await dropdown.waitFor();
      const premiumPrompt = dropdown.getByText(/Tính năng nhắn tin chỉ dành cho người dùng Premium/);
      if (await premiumPrompt.isVisible())
        assert.fail(`the chat dropdown shows the Premium upgrade prompt to the demo candidate (is_premium=${candidateUser.is_premium})`);
      const conversation = dropdown.getByRole('list', { name: 'Cuộc trò chuyện gần đây' }).getByRole('button', { name: new RegExp(employerUser.fullname) });
      await conversation.getByText(third).waitFor();
      await conversation.getByRole('img', { name: /^\d+ tin nhắn chưa đọc$/ }).waitFor();
      await audit('/job-search with the chat dropdown open (an unread conversation)');
      await conversation.click();

      const chatWindow = page.getByRole('region', { name: employerUser.fullname });
      const messages = chatWindow.getByRole('list', { name: `Tin nhắn với ${employerUser.fullname}` });
      await arrivesOnce(messages, third);
      await messages.getByText(reply).waitFor();

      // The candidate answers from the window: it arrives on the employer's message page.
      const input = chatWindow.getByRole('textbox', { name: 'Nhập tin nhắn' });
      await input.fill(fromWindow);
      await input.press('Enter');
      await arrivesOnce(messages, fromWindow);
      await arrivesOnce(employerPage.getByRole('log', { name: `Tin nhắn với ${candidateUser.fullname}` }), fromWindow);
      await audit('/job-search with a chat window open');
      assert.deepEqual(violations, []);
    })
  );
});
