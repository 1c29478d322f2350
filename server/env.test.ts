import { describe, expect, it } from 'vitest';
import {
  cacheBytesFromEnv,
  rateLimitFromEnv,
  ServerConfigError,
  trustProxyFromEnv,
} from './env.ts';

describe('server environment', () => {
  it('reads the rate limit, 600 a minute by default, 0 turning it off', () => {
    expect(rateLimitFromEnv({})).toEqual({ max: 600, windowSeconds: 60 });
    expect(rateLimitFromEnv({ SEARCH_RATE_LIMIT: '20', SEARCH_RATE_LIMIT_WINDOW: '10' })).toEqual({
      max: 20,
      windowSeconds: 10,
    });
    expect(rateLimitFromEnv({ SEARCH_RATE_LIMIT: '0' })).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => rateLimitFromEnv({ SEARCH_RATE_LIMIT: 'lots' })).toThrow(ServerConfigError);
    expect(() => rateLimitFromEnv({ SEARCH_RATE_LIMIT: '-1' })).toThrow(/SEARCH_RATE_LIMIT /);
    expect(() => rateLimitFromEnv({ SEARCH_RATE_LIMIT_WINDOW: '0' })).toThrow(
      /SEARCH_RATE_LIMIT_WINDOW/,
    );
  });

  it('reads the size of the search result cache, 16 MB by default, 0 turning it off', () => {
    expect(cacheBytesFromEnv({})).toBe(16 * 1024 * 1024);
    expect(cacheBytesFromEnv({ SEARCH_CACHE_MB: '64' })).toBe(64 * 1024 * 1024);
    expect(cacheBytesFromEnv({ SEARCH_CACHE_MB: '0' })).toBe(0);
    expect(() => cacheBytesFromEnv({ SEARCH_CACHE_MB: 'big' })).toThrow(/SEARCH_CACHE_MB/);
  });

  it('reads which proxies to trust', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' })).toBe('10.0.0.0/8,127.0.0.1');
    const hops = trustProxyFromEnv({ TRUST_PROXY: '1' }) as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });
});
