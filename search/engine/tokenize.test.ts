import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/searchFixtures.ts';
import { queryForms, type Token, termForms, tokenize } from './tokenize.ts';

/**
 * The reference segmentation: every stretch between CJK runs through `Intl.Segmenter`, its
 * word-like segments split at non-letters and at camelCase humps. `tokenize` skips the segmenter
 * where it cannot change the outcome (ASCII text, text without letters) and must agree with it.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

function referenceTokens(text: string): Token[] {
  const tokens: Token[] = [];
  const latin = (chunk: string, offset: number) => {
    for (const segment of segmenter.segment(chunk)) {
      if (!segment.isWordLike) continue;
      for (const part of segment.segment.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
        const start = offset + segment.index + (part.index ?? 0);
        tokens.push({ text: part[0], start, end: start + part[0].length, cjk: false });
        const humps = [...part[0].matchAll(/[\p{Lu}]?[\p{Ll}\p{N}]+|[\p{Lu}]+(?![\p{Ll}])/gu)];
        if (humps.length < 2) continue;
        for (const hump of humps) {
          const humpStart = start + (hump.index ?? 0);
          tokens.push({
            text: hump[0],
            start: humpStart,
            end: humpStart + hump[0].length,
            cjk: false,
          });
        }
      }
    }
  };
  let last = 0;
  for (const run of text.matchAll(CJK_RUN)) {
    const start = run.index ?? 0;
    if (start > last) latin(text.slice(last, start), last);
    const chars = [...run[0]];
    if (chars.length === 1)
      tokens.push({ text: run[0], start, end: start + run[0].length, cjk: true });
    let position = start;
    for (let i = 0; i < chars.length - 1; i++) {
      const pair = (chars[i] as string) + (chars[i + 1] as string);
      tokens.push({ text: pair, start: position, end: position + pair.length, cjk: true });
      position += (chars[i] as string).length;
    }
    last = start + run[0].length;
  }
  if (last < text.length) latin(text.slice(last), last);
  return tokens;
}

describe('tokenize', () => {
  it('segments every pair and triple of ASCII characters as Intl.Segmenter does', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
    const differing: string[] = [];
    const check = (text: string) => {
      if (JSON.stringify(tokenize(text)) !== JSON.stringify(referenceTokens(text))) {
        differing.push(text);
      }
    };
    for (const a of ascii) {
      for (const b of ascii) {
        check(a + b);
        for (const c of ['a', 'Z', '1', '.', "'", '_', ':', ' ']) check(a + b + c);
      }
    }
    expect(differing).toEqual([]);
  }, 60_000);

  it('segments longer mixed texts as Intl.Segmenter does', () => {
    const pieces = [
      'a',
      'Z',
      'aB',
      '5',
      '.',
      ':',
      ',',
      "'",
      '_',
      ' ',
      '-',
      '@',
      '"',
      '\n',
      '/',
      '#',
      '0x',
      'rspress.config.ts',
      'useLocation',
      'HTMLElement',
      "don't",
      '3.14',
      '侧边栏',
      '，',
      '。',
      '（',
      '）',
      'é',
      'ǅ',
      '\u0301',
      '\u200d',
      '👍',
      'ｶ',
      '㊀',
      'ไทย',
      '🇫🇷',
    ];
    const next = seededRandom(7);
    for (let i = 0; i < 5000; i++) {
      let text = '';
      const count = 1 + Math.floor(next() * 8);
      for (let k = 0; k < count; k++) text += pieces[Math.floor(next() * pieces.length)];
      expect(tokenize(text), JSON.stringify(text)).toEqual(referenceTokens(text));
    }
  });
});

describe('forms of a word', () => {
  it('are the word and its English stem, in the index and in queries', () => {
    expect(termForms('Deploying')).toEqual(['deploying', 'deploi']);
    expect(termForms('deployment')).toEqual(['deployment', 'deploy']);
    expect(termForms('侧边')).toEqual(['侧边']);
  });

  it('in a query, also the stem with the word\'s final "y" put back', () => {
    expect(queryForms('deploying')).toEqual(['deploying', 'deploi', 'deploy']);
    expect(queryForms('copies')).toEqual(['copies', 'copi']);
    expect(queryForms('api')).toEqual(['api']);
  });
});
