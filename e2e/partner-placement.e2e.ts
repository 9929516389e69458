/**
 * Issue 27 on a partner page of another origin, through the loader, under a strict CSP (scripts
 * from the JobHub host and the page's nonce only, Trusted Types required, no inline handler):
 * - the bell's and the chat dock's dropdowns stay inside the viewport wherever the partner put the
 *   icons (left, centre, right of its header), at 1280 px (placed under the icon, flipped and
 *   shifted) and at 390 px (the bottom sheet);
 * - `<jobhub-sign-in>` signs in from a click made before the widgets' modules have arrived (their
 *   responses are held back longer than the browser's user activation lasts): the click is kept,
 *   the popup goes through JobHub's login and consent, and the bell then shows.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, BASE_URL, DEMO_PARTNER_CLIENT_ID, demoAccount, launchBrowser, onPage, revokeDemoPartner } from './support';

const NONCE = 'cGxhY2VtZW50LW5vbmNl';
const POSITIONS = ['left', 'center', 'right'] as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
/** The dev demo partner app ('JobHub Demo Partner'): registered for this origin only, redirect URI '/'. */
const DEMO_PARTNER_URL = 'http://127.0.0.1:5180';

/** The partner's policy: scripts from the JobHub host and the nonce only, Trusted Types required. */
function contentSecurityPolicy(): string {
  const ws = BASE_URL.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    `script-src 'nonce-${NONCE}' ${BASE_URL}`,
    `style-src 'nonce-${NONCE}'`,
    `connect-src ${BASE_URL} ${ws}`,
    `img-src ${BASE_URL} data: blob:`,
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** A partner page: the loader with the command queue, then `body`; records CSP violations. */
function partnerPage(head: string, body: string): string {
  return `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Cổng việc làm đối tác</title>
    <style nonce="${NONCE}">
      body { margin: 0; font-family: sans-serif }
      header { display: flex; align-items: center; gap: 4px; padding: 8px; border-bottom: 1px solid #ccc }
      header.left { justify-content: flex-start }
      header.center { justify-content: center }
      header.right { justify-content: flex-end }
    </style>
    <script nonce="${NONCE}">
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective + ' ' + event.blockedURI), true);
      window.JobHub = window.JobHub || [];
      JobHub.push(['init', { apiBase: ${JSON.stringify(BASE_URL)} }]);
      ${head}
    </script>
    <script src="${BASE_URL}/jobhub.js" async nonce="${NONCE}"></script>
  </head>
  <body>${body}</body>
</html>`;
}

/** The header with the two icons at `position`, for a signed-in candidate. */
function headerPage(position: (typeof POSITIONS)[number], tokens: { access: string; refresh: string }): string {
  return partnerPage(
    `JobHub.push(['setSession', ${JSON.stringify(tokens)}]);`,
    `<header class="${position}"><jobhub-notification-bell></jobhub-notification-bell><jobhub-chat-dock></jobhub-chat-dock></header><main><h1>Việc làm</h1></main>`,
  );
}

let browser: Browser;
let partner: Server;
let partnerUrl: string;
const pages = new Map<string, string>();

/** Serves `pages` with the strict CSP on `port` (0: any free one). */
function servePages(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const body = pages.get(new URL(request.url ?? '/', 'http://partner').pathname);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy() }).end(body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

before(async () => {
  partner = await servePages(0);
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  partner?.close();
});

/** The open dropdown's box, once the placement code has placed it ('sheet' on phones). */
async function openedPanel(page: Page, trigger: RegExp, title: string) {
  await page.getByRole('button', { name: trigger }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('jobhub-notification-bell, jobhub-chat-dock')].some((host) =>
        host.shadowRoot?.querySelector(`[role="dialog"][aria-label="${name}"][data-placement]`),
      ),
    title,
  );
  // One more frame: autoUpdate may place again once the panel's content (the list) has arrived.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const placement = await dialog.getAttribute('data-placement');
  const box = await dialog.boundingBox();
  assert.ok(box, `${title}: the panel shows`);
  return { placement, box };
}

