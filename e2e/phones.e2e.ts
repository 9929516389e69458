/**
 * Phones (390 × 844 px) in real Chromium against the real server: every route of the site's route
 * table (apps/reference-site/src/app/routes.tsx, read as TypeScript source so a new route is walked
 * without touching this file) is opened as guest, candidate, employer and admin (the seed's demo
 * accounts). A page fails when it scrolls sideways (document.documentElement.scrollWidth >
 * innerWidth); the failure names the elements that stick out. On one page per signed-in role the
 * header popovers (notification bell, chat dropdown, account menu) are opened: each must lie inside
 * the viewport, as a full-width sheet under 768 px. The candidate's message centre shows the list
 * and the thread as two screens (with a back button and day separators), and 'Nhắn tin' on a job
 * opens a full-screen chat window. axe-core on the bell sheet, the posts cards, the thread and the
 * chat window.
 * Screenshots of a few key pages go to PHONES_SCREENSHOT_DIR (default /tmp/phones).
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, api, apiLogin, demoAccount, expectAccessible, launchBrowser, loginInUi, onPage } from './support';

const VIEWPORT = { width: 390, height: 844 };
const ROUTES_FILE = resolve(import.meta.dirname, '../apps/reference-site/src/app/routes.tsx');
const SCREENSHOT_DIR = process.env.PHONES_SCREENSHOT_DIR ?? '/tmp/phones';
type Role = 'guest' | 'candidate' | 'employer' | 'admin';

/** A route's path pattern, e.g. 'employer/posts/:id/edit', collected from a `RouteObject[]` literal. */
function collectPaths(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  source.forEachChild(function visit(node): void {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) consts.set(node.name.text, node.initializer);
    node.forEachChild(visit);
  });
  const unwrap = (node: ts.Expression): ts.Expression => (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node);
  const join2 = (base: string, path: string) => [base, path].filter(Boolean).join('/');
  const paths: string[] = [];

  function walk(list: ts.Expression, base: string): void {
    const array = unwrap(list);
    assert.ok(ts.isArrayLiteralExpression(array), `routes.tsx: expected an array of routes at ${base || '/'}`);
    for (const element of array.elements) {
      if (ts.isSpreadElement(element)) {
        // `...MORE_ROUTES`: a const array of routes of the same file.
        const spread = unwrap(element.expression);
        const routes = ts.isIdentifier(spread) ? consts.get(spread.text) : undefined;
        if (routes) {
          walk(routes, base);
          continue;
        }
        // `...NAMES.map((path) => ({ path, … }))`: the names of a const string array.
        const call = spread;
        const names = ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && ts.isIdentifier(call.expression.expression)
          ? consts.get(call.expression.expression.text)
          : undefined;
        const values = names ? unwrap(names) : undefined;
        assert.ok(values && ts.isArrayLiteralExpression(values), `routes.tsx: teach phones.e2e.ts this spread: ${element.getText()}`);
        for (const value of values.elements) {
          assert.ok(ts.isStringLiteral(value), `routes.tsx: not a path literal: ${value.getText()}`);
          paths.push(join2(base, value.text));
        }
        continue;
      }
      const route = unwrap(element);
      assert.ok(ts.isObjectLiteralExpression(route), `routes.tsx: not a route object: ${element.getText().slice(0, 80)}`);
      const property = (name: string) =>
        route.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;
      const path = property('path');
      const own = path && ts.isStringLiteral(path) ? join2(base, path.text) : base;
      if (path && !ts.isStringLiteral(path)) assert.fail(`routes.tsx: a path that is not a literal: ${path.getText()}`);
      const children = property('children');
      if (property('index')?.kind === ts.SyntaxKind.TrueKeyword || (path && !children)) paths.push(own);
      if (children) walk(children, own);
    }
  }
  const routes = consts.get('ROUTES');
  assert.ok(routes, 'routes.tsx: no ROUTES');
  walk(routes, '');
  return [...new Set(paths)];
}

