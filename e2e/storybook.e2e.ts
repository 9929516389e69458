/**
 * The component catalogue as built in CI (`npm run storybook:build`): every story of the static
 * Storybook renders in Chromium, its play function passes and the page logs no error. Stories run
 * on the fake API of the unit tests, so the JobHub server of e2e/run.ts is not used.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, ConsoleMessage, Page, Response } from 'playwright-core';
import { serveStatic, type StaticSite } from './static-server';
import { launchBrowser } from './support';

const STATIC_DIR = resolve(import.meta.dirname, '../packages/widgets/storybook-static');
/** Phases of Storybook's render of a story that end it (see StoryRender in storybook/preview-api). */
const DONE_PHASES = ['completed', 'finished', 'errored', 'aborted', 'playFunctionError'];

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

let browser: Browser;
let site: StaticSite;

before(async () => {
  assert.ok(existsSync(join(STATIC_DIR, 'index.json')), 'build the catalogue first: npm run storybook:build');
  site = await serveStatic(STATIC_DIR);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  site?.close();
});

function stories(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

test('the catalogue has every state of every widget', () => {
  const names = stories().map((entry) => `${entry.title} / ${entry.name}`);
  for (const widget of ['Job search', 'Notification bell', 'Chat dock', 'Employer console']) {
    for (const state of ['Empty', 'Loading', 'Error', 'Many Items', 'Mobile 390', 'Dark', 'English']) {
      const wanted = state === 'Many Items' && widget === 'Job search' ? 'Many Results' : state;
      assert.ok(names.includes(`Widgets/${widget} / ${wanted}`), `no story "${wanted}" for ${widget} in: ${names.join(', ')}`);
    }
  }
  assert.ok(names.includes('Widgets/Chat dock / Premium Gate'));
});

/** Pages rendering stories at once: a story's render mostly waits (lazy chunks, the play function). */
const PAGES_AT_ONCE = 3;

/** Renders `story` on `page`; returns what went wrong (nothing when it rendered cleanly). */
async function renderStory(page: Page, story: IndexEntry): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    // Chromium's own request for /favicon.ico (the static build has none) is not the story's.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  };
  page.on('pageerror', onError).on('console', onConsole).on('response', onResponse);
  const failures: string[] = [];
  try {
    const mobile = story.id.endsWith('mobile-390');
    await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1200, height: 800 });
    await page.goto(`${site.url}/iframe.html?id=${story.id}&viewMode=story`);
    const phase = await page
      .waitForFunction(
        (done) => {
          const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
          return render?.phase && done.includes(render.phase) ? render.phase : false;
        },
        DONE_PHASES,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => 'timeout');
    const text = await page.evaluate(() => document.querySelector('#storybook-root [data-jh-host]')?.shadowRoot?.textContent?.trim() ?? '');
    if (!['completed', 'finished'].includes(String(phase))) failures.push(`${story.id}: render ${String(phase)}`);
    if (!text) failures.push(`${story.id}: the widget's shadow root is empty`);
    // Requests the page makes after the play function (a lazy chunk) still count: let them land.
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('pageerror', onError).off('console', onConsole).off('response', onResponse);
  }
  if (errors.length > 0) failures.push(`${story.id}: ${errors.join(' | ')}`);
  return failures;
}

test('every story renders its widget without errors', async () => {
  const queue = stories();
  const failures: string[] = [];
  // A few pages take the next story in turn, each story alone on its page.
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      const page = await browser.newPage();
      for (let story = queue.shift(); story; story = queue.shift()) failures.push(...(await renderStory(page, story)));
      await page.close();
    }),
  );
  assert.deepEqual(failures.sort(), []);
});
