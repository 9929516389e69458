/**
 * The JobHub loader on a hostile partner page (docs/widgets-delivery.md): another origin, CSS that
 * uppercases, spaces and italicises everything and `all: unset`s divs and buttons, and a strict
 * CSP (scripts only from the loader's origin and the page's nonce, Trusted Types required). The
 * page embeds the four elements with `<script src=…/jobhub.js async>` and the command queue:
 * - no CSP violation at all;
 * - each element's module and the shared runtime are fetched once;
 * - the bell updates live when a notification is created for the signed-in user, fires
 *   `jobhub:unread-change`, and a click on the notification is routed by the page's
 *   `jobhub:navigate` listener without leaving the page;
 * - the bell (Tab / Enter / Escape) and a chat window work from the keyboard alone;
 * - axe finds nothing serious inside any element's shadow root;
 * - the employer console shows for a signed-in employer;
 * - the job search looks the same, pixel for pixel, on this page and on a plain one;
 * - "Sign in with JobHub": on the dev demo partner app's origin (127.0.0.1:5180), a click on the
 *   page's button calls `JobHub.signIn`; the popup goes through JobHub's login and the Vietnamese
 *   consent screen, and the bell then shows the user's notifications, under the same strict CSP.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { assertSamePixels } from './same-pixels';
import { api, apiLogin, apiProfile, BASE_URL, DEMO_PARTNER_CLIENT_ID, demoAccount, launchBrowser, revokeDemoPartner } from './support';

const NONCE = 'cGFydG5lci1ub25jZQ';
const TAGS = ['jobhub-job-search', 'jobhub-notification-bell', 'jobhub-chat-dock', 'jobhub-employer-console'] as const;

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

const HOSTILE_STYLE = `<style nonce="${NONCE}">
      * { text-transform: uppercase; letter-spacing: 3px; font-style: italic }
      div, button { all: unset }
    </style>`;

/** The partner's page: hostile CSS (unless `hostile` is false), the queue, the loader and the four elements. */
function partnerPage(tokens: { access: string; refresh: string } | null, body = '', hostile = true): string {
  return `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <title>Cổng việc làm đối tác</title>
    ${hostile ? HOSTILE_STYLE : ''}
    <script nonce="${NONCE}">
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective + ' ' + event.blockedURI), true);
      window.routed = [];
      document.addEventListener('jobhub:navigate', (event) => { event.preventDefault(); routed.push(event.detail.href); });
      window.unread = [];
      document.addEventListener('jobhub:unread-change', (event) => unread.push(event.detail.count));
      window.JobHub = window.JobHub || [];
      JobHub.push(['init', { apiBase: ${JSON.stringify(BASE_URL)} }]);
      ${tokens ? `JobHub.push(['setSession', ${JSON.stringify(tokens)}]);` : ''}
    </script>
    <script src="${BASE_URL}/jobhub.js" async nonce="${NONCE}"></script>
  </head>
  <body>
    ${body}
    <header>
      <h1>Cổng việc làm đối tác</h1>
      <jobhub-notification-bell></jobhub-notification-bell>
      <jobhub-chat-dock></jobhub-chat-dock>
    </header>
    <main>
      <jobhub-employer-console></jobhub-employer-console>
      <jobhub-job-search query="q=ke+toan"></jobhub-job-search>
    </main>
  </body>
</html>`;
}

let browser: Browser;
let partner: Server;
let partnerUrl: string;
const pages = new Map<string, string>();

before(async () => {
  partner = createServer((request, response) => {
    const body = pages.get(request.url ?? '/');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy() }).end(body);
  });
  await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  partner?.close();
});

/** True when `locator`'s element has the focus, through shadow roots. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab (or Shift+Tab) until `locator` has the focus (keyboard only). */
async function tabTo(page: Page, locator: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(key);
  }
  assert.fail(`Tab never reached ${String(locator)}`);
}