interface Ids {
  job: number;
  /** A public post of the demo employer (whose user the demo candidate may write to). */
  employerJob: number;
  enterprise: number;
  ownPost: number;
  application: number;
  notification: Record<Role, number>;
}

/** The URL of a path pattern: parameters filled with real ids (or a token that must not exist). */
function concreteUrl(pattern: string, role: Role, ids: Ids): string {
  const segments = pattern.split('/').map((segment, index, all) => {
    if (!segment.startsWith(':') && segment !== '*') return segment;
    const before = all.slice(0, index).join('/');
    if (segment === '*') return 'khong-co-trang-nay';
    if (segment.endsWith('?')) return '';
    if (segment === ':token') return 'e2e-khong-hop-le';
    if (segment === ':id') {
      if (before === 'job') return String(ids.job);
      if (before === 'enterprises') return String(ids.enterprise);
      if (before === 'employer/posts') return String(ids.ownPost);
      if (before === 'employer/cv') return String(ids.application);
      if (before === 'notifications' || before === 'employer/notifications') return String(ids.notification[role]);
    }
    // A parameter this file does not know yet (a new route): a number, so the page still gets
    // walked (likely as its not-found state); teach concreteUrl a real value for a better check.
    return '1';
  });
  return `/${segments.filter(Boolean).join('/')}`;
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/**
 * Sideways overflow of the page, with the outermost elements that stick out (shadow roots too).
 * A string, not a function: tsx's name helper (`__name`) does not exist in the page.
 */
const MEASURE_OVERFLOW = `(() => {
  const width = window.innerWidth;
  function describe(element, box) {
    const id = element.id ? '#' + element.id : '';
    const name = typeof element.className === 'string' ? element.className.trim() : '';
    const classes = name ? '.' + name.split(/\\s+/).join('.') : '';
    return element.tagName.toLowerCase() + id + classes + ' [' + Math.round(box.left) + '…' + Math.round(box.right) + ']';
  }
  function sticksOut(box) {
    return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
  }
  function clipped(element) {
    if (getComputedStyle(element).position === 'fixed') return true;
    for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return true;
    }
    return false;
  }
  const offenders = [];
  function scan(root) {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) scan(element.shadowRoot);
      const box = element.getBoundingClientRect();
      if (!sticksOut(box) || clipped(element)) continue;
      const parent = element.parentElement || (element.getRootNode() && element.getRootNode().host);
      if (parent && parent !== document.body && sticksOut(parent.getBoundingClientRect())) continue;
      offenders.push(describe(element, box));
    }
  }
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) scan(document);
  return { scrollWidth, innerWidth: width, offenders: offenders.slice(0, 12) };
})()`;

function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate<Overflow>(MEASURE_OVERFLOW);
}

/** Opens a page and lets it settle (lazy chunks, first requests). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${BASE_URL}${url}`, { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.locator('.loading, [aria-busy="true"]').first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

/** Fails when `locator`'s box is not inside the viewport, or (under 768 px) not a full-width sheet. */
async function expectInViewport(locator: Locator, label: string, sheet = true): Promise<void> {
  const box = await locator.boundingBox();
  assert.ok(box, `${label}: not visible`);
  const { width, height } = VIEWPORT;
  const where = `x ${Math.round(box.x)}, y ${Math.round(box.y)}, ${Math.round(box.width)} × ${Math.round(box.height)} in ${width} × ${height}`;
  assert.ok(box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5, `${label} outside the viewport: ${where}`);
  if (sheet) assert.ok(box.width >= width - 1, `${label} is not a full-width sheet at ${width} px: ${where}`);
}

let browser: Browser;
let ids: Ids;
const paths = collectPaths(ROUTES_FILE);

