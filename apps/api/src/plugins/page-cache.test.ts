import { describe, expect, it } from 'vitest';
import { createPageCache, type RenderedHtml } from './page-cache';

const page = (status: number, html: string): RenderedHtml => ({ status, html: Buffer.from(html) });

/** A render that counts its calls and answers when `finish` is called. */
function pendingRender(answer: RenderedHtml | null) {
  let finish: () => void = () => {};
  const calls = { count: 0 };
  const render = () => {
    calls.count += 1;
    return new Promise<RenderedHtml | null>((resolve) => {
      finish = () => resolve(answer);
    });
  };
  return { render, calls, finish: () => finish() };
}

describe('page cache', () => {
  it('renders a page once and serves it again within the TTL', async () => {
    const cache = createPageCache(60_000);
    let renders = 0;
    const render = async () => page(200, `<h1>${++renders}</h1>`);
    expect(await cache.get('/job/5', render)).toMatchObject({ outcome: 'rendered', page: { status: 200 } });
    const again = await cache.get('/job/5', render);
    expect(again.outcome).toBe('hit');
    expect(again.page!.html.toString()).toBe('<h1>1</h1>');
    expect((await cache.get('/job/6', render)).page!.html.toString()).toBe('<h1>2</h1>');
  });

  it('lets requests that arrive during a render wait for it instead of rendering again', async () => {
    const cache = createPageCache(60_000);
    const slow = pendingRender(page(200, '<h1>one</h1>'));
    const first = cache.get('/job-search?city=Hà Nội', slow.render);
    const second = cache.get('/job-search?city=Hà Nội', slow.render);
    slow.finish();
    expect((await first).outcome).toBe('rendered');
    expect(await second).toMatchObject({ outcome: 'joined', page: { status: 200 } });
    expect(slow.calls.count).toBe(1);
  });

  it('keeps only 200 pages: a 404 and a page the renderer declines are asked for again', async () => {
    const cache = createPageCache(60_000);
    let renders = 0;
    const missing = async () => (renders++, page(404, 'Không tìm thấy'));
    await cache.get('/job/999', missing);
    expect((await cache.get('/job/999', missing)).outcome).toBe('rendered');
    expect(renders).toBe(2);
    expect(await cache.get('/employer', async () => null)).toEqual({ page: null, outcome: 'rendered' });
  });

  it('renders again after the TTL and after clear()', async () => {
    const cache = createPageCache(20);
    let renders = 0;
    const render = async () => page(200, String(++renders));
    await cache.get('/', render);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await cache.get('/', render)).outcome).toBe('rendered');
    const lasting = createPageCache(60_000);
    await lasting.get('/', render);
    lasting.clear();
    expect((await lasting.get('/', render)).outcome).toBe('rendered');
    expect(renders).toBe(4);
  });
});
