/** Shared e2e helpers: Debian's Chromium via playwright-core, axe-core checks, the dev outbox. */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8000';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags the closed network here needs (no background connections, no sandbox as root). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Toasts pause when the window loses focus (pauseOnFocusLoss), so none starts fading out while
  // axe reads the page; one already fading out is left out below (its steady state is checked
  // while it shows). Focus comes back afterwards so the journey's toasts close as users see them.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  // Let short transitions (a toast sliding in, a dialog fading in) finish: mid-animation opacity
  // makes colour-contrast flaky. Long-running ones (a toast's progress bar) are not waited for.
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return animation.playState !== 'running' || Number(timing?.duration ?? 0) >= 1_500 || timing?.iterations === Infinity;
        }),
      undefined,
      { timeout: 3_000 }
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.Toastify__toast[data-in="false"]')
    .analyze()
    .finally(() => page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => undefined));
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)})`);
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(', ')}`;
  });
  assert.deepEqual(summary, [], `axe-core violations on ${label}`);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The newest dev-outbox mail to `to` (that `matches`, when given), polled until it arrives. */
export async function latestMailTo(to: string, timeoutMs = 10_000, matches: (mail: OutboxMail) => boolean = () => true): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${BASE_URL}/dev/mail.json`);
    const body = (await response.json()) as { data?: OutboxMail[] } | OutboxMail[];
    const mails = Array.isArray(body) ? body : body.data ?? [];
    const mail = mails.find((m) => m.to === to && matches(m));
    if (mail) return mail;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** A unique, valid e-mail for one run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The data dir e2e/run.ts gave the server (holds demo-accounts.txt). */
export const DATA_DIR = process.env.E2E_DATA_DIR;

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * A demo account of the seed (`role\temail\tpassword` lines in DATA_DIR/demo-accounts.txt, written
 * by the server before it listens).
 */
export function demoAccount(role: 'candidate' | 'employer' | 'admin'): DemoAccount {
  assert.ok(DATA_DIR, 'E2E_DATA_DIR is not set: run the journeys through e2e/run.ts (npm run test:e2e)');
  const text = readFileSync(join(DATA_DIR, 'demo-accounts.txt'), 'utf8');
  const line = text.split('\n').find((row) => row.startsWith(`${role}\t`));
  const [, email, password] = line?.split('\t') ?? [];
  assert.ok(email && password, `no ${role} line in demo-accounts.txt:\n${text}`);
  return { email, password };
}

interface Envelope<T> {
  status: number;
  message?: string;
  data: T;
}

/** One JSON call to the API; throws with the server's answer when the status is not 2xx. */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    form?: FormData;
  } = {}
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  const response = await fetch(`${BASE_URL}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? (body ? 'POST' : 'GET')} ${path} → ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

/** Access token of an account (POST /api/login/). */
export async function apiLogin(account: DemoAccount): Promise<string> {
  const data = await api<{ access: string }>('/api/login/', {
    json: { username: account.email, password: account.password },
  });
  return data.access;
}

/**
 * Approves `account`'s company as the seed's demo admin would on /admin (POST
 * /api/admin/enterprises/{id}/approve/): new companies wait for an admin (AUTO_APPROVE_ENTERPRISES
 * is off), and only an approved company's posts are public.
 */
export async function approveCompanyOf(account: DemoAccount): Promise<void> {
  const company = await api<{ id: number }>('/api/enterprises/user/', { token: await apiLogin(account) });
  await api(`/api/admin/enterprises/${company.id}/approve/`, { method: 'POST', token: await apiLogin(demoAccount('admin')) });
}

/** The dev demo partner app of "Sign in with JobHub" (apps/api/src/routes/partner-oauth/demo-partner-app.ts). */
export const DEMO_PARTNER_CLIENT_ID = 'jobhub-demo-partner';

/**
 * Takes back the demo partner app's grant from `account`, if it has one ('Thu hồi' on /profile),
 * so a sign-in shows the consent screen again whatever journey ran before.
 */
export async function revokeDemoPartner(account: DemoAccount): Promise<void> {
  const token = await apiLogin(account);
  const apps = await api<{ client_id: string }[]>('/api/profile/connected-apps/', { token });
  if (apps.some((app) => app.client_id === DEMO_PARTNER_CLIENT_ID)) {
    await api(`/api/profile/connected-apps/${DEMO_PARTNER_CLIENT_ID}/revoke/`, { method: 'POST', token });
  }
}

/** The signed-in user's profile (GET /api/profile/). */
export function apiProfile(token: string): Promise<{
  user_id: number;
  fullname: string;
  email: string;
  is_premium: boolean;
}> {
  return api('/api/profile/', { token });
}

/**
 * A fresh, activated account made through the API and the activation link in the dev outbox
 * (for journeys whose subject is not sign-up; candidate-journey covers sign-up in the UI).
 */
export async function registerActivated(role: 'candidate' | 'employer', fullname: string): Promise<DemoAccount & { username: string }> {
  const email = uniqueEmail(`e2e.${role}`);
  const username = email
    .split('@')[0]!
    .replace(/[^a-z0-9.]/g, '')
    .slice(0, 40);
  const password = 'MatKhau!2026';
  await api('/api/register/', {
    json: { username, email, password, fullname, gender: 'other', role },
  });
  const mail = await latestMailTo(email);
  const token = /\/api\/activate\/([^\s"<]+)/.exec(mail.text)?.[1];
  assert.ok(token, `activation link in: ${mail.text}`);
  await api(`/api/activate/${token.replace(/\/$/, '')}/`);
  return { email, password, username };
}

/** Signs in through /login (axe-checked) and waits for the role's landing page. */
export async function loginInUi(page: Page, account: DemoAccount, landing: RegExp): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.getByText('Đăng nhập thành công!').first().waitFor();
  await page.waitForURL(landing);
}

/**
 * A small, valid one-page PDF (header, catalog, pages, page, font, content stream, xref table with
 * exact byte offsets, trailer) that Chromium's viewer renders.
 */
export function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A valid 1×1 PNG (a logo for uploads). */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
}

/** Retries `check` (an assertion) until it passes or `timeoutMs` runs out; rethrows the last failure. */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

/**
 * Runs `fn`; when it fails, adds where the page was and what it showed (URL, visible text of the
 * main region or body, cut) to the error, so a report names the failing screen. Also saves a
 * screenshot under E2E_SCREENSHOT_DIR when that is set.
 */
export async function onPage(page: Page, label: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    let seen = '';
    try {
      const main = page.getByRole('main');
      const root = (await main.count()) === 1 ? main : page.locator('body');
      seen = (await root.innerText({ timeout: 2_000 })).replace(/\s+/g, ' ').slice(0, 800);
      const alerts = (await page.getByRole('alert').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      if (alerts.length > 0) seen = `alerts: ${alerts.join(' | ')}\npage text: ${seen}`;
      if (process.env.E2E_SCREENSHOT_DIR) {
        await page.screenshot({
          path: join(process.env.E2E_SCREENSHOT_DIR, `${label.replace(/[^a-z0-9]+/gi, '-')}.png`),
          fullPage: true,
        });
      }
    } catch {
      // the page may be gone; the original error is what matters
    }
    const detail = `\n[${label}] at ${page.url()}\n${seen.startsWith('alerts:') ? '' : 'page text: '}${seen}`;
    if (error instanceof Error) {
      error.message += detail;
      throw error;
    }
    throw new Error(`${String(error)}${detail}`);
  }
}