test('the bell and chat dropdowns stay inside the viewport with the icons at the left, centre and right', async () => {
  const candidate = demoAccount('candidate');
  const tokens = await api<{ access: string; refresh: string }>('/api/login/', { json: { username: candidate.email, password: candidate.password } });
  for (const position of POSITIONS) pages.set(`/${position}`, headerPage(position, tokens));

  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, locale: 'vi-VN' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const position of POSITIONS) {
      const label = `${position} at ${viewport.width} px`;
      await onPage(page, label, async () => {
        await page.goto(`${partnerUrl}/${position}`);
        for (const [trigger, title] of [
          [/^Thông báo, \d+ chưa đọc$/, 'Thông báo'],
          [/^Tin nhắn, \d+ chưa đọc$/, 'Tin nhắn'],
        ] as const) {
          const { placement, box } = await openedPanel(page, trigger, title);
          const where = `${title}, ${label}: ${JSON.stringify(box)} (${placement})`;
          assert.ok(box.x >= 0 && box.y >= 0, `starts inside the viewport: ${where}`);
          assert.ok(box.x + box.width <= viewport.width + 0.5, `ends inside the viewport's width: ${where}`);
          assert.ok(box.y + box.height <= viewport.height + 0.5, `ends inside the viewport's height: ${where}`);
          if (viewport.width < 768) {
            // The phone sheet: full width, at the bottom.
            assert.equal(placement, 'sheet', where);
            assert.equal(Math.round(box.width), viewport.width, where);
            assert.equal(Math.round(box.y + box.height), viewport.height, where);
          } else {
            assert.match(placement ?? '', /^(bottom|top)(-start|-end)?$/, where);
            assert.ok(box.width >= 300, `keeps its width: ${where}`);
          }
          await page.keyboard.press('Escape');
          await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
        }
      });
    }
    assert.deepEqual(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [], 'no CSP violation');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('<jobhub-sign-in> signs in from a click made before the modules have arrived, under the strict CSP', async () => {
  await revokeDemoPartner(demoAccount('candidate'));
  pages.set(
    '/',
    partnerPage(
      `window.signInEvents = [];
      for (const name of ['jobhub:signed-in', 'jobhub:sign-in-error']) document.addEventListener(name, (event) => signInEvents.push(name + (event.detail.error ? '=' + event.detail.error.message : '')));`,
      `<header class="right"><jobhub-sign-in client-id="${DEMO_PARTNER_CLIENT_ID}"><button type="button">Đăng nhập với JobHub</button></jobhub-sign-in>
      <jobhub-notification-bell></jobhub-notification-bell></header><main><h1>Việc làm</h1></main>`,
    ),
  );
  // The popup comes back to '/?code=…&state=…' of the demo app's origin: the same page.
  const demo = await servePages(Number(new URL(DEMO_PARTNER_URL).port));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every module of the widgets is held back 6 s: longer than Chromium's user activation (5 s).
    let released = false;
    const arrived: string[] = [];
    await page.route(/\/jobhub-[a-z-]+-[\w-]{8}\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 6_000));
      released = true;
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (/\/jobhub-runtime-[\w-]{8}\.js$/.test(request.url())) arrived.push(request.url());
    });
    await onPage(page, '<jobhub-sign-in> before the modules', async () => {
      await page.goto(`${DEMO_PARTNER_URL}/`);
      await page.waitForFunction(() => customElements.get('jobhub-sign-in') !== undefined);
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Đăng nhập với JobHub' }).click()]);
      assert.equal(released, false, 'clicked before any module was released');
      assert.deepEqual(arrived, [], 'the runtime had not arrived at the click');
      popup.setDefaultTimeout(20_000);
      const candidate = demoAccount('candidate');
      await popup.waitForURL(/\/login\?redirect=/);
      await popup.getByLabel('Email').fill(candidate.email);
      await popup.getByLabel('Mật khẩu').fill(candidate.password);
      await popup.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await popup.getByRole('heading', { name: 'JobHub Demo Partner muốn truy cập tài khoản JobHub của bạn' }).waitFor();
      await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Cho phép' }).click()]);
      await page.waitForFunction(() => (window as unknown as { signInEvents: string[] }).signInEvents.length > 0);
      assert.deepEqual(await page.evaluate(() => (window as unknown as { signInEvents: string[] }).signInEvents), ['jobhub:signed-in']);
      await page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ }).waitFor();
      assert.deepEqual(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [], 'no CSP violation');
      assert.deepEqual(errors, []);
    });
  } finally {
    await context.close();
    demo.close();
  }
});
