/**
 * "Sign in with JobHub" from a partner page on another origin (docs/partner-sign-in.md): the page,
 * served on 127.0.0.1:5180 (the origin of the dev demo app 'JobHub Demo Partner', made at start),
 * calls the SDK's `signInWithJobHub` from a click; the popup goes to JobHub's provider, JobHub's own
 * login (the demo candidate), the Vietnamese consent screen ('Cho phép'), and back; the page then
 * reads the unread notification count through `createSessionClient({ getToken })`. Signing in
 * again later (a new browser session) asks JobHub's login but not the consent again.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { BASE_URL, DEMO_PARTNER_CLIENT_ID, demoAccount, launchBrowser, onPage, revokeDemoPartner } from './support';

/** The demo app's origin (apps/api/src/routes/partner-oauth/demo-partner-app.ts). */
const PARTNER_PORT = 5180;
const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`;

/** The partner page's script: the SDK from its sources, bundled for the browser. */
const PARTNER_SCRIPT = `
import { createSessionClient, signInWithJobHub } from '@jobhub/sdk';
const out = document.querySelector('#out');
document.querySelector('#sign-in').addEventListener('click', async () => {
  try {
    const session = await signInWithJobHub({ apiBase: ${JSON.stringify(BASE_URL)}, clientId: ${JSON.stringify(DEMO_PARTNER_CLIENT_ID)} });
    const client = createSessionClient({ baseUrl: ${JSON.stringify(BASE_URL)}, getToken: session.getToken });
    const answer = await client.http.requestRaw('/api/notifications/unread-count/');
    const user = client.$session.get();
    out.textContent = 'unread=' + answer.unread_count + ' role=' + (user.status === 'authenticated' ? user.user.role : 'none');
  } catch (error) {
    out.textContent = 'error=' + error.message;
  }
});
`;

const PAGE = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Đối tác</title></head>
<body><main><h1>Trang đối tác</h1><button id="sign-in" type="button">Đăng nhập bằng JobHub</button><p id="out" role="status"></p></main>
<script type="module" src="/partner.js"></script></body></html>`;

let browser: Browser;
let partner: Server;

async function servePartner(): Promise<Server> {
  const bundle = await build({
    stdin: { contents: PARTNER_SCRIPT, resolveDir: resolve(import.meta.dirname), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    write: false,
  });
  const script = bundle.outputFiles[0]!.text;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', PARTNER_URL).pathname;
    if (path === '/partner.js') response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    else if (path === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else response.writeHead(404).end();
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(PARTNER_PORT, '127.0.0.1', () => done(server));
  });
}

before(async () => {
  await revokeDemoPartner(demoAccount('candidate'));
  partner = await servePartner();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  partner?.close();
});

/**
 * On a new browser session: the partner page's button opens the popup, JobHub's login (the demo
 * candidate) comes first; with `consent`, the consent screen follows and is allowed, else the
 * popup must close by itself. Then the page's status must show the unread count.
 */
async function signInThroughPopup(name: string, consent: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const candidate = demoAccount('candidate');
  await onPage(page, name, async () => {
    await page.goto(`${PARTNER_URL}/`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Đăng nhập bằng JobHub' }).click()]);
    popup.setDefaultTimeout(20_000);
    // Signed out at JobHub: its own login first, which comes back to the consent page.
    await popup.waitForURL(/\/login\?redirect=/);
    await popup.getByLabel('Email').fill(candidate.email);
    await popup.getByLabel('Mật khẩu').fill(candidate.password);
    const logIn = popup.getByRole('button', { name: 'Đăng nhập', exact: true });
    if (consent) {
      await logIn.click();
      await popup.getByRole('heading', { name: 'JobHub Demo Partner muốn truy cập tài khoản JobHub của bạn' }).waitFor();
      await popup.getByText('Xem thông báo').waitFor();
      await popup.getByText('Nhắn tin').waitFor();
      await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Cho phép' }).click()]);
    } else {
      await Promise.all([popup.waitForEvent('close'), logIn.click()]);
    }
    const out = page.getByRole('status');
    await out.filter({ hasText: /unread=|error=/ }).waitFor();
    assert.match((await out.textContent()) ?? '', /^unread=\d+ role=candidate$/);
  });
  await context.close();
}

test('a partner page signs a JobHub user in through the popup and reads the unread count with the token', () =>
  signInThroughPopup('partner page', true));

test("signing in again asks JobHub's login but not the consent the user already gave", () => signInThroughPopup('partner page, second sign-in', false));
