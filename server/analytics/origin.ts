import type { FastifyRequest } from 'fastify';

/**
 * Which pages may send events and feedback: those of the site's own origins (ANALYTICS_ORIGINS,
 * by default the SITE_URL origin) and those served by this server itself (the `Origin` names the
 * host the request was sent to: same-origin, whichever name or replica the reader uses).
 * Browsers send `Origin` with every POST, beacons included, so a page of another website is
 * always recognised and refused, and so is `Origin: null` (sandboxed frames, `no-referrer`
 * pages). Without `Origin`, the `Referer`'s origin is checked; a request with neither comes from
 * no browser (curl, a server) and is let through: headers are no defence against a program that
 * forges them, the rate limit and the daily quota are.
 */
export function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export function originAllowed(
  request: FastifyRequest,
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.has(url.origin)) return true;
  // Same-origin: the page came from the host this request was sent to (X-Forwarded-Host behind
  // a trusted proxy). The scheme may differ behind a TLS proxy.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  try {
    // Default ports left out on both sides, as browsers do.
    return new URL(`${url.protocol}//${request.host}`).host === url.host;
  } catch {
    return false;
  }
}
