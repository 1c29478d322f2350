import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.ts';
import { phraseSpans, termMatcher } from './textMatch.ts';
import { NO_FORM, textTokens, Vocabulary } from './textTokens.ts';

describe('a vocabulary', () => {
  it("numbers each form once, and lays out a text's tokens as their forms' numbers", () => {
    const vocabulary = new Vocabulary();
    const first = vocabulary.tokenForms('Deploying the site');
    const second = vocabulary.tokenForms('the site deploys');
    // Two slots per token: the word as written and its stem, or NO_FORM when they are the same.
    expect(first.length).toBe(2 * textTokens('Deploying the site').forms.length);
    const forms = (ids: Int32Array) =>
      Array.from(ids, (id) => (id === NO_FORM ? null : vocabulary.formOf(id)));
    expect(forms(first)).toEqual(['deploying', 'deploi', 'the', null, 'site', null]);
    expect(forms(second)).toEqual(['the', null, 'site', null, 'deploys', 'deploi']);
    // The same form has the same number in every text.
    expect(second[0]).toBe(first[2]);
    expect(second[5]).toBe(first[1]);
    expect(vocabulary.idOf('site')).toBe(first[4]);
    expect(vocabulary.idOf('absent')).toBe(NO_FORM);
    expect(vocabulary.size).toBe(5);
    // A text is laid out once.
    expect(vocabulary.tokenForms('Deploying the site')).toBe(first);
  });

  it('lets a term made before a text was read match the forms that text brings', () => {
    const vocabulary = new Vocabulary();
    vocabulary.tokenForms('an early text');
    const phrase = parseQuery('sidebar col').words.map((word) =>
      word.alternatives.map((alternative) =>
        alternative.terms.map((term) => termMatcher(term, [], vocabulary)),
      ),
    );
    // Read after the matchers were made: forms numbered past their verdict tables.
    expect(phraseSpans('Collapse the sidebar: sidebar collapsed', phrase, vocabulary)).toEqual([
      [22, 39],
    ]);
    expect(phraseSpans('The sidebar is collapsible', phrase, vocabulary)).toEqual([]);
    // Forms first numbered with this text, after the matchers' verdict tables were made.
    expect(phraseSpans('Sidebar, colours', phrase, vocabulary)).toEqual([[0, 16]]);
  });
});
