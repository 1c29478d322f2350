import { describe, expect, it } from 'vitest';
import { SearchApiError } from './errors.ts';
import { MAX_QUERY_LENGTH, parseSearchParams } from './params.ts';

describe('the query parameter', () => {
  it('refuses NUL and unpaired surrogates with a 400', () => {
    for (const query of ['a\u0000b', 'lone \ud800', '\udc00 low', 'x\ud83d']) {
      let caught: unknown;
      try {
        parseSearchParams({ query });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(SearchApiError);
      expect((caught as SearchApiError).status).toBe(400);
      expect((caught as SearchApiError).message).toBe(
        'Invalid value for "query": contains NUL or an unpaired UTF-16 surrogate',
      );
    }
  });

  it('keeps surrogate pairs whole and cuts a long query before a pair it would split', () => {
    expect(parseSearchParams({ query: 'emoji 😀' }).query).toBe('emoji 😀');
    const long = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀tail`;
    const cut = parseSearchParams({ query: long }).query;
    expect(cut).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(cut).not.toMatch(/[\ud800-\udbff]$/);
  });
});
