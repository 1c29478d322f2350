import type { SiteServerOptions } from './app.ts';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './searchApi.ts';

export class ServerConfigError extends Error {}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new ServerConfigError(`${name} must be a whole number, got "${value}".`);
  }
  return number;
}

/** SEARCH_RATE_LIMIT requests per SEARCH_RATE_LIMIT_WINDOW seconds and client IP; 0 turns it off. */
export function rateLimitFromEnv(env: Record<string, string | undefined>): RateLimitOptions {
  const max = count('SEARCH_RATE_LIMIT', env.SEARCH_RATE_LIMIT, DEFAULT_RATE_LIMIT.max);
  const windowSeconds = count(
    'SEARCH_RATE_LIMIT_WINDOW',
    env.SEARCH_RATE_LIMIT_WINDOW,
    DEFAULT_RATE_LIMIT.windowSeconds,
  );
  if (windowSeconds === 0) {
    throw new ServerConfigError('SEARCH_RATE_LIMIT_WINDOW must be at least 1 (seconds).');
  }
  return max === 0 ? false : { max, windowSeconds };
}

/** SEARCH_CACHE_MB megabytes of recent search answers kept per index (default 16); 0 turns it off. */
export function cacheBytesFromEnv(env: Record<string, string | undefined>): number {
  return count('SEARCH_CACHE_MB', env.SEARCH_CACHE_MB, 16) * 1024 * 1024;
}

/**
 * TRUST_PROXY: unset or `false` (clients connect directly), `true` (trust every proxy), a number
 * of proxy hops, or a comma-separated list of proxy addresses/CIDRs.
 */
export function trustProxyFromEnv(
  env: Record<string, string | undefined>,
): SiteServerOptions['trustProxy'] {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}
