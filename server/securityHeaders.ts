import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { CLIENT_CONFIG_FILE, connectOrigins, type SearchClientConfig } from '../search/config.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** `type`s the browser runs; anything else (JSON-LD, templates) is data CSP does not govern. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`\\b${name}\\b`, 'i').test(attributes) ? '' : undefined;
}

/** CSP source expressions (`'sha256-…'`) for the inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined || body === '') continue;
    if (!RUNNABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The hashes of every inline script of the build's HTML pages, computed when the server starts so
 * that a change of content or theme can never leave the policy behind the pages.
 */
export function buildScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(readFileSync(path.join(root, name), 'utf8'))) {
      hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/** The remote origins the build's search client was configured for (none if it did not say). */
export function buildConnectOrigins(root: string): string[] {
  const file = path.join(root, CLIENT_CONFIG_FILE);
  if (!existsSync(file)) return [];
  return connectOrigins(JSON.parse(readFileSync(file, 'utf8')) as SearchClientConfig);
}

export function contentSecurityPolicy(root: string) {
  return {
    'default-src': ["'self'"],
    // WebAssembly may compile (the live code examples highlight with Shiki's Oniguruma engine);
    // JavaScript `eval` stays forbidden.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...buildScriptHashes(root)],
    // The pre-rendered pages carry style attributes, which only 'unsafe-inline' allows.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...buildConnectOrigins(root)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * Security headers on every answer (helmet): the Content-Security-Policy above, nosniff,
 * Referrer-Policy, X-Frame-Options, cross-origin isolation of windows. No HSTS: TLS ends at the
 * proxy in front of the server, which knows whether the whole host is served over HTTPS.
 * The middleware is built once (the Fastify wrapper of helmet builds it again for every request,
 * which was a tenth of the search API's time).
 */
export function registerSecurityHeaders(app: FastifyInstance, root: string): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(root) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
