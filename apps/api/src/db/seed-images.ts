/**
 * Logos and cover images of the seeded companies: SVG drawn from the company name at seed time
 * (no downloads, no randomness: the same name always gives the same files). A logo is the
 * company's letter (the SDK's `companyInitial`, the same letter its tile shows without a logo) on
 * a rounded square in one of the palette's colours with a motif; a cover is a gradient of the same
 * colours with soft shapes. Stored as public upload keys (`public/seed/…`, served under /uploads/).
 */
import { createHash } from 'node:crypto';
import { companyInitial } from '@jobhub/sdk/contract';
import type { FileStorage } from '../storage/file-storage';

/** Background and accent pairs, each dark enough for white letters (contrast ≥ 4.5:1). */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#0b5cad', '#4da3ff'],
  ['#0f766e', '#5eead4'],
  ['#7c2d12', '#fb923c'],
  ['#6d28d9', '#c4b5fd'],
  ['#be123c', '#fda4af'],
  ['#1e3a8a', '#93c5fd'],
  ['#166534', '#86efac'],
  ['#9a3412', '#fdba74'],
  ['#334155', '#cbd5e1'],
  ['#86198f', '#f0abfc'],
  ['#115e59', '#fde68a'],
  ['#7f1d1d', '#fca5a5'],
  ['#374151', '#fcd34d'],
  ['#1d4ed8', '#fbbf24'],
];

/** A small seeded generator (mulberry32), so a name always draws the same picture. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function seedOf(name: string): number {
  return createHash('sha256').update(name.normalize('NFC')).digest().readUInt32BE(0);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The logo of a company, as SVG text (160 × 160).
 * @example companyLogoSvg('Công ty TNHH Phần mềm Sao Việt') // '<svg … <text …>S</text></svg>'
 */
export function companyLogoSvg(name: string): string {
  const random = generator(seedOf(name));
  const [background, accent] = PALETTE[Math.floor(random() * PALETTE.length)]!;
  const cx = round(40 + random() * 80);
  const cy = round(40 + random() * 80);
  const motifs = [
    `<circle cx="${cx}" cy="${cy}" r="${round(50 + random() * 40)}" fill="${accent}" opacity="0.35"/>`,
    `<path d="M0 ${round(100 + random() * 40)} L160 ${round(30 + random() * 50)} L160 160 L0 160 Z" fill="${accent}" opacity="0.35"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${round(44 + random() * 30)}" fill="none" stroke="${accent}" stroke-width="${round(10 + random() * 10)}" opacity="0.4"/>`,
    `<rect x="${cx - 40}" y="${cy - 40}" width="80" height="80" rx="14" fill="${accent}" opacity="0.3" transform="rotate(${Math.round(random() * 90)} ${cx} ${cy})"/>`,
  ];
  const motif = motifs[Math.floor(random() * motifs.length)]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">` +
    `<clipPath id="c"><rect width="160" height="160" rx="28"/></clipPath>` +
    `<g clip-path="url(#c)"><rect width="160" height="160" fill="${background}"/>${motif}</g>` +
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(companyInitial(name))}</text>` +
    `</svg>\n`
  );
}

/**
 * The cover image of a company, as SVG text (1200 × 320), in its logo's colours.
 * @example companyCoverSvg('Công ty TNHH Phần mềm Sao Việt')
 */
export function companyCoverSvg(name: string): string {
  const random = generator(seedOf(name));
  const [background, accent] = PALETTE[Math.floor(random() * PALETTE.length)]!;
  const cover = generator(seedOf(`${name}\0cover`));
  const shapes = Array.from({ length: 6 }, () => {
    const x = Math.round(cover() * 1200);
    const y = Math.round(cover() * 320);
    const r = Math.round(60 + cover() * 180);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${cover() < 0.5 ? accent : '#ffffff'}" opacity="${round(0.08 + cover() * 0.17)}"/>`;
  }).join('');
  const wave = Math.round(180 + cover() * 80);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 320" width="1200" height="320" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="1200" height="320" fill="url(#g)"/>${shapes}` +
    `<path d="M0 ${wave} C300 ${wave - 70} 600 ${wave + 70} 1200 ${wave - 20} L1200 320 L0 320 Z" fill="#ffffff" opacity="0.12"/>` +
    `</svg>\n`
  );
}

/** The stored keys of a company's pictures. */
export interface CompanyImageKeys {
  logo: string;
  background_image: string;
}

/**
 * Writes a company's logo and cover under `public/seed/` in the storage (names from their content)
 * and returns their keys.
 * @example await writeCompanyImages(app.storage, 'Công ty TNHH Sao Việt') // { logo: 'public/seed/logo-….svg', … }
 */
export async function writeCompanyImages(storage: FileStorage, name: string): Promise<CompanyImageKeys> {
  const files = { logo: companyLogoSvg(name), background_image: companyCoverSvg(name) };
  const keys = {} as CompanyImageKeys;
  for (const [field, svg] of Object.entries(files) as [keyof CompanyImageKeys, string][]) {
    const digest = createHash('sha256').update(svg).digest('hex').slice(0, 20);
    const key = `public/seed/${field === 'logo' ? 'logo' : 'cover'}-${digest}.svg`;
    await storage.write(key, svg);
    keys[field] = key;
  }
  return keys;
}
