import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutTitle, type SocialCard, TITLE_BOX, TITLE_LINE_HEIGHT } from './socialImage.ts';
import {
  CardRenderer,
  chunksFor,
  composite,
  encodePng,
  loadCardFonts,
  parseFontFaces,
  TEXT_REGION,
} from './socialImageRender.ts';

const CSS = `
/* noto-sans-sc-[116]-700-normal */
@font-face {
  font-family: 'Noto Sans SC';
  font-weight: 700;
  src: url(./files/a-116.woff2) format('woff2'), url(./files/a-116.woff) format('woff');
  unicode-range: U+6307,U+4e00-4e0f;
}
@font-face {
  font-family: 'Noto Sans SC';
  font-weight: 700;
  src: url(./files/a-latin.woff2) format('woff2'), url(./files/a-latin.woff) format('woff');
  unicode-range: U+0000-00FF;
}`;

describe('font chunks', () => {
  it('reads the WOFF file, weight and ranges of each @font-face', () => {
    expect(parseFontFaces(CSS)).toEqual([
      {
        file: './files/a-116.woff',
        weight: 700,
        ranges: [
          [0x6307, 0x6307],
          [0x4e00, 0x4e0f],
        ],
      },
      { file: './files/a-latin.woff', weight: 700, ranges: [[0, 0xff]] },
    ]);
  });

  it('picks only the chunks a text needs, and names the characters none has', () => {
    const faces = parseFontFaces(CSS);
    expect(chunksFor(faces, 'API').chunks.map((chunk) => chunk.file)).toEqual([
      './files/a-latin.woff',
    ]);
    expect(chunksFor(faces, '指 南 API')).toEqual({
      chunks: faces,
      missing: ['南'],
    });
  });

  it('loads a handful of Noto Sans SC chunks for the Chinese titles, none for English ones', () => {
    const english = loadCardFonts({
      bold: ['Rspress', 'Static site generation'],
      regular: ['rspress.rs'],
    });
    expect(english.missing).toEqual([]);
    expect(english.fonts.map((font) => [font.name, font.weight])).toEqual([
      ['Inter', 700],
      ['Inter', 400],
    ]);
    const chinese = loadCardFonts({
      bold: ['Rspress', '静态站点生成', '指南', '插件', 'llms.txt 与 Markdown 输出'],
      regular: ['rspress.rs'],
    });
    expect(chinese.missing).toEqual([]);
    const noto = chinese.fonts.filter((font) => font.name.startsWith('Noto Sans SC'));
    expect(noto.length).toBeGreaterThan(0);
    expect(noto.length).toBeLessThanOrEqual(10);
    expect(loadCardFonts({ bold: ['Rspress 🦀'], regular: [] }).missing).toEqual(['🦀']);
  });
});

describe('PNG', () => {
  it('lays premultiplied pixels over a region of an opaque picture of the card', () => {
    const under = new Uint8Array(1200 * 630 * 3).fill(100);
    // Half-transparent white over the region's first pixel, nothing over its second.
    composite(under, new Uint8Array([128, 128, 128, 128, 0, 0, 0, 0]), {
      x: 10,
      y: 2,
      width: 2,
      height: 1,
    });
    const at = (x: number, y: number) => [
      ...under.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3),
    ];
    expect(at(10, 2)).toEqual([178, 178, 178]);
    expect(at(11, 2)).toEqual([100, 100, 100]);
    expect(at(9, 2)).toEqual([100, 100, 100]);
    expect(under.filter((value) => value !== 100).length).toBe(3);
  });

  it('encodes an RGB picture that decodes back to its pixels', () => {
    const rgb = new Uint8Array([
      255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    const png = encodePng(rgb, 3, 2);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3, 2]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    // Row 0 unfiltered, row 1 as its difference with row 0 ("Up").
    const row0 = raw.subarray(1, 10);
    const row1 = raw.subarray(11, 20).map((delta, index) => (delta + (row0[index] ?? 0)) & 255);
    expect([raw[0], raw[10]]).toEqual([0, 2]);
    expect([...row0, ...row1]).toEqual([...rgb]);
  });
});

