import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './app.ts';

let root: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  write('index.html', '<h1>home</h1>');
  write('404.html', '<h1>not found</h1>');
  write('zh/404.html', '<h1>页面未找到</h1>');
  write('zh/index.html', '<h1>首页</h1>');
  write('guide/start/introduction.html', '<h1>Introduction</h1>');
  write('api/index.html', '<h1>API</h1>');
  write('static/js/index.abc123.js', 'console.log(1)');
  app = await createSiteServer({ root });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves clean URLs from their .html files', async () => {
    const res = await app.inject('/guide/start/introduction');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe('<h1>Introduction</h1>');
  });

  it('serves directory indexes and redirects to the trailing slash', async () => {
    expect((await app.inject('/zh/')).body).toBe('<h1>首页</h1>');
    const redirect = await app.inject('/api');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/');
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
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject('/');
    expect(page.headers['cache-control']).toContain('must-revalidate');
  });

  it('refuses to start without a built site', async () => {
    await expect(createSiteServer({ root: path.join(root, 'nope') })).rejects.toThrow(
      /npm run build/,
    );
  });
});
