import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, INLINE_SCRIPT } from '../tests/support/testSite.ts';
import { createSiteServer } from './app.ts';

const PAGE = '<h1>Introduction</h1>'.repeat(100);
let site: ReturnType<typeof createTestSite>;
let app: FastifyInstance;

beforeAll(async () => {
  site = createTestSite({
    'guide/start/introduction.html': PAGE,
    // As scripts/precompress.ts leaves them.
    'guide/start/introduction.html.br': brotliCompressSync(PAGE),
    'guide/start/introduction.html.gz': gzipSync(PAGE),
    'search-client.json': JSON.stringify({
      provider: 'server',
      appId: 'RSPRESSDOCS',
      apiKey: 'key',
      indexNames: {},
      hosts: [{ url: 'search-2.example.com', protocol: 'https' }],
      recordsPath: '/search',
    }),
  });
  // Outside the site: no URL may reach it.
  writeFileSync(path.join(path.dirname(site.root), 'outside-secret.txt'), 'secret');
  app = await createSiteServer({ root: site.root });
});

afterAll(async () => {
  await app.close();
  site.remove();
});

describe('site server', () => {
  it('serves clean URLs from their .html files', async () => {
    const res = await app.inject('/guide/start/introduction');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(PAGE);
  });

  it('serves directory indexes and redirects to the trailing slash', async () => {
    expect((await app.inject('/zh/')).body).toBe('<h1>首页</h1>');
    const redirect = await app.inject('/api');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/');
    // Never a protocol-relative URL to another host.
    expect((await app.inject('//api')).headers.location).toBe('/api/');
    expect((await app.inject('/api?x=1')).headers.location).toBe('/api/?x=1');
  });

  it('answers the 404 pages asked for by name with 404', async () => {
    for (const url of ['/404', '/404.html', '/zh/404']) {
      expect((await app.inject(url)).statusCode).toBe(404);
    }
  });

  it('answers the analytics endpoints 404 when analytics is off, as documented', async () => {
    for (const url of ['/api/feedback', '/1/events']) {
      const res = await app.inject({ method: 'POST', url, payload: '{}' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        message: 'Not found: analytics is off on this server',
      });
    }
  });

  it('answers missing pages with the 404 page of their language', async () => {
    const en = await app.inject('/guide/missing');
    expect(en.statusCode).toBe(404);
    expect(en.body).toBe('<h1>not found</h1>');
    const zh = await app.inject('/zh/anything-missing');
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toBe('<h1>页面未找到</h1>');
  });

  it('caches hashed assets for good and revalidates HTML', async () => {
    const asset = await app.inject('/static/js/index.abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject('/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the brotli or gzip file made at build time to clients that accept it', async () => {
    const url = '/guide/start/introduction';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body).toBe(PAGE);
  });

  it('answers conditional requests with 304 Not Modified', async () => {
    for (const url of ['/', '/guide/start/introduction', '/static/js/index.abc123.js']) {
      const first = await app.inject(url);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const since = await app.inject({
        url,
        headers: { 'if-modified-since': first.headers['last-modified'] as string },
      });
      expect(since.statusCode).toBe(304);
      const changed = await app.inject({ url, headers: { 'if-none-match': 'W/"other"' } });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('sends security headers with every answer', async () => {
    for (const url of ['/', '/guide/missing', '/static/js/index.abc123.js', '/healthz']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it("allows the build's inline scripts by hash and the configured search hosts, nothing else", async () => {
    const policy = Object.fromEntries(
      String((await app.inject('/')).headers['content-security-policy'])
        .split(';')
        .map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
    );
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${hash}'`]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://search-2.example.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('computes the script hashes from the pages when it starts', async () => {
    const changed = createTestSite({ 'guide/new.html': '<script>window.a = 1;</script>' });
    const other = await createSiteServer({ root: changed.root });
    try {
      const policy = String((await other.inject('/')).headers['content-security-policy']);
      const hash = createHash('sha256').update('window.a = 1;').digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
      const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src'));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(policy).toMatch(/connect-src 'self';/);
    } finally {
      await other.close();
      changed.remove();
    }
  });

  it('answers the health check', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', indexes: ['docs_en', 'docs_zh'] });
  });

  it('refuses to start without a built site', async () => {
    await expect(createSiteServer({ root: path.join(site.root, 'nope') })).rejects.toThrow(
      /npm run build/,
    );
  });
});

/** Sends a request line as written, over a socket: `inject` would normalise the path first. */
function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk.toString('utf8');
    });
    socket.on('end', () => {
      const [head = '', body = ''] = response.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', reject);
  });
}

describe('bad requests to the site', () => {
  let port: number;
  beforeAll(async () => {
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  const escapes = [
    '/../outside-secret.txt',
    '/%2e%2e/outside-secret.txt',
    '/%2E%2E%2Foutside-secret.txt',
    '/guide/..%2f..%2foutside-secret.txt',
    '/guide/%2e%2e/%2e%2e/outside-secret.txt',
    '/..%5coutside-secret.txt',
    '/guide\\..\\..\\outside-secret.txt',
    '/index.html%00.js',
    '/%00',
  ];
  for (const url of escapes) {
    it(`refuses ${url} with 400, then keeps serving`, async () => {
      const res = await rawGet(port, url);
      expect(res.status).toBe(400);
      expect(res.body).toMatch(/^Bad request: /);
      expect(res.body).not.toContain('secret');
      expect((await app.inject('/guide/start/introduction')).statusCode).toBe(200);
    });
  }

  for (const url of ['/%FF', '/zh/%C3%28', '/guide/%E4%B8']) {
    it(`refuses the invalid UTF-8 path ${url} with 400`, async () => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^Bad request: .*not a valid url component/);
      expect((await app.inject('/')).statusCode).toBe(200);
    });
  }

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
    it(`answers ${method} with 405 and the allowed methods`, async () => {
      const res = await app.inject({ method, url: '/guide/start/introduction', payload: 'x' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect((await app.inject('/')).statusCode).toBe(200);
    });
  }

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/guide/start/introduction' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('request log', () => {
  it('writes one JSON line per request with method, path, status and time, no credentials', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await createSiteServer({
      root: site.root,
      logger: { level: 'info', stream },
      search: { appId: 'APP', apiKey: 'very-secret-key' },
    });
    try {
      await logged.inject({
        method: 'POST',
        url: '/1/indexes/*/queries?x-algolia-api-key=very-secret-key&x-algolia-application-id=APP',
        payload: '{"requests": [{"indexName": "docs_en", "query": "install"}]}',
      });
      await logged.inject({
        method: 'POST',
        url: '/1/indexes/docs_en/query',
        headers: { 'x-algolia-api-key': 'very-secret-key', 'x-algolia-application-id': 'APP' },
        payload: '{"query": "install"}',
      });
      await logged.inject({
        method: 'POST',
        url: '/1/indexes/*/queries?x-algolia-api-key=very-wrong-key&x-algolia-application-id=APP',
        payload: '{"requests": []}',
      });
      await logged.inject('/guide/missing?token=abc');
    } finally {
      await logged.close();
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((l) => l.msg === 'request');
    expect(requests.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['POST', '/1/indexes/*/queries', 200],
      ['POST', '/1/indexes/docs_en/query', 200],
      ['POST', '/1/indexes/*/queries', 403],
      ['GET', '/guide/missing', 404],
    ]);
    for (const request of requests) expect(request.ms).toEqual(expect.any(Number));
    const all = lines.join('\n');
    expect(all).not.toContain('very-secret-key');
    expect(all).not.toContain('very-wrong-key');
    expect(all).not.toContain('token=abc');
  });
});
