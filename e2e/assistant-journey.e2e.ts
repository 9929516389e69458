/**
 * JobHub AI in real Chromium against the real server (issue 10): a guest gets the login prompt;
 * a candidate asks the suggested 'Tìm việc React ở Hà Nội', the answer streams in and links jobs
 * (`/job/{id}`) with their cards, and every linked job is one the search API also returns for
 * keyword React in Hà Nội. The session is listed, survives a reload, is renamed and deleted
 * (with a confirmation). At 390 px the sessions open in a drawer and nothing overflows.
 * axe-core on every state.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, api, expectAccessible, launchBrowser, loginInUi, onPage, registerActivated, type DemoAccount } from './support';

const QUESTION = 'Tìm việc React ở Hà Nội';
/** The search the question stands for (GET /api/posts/search/: keywords match whole words without accents). */
const SEARCH = { q: 'React', city: 'Hà Nội' };

let browser: Browser;
let page: Page;
let candidate: DemoAccount;
let sessionId: number;
let linkedIds: number[] = [];

before(async () => {
  candidate = await registerActivated('candidate', 'Trần Hỏi Đáp');
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' })).newPage();
  page.setDefaultTimeout(15_000);
});

after(async () => {
  await browser?.close();
});

/** Ids of the open posts the search API returns for `q` in `city` (every page, up to its cap). */
async function searchIds(q: string, city: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const query = new URLSearchParams({ q, city, page: String(pageNumber), page_size: '100' });
    const found = await api<{ results: { id: number }[]; total_pages: number }>(`/api/posts/search/?${query}`);
    for (const row of found.results) ids.add(row.id);
    if (pageNumber >= found.total_pages) break;
  }
  return ids;
}

