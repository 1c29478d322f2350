import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, siteUrlFromEnv } from './site.ts';

describe('siteUrlFromEnv', () => {
  it('defaults to the public site', () => {
    expect(siteUrlFromEnv({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnv({ SITE_URL: ' ' })).toBe(DEFAULT_SITE_URL);
  });

  it('takes SITE_URL without its trailing slash', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://docs.example.com/' })).toBe(
      'https://docs.example.com',
    );
    expect(siteUrlFromEnv({ SITE_URL: 'http://localhost:4173' })).toBe('http://localhost:4173');
  });

  it('rejects what cannot be the origin of the site', () => {
    expect(() => siteUrlFromEnv({ SITE_URL: 'docs.example.com' })).toThrow(/absolute URL/);
    expect(() => siteUrlFromEnv({ SITE_URL: 'ftp://docs.example.com' })).toThrow(/http/);
    expect(() => siteUrlFromEnv({ SITE_URL: 'https://example.com/docs/' })).toThrow(
      /without a path/,
    );
  });
});
