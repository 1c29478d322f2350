import type { RateLimitOptions } from './apiScope.ts';
import type { SiteServerOptions } from './app.ts';
import { DEFAULT_RATE_LIMIT } from './searchApi.ts';

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

/** Time and count limits of every connection (see README, "Connections"). */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within it (ms). */
  requestTimeoutMs: number;
  /** The headers must arrive within it (ms); at most requestTimeoutMs. */
  headersTimeoutMs: number;
  /** A connection with no byte in either direction for this long is closed (ms). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after it (ms). */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are closed at once. 0: no cap. */
  maxConnections: number;
  /** Requests served on one connection before it is closed; 0: no limit. */
  maxRequestsPerSocket: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  maxConnections: 2000,
  maxRequestsPerSocket: 1000,
};

/**
 * REQUEST_TIMEOUT, HEADERS_TIMEOUT, IDLE_TIMEOUT, KEEP_ALIVE_TIMEOUT (seconds, at least 1),
 * MAX_CONNECTIONS and MAX_REQUESTS_PER_SOCKET (0: no limit).
 */
export function connectionLimitsFromEnv(env: Record<string, string | undefined>): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  const seconds = (name: string, fallbackMs: number) => {
    const value = count(name, env[name], fallbackMs / 1000);
    if (value === 0) throw new ServerConfigError(`${name} must be at least 1 (seconds).`);
    return value * 1000;
  };
  const limits: ConnectionLimits = {
    requestTimeoutMs: seconds('REQUEST_TIMEOUT', d.requestTimeoutMs),
    headersTimeoutMs: seconds('HEADERS_TIMEOUT', d.headersTimeoutMs),
    idleTimeoutMs: seconds('IDLE_TIMEOUT', d.idleTimeoutMs),
    keepAliveTimeoutMs: seconds('KEEP_ALIVE_TIMEOUT', d.keepAliveTimeoutMs),
    maxConnections: count('MAX_CONNECTIONS', env.MAX_CONNECTIONS, d.maxConnections),
    maxRequestsPerSocket: count(
      'MAX_REQUESTS_PER_SOCKET',
      env.MAX_REQUESTS_PER_SOCKET,
      d.maxRequestsPerSocket,
    ),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ServerConfigError('HEADERS_TIMEOUT must not exceed REQUEST_TIMEOUT.');
  }
  return limits;
}