/** Every point of the outlines of an SVG's `<path>`, whose coordinates satori writes absolute. */
function outlinePoints(d: string): [number, number][] {
  const numbers = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const points: [number, number][] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    points.push([numbers[index] as number, numbers[index + 1] as number]);
  }
  return points;
}

const card = (lang: string, title: string, section?: string): SocialCard => ({
  lang,
  title,
  host: 'rspress.rs',
  ...(section ? { section } : {}),
});

// The longest titles of the site in both languages, and API titles longer than any it has.
const CARDS = [
  card('en', 'Static site generation', 'Guide'),
  card('zh', '自动生成导航栏和侧边栏', '指南'),
  card('zh', 'llms.txt 与 Markdown 输出', '插件'),
  card('en', 'Rsbuild based static site generator'),
  card(
    'en',
    '@rspress/plugin-api-docgen: generate API tables from TypeScript component props automatically',
    'API',
  ),
  card('en', 'useSomethingExtremelyLongIdentifierWithoutAnyBreakOpportunityInItsName', 'API'),
  card('en', 'The configuration option that never ends and goes on '.repeat(6), 'Guide'),
  card('zh', '在构建时把站点的每个页面渲染为静态的超文本标记语言文件'.repeat(3), '指南'),
];

// Fonts and WebAssembly load in a second or two; a busy machine takes several times that.
describe('CardRenderer', { timeout: 30_000 }, () => {
  let renderer: CardRenderer;
  beforeAll(async () => {
    renderer = await CardRenderer.create(CARDS, 'Rspress');
  }, 60_000);

  it('refuses a title with characters no shipped font has', async () => {
    await expect(CardRenderer.create([card('en', 'Rspress ✨🦀')], 'Rspress')).rejects.toThrow(
      /🦀/,
    );
  });

  for (const each of CARDS) {
    it(`keeps "${each.title.slice(0, 40)}…" inside its box, wrapped as estimated`, async () => {
      const boxes = new Map<string, { left: number; top: number; width: number; height: number }>();
      const svg = await renderer.textSvg(each, (node) => {
        const role = node.props?.['data-card'];
        if (typeof role === 'string') boxes.set(role, node);
      });
      const title = boxes.get('title');
      expect(title).toBeDefined();
      if (!title) return;
      expect(title.width).toBe(TITLE_BOX.width);
      expect(title.height).toBeLessThanOrEqual(TITLE_BOX.height);
      // Inside the part of the card drawn for each page.
      for (const box of boxes.values()) {
        expect(box.left).toBeGreaterThanOrEqual(TEXT_REGION.x);
        expect(box.top).toBeGreaterThanOrEqual(TEXT_REGION.y);
        expect(box.left + box.width).toBeLessThanOrEqual(TEXT_REGION.x + TEXT_REGION.width);
        expect(box.top + box.height).toBeLessThanOrEqual(TEXT_REGION.y + TEXT_REGION.height);
      }
      const paths = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1] ?? '');
      // The section's outline, then the title's.
      const titlePoints = outlinePoints(paths.at(-1) ?? '');
      expect(titlePoints.length).toBeGreaterThan(0);
      const xs = titlePoints.map(([x]) => x);
      const ys = titlePoints.map(([, y]) => y);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(title.left);
      expect(Math.max(...xs)).toBeLessThanOrEqual(title.left + title.width);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(title.top);
      expect(Math.max(...ys)).toBeLessThanOrEqual(title.top + title.height);
      // No more lines drawn than the layout allowed.
      const layout = layoutTitle(each.title);
      const lineHeight = layout.fontSize * TITLE_LINE_HEIGHT;
      expect(Math.max(...ys) - Math.min(...ys)).toBeLessThanOrEqual(layout.maxLines * lineHeight);
      // A title the estimate spreads over three lines or more is drawn on more than one.
      if (layout.lines.length >= 3) {
        expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(lineHeight);
      }
    });
  }

  it('draws a 1200×630 PNG', async () => {
    const png = await renderer.render(CARDS[1] as SocialCard);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
