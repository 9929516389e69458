/**
 * The link-preview pictures, drawn on demand and kept: a job's card is cached under what it shows
 * (title, salary, city, company, logo file), so an edit makes a new card by itself, and an
 * unchanged post is never drawn twice while it stays in the cache. The ETag is a hash of the PNG
 * itself, right across restarts, processes and layout changes. The cache holds promises, so
 * requests for a card being drawn wait for that drawing instead of starting another.
 */
import { createHash } from 'node:crypto';
import { companyInitial, vietnameseSalary } from '@jobhub/sdk/contract';
import { DAY_MS, type Clock } from '../../lib/clock';
import { createExpiringLru } from '../../lib/expiring-lru';
import type { FileStorage } from '../../storage/file-storage';
import { findPublicPostCard, type PostCard } from '../../repositories/post-card';
import type { SqlExecutor } from '../../repositories/sql-rows';
import { jobCardLayout, siteCardLayout } from './og-card-layout';
import { logoDataUri, renderCardPng } from './og-render';

/** A drawn card and its entity tag (a hash of the PNG, quoted as HTTP wants it). */
export interface OgImage {
  png: Buffer;
  etag: string;
}

/** Cards kept in memory: ~40 KB each, so ~20 MB at most. */
const CACHED_CARDS = 500;

export interface OgCardsDeps {
  db: SqlExecutor;
  storage: FileStorage;
  clock: Clock;
}

/** The logo file of a card, or null when it has none or it cannot be read (the letter tile then). */
async function readLogo(storage: FileStorage, key: string | null): Promise<string | null> {
  if (!key) return null;
  try {
    const logo = await storage.read(key);
    return logo ? await logoDataUri(logo) : null;
  } catch {
    return null;
  }
}

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 27);

/**
 * @example
 * const cards = createOgCards({ db: app.db, storage: app.storage, clock: app.clock });
 * const image = await cards.job(42); // undefined unless the post is public
 */
export function createOgCards(deps: OgCardsDeps) {
  const cache = createExpiringLru<Promise<OgImage>>(CACHED_CARDS);

  const cached = (key: string, draw: () => Promise<Buffer>): Promise<OgImage> => {
    const now = deps.clock.now().getTime();
    const hit = cache.get(key, now);
    if (hit) return hit;
    const image = draw().then((png) => ({ png, etag: `"${hash(png)}"` }));
    cache.set(key, image, now + DAY_MS);
    // A failed drawing is not kept: the next request tries again.
    image.catch(() => cache.delete(key));
    return image;
  };

  const drawJob = async (card: PostCard, salary: string) => {
    const content = { title: card.title, salary, city: card.city, companyName: card.companyName, initial: companyInitial(card.companyName) };
    const logo = await readLogo(deps.storage, card.logoKey);
    if (!logo) return renderCardPng(jobCardLayout({ ...content, logo: null }));
    // A logo file that only starts like a PNG or JPEG fails in the drawing: the letter tile then.
    return renderCardPng(jobCardLayout({ ...content, logo })).catch(() => renderCardPng(jobCardLayout({ ...content, logo: null })));
  };

  return {
    /** The card of a public job post, or undefined when there is no such public post. */
    async job(id: number): Promise<OgImage | undefined> {
      const card = await findPublicPostCard(deps.db, id, deps.clock.now());
      if (!card) return undefined;
      const salary = vietnameseSalary(card.salaryMin, card.salaryMax, card.negotiable);
      const inputs = hash(JSON.stringify([card.title, salary, card.city, card.companyName, card.logoKey]));
      return cached(`job:${id}:${inputs}`, () => drawJob(card, salary));
    },
    /** The site's own card. */
    site(): Promise<OgImage> {
      return cached('site', () => renderCardPng(siteCardLayout()));
    },
  };
}