test('a candidate asks JobHub AI for React jobs in Hà Nội and gets grounded links', async (t) => {
  await t.test('a guest is asked to log in', () =>
    onPage(page, 'guest /gemini-chat', async () => {
      await page.goto(`${BASE_URL}/gemini-chat`);
      await page.getByRole('heading', { level: 1, name: 'JobHub AI' }).waitFor();
      await page.getByText('Vui lòng đăng nhập để trò chuyện với JobHub AI.').waitFor();
      assert.equal(await page.title(), 'JobHub AI | JobHub');
      await expectAccessible(page, '/gemini-chat (guest)');
    }),
  );

  await t.test('the candidate opens JobHub AI from the header and sees the suggested questions', () =>
    onPage(page, 'candidate /gemini-chat', async () => {
      await loginInUi(page, candidate, /\/job-search/);
      await page.getByRole('banner').getByRole('link', { name: 'JobHub AI' }).first().click();
      await page.waitForURL(/\/gemini-chat$/);
      await page.getByRole('heading', { level: 1, name: 'JobHub AI' }).waitFor();
      const suggestions = page.getByRole('list', { name: 'Câu hỏi gợi ý' });
      for (const question of [QUESTION, 'Lương kế toán ở Đà Nẵng bao nhiêu?', 'Cách viết CV cho sinh viên mới ra trường']) {
        await suggestions.getByRole('button', { name: question }).waitFor();
      }
      await page.getByText('Chưa có cuộc trò chuyện nào.').waitFor();
      await expectAccessible(page, '/gemini-chat (empty)');
    }),
  );

  await t.test(`asking '${QUESTION}' streams an answer that is stored in a new session`, () =>
    onPage(page, 'asking', async () => {
      await page.getByRole('button', { name: QUESTION }).click();
      const conversation = page.getByRole('list', { name: 'Cuộc trò chuyện' });
      await conversation.getByText(QUESTION, { exact: true }).waitFor();
      await page.waitForURL(/\/gemini-chat\?session=\d+$/);
      sessionId = Number(new URL(page.url()).searchParams.get('session'));
      // Done: the stop button is gone and the answer is a stored message.
      await page.getByRole('button', { name: 'Gửi' }).waitFor();
      await page.getByText('JobHub AI đang trả lời...').waitFor({ state: 'detached' });
      const answer = conversation.locator('.ai-message--assistant .ai-answer').last();
      const text = (await answer.innerText()).trim();
      assert.ok(text.length > 0, 'the answer has text');
      const hrefs = await conversation.locator('.ai-message--assistant a[href^="/job/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      linkedIds = [...new Set(hrefs.map((href) => Number(/^\/job\/(\d+)$/.exec(href)?.[1])))];
      const sidebar = page.getByRole('complementary', { name: 'Lịch sử trò chuyện' });
      await sidebar.getByRole('button', { name: new RegExp(`^${QUESTION}`) }).waitFor();
      await expectAccessible(page, '/gemini-chat (answered)');
    }),
  );

  await t.test('every job the answer links is one the search API returns for React in Hà Nội', async (step) => {
    const found = await searchIds(SEARCH.q, SEARCH.city);
    step.diagnostic(`search API: ${found.size} jobs for ${SEARCH.q} in ${SEARCH.city}; the answer links ${linkedIds.length}: ${linkedIds.join(', ')}`);
    assert.ok(linkedIds.every((id) => Number.isInteger(id) && id > 0), `job links: ${linkedIds.join(', ')}`);
    const strangers = linkedIds.filter((id) => !found.has(id));
    assert.deepEqual(strangers, [], `linked jobs the search API does not return for ${SEARCH.q} in ${SEARCH.city} (it returns ${found.size})`);
    // The seed names React in Frontend and Fullstack posts (seed-data.ts POSITION_SKILLS).
    assert.ok(found.size > 0, `the seed has React jobs in ${SEARCH.city}`);
    assert.ok(linkedIds.length > 0, `the search API returns ${found.size} jobs for ${SEARCH.q} in ${SEARCH.city}, the answer links none`);
    const card = page.locator('.ai-jobs').getByRole('link').first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/job\/\d+$/);
    assert.ok(linkedIds.includes(Number(/\/job\/(\d+)$/.exec(page.url())?.[1])), 'the card opens a linked job');
    await page.goBack();
  });

  await t.test('the session survives a reload, is renamed, then deleted after a confirmation', () =>
    onPage(page, 'sessions', async () => {
      await page.goto(`${BASE_URL}/gemini-chat?session=${sessionId}`);
      const conversation = page.getByRole('list', { name: 'Cuộc trò chuyện' });
      await conversation.getByText(QUESTION, { exact: true }).waitFor();
      const sidebar = page.getByRole('complementary', { name: 'Lịch sử trò chuyện' });

      await sidebar.getByRole('button', { name: `Đổi tên "${QUESTION}"` }).click();
      const rename = page.getByRole('dialog', { name: 'Đổi tên cuộc trò chuyện' });
      await rename.getByLabel('Tiêu đề').fill('Việc React Hà Nội');
      await expectAccessible(page, '/gemini-chat rename dialog');
      await rename.getByRole('button', { name: 'Lưu' }).click();
      await rename.waitFor({ state: 'detached' });
      await sidebar.getByRole('button', { name: /^Việc React Hà Nội/ }).waitFor();

      await sidebar.getByRole('button', { name: 'Xoá "Việc React Hà Nội"' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Xoá cuộc trò chuyện?' });
      await confirm.getByRole('button', { name: 'Hủy' }).click();
      await confirm.waitFor({ state: 'detached' });
      await sidebar.getByRole('button', { name: /^Việc React Hà Nội/ }).waitFor();
      await sidebar.getByRole('button', { name: 'Xoá "Việc React Hà Nội"' }).click();
      await expectAccessible(page, '/gemini-chat delete confirmation');
      await page.getByRole('alertdialog', { name: 'Xoá cuộc trò chuyện?' }).getByRole('button', { name: 'Xoá' }).click();
      await sidebar.getByText('Chưa có cuộc trò chuyện nào.').waitFor();
      await page.waitForURL(/\/gemini-chat$/);
      await page.getByRole('list', { name: 'Câu hỏi gợi ý' }).waitFor();
    }),
  );

  await t.test('at 390 px the sessions open in a drawer and the page does not overflow', () =>
    onPage(page, '390 px', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const input = page.getByLabel('Câu hỏi cho JobHub AI');
      await input.fill('Lương kế toán ở Đà Nẵng bao nhiêu?');
      await input.press('Enter');
      await page.waitForURL(/\/gemini-chat\?session=\d+$/);
      await page.getByRole('button', { name: 'Gửi' }).waitFor();
      assert.equal(await page.getByRole('complementary', { name: 'Lịch sử trò chuyện' }).isVisible(), false, 'no sidebar at 390 px');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      await expectAccessible(page, '/gemini-chat at 390 px');
      await page.getByRole('button', { name: 'Lịch sử' }).click();
      const drawer = page.getByRole('dialog', { name: 'Lịch sử trò chuyện' });
      await drawer.getByRole('button', { name: /^Lương kế toán ở Đà Nẵng bao nhiêu\?/ }).waitFor();
      await expectAccessible(page, '/gemini-chat drawer at 390 px');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }),
  );
});
