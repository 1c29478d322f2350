/**
 * The social image of each page (`og:image`, `twitter:image`): a 1200×630 PNG made at build time
 * from the page's title, section (Guide, Plugin, API) and language, in the design of the site's
 * share image (scripts/og-image/og-image.html: dark background with two orange glows, the logo,
 * the host in orange). This module holds the pure parts — where each image lives, what it says,
 * how its title is laid out, its colours — and seo/socialImageRender.ts draws it.
 *
 * Where: `/og/<route>.png` in the build output, the route's path with `index` for a route that ends
 * in `/`: `/guide/basic/ssg` → `/og/guide/basic/ssg.png`, `/zh/guide/basic/ssg` →
 * `/og/zh/guide/basic/ssg.png`, `/` → `/og/index.png`, `/api/` → `/og/api/index.png`. The path
 * depends on the route alone, so it stays the same from build to build while the page keeps its
 * address. The 404 pages and the pages that ask robots not to index them (seo/unlisted.ts) get none.
 */

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folder of the images in the build output, and in their URLs. */
export const SOCIAL_IMAGE_DIR = 'og';

/** The URL path of a route's image: `/zh/guide/basic/ssg` → `/og/zh/guide/basic/ssg.png`. */
export function socialImagePath(routePath: string): string {
  const file = routePath.replace(/^\/+/, '').replace(/(^|\/)$/, '$1index');
  return `/${SOCIAL_IMAGE_DIR}/${file}.png`;
}

/** The sections of the site, as the nav and i18n.json name them: the first folder of a route. */
export const SECTIONS = ['guide', 'plugin', 'api'] as const;
export type Section = (typeof SECTIONS)[number];

/** The section of a page from its path without the language prefix; none for the home page. */
export function sectionOf(pureRoutePath: string): Section | undefined {
  const first = pureRoutePath.split('/').find((part) => part !== '');
  return (SECTIONS as readonly string[]).includes(first ?? '') ? (first as Section) : undefined;
}

/** What one image says. */
export interface SocialCard {
  lang: string;
  /** The page's title, on one line (the image wraps it). */
  title: string;
  /** The section's name in the page's language (`Guide`, `指南`); none on the home page. */
  section?: string;
  /** The host of the site (`rspress.rs`), at the bottom as on the share image. */
  host: string;
}

export interface CardPage {
  routePath: string;
  pureRoutePath: string;
  lang: string;
  title: string;
  pageType?: unknown;
}

/**
 * The card of a page: its title and section; the home page, whose title is the site name the
 * image shows anyway, says the language's description instead.
 */
