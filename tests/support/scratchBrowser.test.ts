import { describe, expect, it } from 'vitest';
import { languageRedirect } from './scratchBrowser.ts';

describe('languageRedirect', () => {
  const origin = 'http://127.0.0.1:4000';

  it('sees the theme sending a reader from a page to its twin in another language', () => {
    expect(languageRedirect(`${origin}/zh/guide/start`, `${origin}/guide/start.html`)).toBe(true);
    expect(languageRedirect(`${origin}/guide/start`, `${origin}/zh/guide/start.html`)).toBe(true);
    expect(languageRedirect(`${origin}/`, `${origin}/zh/`)).toBe(true);
    expect(languageRedirect(`${origin}/docs/v1/zh/guide/a`, `${origin}/docs/v1/guide/a`)).toBe(
      true,
    );
    expect(languageRedirect(`${origin}/pt-BR/guide`, `${origin}/guide/index.html`)).toBe(true);
  });

  it('takes the same page, with or without .html, index or a trailing slash, as no redirect', () => {
    expect(languageRedirect(`${origin}/zh/guide/start`, `${origin}/zh/guide/start.html`)).toBe(
      false,
    );
    expect(languageRedirect(`${origin}/guide/`, `${origin}/guide/index.html`)).toBe(false);
  });

  it('does not take other moves for a change of language', () => {
    expect(languageRedirect(`${origin}/old-page`, `${origin}/guide/new-page`)).toBe(false);
    expect(languageRedirect(`${origin}/v1/guide/a`, `${origin}/guide/a`)).toBe(false);
    expect(languageRedirect(`${origin}/guide/a`, `${origin}/guide/b`)).toBe(false);
    expect(languageRedirect(`${origin}/zh/guide/a`, `${origin}/guide/b`)).toBe(false);
  });
});
