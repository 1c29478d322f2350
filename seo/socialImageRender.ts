/**
 * Draws the social images of seo/socialImage.ts: satori lays the card out (React elements → SVG,
 * text as outlines) and resvg draws the SVG into pixels, both in WebAssembly; node:zlib packs the
 * PNG.
 *
 * What every card shares — background, glows, logo, site name, host — is drawn once (`frame`);
 * for each page only its section and title are drawn, on a transparent layer laid over the frame's
 * pixels. Filling the 1200×630 glows is most of resvg's work on a whole card: about 200 ms, against
 * 30–60 ms for a page's text (measured on a busy machine).
 *
 * Fonts come from npm packages, read from node_modules, never from the network: Inter for Latin
 * text and Noto Sans SC for Chinese, both under the SIL Open Font License 1.1, which allows bundling
 * and embedding them. @fontsource splits each font into chunks by unicode-range, as its CSS
 * declares; only the chunks holding a character of the cards are loaded (ten of Noto Sans SC's
 * hundred for this site's titles), which keeps satori's parsing of the fonts short.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { createElement as h, type ReactNode } from 'react';
import satori, { type SatoriNode, type SatoriOptions } from 'satori';
import {
  breakableTitle,
  CARD_COLORS,
  layoutTitle,
  SOCIAL_IMAGE_SIZE,
  type SocialCard,
  TITLE_BOX,
  TITLE_LINE_HEIGHT,
} from './socialImage.ts';

const require = createRequire(import.meta.url);

type Font = SatoriOptions['fonts'][number];
const { width: WIDTH, height: HEIGHT } = SOCIAL_IMAGE_SIZE;

/** One `@font-face` of a @fontsource stylesheet. */
export interface FontChunk {
  /** The chunk's WOFF file, relative to the stylesheet. */
  file: string;
  weight: number;
  /** Inclusive code point ranges; empty for a chunk without `unicode-range` (it holds all). */
  ranges: [number, number][];
}

/** The `@font-face` rules of a @fontsource stylesheet, with their WOFF files and ranges. */
export function parseFontFaces(css: string): FontChunk[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const file = body.match(/url\(([^)]+\.woff)\)\s*format\(['"]woff['"]\)/)?.[1];
    if (!file) return [];
    const weight = Number(body.match(/font-weight:\s*(\d+)/)?.[1] ?? 400);
    const ranges = (body.match(/unicode-range:\s*([^;]+);/)?.[1] ?? '')
      .split(',')
      .map((range) => range.trim().replace(/^U\+/i, ''))
      .filter(Boolean)
      .map((range): [number, number] => {
        const [from = '0', to = from] = range.split('-');
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
      });
    return [{ file, weight, ranges }];
  });
}

const covers = (chunk: FontChunk, codePoint: number) =>
  chunk.ranges.length === 0 ||
  chunk.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * The chunks that hold the characters of `text` (each character from the first chunk that has it),
 * in the stylesheet's order, and the characters none has. White space needs no glyph.
 */
export function chunksFor(
  chunks: readonly FontChunk[],
  text: string,
): { chunks: FontChunk[]; missing: string[] } {
  const used = new Set<FontChunk>();
  const missing: string[] = [];
  for (const char of new Set(text)) {
    if (/\s/.test(char)) continue;
    const codePoint = char.codePointAt(0) ?? 0;
    const chunk = chunks.find((candidate) => covers(candidate, codePoint));
    if (chunk) used.add(chunk);
    else missing.push(char);
  }
  return { chunks: chunks.filter((chunk) => used.has(chunk)), missing };
}

/**
 * The fonts of the cards, in the order satori falls back through them: Inter bold (site name,
 * sections, titles) and regular (the host), then Noto Sans SC bold for what Inter lacks (Chinese).
 */
const FACES = [
  { family: 'Inter', pkg: '@fontsource/inter', weight: 700 },
  { family: 'Inter', pkg: '@fontsource/inter', weight: 400 },
  { family: 'Noto Sans SC', pkg: '@fontsource/noto-sans-sc', weight: 700 },
] as const;

export interface CardFonts {
  fonts: Font[];
  /** Characters of the cards that no shipped font has: they would be drawn as empty boxes. */
  missing: string[];
}

/**
 * Loads the font chunks the cards need from the @fontsource packages in node_modules: `bold` is
 * the text drawn bold, `regular` the text drawn regular.
 */
export function loadCardFonts(text: {
  bold: readonly string[];
  regular: readonly string[];
}): CardFonts {
  const wanted = { 700: text.bold.join(''), 400: text.regular.join('') };
  /** What Inter leaves to Noto Sans SC, and what no font has in the end. */
  let uncovered = '';
  const fonts: Font[] = [];
  for (const { family, pkg, weight } of FACES) {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    const faces = parseFontFaces(readFileSync(path.join(dir, `${weight}.css`), 'utf8'));
    const latin = family === 'Inter';
    const { chunks, missing } = chunksFor(faces, latin ? wanted[weight] : uncovered);
    for (const chunk of chunks) {
      // A chunk other than a family's first is a family of its own: satori tries the fonts that a
      // text's `fontFamily` does not name in the order they are passed.
      const first = !fonts.some((font) => font.name === family && font.weight === weight);
      fonts.push({
        name: first ? family : `${family} ${fonts.length}`,
        data: readFileSync(path.join(dir, chunk.file)),
        weight,
        style: 'normal',
      });
    }
    uncovered = latin ? uncovered + missing.join('') : missing.join('');
  }
  return { fonts, missing: [...new Set(uncovered)] };
}

