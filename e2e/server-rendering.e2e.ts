/**
 * Server-rendered public pages in real Chromium (issue 22): what a crawler reads without
 * JavaScript (the job in the HTML, a JobPosting whose Google-required fields match the API, a
 * 404 for an unknown job, robots.txt → sitemap index → sitemaps listing the jobs), and pages that
 * hydrate without a single hydration warning and stay interactive — for a visitor and for a
 * signed-in candidate, whose own parts (account menu) appear after hydration.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, BASE_URL, demoAccount, launchBrowser, loginInUi } from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

interface JobDetail {
  id: number;
  title: string;
  created_at: string;
  deadline: string;
  city: string;
  district: string | null;
  salary_min: number | null;
  salary_max: number | null;
  is_salary_negotiable: boolean;
  enterprise_detail: { company_name: string };
}

/** What a crawler gets: no JavaScript, any type accepted. */
async function crawl(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { accept: '*/*', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
  return { status: response.status, html: await response.text() };
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** A page whose console errors and warnings (React's hydration reports among them) are collected. */
async function watchedPage(storageState?: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN', ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

const HYDRATION = /hydrat|did not match|Minified React error #(418|419|422|423|425)/i;

test('a job page without JavaScript: title, h1, company, head tags and a JobPosting matching the API; an unknown job is a 404', async () => {
  const { results } = await api<{ results: { id: number }[] }>('/api/posts/search/?page=1&page_size=5');
  const job = await api<JobDetail>(`/api/post/${results[0]!.id}/`);
  const { status, html } = await crawl(`/job/${job.id}`);
  assert.equal(status, 200);
  const title = job.title.replace(/&/g, '&amp;');
  assert.ok(html.includes(`<title>${title} | JobHub</title>`), 'title in <title>');
  assert.ok(html.includes(`>${title}</h1>`), 'title in <h1>');
  assert.ok(html.includes(job.enterprise_detail.company_name.replace(/&/g, '&amp;')), 'company in the HTML');
  for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) assert.match(html, new RegExp(`<meta property="${tag}" content="[^"]+"`), tag);
  assert.match(html, /<meta name="twitter:card" content="summary_large_image"/);
  assert.match(html, new RegExp(`<link rel="canonical" href="https?://[^"]+/job/${job.id}"`));
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  const png = await fetch(new URL(new URL(image).pathname, BASE_URL));
  assert.equal(png.status, 200);
  assert.equal(png.headers.get('content-type'), 'image/png');

  const postings = jsonLdOf(html).filter((data) => data['@type'] === 'JobPosting');
  assert.equal(postings.length, 1);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON-LD document, read field by field below
  const posting = postings[0] as Record<string, any>;
  // Google for Jobs' required properties, each checked against the API's answer.
  assert.equal(posting.title, job.title);
  assert.ok(typeof posting.description === 'string' && posting.description.length > 20);
  assert.equal(posting.datePosted, job.created_at);
  assert.equal(posting.validThrough, `${job.deadline}T23:59:59+07:00`);
  assert.equal(posting.hiringOrganization.name, job.enterprise_detail.company_name);
  if (posting.jobLocationType === 'TELECOMMUTE') assert.ok(posting.applicantLocationRequirements, 'remote work names where applicants may live');
  else assert.equal(posting.jobLocation.address.addressRegion, job.city);
  assert.match(String(posting.employmentType), /^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|VOLUNTEER|PER_DIEM|OTHER)$/);
  if (!job.is_salary_negotiable) {
    assert.equal(posting.baseSalary.currency, 'VND');
    assert.equal(posting.baseSalary.value.minValue, job.salary_min);
    assert.equal(posting.baseSalary.value.maxValue, job.salary_max);
    assert.equal(posting.baseSalary.value.unitText, 'MONTH');
  }

  const missing = await crawl('/job/999999999');
  assert.equal(missing.status, 404);
  assert.match(missing.html, /<meta name="robots" content="noindex"/);
});

test('robots.txt names the sitemap index; its sitemaps list the open jobs', async () => {
  const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  assert.ok(sitemapUrl, robots);
  assert.match(robots, /^Disallow: \/employer/m);
  const index = await (await fetch(new URL(new URL(sitemapUrl).pathname, BASE_URL))).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const locations = new Set<string>();
  for (const path of sitemaps) {
    const xml = await (await fetch(new URL(path, BASE_URL))).text();
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) locations.add(new URL(match[1]!).pathname);
  }
  const { results, total } = await api<{ results: { id: number }[]; total: number }>('/api/posts/search/?page=1&page_size=50&sort=newest');
  const jobs = [...locations].filter((path) => path.startsWith('/job/'));
  assert.ok(jobs.length >= Math.min(total, 1000), `${jobs.length} job URLs for ${total} open jobs`);
  for (const post of results) assert.ok(locations.has(`/job/${post.id}`), `/job/${post.id} in a sitemap`);
});

test('the public pages hydrate without a warning and stay interactive, for a visitor and a signed-in candidate', async () => {
  const { results } = await api<{ results: { id: number; title: string }[] }>('/api/posts/search/?page=1&page_size=3');
  const paths = ['/', `/job/${results[0]!.id}`, '/job-search?q=k%E1%BA%BF%20to%C3%A1n', '/companies', '/about', '/job/999999999'];
  const { page, problems } = await watchedPage();
  for (const path of paths) {
    await page.goto(`${BASE_URL}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(problems.filter((text) => HYDRATION.test(text)), [], problems.join('\n'));

  // Interactive: on the job page, 'Ứng tuyển ngay' leads a visitor to sign in and back.
  await page.goto(`${BASE_URL}/job/${results[0]!.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Ứng tuyển ngay' }).click();
  await page.waitForURL(/\/login\?redirect=/);
  await page.context().close();

  // A signed-in candidate: the server rendered a visitor's page; the account menu comes after hydration.
  const signedIn = await watchedPage();
  await loginInUi(signedIn.page, demoAccount('candidate'), /\/job-search/);
  const state = await signedIn.page.context().storageState();
  await signedIn.page.context().close();
  const candidate = await watchedPage(state);
  await candidate.page.goto(`${BASE_URL}/job/${results[1]!.id}`);
  await candidate.page.getByRole('button', { name: /^Tài khoản/ }).waitFor();
  await candidate.page.waitForLoadState('networkidle');
  await candidate.page.getByRole('link', { name: 'Tìm việc' }).first().click();
  await candidate.page.waitForURL(/\/job-search/);
  assert.deepEqual(candidate.problems.filter((text) => HYDRATION.test(text)), [], candidate.problems.join('\n'));
  await candidate.page.context().close();
});
