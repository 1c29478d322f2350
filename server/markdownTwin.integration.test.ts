import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from '../tests/support/testSite.ts';
import { createSiteServer } from './app.ts';

// Page URLs answer their Markdown twin to clients that ask for it, through a listening server:
// the headers as they go on the wire, HEAD, compression and conditional requests.

const EN_MD = `# Introduction\n\n${'Rspress is a static site generator. '.repeat(60)}\n`;
const ZH_MD = `# 介绍\n\n${'Rspress 是一个静态站点生成器。'.repeat(60)}\n`;
const EN_HTML = '<h1>Introduction</h1>';

let site: ReturnType<typeof createTestSite>;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  site = createTestSite({
    // As `npm run build` leaves them: the twin beside each doc page, compressed copies.
    'guide/start/introduction.md': EN_MD,
    'guide/start/introduction.md.br': brotliCompressSync(EN_MD),
    'guide/start/introduction.md.gz': gzipSync(EN_MD),
    'zh/guide/start/introduction.html': '<h1>介绍</h1>',
    'zh/guide/start/introduction.md': ZH_MD,
    'api/index.md': '# API\n',
    'index.md': '# Home\n',
    'zh/index.md': '# 首页\n',
  });
  app = await createSiteServer({ root: site.root });
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

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${origin}${url}`, { method, headers }, (res) => {
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

const MARKDOWN = { accept: 'text/markdown' };
const varies = (answer: Answer) =>
  String(answer.headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('a page URL asked for Markdown', () => {
  it('answers the twin of the page in each language, as UTF-8 Markdown', async () => {
    for (const [url, body, location] of [
      ['/guide/start/introduction', EN_MD, '/guide/start/introduction.md'],
      ['/zh/guide/start/introduction', ZH_MD, '/zh/guide/start/introduction.md'],
      ['/api/', '# API\n', '/api/index.md'],
      ['/', '# Home\n', '/index.md'],
      ['/zh/', '# 首页\n', '/zh/index.md'],
    ]) {
      const answer = await get(url as string, MARKDOWN);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-type'], url).toBe('text/markdown; charset=utf-8');
      expect(answer.body.toString('utf8'), url).toBe(body);
      expect(answer.headers['content-location'], url).toBe(location);
      expect(varies(answer), url).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
      expect(answer.headers.link, url).toBeUndefined();
    }
  });

  it('follows the q-values of the Accept header', async () => {
    const typeFor = async (accept: string) =>
      (await get('/guide/start/introduction', { accept })).headers['content-type'];
    expect(await typeFor('text/html;q=0.8, text/markdown')).toBe('text/markdown; charset=utf-8');
    expect(await typeFor('text/markdown;q=0.8, text/html')).toBe('text/html; charset=utf-8');
    expect(await typeFor('text/markdown;q=0.5, */*')).toBe('text/html; charset=utf-8');
    expect(await typeFor('text/markdown, */*;q=0.1')).toBe('text/markdown; charset=utf-8');
  });

  it('answers HEAD with the headers of the Markdown answer and no body', async () => {
    const head = await get('/guide/start/introduction', MARKDOWN, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(EN_MD));
    expect(head.body.length).toBe(0);
  });

  it('sends the brotli file of the twin to a client that accepts it', async () => {
    const answer = await get('/guide/start/introduction', {
      ...MARKDOWN,
      'accept-encoding': 'gzip, br',
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(EN_MD);
    expect(varies(answer)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
  });

  it("has the twin's validators: 304 for the twin, never the page's ETag", async () => {
    const markdown = await get('/guide/start/introduction', MARKDOWN);
    const html = await get('/guide/start/introduction');
    expect(markdown.headers.etag).toBeTruthy();
    expect(markdown.headers.etag).not.toBe(html.headers.etag);
    expect(markdown.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await get('/guide/start/introduction', {
      ...MARKDOWN,
      'if-none-match': String(markdown.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(varies(again)).toContain('accept');
    const htmlWithMarkdownTag = await get('/guide/start/introduction', {
      'if-none-match': String(markdown.headers.etag),
    });
    expect(htmlWithMarkdownTag.status).toBe(200);
    expect(htmlWithMarkdownTag.body.toString('utf8')).toBe(EN_HTML);
  });
});

describe('the HTML of a page', () => {
  it('links to its twin and varies by Accept, in each language', async () => {
    for (const [url, twin] of [
      ['/guide/start/introduction', '/guide/start/introduction.md'],
      ['/zh/guide/start/introduction', '/zh/guide/start/introduction.md'],
      ['/api/', '/api/index.md'],
    ]) {
      const answer = await get(url as string, {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      });
      expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(answer.headers.link, url).toBe(`<${twin}>; rel="alternate"; type="text/markdown"`);
      expect(varies(answer), url).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
    }
  });

  it('of a page without a twin has no link and does not vary by Accept', async () => {
    site.write('guide/custom.html', '<h1>Custom</h1>');
    const answer = await get('/guide/custom', MARKDOWN);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.link).toBeUndefined();
    expect(varies(answer)).not.toContain('accept');
  });
});

describe('other answers', () => {
  it('keep the Markdown files at their own URLs, for static hosts', async () => {
    const answer = await get('/zh/guide/start/introduction.md');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(answer.body.toString('utf8')).toBe(ZH_MD);
  });

  it('keep the 404 page of the language for a missing path, whatever the Accept header', async () => {
    for (const [url, body] of [
      ['/guide/missing', '<h1>not found</h1>'],
      ['/zh/guide/missing', '<h1>页面未找到</h1>'],
    ]) {
      const answer = await get(url as string, MARKDOWN);
      expect(answer.status, url).toBe(404);
      expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(answer.body.toString('utf8'), url).toBe(body);
      expect(answer.headers.link, url).toBeUndefined();
    }
  });

  it('keep assets as they are', async () => {
    const answer = await get('/static/js/index.abc123.js', MARKDOWN);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(answer.headers.link).toBeUndefined();
  });
});