const LOGO = `data:image/svg+xml;base64,${readFileSync(
  path.join(import.meta.dirname, '../docs/public/logo.svg'),
).toString('base64')}`;

const PADDING = { x: (WIDTH - TITLE_BOX.width) / 2, y: 72 };
const BRAND_HEIGHT = 80;
const HOST_HEIGHT = 36;

/**
 * The background: the base colour under the two glows, as SVG. Each glow is CSS's
 * `radial-gradient(circle at X Y, rgba(…, alpha), transparent EXTENT)` of the share image: a
 * circle reaching the farthest corner, fading to nothing at EXTENT of that radius.
 */
export function backgroundSvg(): string {
  const gradients = CARD_COLORS.glows.map(({ rgb, alpha, at, extent }, index) => {
    const [x = 0, y = 0] = at.split(' ').map((value) => Number.parseFloat(value) / 100);
    const [cx, cy] = [x * WIDTH, y * HEIGHT];
    const corners = [
      [0, 0],
      [WIDTH, 0],
      [0, HEIGHT],
      [WIDTH, HEIGHT],
    ] as const;
    const radius = Math.max(...corners.map(([px, py]) => Math.hypot(px - cx, py - cy)));
    const r = (radius * Number.parseFloat(extent)) / 100;
    const color = `rgb(${rgb.join(',')})`;
    // The same colour at opacity 0, not `transparent` (black): SVG blends stops unpremultiplied.
    return `<radialGradient id="glow${index}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
  });
  const rect = (fill: string) => `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>`;
  // CSS draws the first background image on top.
  const glows = CARD_COLORS.glows.map((_, index) => rect(`url(#glow${index})`)).reverse();
  return `<defs>${gradients.join('')}</defs>${rect(CARD_COLORS.background)}${glows.join('')}`;
}

/**
 * The card as React elements for satori, in one of its two layers: `frame`, the logo and site
 * name at the top and the host at the bottom, as on the share image; `text`, the section and the
 * title between them, centred in the space left. Each layer keeps the other's boxes empty, so both
 * lay out alike. The title's box is `TITLE_BOX` wide; its text wraps between words (inside a word
 * too long for a line, too) and is clamped, with an ellipsis, to the lines the box holds.
 */
export function cardElement(
  layer: 'frame' | 'text',
  card: Pick<SocialCard, 'lang' | 'title' | 'section' | 'host'>,
  siteName: string,
): ReactNode {
  const frame = layer === 'frame';
  const zh = card.lang.startsWith('zh');
  const title = layoutTitle(card.title);
  return h(
    'div',
    {
      lang: zh ? 'zh-CN' : 'en',
      style: {
        width: WIDTH,
        height: HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: `${PADDING.y}px ${PADDING.x}px`,
        fontFamily: 'Inter',
        color: CARD_COLORS.title,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24, height: BRAND_HEIGHT } },
      frame ? h('img', { src: LOGO, width: BRAND_HEIGHT, height: BRAND_HEIGHT, alt: '' }) : null,
      frame
        ? h(
            'div',
            {
              style: { fontSize: 52, fontWeight: 700, letterSpacing: -1, color: CARD_COLORS.brand },
            },
            siteName,
          )
        : null,
    ),
    h(
      'div',
      {
        'data-card': 'middle',
        style: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          gap: 18,
        },
      },
      !frame && card.section
        ? h(
            'div',
            {
              'data-card': 'section',
              style: {
                fontSize: 34,
                fontWeight: 700,
                letterSpacing: zh ? 2 : 3,
                textTransform: zh ? 'none' : 'uppercase',
                color: CARD_COLORS.accent,
              },
            },
            card.section,
          )
        : null,
      frame
        ? null
        : h(
            'div',
            {
              'data-card': 'title',
              style: {
                display: 'block',
                width: TITLE_BOX.width,
                maxHeight: TITLE_BOX.height,
                fontSize: title.fontSize,
                fontWeight: 700,
                lineHeight: TITLE_LINE_HEIGHT,
                letterSpacing: zh ? 0 : -1,
                wordBreak: 'break-word',
                overflowWrap: 'anywhere',
                // Lines of even length, not a long one and a word alone; a clamped title fills
                // its lines instead.
                textWrap: title.clamped ? 'wrap' : 'balance',
                lineClamp: title.maxLines,
                textOverflow: 'ellipsis',
              },
            },
            breakableTitle(card.title),
          ),
    ),
    h(
      'div',
      {
        style: {
          height: HOST_HEIGHT,
          fontSize: 30,
          fontWeight: 400,
          letterSpacing: 1,
          color: CARD_COLORS.accent,
        },
      },
      frame ? card.host : '',
    ),
  );
}

/** One layer of a card as SVG; `onNode` sees where satori put each box (for the tests). */
export function layerSvg(
  layer: 'frame' | 'text',
  card: SocialCard,
  siteName: string,
  fonts: readonly Font[],
  onNode?: (node: SatoriNode) => void,
): Promise<string> {
  return satori(cardElement(layer, card, siteName), {
    ...SOCIAL_IMAGE_SIZE,
    // The same array every time: satori keeps the fonts it parsed for it.
    fonts: fonts as Font[],
    ...(onNode ? { onNodeDetected: onNode } : {}),
  });
}

let resvgReady: Promise<void> | undefined;

function initResvg(): Promise<void> {
  resvgReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return resvgReady;
}

/** Draws an SVG into premultiplied RGBA pixels. */
function draw(svg: string): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.pixels;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** A rectangle of the card, in pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const WHOLE: Region = { x: 0, y: 0, width: WIDTH, height: HEIGHT };

/**
 * Where a card's own text is: between the site name and the host, inside the side paddings. Only
 * this part is drawn for each page, less than half the card's pixels.
 */
export const TEXT_REGION: Region = {
  x: PADDING.x,
  y: PADDING.y + BRAND_HEIGHT,
  width: TITLE_BOX.width,
  height: HEIGHT - 2 * PADDING.y - BRAND_HEIGHT - HOST_HEIGHT,
};

/** An SVG of the `region` of the card, with the layers drawn over each other. */
const svgOf = ({ x, y, width, height }: Region, ...layers: string[]) =>
  `<svg width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}" xmlns="http://www.w3.org/2000/svg">${layers.join('')}</svg>`;

/**
 * Lays premultiplied RGBA pixels (`over`, the size of `region`) over an opaque RGB picture of the
 * whole card, in place.
 */
export function composite(under: Uint8Array, over: Uint8Array, region: Region): Uint8Array {
  for (let row = 0; row < region.height; row++) {
    let pixel = row * region.width * 4;
    let rgb = ((region.y + row) * WIDTH + region.x) * 3;
    for (let column = 0; column < region.width; column++, pixel += 4, rgb += 3) {
      const alpha = over[pixel + 3] as number;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      for (let channel = 0; channel < 3; channel++) {
        const below = under[rgb + channel] as number;
        under[rgb + channel] = (over[pixel + channel] as number) + Math.round((below * keep) / 255);
      }
    }
  }
  return under;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/**
 * An opaque RGB picture as a PNG. Each row is filtered by its difference with the row above (PNG's
 * "Up" filter), which leaves the smooth glows as runs of small numbers that deflate packs tightly.
 */
export function encodePng(rgb: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = y === 0 ? 0 : 2;
    for (let x = 0; x < stride; x++) {
      const value = rgb[y * stride + x] as number;
      raw[row + 1 + x] = y === 0 ? value : value - (rgb[(y - 1) * stride + x] as number);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlacing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Renders the cards of one site: the frame once, then each card's text over it. */
export class CardRenderer {
  readonly #fonts: Font[];
  readonly #siteName: string;
  readonly #frame: Uint8Array;

  private constructor(fonts: Font[], siteName: string, frame: Uint8Array) {
    this.#fonts = fonts;
    this.#siteName = siteName;
    this.#frame = frame;
  }

  /**
   * A renderer with the fonts for `cards` and their frame drawn. Throws if a card has a character
   * no shipped font has, rather than publish an image with empty boxes in it.
   */
  static async create(cards: readonly SocialCard[], siteName: string): Promise<CardRenderer> {
    const hosts = new Set(cards.map((card) => card.host));
    if (hosts.size > 1) throw new Error(`The cards name more than one host: ${[...hosts]}`);
    const bold = [
      siteName,
      ...cards.flatMap((card) => [breakableTitle(card.title), card.section ?? '']),
    ];
    const { fonts, missing } = loadCardFonts({ bold, regular: [...hosts] });
    if (missing.length) {
      throw new Error(`No font of the social images has these characters: ${missing.join(' ')}`);
    }
    await initResvg();
    const [first] = cards;
    const frame = first
      ? await layerSvg('frame', first, siteName, fonts)
      : '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const pixels = draw(svgOf(WHOLE, backgroundSvg(), frame));
    const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
    for (let pixel = 0, out = 0; pixel < pixels.length; pixel += 4, out += 3) {
      rgb.set(pixels.subarray(pixel, pixel + 3), out);
    }
    return new CardRenderer(fonts, siteName, rgb);
  }

  /** The card's text layer as SVG. */
  textSvg(card: SocialCard, onNode?: (node: SatoriNode) => void): Promise<string> {
    return layerSvg('text', card, this.#siteName, this.#fonts, onNode);
  }

  /** The card as a 1200×630 PNG. */
  async render(card: SocialCard): Promise<Buffer> {
    const text = draw(svgOf(TEXT_REGION, await this.textSvg(card)));
    return encodePng(composite(this.#frame.slice(), text, TEXT_REGION), WIDTH, HEIGHT);
  }
}
