/**
 * Issue 30's response-rate badge: a new company publishes a post, five candidates apply and the
 * employer answers each (all through the API), the `response-stats` job runs (/dev/jobs), and a
 * visitor sees 'Phản hồi 100% · thường trong 1 giờ' on the company's job card in the search and on
 * the job page; the card also says how old the post is ('Đăng hôm nay'). axe-core on both pages.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, approveCompanyOf, BASE_URL, expectAccessible, launchBrowser, minimalPdf, onPage, registerActivated, type DemoAccount } from './support';

/** Applications needed before a badge shows (the contract's RESPONSE_MIN_APPLICATIONS). */
const APPLICANTS = 5;
const stamp = Date.now().toString(36);
const companyName = `Công ty Phản Hồi Nhanh ${stamp}`;
const BADGE = 'Phản hồi 100% · thường trong 1 giờ';

let browser: Browser;
let page: Page;
let employer: DemoAccount;
let enterpriseId: number;
let postId: number;

before(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});

after(async () => {
  await browser?.close();
});

/** A candidate of its own applies to the post with a PDF CV; returns the application id. */
async function applyAs(index: number): Promise<number> {
  const fullname = `Ứng Viên Phản Hồi ${index}`;
  const candidate = await registerActivated('candidate', fullname);
  const form = new FormData();
  form.set('post', String(postId));
  form.set('name', fullname);
  form.set('email', candidate.email);
  form.set('phone_number', '0912345678');
  form.set('description', 'Em xin ứng tuyển vị trí này.');
  form.set('cv', new Blob([new Uint8Array(minimalPdf(`CV ${index}`))], { type: 'application/pdf' }), `cv-${index}.pdf`);
  return (await api<{ id: number }>('/api/cv/create/', { token: await apiLogin(candidate), form })).id;
}

test('a company that answers every application shows its response badge on the job card and the job page', async (t) => {
  await t.test('a new approved company publishes a post, five candidates apply and the employer answers them', async () => {
    employer = await registerActivated('employer', 'Người Tuyển Dụng Phản Hồi');
    const token = await apiLogin(employer);
    const company = new FormData();
    company.set('company_name', companyName);
    company.set('city', 'Hà Nội');
    enterpriseId = (await api<{ id: number }>('/api/enterprises/create/', { token, form: company })).id;
    await approveCompanyOf(employer);
    const [field] = await api<Array<{ id: number }>>('/api/fields/');
    const [position] = await api<Array<{ id: number }>>(`/api/positions/field/${field!.id}/`);
    postId = (
      await api<{ id: number }>('/api/posts/create/', {
        token,
        json: {
          title: `Nhân viên chăm sóc khách hàng ${stamp}`,
          field: field!.id,
          position: position!.id,
          city: 'Hà Nội',
          experience: '1-2 năm',
          level: 'Junior',
          type_working: 'Toàn thời gian',
          quantity: 2,
          deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          salary_min: 10_000_000,
          salary_max: 14_000_000,
          is_salary_negotiable: false,
          description: 'Tư vấn và hỗ trợ khách hàng qua điện thoại.',
          required: 'Giao tiếp tốt.',
          interest: 'Lương tháng 13.',
        },
      })
    ).id;
    const applications: number[] = [];
    for (let index = 1; index <= APPLICANTS; index += 1) applications.push(await applyAs(index));
    // Approving and rejecting are both answers.
    for (const [order, id] of applications.entries()) {
      await api(`/api/cv/${id}/status/`, { method: 'PUT', token, json: { status: order % 2 ? 'approved' : 'rejected' } });
    }
    // The figures are refreshed hourly by the job; run it now.
    const response = await fetch(`${BASE_URL}/dev/jobs/response-stats/run`, { method: 'POST' });
    assert.equal(response.status, 200, await response.text());
    const detail = await api<{ response_rate: { rate: number; applications: number } | null }>(`/api/post/${postId}/`);
    assert.deepEqual(detail.response_rate && { rate: detail.response_rate.rate, applications: detail.response_rate.applications }, { rate: 100, applications: APPLICANTS });
  });

  await t.test("the company's job card in the search shows the badge and the post's age", () =>
    onPage(page, '/job-search?enterprise=…', async () => {
      await page.goto(`${BASE_URL}/job-search?enterprise=${enterpriseId}`);
      const card = page.getByRole('article').filter({ hasText: companyName }).first();
      await card.getByText(BADGE).waitFor();
      await card.getByText('Đăng hôm nay').waitFor();
      await expectAccessible(page, '/job-search (response badge)');
    }),
  );

  await t.test('the job page shows the badge beside the company', () =>
    onPage(page, '/job/{id}', async () => {
      await page.goto(`${BASE_URL}/job/${postId}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(`Nhân viên chăm sóc khách hàng ${stamp}`) }).waitFor();
      await page.getByText(BADGE).first().waitFor();
      await expectAccessible(page, '/job/{id} (response badge)');
    }),
  );
});