before(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  const [employerToken, candidateToken, adminToken] = await Promise.all(
    (['employer', 'candidate', 'admin'] as const).map((role) => apiLogin(demoAccount(role)))
  );
  const job = (await api<{ results: Array<{ id: number }> }>('/api/posts/?page_size=1')).results[0];
  const enterprise = (await api<{ results: Array<{ id: number }> }>('/api/enterprises/?page_size=1')).results[0];
  const own = (await api<{ results: Array<{ id: number; is_active: boolean; deadline: string }> }>('/api/posts/enterprise/?page_size=100', { token: employerToken })).results;
  let application = 0;
  for (const post of own) {
    const applied = await api<{ results: Array<{ id: number }> }>(`/api/cv/post/${post.id}/`, { token: employerToken });
    if (applied.results[0]) {
      application = applied.results[0].id;
      break;
    }
  }
  const firstNotification = async (token: string) =>
    (await api<{ results: Array<{ id: number }> }>('/api/notifications/?page_size=1', { token })).results[0]?.id ?? 999_999;
  assert.ok(job && enterprise && own[0] && application, 'the seed has a job, a company, an employer post and an application to it');
  ids = {
    job: job.id,
    employerJob: (own.find((post) => post.is_active && post.deadline >= new Date().toISOString().slice(0, 10)) ?? own[0]).id,
    enterprise: enterprise.id,
    ownPost: own[0].id,
    application,
    notification: {
      guest: 999_999,
      candidate: await firstNotification(candidateToken!),
      employer: await firstNotification(employerToken!),
      admin: await firstNotification(adminToken!),
    },
  };
});

after(async () => {
  await browser?.close();
});

/** Routes screenshotted per role (the key pages of the issue). */
const SCREENSHOTS: Record<Role, readonly string[]> = {
  guest: ['/', '/job-search', 'job/:id'],
  candidate: ['/profile', '/candidate/messages'],
  employer: ['/employer', '/employer/posts', '/employer/company', '/employer/profile', '/employer/messages'],
  admin: ['/admin'],
};

async function signedIn(role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'vi-VN' });
  const page = await context.newPage();
  if (role !== 'guest') await loginInUi(page, demoAccount(role), new RegExp(`^${BASE_URL}/(?!login)`));
  return { context, page };
}

async function walkRoutes(role: Role, page: Page): Promise<void> {
  const failures: string[] = [];
  for (const pattern of paths) {
    const url = concreteUrl(pattern, role, ids);
    await open(page, url);
    const overflow = await measureOverflow(page);
    if (overflow.scrollWidth > overflow.innerWidth) {
      failures.push(`${url} (now ${new URL(page.url()).pathname}): ${overflow.scrollWidth} px wide > ${overflow.innerWidth}; sticking out: ${overflow.offenders.join(', ') || '(none found)'}`);
    }
    const shot = SCREENSHOTS[role].find((name) => name === url || name === pattern || `/${pattern}` === name);
    if (shot) await page.screenshot({ path: join(SCREENSHOT_DIR, `${role}${url.replace(/[^a-z0-9]+/gi, '-')}.png`) });
    if (url === '/employer/posts' && role === 'employer') await expectAccessible(page, '/employer/posts as cards at 390 px');
  }
  assert.deepEqual(failures, [], `pages wider than ${VIEWPORT.width} px for ${role}`);
}

