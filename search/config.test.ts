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
