import { chromium } from 'playwright-core';
const base = process.argv[2] ?? 'http://127.0.0.1:8123';
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of paths) {
  const page = await browser.newPage();
  const messages = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  const response = await page.goto(base + path, { waitUntil: 'networkidle' });
  const h1 = await page.locator('h1').first().textContent().catch(() => null);
  console.log(path, response.status(), JSON.stringify(h1), messages.length ? messages.join('\n  ') : 'no console errors');
  await page.close();
}
await browser.close();