/** axe inside one element's shadow root. */
async function expectAccessibleShadow(page: Page, tag: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include({ fromShadowDom: [tag, '.jh-root'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(', ')}`);
  assert.deepEqual(blocking, [], `axe inside <${tag}>`);
}

test('the four elements through the loader on a hostile page with a strict CSP', async (t) => {
  const candidate = demoAccount('candidate');
  const tokens = await api<{ access: string; refresh: string }>('/api/login/', { json: { username: candidate.email, password: candidate.password } });
  const candidateUser = await apiProfile(tokens.access);
  const adminToken = await apiLogin(demoAccount('admin'));
  const employerToken = await apiLogin(demoAccount('employer'));
  const employerUser = await apiProfile(employerToken);
  // A conversation for the chat window (the demo candidate is Premium: they may write back).
  await api('/api/messages/send/', { token: employerToken, json: { recipient: candidateUser.user_id, content: 'Chào bạn, mời bạn phỏng vấn' } });
  pages.set('/candidate', partnerPage(tokens));

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${partnerUrl}/candidate`);
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
  const bell = page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ });
  await bell.waitFor();
  await page.getByRole('button', { name: /^Tin nhắn, \d+ chưa đọc$/ }).waitFor();
  await page.getByRole('searchbox', { name: 'Từ khóa' }).waitFor();

  await t.test('each module and the shared runtime are fetched once, from hashed names', () => {
    const cdn = requests.filter((url) => url.startsWith(`${BASE_URL}/jobhub`)).map((url) => new URL(url).pathname.slice(1));
    const runtime = cdn.filter((file) => file.startsWith('jobhub-runtime-'));
    assert.equal(runtime.length, 1, `runtime fetched once: ${cdn.join(', ')}`);
    // The element's own module by its exact name: `jobhub-job-search-filters-*.js` is another chunk.
    const moduleOf = (tag: string) => new RegExp(`^${tag}-[\\w-]{8}\\.js$`);
    for (const tag of TAGS) assert.equal(cdn.filter((file) => moduleOf(tag).test(file)).length, 1, `${tag} fetched once: ${cdn.join(', ')}`);
    assert.equal(cdn.filter((file) => file === 'jobhub.js').length, 1);
    for (const file of cdn) if (file !== 'jobhub.js') assert.match(file, /^jobhub-[a-z-]+-[\w-]{8}\.js$/);
  });

  await t.test('the bell updates live and a notification click is routed by the page', async () => {
    // The socket is up once the page is idle; a notification created earlier would only show on the next poll.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const before = Number(/(\d+) chưa đọc/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    const title = `Thông báo cho đối tác ${Date.now().toString(36)}`;
    await api('/api/notifications/create-system/', {
      token: adminToken,
      json: { recipient_id: candidateUser.user_id, title, message: 'Một thông báo từ JobHub', object_id: 4242 },
    });
    await page.getByRole('button', { name: `Thông báo, ${before + 1} chưa đọc` }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { unread: number[] }).unread.at(-1)), before + 1);

    await page.getByRole('button', { name: `Thông báo, ${before + 1} chưa đọc` }).click();
    await page.getByRole('dialog', { name: 'Thông báo' }).getByRole('button', { name: new RegExp(title) }).click();
    await page.waitForFunction(() => (window as unknown as { routed: string[] }).routed.length > 0);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { routed: string[] }).routed), [`${BASE_URL}/notifications/4242`]);
    assert.deepEqual(loads, [], 'the partner page stayed');
  });

  await t.test('the bell from the keyboard: Tab, Enter, Escape', async () => {
    await page.keyboard.press('Escape');
    await page.locator('h1').click(); // focus starts on the page, not in a widget
    const trigger = page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Thông báo' });
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await dialog.evaluate((element) => element.matches(':focus-within')), true, 'focus moved into the dropdown');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await isFocused(trigger), true, 'focus back on the bell');
  });

  await t.test('a chat window from the keyboard: open, write, send, close', async () => {
    const trigger = page.getByRole('button', { name: /^Tin nhắn, \d+ chưa đọc$/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dropdown = page.getByRole('dialog', { name: 'Tin nhắn' });
    const conversation = dropdown.getByRole('list', { name: 'Cuộc trò chuyện gần đây' }).getByRole('button', { name: new RegExp(employerUser.fullname) });
    await tabTo(page, conversation);
    await page.keyboard.press('Enter');
    const chatWindow = page.getByRole('region', { name: employerUser.fullname });
    const box = chatWindow.getByRole('textbox', { name: 'Nhập tin nhắn' });
    await tabTo(page, box);
    const text = `Cảm ơn, tôi sẽ đến ${Date.now().toString(36)}`;
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await chatWindow.getByRole('list', { name: `Tin nhắn với ${employerUser.fullname}` }).getByText(text).waitFor();
    await tabTo(page, chatWindow.getByRole('button', { name: 'Đóng' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await chatWindow.waitFor({ state: 'hidden' });
  });

  await t.test('the code loaded on first open came with its SRI hash', async () => {
    // The bell's list and the chat panels were loaded by the two keyboard steps above.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [new URL(link.href).pathname.slice(1), link.integrity]),
    );
    for (const prefix of ['jobhub-notification-list-', 'jobhub-chat-panels-']) {
      const link = preloaded.find(([file]) => file!.startsWith(prefix));
      assert.ok(link, `${prefix}*.js preloaded: ${preloaded.map(([file]) => file).join(', ')}`);
      assert.match(link[1]!, /^sha256-[\w+/=]{44}$/);
    }
  });

  await t.test('axe inside every shadow root that shows something', async () => {
    for (const tag of ['jobhub-job-search', 'jobhub-notification-bell', 'jobhub-chat-dock']) await expectAccessibleShadow(page, tag);
    // The console is the signed-in employer's only: empty for this candidate.
    assert.equal(await page.locator('jobhub-employer-console').evaluate((host) => host.shadowRoot?.querySelector('.jh-root')?.childElementCount), 0);
  });

  await t.test('once loaded, JobHub is the API itself: init() updates the elements live', async () => {
    const before = await page.evaluate(() => {
      const global = (window as unknown as { JobHub: object }).JobHub;
      return { isArray: Array.isArray(global), frozen: Object.isFrozen(global), push: typeof (global as { push?: unknown }).push };
    });
    assert.deepEqual(before, { isArray: false, frozen: true, push: 'function' });
    // No other global (nanostores used to add `nanostoresGlobal`).
    assert.equal(await page.evaluate(() => 'nanostoresGlobal' in globalThis), false);
    const search = page.locator('jobhub-job-search');
    const box = page.getByRole('searchbox', { name: 'Từ khóa' });
    await box.fill('ke toan ');
    await page.evaluate(() => (window as unknown as { JobHub: { init(options: object): void } }).JobHub.init({ theme: 'dark' }));
    await page.waitForFunction(() => document.querySelector('jobhub-job-search')?.getAttribute('style')?.includes('--jh-color-background'));
    // The same widget, updated in place: what was typed is still there.
    assert.equal(await box.inputValue(), 'ke toan ');
    assert.match((await search.getAttribute('style')) ?? '', /--jh-color-background:\s*#0f172a/);
  });

  await t.test('the employer console for a signed-in employer', async () => {
    const employerTokens = await api<{ access: string; refresh: string }>('/api/login/', {
      json: { username: demoAccount('employer').email, password: demoAccount('employer').password },
    });
    pages.set('/employer', partnerPage(employerTokens));
    const employerPage = await context.newPage();
    employerPage.setDefaultTimeout(15_000);
    employerPage.on('pageerror', (error) => errors.push(error.message));
    await employerPage.goto(`${partnerUrl}/employer`);
    await employerPage.getByText('Tin đang tuyển').waitFor();
    await employerPage.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ }).waitFor();
    await expectAccessibleShadow(employerPage, 'jobhub-employer-console');
    assert.deepEqual(await employerPage.evaluate(() => (window as unknown as { violations: string[] }).violations), []);
  });

  assert.deepEqual(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [], 'no CSP violation');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a chunk loaded on demand that does not match its SRI hash is not run', async () => {
  const tokens = await api<{ access: string; refresh: string }>('/api/login/', {
    json: { username: demoAccount('candidate').email, password: demoAccount('candidate').password },
  });
  pages.set('/tampered', partnerPage(tokens));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // What a compromised CDN would serve: the bell's list with one byte more.
  await page.route(/\/jobhub-notification-list-[\w-]{8}\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()};` });
  });
  await page.goto(`${partnerUrl}/tampered`);
  await page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Thông báo' });
  await dialog.getByRole('alert').filter({ hasText: 'Không thể kết nối đến máy chủ' }).waitFor();
  await dialog.getByRole('button', { name: 'Thử lại' }).waitFor();
  assert.equal(await dialog.getByRole('list').count(), 0, 'no list from the tampered chunk');
  await context.close();
});

test('the job search keeps its look through the loader: hostile page and plain page match pixel for pixel', async () => {
  const tokens = await api<{ access: string; refresh: string }>('/api/login/', {
    json: { username: demoAccount('candidate').email, password: demoAccount('candidate').password },
  });
  pages.set('/look-hostile', partnerPage(tokens));
  pages.set('/look-plain', partnerPage(tokens, '', false));
  const shot = async (path: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1600 }, locale: 'vi-VN', reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${partnerUrl}${path}`);
    const search = page.locator('jobhub-job-search');
    await search.getByRole('link', { name: /Kế toán/i }).first().waitFor();
    await search.locator('.jh-count').filter({ hasText: /\d/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const png = await search.screenshot({ animations: 'disabled', caret: 'hide' });
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await context.close();
    assert.deepEqual(violations, [], `no CSP violation on ${path}`);
    return png;
  };
  const plain = await shot('/look-plain');
  const hostile = await shot('/look-hostile');
  assertSamePixels(plain, hostile, 'loader-job-search', process.env.E2E_ARTIFACT_DIR ?? mkdtempSync(join(tmpdir(), 'jobhub-partner-loader-')));
});

/** The dev demo partner app ('JobHub Demo Partner'): registered for this origin only, redirect URI '/'. */
const DEMO_PARTNER_URL = 'http://127.0.0.1:5180';

test('"Sign in with JobHub" through the loader: popup, JobHub login, consent, then the bell', async () => {
  const signInPage = partnerPage(
    null,
    `<button id="sign-in" type="button">Đăng nhập với JobHub</button><p id="out" role="status"></p>
    <script nonce="${NONCE}">
      document.querySelector('#sign-in').addEventListener('click', () => {
        JobHub.signIn({ clientId: '${DEMO_PARTNER_CLIENT_ID}' }).then(
          () => { document.querySelector('#out').textContent = 'signed-in'; },
          (error) => { document.querySelector('#out').textContent = 'error=' + error.message; },
        );
      });
    </script>`,
  );
  // A first sign-in, whatever journey ran before: the consent screen shows.
  await revokeDemoPartner(demoAccount('candidate'));
  // The popup comes back to '/?code=…&state=…': the same page, which the opener reads and closes.
  const demo = createServer((request, response) => {
    if (new URL(request.url ?? '/', DEMO_PARTNER_URL).pathname !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy() }).end(signInPage);
  });
  await new Promise<void>((done, fail) => {
    demo.once('error', fail);
    demo.listen(5180, '127.0.0.1', done);
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${DEMO_PARTNER_URL}/`);
    await page.getByRole('searchbox', { name: 'Từ khóa' }).waitFor();
    // Signed out: the bell shows nothing yet.
    assert.equal(await page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ }).count(), 0);

    const candidate = demoAccount('candidate');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Đăng nhập với JobHub' }).click()]);
    popup.setDefaultTimeout(20_000);
    await popup.waitForURL(/\/login\?redirect=/);
    await popup.getByLabel('Email').fill(candidate.email);
    await popup.getByLabel('Mật khẩu').fill(candidate.password);
    await popup.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await popup.getByRole('heading', { name: 'JobHub Demo Partner muốn truy cập tài khoản JobHub của bạn' }).waitFor();
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Cho phép' }).click()]);

    const out = page.locator('#out');
    await out.filter({ hasText: /signed-in|error=/ }).waitFor();
    assert.equal(await out.textContent(), 'signed-in');
    await page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ }).waitFor();
    await page.getByRole('button', { name: /^Tin nhắn, \d+ chưa đọc$/ }).waitFor();
    assert.deepEqual(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), [], 'no CSP violation');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    demo.close();
  }
});
