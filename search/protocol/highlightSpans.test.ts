import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/searchFixtures.ts';
import { textTokens } from '../engine/textTokens.ts';
import { escapeHtml, type MatchLevel, QueryHighlighter, type QueryMatch } from './highlight.ts';

/**
 * The reference highlighter: one flag per UTF-16 unit of the text, set inside matching tokens;
 * words are letter runs split at each CJK character, tested one unit at a time. The highlighter
 * works on merged spans and precomputed units instead and must give the same answers.
 */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function referenceUnits(text: string) {
  const out: { start: number; end: number; weight: number }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    let runStart = start;
    for (let i = start; i <= end; i++) {
      const cjk = i < end && CJK_CHAR.test(text[i] as string);
      if (cjk || i === end) {
        if (i > runStart) out.push({ start: runStart, end: i, weight: 1 });
        if (cjk) out.push({ start: i, end: i + 1, weight: 0.5 });
        runStart = i + 1;
      }
    }
  }
  return out;
}

function referenceMark(text: string, match: QueryMatch) {
  const mask = new Uint8Array(text.length);
  const matched = new Set<number>();
  const { bounds, forms } = textTokens(text);
  forms.forEach((tokenForms, i) => {
    const word = tokenForms.map((form) => match.wordOf(form)).find((w) => w !== undefined);
    const start = bounds[2 * i] as number;
    const end = bounds[2 * i + 1] as number;
    if (word !== undefined) {
      matched.add(word);
      mask.fill(1, start, end);
      return;
    }
    // A pair of Chinese characters: a one-character query word marks its character.
    if (end - start !== 2 || !CJK_CHAR.test(text.slice(start, end))) return;
    for (let at = start; at < end; at++) {
      const single = match.wordOf(text[at] as string);
      if (single === undefined) continue;
      matched.add(single);
      mask[at] = 1;
    }
  });
  return { mask, matched };
}

function referenceRender(text: string, mask: Uint8Array, from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; ) {
    let j = i;
    while (j < to && mask[j] === mask[i]) j++;
    const piece = escapeHtml(text.slice(i, j));
    out += mask[i] === 1 ? `<b>${piece}</b>` : piece;
    i = j;
  }
  return out;
}

const level = (matched: number, total: number): MatchLevel =>
  matched === 0 ? 'none' : matched >= total ? 'full' : 'partial';

function referenceHighlight(text: string, match: QueryMatch) {
  const { mask, matched } = referenceMark(text, match);
  const result: Record<string, unknown> = {
    value: referenceRender(text, mask, 0, text.length),
    matchLevel: level(matched.size, match.words.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((i) => match.words[i]),
  };
  if (matched.size > 0) {
    result.fullyHighlighted = referenceUnits(text).every((unit) =>
      mask.subarray(unit.start, unit.end).every((flag) => flag === 1),
    );
  }
  return result;
}

function referenceSnippet(text: string, match: QueryMatch, words: number) {
  const { mask, matched } = referenceMark(text, match);
  const all = referenceUnits(text);
  const matchLevel = level(matched.size, match.words.length);
  if (all.length === 0 || words <= 0) {
    return { value: referenceRender(text, mask, 0, text.length), matchLevel };
  }
  const first = Math.max(
    0,
    all.findIndex((unit) => mask[unit.start] === 1),
  );
  let startUnit = Math.max(0, first - Math.floor(words / 4));
  let endUnit = startUnit;
  let weight = 0;
  while (endUnit < all.length && weight + (all[endUnit]?.weight ?? 0) <= words) {
    weight += all[endUnit]?.weight ?? 0;
    endUnit++;
  }
  while (startUnit > 0 && weight + (all[startUnit - 1]?.weight ?? 0) <= words) {
    startUnit--;
    weight += all[startUnit]?.weight ?? 0;
  }
  const from = startUnit === 0 ? 0 : (all[startUnit]?.start ?? 0);
  const to = endUnit >= all.length ? text.length : (all[endUnit - 1]?.end ?? 0);
  return {
    value: `${startUnit > 0 ? '…' : ''}${referenceRender(text, mask, from, to)}${endUnit < all.length ? '…' : ''}`,
    matchLevel,
  };
}

describe('QueryHighlighter', () => {
  it('marks a Chinese word whole when the query reads one of its characters as a word of its own', () => {
    // 侧边栏 read as 侧 + 边栏 (the engine splits it so when the pages' pairs say so).
    const words = ['侧', '边栏'];
    const terms = new Map([
      ['侧', 0],
      ['边栏', 1],
    ]);
    const match: QueryMatch = { words, wordOf: (term) => terms.get(term) };
    const highlighter = new QueryHighlighter(match, { pre: '<mark>', post: '</mark>' }, '…');
    expect(highlighter.highlight('和侧边栏，侧重').value).toBe(
      '和<mark>侧边栏</mark>，<mark>侧</mark>重',
    );
    expect(highlighter.highlight('侧边栏').matchLevel).toBe('full');
  });

  it('marks, highlights and cuts snippets as the per-character reference does', () => {
    const pieces = [
      'sidebar',
      'Sidebar',
      'sideBar',
      ' ',
      ', ',
      '. ',
      'the',
      'config',
      'rspress.config.ts',
      '<b>&',
      '侧边栏',
      '侧',
      '边',
      '配置',
      '，',
      '。',
      'é',
      '\u0301',
      '𠀀',
      'x2',
      '\n',
      'ｶ',
    ];
    const vocabulary = [
      'sidebar',
      'side',
      'bar',
      'config',
      'rspress',
      'ts',
      '侧边',
      '边栏',
      '配置',
      '侧',
      'x2',
    ];
    const next = seededRandom(11);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
    for (let round = 0; round < 300; round++) {
      // A query of one to three words; each index term stands for one of them, or for none.
      const words = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(vocabulary));
      const termWords = new Map<string, number>();
      for (const term of vocabulary) {
        if (next() < 0.5) termWords.set(term, Math.floor(next() * words.length));
      }
      const match: QueryMatch = { words, wordOf: (term) => termWords.get(term) };
      const highlighter = new QueryHighlighter(match, { pre: '<b>', post: '</b>' }, '…');
      for (let t = 0; t < 5; t++) {
        let text = '';
        const count = Math.floor(next() * 30);
        for (let k = 0; k < count; k++) text += pick(pieces);
        expect(highlighter.highlight(text), JSON.stringify(text)).toEqual(
          referenceHighlight(text, match),
        );
        const size = Math.floor(next() * 12);
        expect(highlighter.snippet(text, size), JSON.stringify([text, size])).toEqual(
          referenceSnippet(text, match, size),
        );
      }
    }
  });
});
