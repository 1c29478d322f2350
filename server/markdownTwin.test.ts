import { describe, expect, it } from 'vitest';
import { acceptForNegotiator, markdownLink, prefersMarkdown } from './markdownTwin.ts';

describe('the Markdown twin of a page, by Accept header', () => {
  it('goes to clients that ask for Markdown above HTML', () => {
    for (const accept of [
      'text/markdown',
      'TEXT/Markdown',
      'text/markdown; charset=utf-8',
      'text/html;q=0.5, text/markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.1',
      'text/markdown, */*;q=0.8',
      'text/*;q=0.9, text/markdown',
      'text/plain, text/markdown;q=0.3',
    ]) {
      expect(prefersMarkdown(accept), accept).toBe(true);
    }
  });

  it('leaves HTML to browsers, wildcards, ties, refusals and other types', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8',
      'text/markdown;q=0.5, text/html',
      'text/markdown;q=0.5, */*',
      'text/markdown;q=0.9, text/*',
      'text/markdown, text/html',
      'text/markdown;q=0',
      'text/plain',
      'application/json',
    ]) {
      expect(prefersMarkdown(accept), String(accept)).toBe(false);
    }
  });
});

describe('the Accept header as the negotiator reads it', () => {
  it('keeps each type with its quality, wildcards as *, other parameters dropped', () => {
    expect(
      acceptForNegotiator('Text/HTML;level=1;q=0.7, text/markdown; charset=utf-8, */*; q=0.1'),
    ).toBe('text/html;q=0.7,text/markdown,*;q=0.1');
  });
});

describe('the link from a page to its twin', () => {
  it('is the URL of the twin, typed, each segment encoded', () => {
    expect(markdownLink('zh/guide/start/introduction.md')).toBe(
      '</zh/guide/start/introduction.md>; rel="alternate"; type="text/markdown"',
    );
    expect(markdownLink('guide/a b.md')).toBe(
      '</guide/a%20b.md>; rel="alternate"; type="text/markdown"',
    );
  });
});
