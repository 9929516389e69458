/**
 * Trust and safety (issue 30, items 4 and 5) against the real server and the 20,000-post seed:
 * - A negotiable post's page shows JobHub's estimate, labelled 'Ước tính từ N tin tương tự' and
 *   set apart from the employer's 'Thỏa thuận'; its JobPosting data carries no salary.
 * - The demo employer writes a new candidate "Bạn chuyển khoản phí giữ chỗ 500k qua số tài khoản
 *   này nhé"; the candidate's message page shows the Vietnamese scam warning under it, and
 *   'Báo cáo' reports it (the admin's flagged-conversation list counts the report).
 * axe-core on every page visited.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, api, apiLogin, apiProfile, demoAccount, expectAccessible, launchBrowser, loginInUi, onPage, registerActivated } from './support';

const SCAM = 'Bạn chuyển khoản phí giữ chỗ 500k qua số tài khoản này nhé';

interface SalaryEstimate {
  median: number;
  sample_size: number;
}

let browser: Browser;
let page: Page;

before(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
});

after(async () => {
  await browser?.close();
});

/** A public negotiable post of the seed with an estimate (most have one: the seed's positions are large). */
async function negotiablePostWithEstimate(): Promise<{ id: number; estimate: SalaryEstimate }> {
  const search = await api<{ results: { id: number }[] }>('/api/posts/search/?negotiable=true&sort=newest&page_size=30');
  for (const { id } of search.results) {
    const detail = await api<{ salary_estimate?: SalaryEstimate | null }>(`/api/post/${id}/`);
    if (detail.salary_estimate) return { id, estimate: detail.salary_estimate };
  }
  throw new Error('no negotiable post with a salary estimate among the newest 30');
}

test("a negotiable post's page shows JobHub's estimate, labelled, and no salary in its JobPosting", async () => {
  const { id, estimate } = await negotiablePostWithEstimate();
  await onPage(page, 'negotiable job page', async () => {
    await page.goto(`${BASE_URL}/job/${id}`);
    const box = page.getByRole('complementary', { name: 'Ước tính lương của JobHub' });
    await box.waitFor();
    const label = `Ước tính từ ${estimate.sample_size.toLocaleString('vi-VN')} tin tương tự`;
    assert.equal((await box.getByText(label).count()) > 0, true, `label '${label}' in: ${await box.innerText()}`);
    assert.match(await box.innerText(), /không phải mức lương nhà tuyển dụng đưa ra/);
    assert.match(await page.locator('.jb-salary').innerText(), /Thỏa thuận/);
    const postings = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jobPosting = postings.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'JobPosting');
    assert.ok(jobPosting, 'a JobPosting on the job page');
    assert.equal('baseSalary' in jobPosting, false);
    assert.equal(JSON.stringify(jobPosting).includes(String(estimate.median)), false);
    await expectAccessible(page, '/job/{negotiable}');
  });
});

test('the candidate sees the scam warning under the employer’s message and reports it', async () => {
  const employerToken = await apiLogin(demoAccount('employer'));
  const employer = await apiProfile(employerToken);
  const candidate = await registerActivated('candidate', 'Ứng Viên An Toàn');
  const candidateUser = await apiProfile(await apiLogin(candidate));
  const sent = await api<{ id: number; warning_signals?: string[] }>('/api/messages/send/', {
    token: employerToken,
    json: { recipient: candidateUser.user_id, content: SCAM },
  });
  assert.deepEqual(sent.warning_signals, ['money']);

  await onPage(page, 'candidate sign-in', () => loginInUi(page, candidate, /\/job-search/));
  await onPage(page, 'candidate messages', async () => {
    await page.goto(`${BASE_URL}/candidate/messages?conversation_id=${employer.user_id}`);
    const thread = page.getByRole('log');
    await thread.getByText(SCAM).waitFor();
    const warning = thread.getByRole('note', { name: 'Cảnh báo lừa đảo' });
    await warning.waitFor();
    assert.match(await warning.innerText(), /Nhà tuyển dụng thật không thu tiền của ứng viên/);
    await expectAccessible(page, '/candidate/messages (warning)');
    await warning.getByRole('button', { name: 'Báo cáo' }).click();
    await warning.getByText('Đã báo cáo tin nhắn này cho JobHub. Cảm ơn bạn.').waitFor();
  });

  const flagged = await api<{ results: { last_message_id: number; reported_count: number; signals: string[] }[] }>('/api/admin/flagged-conversations/?page_size=50', {
    token: await apiLogin(demoAccount('admin')),
  });
  const row = flagged.results.find((conversation) => conversation.last_message_id === sent.id);
  assert.ok(row, 'the conversation in the admin list');
  assert.equal(row.reported_count, 1);
  assert.deepEqual(row.signals, ['money']);
});
