import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishIndex } from '../../tests/support/searchFixtures.ts';
import { SearchEngine } from '../engine/engine.ts';
import { searchDevMiddleware } from './devMiddleware.ts';

const APP_ID = 'APP';
const API_KEY = 'key';
const engine = new SearchEngine(englishIndex());
const options = vi.fn(async () => ({
  engines: new Map([[engine.indexName, engine]]),
  appId: APP_ID,
  apiKey: API_KEY,
  recordsPath: '/search',
  files: new Map([[`${engine.indexName}.json`, '{}']]),
}));

// The middleware in front of a stand-in for the rest of the dev server, which answers 404.
let server: Server;
let base: string;
beforeAll(async () => {
  const middleware = searchDevMiddleware(options);
  server = createServer((req, res) => {
    void middleware(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>dev server 404</h1>');
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('the dev server middleware', () => {
  it.each([
    ['/1/events', JSON.stringify({ events: [{ eventType: 'click', eventName: 'Item Selected' }] })],
    ['/api/feedback', JSON.stringify({ id: 'x', path: '/guide/', helpful: true })],
  ])('answers POST %s with 204, storing nothing', async (path, body) => {
    options.mockClear();
    const res = await fetch(`${base}${path}?x-algolia-application-id=${APP_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Not even the records are refreshed for it.
    expect(options).not.toHaveBeenCalled();
    const preflight = await fetch(`${base}${path}`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('leaves other methods on those paths to the dev server', async () => {
    expect((await fetch(`${base}/api/feedback`)).status).toBe(404);
  });

  it('still answers searches and serves the records files', async () => {
    const res = await fetch(
      `${base}/1/indexes/${engine.indexName}/query?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`,
      { method: 'POST', body: JSON.stringify({ query: 'sidebar' }) },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
    expect(await (await fetch(`${base}/search/${engine.indexName}.json`)).text()).toBe('{}');
    expect((await fetch(`${base}/1/unknown`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
