// @vitest-environment jsdom
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultsShell } from '../tests/support/resultsShell.ts';
import { createTestSite } from '../tests/support/testSite.ts';
import { createSiteServer } from './app.ts';

// The search results pages through a listening server, as a browser without JavaScript gets
// them: the built page with the results of the address, in both languages.

let site: ReturnType<typeof createTestSite>;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  const en = resultsShell('en');
  const zh = resultsShell('zh');
  site = createTestSite({ [en.file]: en.html, [zh.file]: zh.html });
  app = await createSiteServer({ root: site.root, rateLimit: false });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  site.remove();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET', at = origin) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${at}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page as a browser without JavaScript reads it. */
async function page(url: string) {
  const answer = await get(url);
  const document = new DOMParser().parseFromString(answer.body.toString('utf8'), 'text/html');
  const hits = [...document.querySelectorAll('[data-hit-url]')].map((link) =>
    link.getAttribute('href'),
  );
  const input = document.querySelector<HTMLInputElement>('input[name="q"]');
  return { answer, document, hits, query: input?.value };
}

describe('GET /search and /zh/search', () => {
  it('answers the page with the results of the query, in each language', async () => {
    const en = await page('/search?q=sidebar');
    expect(en.answer.status).toBe(200);
    expect(en.answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.hits).toContain('/guide/basic/auto-nav-sidebar#sidebar-groups');
    expect(en.hits).toContain('/api/config/config-basic#sidebar');
    expect(en.query).toBe('sidebar');
    expect(en.document.documentElement.lang).toBe('en');
    expect(en.document.title).toBe('sidebar - Search results - Rspress');
    expect(en.document.querySelector('.rp-search-results__count')?.textContent).toMatch(
      /^\d+ results? for “sidebar”$/,
    );

    const zh = await page(`/zh/search?q=${encodeURIComponent('侧边栏')}`);
    expect(zh.answer.status).toBe(200);
    expect(zh.hits.length).toBeGreaterThan(0);
    expect(zh.hits.every((url) => url?.startsWith('/zh/'))).toBe(true);
    expect(zh.document.querySelector('h1')?.textContent).toBe('搜索结果');
    expect(zh.document.querySelector('.rp-search-results__count')?.textContent).toMatch(
      /^“侧边栏”的搜索结果：\d+ 条$/,
    );
  });

  it('applies the filters of the address: section and language', async () => {
    expect((await page('/search?q=sidebar&section=api')).hits).toEqual([
      '/api/config/config-basic#sidebar',
    ]);
    const guide = (await page('/search?q=sidebar&section=guide')).hits;
    expect(guide).toContain('/guide/basic/auto-nav-sidebar#sidebar-groups');
    expect(guide.every((url) => url?.startsWith('/guide/'))).toBe(true);
    const chinese = await page(`/search?q=${encodeURIComponent('侧边栏')}&lang=zh`);
    expect(chinese.hits.length).toBeGreaterThan(0);
    expect(chinese.hits.every((url) => url?.startsWith('/zh/'))).toBe(true);
    expect(
      chinese.document.querySelector<HTMLInputElement>('input[name="lang"]:checked')?.value,
    ).toBe('zh');
    // As a form without JavaScript sends it: every field, "All sections" empty.
    const form = await page('/search?q=sidebar&section=&lang=en');
    expect(form.hits).toEqual((await page('/search?q=sidebar')).hits);
  });

  it('shows the empty form for a missing or empty query', async () => {
    for (const url of ['/search', '/search?q=', '/zh/search', '/search?section=api']) {
      const empty = await page(url);
      expect(empty.answer.status, url).toBe(200);
      expect(empty.query, url).toBe('');
      expect(empty.hits, url).toEqual([]);
      expect(empty.document.querySelector('form')?.getAttribute('method'), url).toBe('get');
    }
  });

  it('says so when nothing is found', async () => {
    const none = await page('/search?q=kubernetes');
    expect(none.answer.status).toBe(200);
    expect(none.document.querySelector('.rp-search-results__count')?.textContent).toBe(
      'No results for “kubernetes”.',
    );
  });

  it('answers hostile queries safely: markup, NUL, invalid encoding, a very long query', async () => {
    const markup = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const script = await page(`/search?q=${encodeURIComponent(markup)}`);
    expect(script.answer.status).toBe(200);
    expect(script.query).toBe(markup);
    const body = script.answer.body.toString('utf8');
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img');
    expect(script.document.querySelectorAll('img')).toHaveLength(0);

    const nul = await page('/search?q=side%00bar');
    expect(nul.answer.status).toBe(200);
    expect(nul.query).toBe('side bar');

    const invalid = await page('/search?q=%E0%A4%A&x=%');
    expect(invalid.answer.status).toBe(200);

    const long = await page(`/search?q=${'sidebar+'.repeat(1000)}`);
    expect(long.answer.status).toBe(200);
    expect(long.query?.length).toBeLessThanOrEqual(512);
    expect(long.hits.length).toBeGreaterThan(0);
  });

  it('is a page of the site: security headers, no indexing, compressed, HEAD', async () => {
    const plain = await get('/search?q=sidebar');
    expect(plain.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(plain.headers['x-robots-tag']).toBe('noindex');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get('/search?q=sidebar', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get('/search?q=sidebar', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const head = await get('/search?q=sidebar', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('the rate limit', () => {
  it('counts a results page as a search: 429 past the limit, as text', async () => {
    const limited = await createSiteServer({
      root: site.root,
      rateLimit: { max: 2, windowSeconds: 60 },
    });
    const at = await limited.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await get('/search?q=a', {}, 'GET', at)).status).toBe(200);
      expect((await get('/search?q=b', {}, 'GET', at)).status).toBe(200);
      const refused = await get('/search?q=c', {}, 'GET', at);
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body.toString('utf8')).toMatch(/^Too many searches: at most 2 per 60 s/);
      // The site's other pages are not counted.
      expect((await get('/guide/start/introduction', {}, 'GET', at)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