/** Opens each header popover of the page and checks it lies inside the viewport. */
async function checkPopovers(role: Exclude<Role, 'guest'>, page: Page, url: string): Promise<void> {
  await open(page, url);
  const triggers = [
    { name: 'bell', button: page.getByRole('button', { name: /^Thông báo, / }), panel: page.getByRole('dialog', { name: 'Thông báo' }) },
    { name: 'chat dropdown', button: page.getByRole('button', { name: /^Tin nhắn, / }), panel: page.getByRole('dialog', { name: 'Tin nhắn' }) },
    { name: 'account menu', button: page.getByRole('button', { name: /^Tài khoản: / }).first(), panel: page.locator('.dropdown-menu') },
  ];
  let opened = 0;
  for (const { name, button, panel } of triggers) {
    if (!(await button.isVisible())) continue;
    opened += 1;
    await button.click();
    await panel.waitFor();
    await page.waitForTimeout(300); // the sheet's slide-in
    await expectInViewport(panel, `${role} ${name} on ${url}`);
    const overflow = await measureOverflow(page);
    assert.ok(overflow.scrollWidth <= overflow.innerWidth, `${role} ${name} open on ${url}: page ${overflow.scrollWidth} px wide: ${overflow.offenders.join(', ')}`);
    if (name === 'bell') await expectAccessible(page, `${role} ${name} sheet at 390 px`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${role}-${name.replace(/\s+/g, '-')}-open.png`) });
    await page.keyboard.press('Escape');
    if (await panel.isVisible()) await button.click();
    await panel.waitFor({ state: 'hidden' });
  }
  assert.ok(opened >= 2, `${role}: the bell and the chat dropdown are on ${url}`);
}

test('reads every route of the route table', () => {
  for (const path of ['', 'job/:id', 'employer', 'employer/posts/:id/edit', 'employer/premium', 'employer/*', '*']) {
    assert.ok(paths.includes(path), `route /${path} read from routes.tsx (read: ${paths.join(', ')})`);
  }
  assert.ok(paths.length >= 50, `${paths.length} routes read from routes.tsx`);
});

// The four walks at once, each in its own browser context: a walk mostly waits for pages to
// settle (networkidle), and the roles share nothing they change.
describe('every route as each role', { concurrency: true }, () => {
  for (const role of ['guest', 'candidate', 'employer', 'admin'] as const) {
    test(`${role}: every route fits 390 px and the header popovers stay on screen`, async () => {
      const { context, page } = await signedIn(role);
      try {
        await onPage(page, `${role} at 390 px`, async () => {
          await walkRoutes(role, page);
          if (role === 'candidate') await checkPopovers(role, page, '/');
          if (role === 'employer') await checkPopovers(role, page, '/employer');
          if (role === 'admin') await checkPopovers(role, page, '/admin');
        });
      } finally {
        await context.close();
      }
    });
  }
});

test("candidate: the message centre is two screens; 'Nhắn tin' on a job opens a full-screen chat window", async () => {
  const { context, page } = await signedIn('candidate');
  try {
    await onPage(page, 'candidate message centre at 390 px', async () => {
      await open(page, '/candidate/messages');
      const list = page.getByRole('heading', { name: 'Cuộc trò chuyện' });
      await page.locator('.msg-conversation').first().click();
      const thread = page.getByRole('log', { name: /^Tin nhắn với / });
      await thread.getByRole('listitem').first().waitFor();
      assert.equal(await list.isVisible(), false, 'the list hides while a thread shows');
      await expectInViewport(page.locator('.msg-thread'), 'the thread', false);
      assert.match(await thread.locator('.msg-day').first().innerText(), /^(Hôm nay|Hôm qua|\d{2}\/\d{2}\/\d{4})$/, 'threads open with a day separator');
      await expectAccessible(page, 'message thread at 390 px');
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'candidate-messages-thread.png') });
      await page.getByRole('button', { name: 'Quay lại danh sách cuộc trò chuyện' }).click();
      await list.waitFor();
      assert.equal(await thread.count(), 0, 'back shows the list alone');
    });

    await onPage(page, "candidate 'Nhắn tin' on a job at 390 px", async () => {
      await open(page, `/job/${ids.employerJob}`);
      await page.getByRole('button', { name: /^Nhắn tin cho / }).click();
      const chatWindow = page.locator('.jh-chat-window').first();
      await chatWindow.getByRole('textbox', { name: 'Nhập tin nhắn' }).waitFor();
      const box = await chatWindow.boundingBox();
      assert.ok(box, 'the chat window shows');
      assert.deepEqual(
        [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)],
        [0, 0, VIEWPORT.width, VIEWPORT.height],
        'the chat window fills the screen'
      );
      await expectAccessible(page, 'chat window at 390 px');
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'candidate-chat-window.png') });
    });
  } finally {
    await context.close();
  }
});
