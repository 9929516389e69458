/**
 * Draws a card layout (og-card-layout.ts) as PNG: satori lays it out and writes SVG with the text
 * as paths, resvg rasterizes that SVG off the event loop (`renderAsync`, libuv's thread pool).
 *
 * The face is Be Vietnam Pro as TrueType from `@expo-google-fonts/be-vietnam-pro`: one file per
 * weight holds every Vietnamese glyph (the @fontsource packages split Latin and Vietnamese into
 * subsets, which satori cannot combine within one family), and resvg reads TrueType but not WOFF.
 * The files are read once per process.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { sniffKind } from '../../repositories/files';
import { CARD_FONT, CARD_HEIGHT, CARD_WIDTH, type CardNode } from './og-card-layout';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  400: require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf'),
  700: require.resolve('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf'),
} as const;

/** The card's own text is already paths: resvg needs no font, and scanning the system's is slow. */
const CARD_RASTER: ResvgRenderOptions = { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } };
/**
 * An SVG logo may hold text (the seeded ones draw their letter with `<text>`): resvg draws it in
 * our face whatever family the SVG names. SVG images nested in the card would get no font at all,
 * so logos are rasterized on their own first, at twice the tile's size for sharp edges.
 */
const LOGO_RASTER: ResvgRenderOptions = {
  font: { loadSystemFonts: false, fontFiles: Object.values(FONT_FILES), defaultFontFamily: CARD_FONT, sansSerifFamily: CARD_FONT, serifFamily: CARD_FONT },
  fitTo: { mode: 'width', value: 256 },
};

let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([weight, file]) => ({ name: CARD_FONT, data: await readFile(file), weight: Number(weight) as 400 | 700, style: 'normal' as const })),
  );
  return fonts;
}

/**
 * The card as a PNG of CARD_WIDTH × CARD_HEIGHT.
 * @example const png = await renderCardPng(siteCardLayout());
 */
export async function renderCardPng(layout: CardNode): Promise<Buffer> {
  // satori's element type is React's; a `{ type, props }` object is what React elements are.
  const svg = await satori(layout as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  return (await renderAsync(svg, CARD_RASTER)).asPng();
}

const looksLikeSvg = (bytes: Buffer) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.subarray(0, 512).toString('utf8'));

/**
 * A stored logo as a data: URI satori can draw: PNG and JPEG as they are, SVG rasterized to PNG;
 * null for other kinds (GIF, WebP) or unreadable SVG, which get the letter tile instead.
 * @example const logo = await logoDataUri(await readFile(path));
 */
export async function logoDataUri(bytes: Buffer): Promise<string | null> {
  const kind = sniffKind(bytes);
  if (kind === 'png' || kind === 'jpg') return `data:image/${kind === 'png' ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}`;
  if (kind !== undefined || !looksLikeSvg(bytes)) return null;
  try {
    const png = (await renderAsync(bytes, LOGO_RASTER)).asPng();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
