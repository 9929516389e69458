/**
 * The OpenGraph pictures over HTTP: 1200 × 630 PNGs of public job posts (with their logo, or the
 * letter tile without one) and of the site, 404 wherever the job page answers 404, cached with an
 * ETag and drawn once.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import { companyLogoSvg } from '../../db/seed-images';
import { storedFilePath } from '../../repositories/files';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, createEmployer, dateIn, insertPost, type TestCatalogue, type TestEmployer } from '../../test/employer-fixtures';
import { CARD_HEIGHT, CARD_WIDTH } from './og-card-layout';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A point inside the logo tile, off its letter (og-card-layout.ts: bar 24 + padding 72, top 56). */
const TILE_POINT = { x: 24 + 72 + 30, y: 56 + 15 };
/** The letter tile's background (#eef2f7). */
const LETTER_TILE = [0xee, 0xf2, 0xf7];

function pixel(png: PNG, { x, y }: { x: number; y: number }): number[] {
  const at = (y * png.width + x) * 4;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
}

describeEachDatabase('OpenGraph pictures', (kind) => {
  const ctx = useTestContext(kind);
  let catalogue: TestCatalogue;
  let withLogo: TestEmployer;
  let withoutLogo: TestEmployer;
  let pending: TestEmployer;
  let logoPost: number;
  let plainPost: number;
  let notPublic: number[];

  const get = (url: string, headers: Record<string, string> = {}) => ctx().inject({ method: 'GET', url, headers });

  function readPng(body: Buffer): PNG {
    expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const png = PNG.sync.read(body);
    expect([png.width, png.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    return png;
  }

  beforeAll(async () => {
    catalogue = await createCatalogue(ctx());
    withLogo = await createEmployer(ctx());
    withoutLogo = await createEmployer(ctx());
    pending = await createEmployer(ctx(), { state: 'pending' });
    // A logo as the seed stores them: SVG with the company's letter as <text>.
    const key = `public/seed/og-test-${withLogo.enterpriseId}.svg`;
    const file = storedFilePath(ctx().env.UPLOAD_DIR, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, companyLogoSvg(withLogo.companyName));
    await ctx().database.db.execute(sql`update enterprises set logo = ${key} where id = ${withLogo.enterpriseId}`);
    logoPost = await insertPost(ctx(), withLogo, catalogue, { title: 'Kỹ sư phần mềm Node.js – làm việc tại Đà Nẵng' });
    plainPost = await insertPost(ctx(), withoutLogo, catalogue);
    notPublic = [
      await insertPost(ctx(), withLogo, catalogue, { is_active: false }),
      await insertPost(ctx(), withLogo, catalogue, { is_removed: true }),
      await insertPost(ctx(), withLogo, catalogue, { deadline: dateIn(ctx(), -1) }),
      await insertPost(ctx(), pending, catalogue),
    ];
  });

  it("draws a public job's card at 1200 × 630 with its logo, cached a day with an ETag", async () => {
    const response = await get(`/og/job/${logoPost}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const tile = pixel(readPng(response.rawPayload), TILE_POINT);
    expect(tile).not.toEqual(LETTER_TILE);
    expect(tile).not.toEqual([255, 255, 255]);
  });

  it('draws the letter tile for a company without a logo', async () => {
    const response = await get(`/og/job/${plainPost}.png`);
    expect(response.statusCode).toBe(200);
    expect(pixel(readPng(response.rawPayload), TILE_POINT)).toEqual(LETTER_TILE);
  });

  it('answers the same bytes from the cache, and 304 to a matching If-None-Match', async () => {
    const first = await get(`/og/job/${logoPost}.png`);
    const second = await get(`/og/job/${logoPost}.png`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(`/og/job/${logoPost}.png`, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('draws a new card when what it shows changes', async () => {
    const before = await get(`/og/job/${plainPost}.png`);
    await ctx().database.db.execute(sql`update posts set title = 'Chuyên viên kiểm thử phần mềm' where id = ${plainPost}`);
    const after = await get(`/og/job/${plainPost}.png`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('draws the letter tile when the logo file is broken or gone', async () => {
    const broken = await createEmployer(ctx());
    const key = `public/seed/og-broken-${broken.enterpriseId}.png`;
    // A PNG signature and nothing after it: sniffed as PNG, undrawable.
    await writeFile(storedFilePath(ctx().env.UPLOAD_DIR, key), PNG_SIGNATURE);
    const gone = await createEmployer(ctx());
    await ctx().database.db.execute(sql`update enterprises set logo = case id when ${broken.enterpriseId} then ${key} else 'public/seed/missing.svg' end
      where id in (${broken.enterpriseId}, ${gone.enterpriseId})`);
    for (const employer of [broken, gone]) {
      const response = await get(`/og/job/${await insertPost(ctx(), employer, catalogue)}.png`);
      expect(response.statusCode).toBe(200);
      expect(pixel(readPng(response.rawPayload), TILE_POINT)).toEqual(LETTER_TILE);
    }
  });

  it('answers 404 in the error shape unless the post is open (an expired post page previews with the site card)', async () => {
    for (const id of notPublic) {
      const response = await get(`/og/job/${id}.png`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).status).toBe(404);
    }
    for (const file of ['999999999.png', '0.png', 'abc.png', `${logoPost}.jpg`, `${logoPost}`, '99999999999.png', `-${logoPost}.png`]) {
      const response = await get(`/og/job/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(ApiErrorBodySchema.parse(response.json()).status).toBe(404);
    }
  });

  it("draws the site's card", async () => {
    const response = await get('/og/default.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    readPng(response.rawPayload);
    expect((await get('/og/default.png')).rawPayload.equals(response.rawPayload)).toBe(true);
  });
});