export function socialCardOf(
  page: CardPage,
  labels: Readonly<Record<Section, Readonly<Record<string, string>>>>,
  site: { siteUrl: string; siteName: string; descriptions: Readonly<Record<string, string>> },
): SocialCard {
  const section = sectionOf(page.pureRoutePath);
  const home = page.pageType === 'home' || page.pureRoutePath === '/';
  const title = oneLine(
    home ? (site.descriptions[page.lang] ?? page.title) : page.title || site.siteName,
  );
  return {
    lang: page.lang,
    title,
    ...(section && !home ? { section: labels[section][page.lang] ?? labels[section].en } : {}),
    host: new URL(site.siteUrl).host,
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The image's alternative text: what it says, in the page's language. */
export function socialImageAlt(card: SocialCard, siteName: string): string {
  const parts = [card.title, card.section, siteName].filter(Boolean);
  return [...new Set(parts)].join(' · ');
}

/**
 * The colours. Text is checked against the brightest point of the background (both glows at their
 * peak, `backgroundPeak`): white titles ≥ 4.5:1, as WCAG asks of body text, since a preview shows
 * the image at half its size or less. The glows are a little fainter than on the share image,
 * whose orange host text would otherwise fall to 3:1 on them.
 */
export const CARD_COLORS = {
  background: '#1b1b1f',
  /** Radial glows over the background: top right (orange) and bottom right (red). */
  glows: [
    { rgb: [255, 138, 61], alpha: 0.34, at: '88% 18%', extent: '42%' },
    { rgb: [229, 66, 43], alpha: 0.26, at: '78% 92%', extent: '40%' },
  ],
  title: '#ffffff',
  /** The section's name and the host. */
  accent: '#ffcb96',
  brand: '#ffffff',
} as const;

type Rgb = readonly [number, number, number];

function hexRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The background where it is brightest: the base under both glows at full strength. */
export function backgroundPeak(): Rgb {
  let [r, g, b] = hexRgb(CARD_COLORS.background);
  // The bottom glow is drawn first, under the top one, as CSS stacks background images.
  for (const glow of [...CARD_COLORS.glows].reverse()) {
    r = glow.rgb[0] * glow.alpha + r * (1 - glow.alpha);
    g = glow.rgb[1] * glow.alpha + g * (1 - glow.alpha);
    b = glow.rgb[2] * glow.alpha + b * (1 - glow.alpha);
  }
  return [r, g, b];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (hex or RGB). */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [la, lb] = [a, b].map((c) => luminance(typeof c === 'string' ? hexRgb(c) : c)) as [
    number,
    number,
  ];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The box of the title: the width between the side paddings, the height left by the rest. */
export const TITLE_BOX = { width: 1008, height: 262 } as const;
export const TITLE_LINE_HEIGHT = 1.18;

/** The sizes a title may take, largest first; the first its lines fit in wins. */
const TITLE_SIZES = [72, 64, 56, 48, 42] as const;
/** Above this size a title takes at most three lines: a bigger one reads as a wall. */
const MAX_LINES_LARGE = 3;

export interface TitleLayout {
  fontSize: number;
  /** Lines the box holds at this size: the image clamps the title there, with an ellipsis. */
  maxLines: number;
  /** The lines as the estimate wraps them (the renderer wraps for itself, the same way or tighter). */
  lines: string[];
  /** Whether even the smallest size leaves more lines than the box holds (the title is clamped). */
  clamped: boolean;
}

const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
/** Zero-width space: a place where a line may break, drawn as nothing. */
const ZWSP = '\u200b';

/**
 * The title with places to break long identifiers, as a reader would: after `/`, `.`, `-` and `_`
 * and between the words of a camelCase name (`@rspress/plugin-api-docgen`, `useSomethingLong`).
 * Elsewhere lines break after spaces and between Chinese characters, as in a browser.
 */
export function breakableTitle(title: string): string {
  return title
    .replace(/([/._-]+)(?=[\p{L}\p{N}])/gu, `$1${ZWSP}`)
    .replace(/(\p{Ll}|\p{N})(?=\p{Lu})/gu, `$1${ZWSP}`);
}

/**
 * A generous estimate of a character's advance in the bold title font, in em: wide enough that a
 * line the estimate fits also fits when drawn, so the size chosen never overflows.
 */
export function advanceEm(char: string): number {
  if (char === ZWSP) return 0;
  if (HAN.test(char)) return 1;
  if (char === ' ') return 0.28;
  if (/[iljtfrI.,:;!|'"`()[\]{}]/.test(char)) return 0.4;
  if (/[MWmw@%&]/.test(char)) return 0.98;
  if (/[A-Z]/.test(char)) return 0.76;
  if (/[0-9]/.test(char)) return 0.66;
  if (/[a-z]/.test(char)) return 0.62;
  return 0.8;
}

const widthEm = (text: string) => [...text].reduce((sum, char) => sum + advanceEm(char), 0);

/** The title cut where lines may break: each piece ends with its spaces or zero-width space. */
function breakUnits(title: string): string[] {
  return (
    breakableTitle(title).match(
      /\p{Script=Han}[\u3000-\u303f\uff00-\uffef]*\s*|[^\s\p{Script=Han}\u200b]+[\s\u200b]*|[\s\u200b]+/gu,
    ) ?? []
  );
}

/** Greedy wrapping at `fontSize`; a piece wider than a line is cut between characters. */
export function wrapTitle(title: string, fontSize: number, width = TITLE_BOX.width): string[] {
  const max = width / fontSize;
  const lines: string[] = [];
  let line = '';
  const fits = (text: string) => widthEm(text.trimEnd()) <= max;
  const push = () => {
    const text = line.replaceAll(ZWSP, '').trim();
    if (text) lines.push(text);
    line = '';
  };
  for (const unit of breakUnits(title)) {
    if (fits(line + unit)) {
      line += unit;
      continue;
    }
    push();
    for (const char of unit) {
      if (line && !fits(line + char)) push();
      line += char;
    }
  }
  push();
  return lines;
}

/** The largest size at which the title fits its box, and where it is clamped if none does. */
export function layoutTitle(title: string): TitleLayout {
  for (const fontSize of TITLE_SIZES) {
    const maxLines = linesAt(fontSize);
    const lines = wrapTitle(title, fontSize);
    if (lines.length <= maxLines) return { fontSize, maxLines, lines, clamped: false };
  }
  const fontSize = TITLE_SIZES[TITLE_SIZES.length - 1] as number;
  const maxLines = linesAt(fontSize);
  return { fontSize, maxLines, lines: wrapTitle(title, fontSize), clamped: true };
}

function linesAt(fontSize: number): number {
  const fit = Math.floor(TITLE_BOX.height / (fontSize * TITLE_LINE_HEIGHT));
  return fontSize >= 56 ? Math.min(fit, MAX_LINES_LARGE) : fit;
}
