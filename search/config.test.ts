import { describe, expect, it } from 'vitest';
import { connectOrigins, searchConfigFromEnv } from './config.ts';

describe('connectOrigins', () => {
  it('lists the replicas of the server provider', () => {
    const config = searchConfigFromEnv({
      SEARCH_HOSTS: 'https://search-1.example.com,http://127.0.0.1:4175/prefix/',
    });
    expect(connectOrigins(config)).toEqual([
      'https://search-1.example.com',
      'http://127.0.0.1:4175',
    ]);
    expect(connectOrigins(searchConfigFromEnv({}))).toEqual([]);
  });

  it("lists Algolia's hosts for the algolia provider, none for the browser provider", () => {
    const algolia = searchConfigFromEnv({
      SEARCH_PROVIDER: 'algolia',
      SEARCH_APP_ID: 'ABC123',
      SEARCH_API_KEY: 'key',
    });
    expect(connectOrigins(algolia)).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ]);
    expect(connectOrigins(searchConfigFromEnv({ SEARCH_PROVIDER: 'browser' }))).toEqual([]);
  });
});

describe('SEARCH_ANALYTICS', () => {
  it('is on with the server provider, off with the others unless asked', () => {
    expect(searchConfigFromEnv({}).analytics).toBe('server');
    expect(searchConfigFromEnv({ SEARCH_ANALYTICS: 'off' }).analytics).toBe(false);
    expect(searchConfigFromEnv({ SEARCH_PROVIDER: 'browser' }).analytics).toBe(false);
    const algolia = { SEARCH_PROVIDER: 'algolia', SEARCH_APP_ID: 'ABC123', SEARCH_API_KEY: 'key' };
    expect(searchConfigFromEnv(algolia).analytics).toBe(false);
    const withInsights = searchConfigFromEnv({ ...algolia, SEARCH_ANALYTICS: 'on' });
    expect(withInsights.analytics).toBe('algolia');
    expect(connectOrigins(withInsights)).toContain('https://insights.algolia.io');
  });

  it('cannot be on without a server to send to, nor anything but on or off', () => {
    expect(() =>
      searchConfigFromEnv({ SEARCH_PROVIDER: 'browser', SEARCH_ANALYTICS: 'on' }),
    ).toThrow(/needs a server to send events to/);
    expect(() => searchConfigFromEnv({ SEARCH_ANALYTICS: 'yes' })).toThrow(
      'SEARCH_ANALYTICS must be on or off, got "yes"',
    );
  });
});
