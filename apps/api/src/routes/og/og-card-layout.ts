/**
 * The layout of the link-preview pictures (OpenGraph cards) as satori elements: plain
 * `{ type, props }` objects in satori's subset of CSS (flexbox only), no React needed. Colours are
 * the site's (apps/reference-site/src/styles/app.css: --color-brand, --color-brand-dark,
 * --color-brand-soft; the initials tile of browse.css).
 */

/** OpenGraph's recommended picture size (1.91:1), which Facebook, Zalo and LinkedIn crop least. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The family the renderer loads (og-render.ts). */
export const CARD_FONT = 'Be Vietnam Pro';

/** A satori element. */
export interface CardNode {
  type: 'div' | 'img';
  props: {
    style?: Record<string, string | number>;
    children?: (CardNode | string)[] | CardNode | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

/** What a job's card shows, already as text (the salary as the site writes it). */
export interface JobCardContent {
  title: string;
  salary: string;
  city: string;
  companyName: string;
  /** The logo as a data: URI of a PNG or JPEG, or null for the letter tile. */
  logo: string | null;
  /** The company's letter (the SDK's `companyInitial`), shown without a logo. */
  initial: string;
}

const BRAND = '#0f766e';
const BRAND_DARK = '#115e59';
const BRAND_SOFT = '#e6f4f2';
const TEXT = '#111827';
const MUTED = '#374151';
const LOGO_SIZE = 112;
/** Longest title drawn whole: about three lines of the 60 px bold face at the card's width. */
const TITLE_MAX = 86;
const COMPANY_MAX = 60;

const div = (style: Record<string, string | number>, children?: CardNode['props']['children']): CardNode => ({
  type: 'div',
  props: children === undefined ? { style } : { style, children },
});

/** `text` cut at a word before `max` characters, with an ellipsis. */
function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return text.trim();
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function logoTile(content: JobCardContent): CardNode {
  if (content.logo) {
    return { type: 'img', props: { src: content.logo, width: LOGO_SIZE, height: LOGO_SIZE, style: { borderRadius: 20, objectFit: 'contain', background: '#ffffff' } } };
  }
  return div(
    { width: LOGO_SIZE, height: LOGO_SIZE, borderRadius: 20, background: '#eef2f7', color: MUTED, fontSize: 56, fontWeight: 700, display: 'flex', alignItems: 'center', justifyContent: 'center' },
    content.initial,
  );
}

function pill(text: string, colours: { background: string; color: string }): CardNode {
  return div({ display: 'flex', padding: '12px 28px', borderRadius: 999, fontSize: 34, fontWeight: 700, ...colours }, text);
}

/** The frame every card shares: a brand bar on the left and the JobHub name at the bottom right. */
function frame(body: CardNode[], footer: CardNode[]): CardNode {
  return div({ width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', background: '#ffffff', fontFamily: CARD_FONT, color: TEXT }, [
    div({ width: 24, height: CARD_HEIGHT, background: BRAND }),
    div({ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '56px 72px' }, [
      div({ display: 'flex', flexDirection: 'column', gap: 36 }, body),
      div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        div({ display: 'flex', gap: 20 }, footer),
        div({ display: 'flex', fontSize: 44, fontWeight: 700, color: BRAND_DARK }, 'JobHub'),
      ]),
    ]),
  ]);
}

/**
 * A job's card: the company (logo or letter tile, name), the title, the salary and the city.
 * @example jobCardLayout({ title: 'Kỹ sư Node.js', salary: '15 - 25 triệu', city: 'Hà Nội', companyName: 'Sao Việt', logo: null, initial: 'S' })
 */
export function jobCardLayout(content: JobCardContent): CardNode {
  return frame(
    [
      div({ display: 'flex', alignItems: 'center', gap: 28 }, [logoTile(content), div({ display: 'flex', fontSize: 34, color: MUTED }, clip(content.companyName, COMPANY_MAX))]),
      div({ display: 'flex', fontSize: 60, fontWeight: 700, lineHeight: 1.2 }, clip(content.title, TITLE_MAX)),
    ],
    [pill(content.salary, { background: BRAND_SOFT, color: BRAND_DARK }), pill(content.city, { background: '#f3f4f6', color: MUTED })],
  );
}

/**
 * The site's card, for pages without a job of their own.
 * @example siteCardLayout()
 */
export function siteCardLayout(): CardNode {
  return frame(
    [
      div({ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.2 }, 'Tìm việc làm khắp 63 tỉnh thành Việt Nam'),
      div({ display: 'flex', fontSize: 34, color: MUTED }, 'Tìm việc, xem công ty và ứng tuyển trực tuyến'),
    ],
    [pill('Việc làm', { background: BRAND_SOFT, color: BRAND_DARK }), pill('Công ty', { background: '#f3f4f6', color: MUTED })],
  );
}
