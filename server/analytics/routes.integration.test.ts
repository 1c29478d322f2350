import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../../search/config.ts';
import { docsearchQuery } from '../../search/protocol/docsearchRequest.ts';
import { createTestSite } from '../../tests/support/testSite.ts';
import { createSiteServer } from '../app.ts';

// The site server with analytics on (PGlite in memory): the endpoints as clients see them.
const TOKEN = 'test-analytics-token-0123456789';
let site: ReturnType<typeof createTestSite>;
let app: FastifyInstance;
const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;

beforeAll(async () => {
  site = createTestSite();
  app = await createSiteServer({
    root: site.root,
    rateLimit: false,
    analytics: {
      dataDir: 'memory://',
      token: TOKEN,
      retentionDays: 90,
      rateLimit: 5,
      settleDelayMs: 0,
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  site?.remove();
});

async function search(query: string, userToken = 'anon-test') {
  const res = await app.inject({
    method: 'POST',
    url: `/1/indexes/*/queries?${credentials}`,
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({
      requests: [{ ...docsearchQuery(query, 'docs_en'), clickAnalytics: true, userToken }],
    }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().results[0] as { queryID: string; hits: { objectID: string }[] };
}

const events = (body: unknown, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `/1/events?X-Algolia-Application-Id=${DEFAULT_APP_ID}&X-Algolia-API-Key=${DEFAULT_API_KEY}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });

const report = (authorization?: string, accept = 'text/plain') =>
  app.inject({
    url: '/_analytics?days=1',
    headers: { accept, ...(authorization ? { authorization } : {}) },
  });

describe('analytics endpoints', () => {
  it('records a click after a search and reports the query, with the token only', async () => {
    const result = await search('sidebar', 'anon-click');
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    const hit = result.hits[0]?.objectID as string;
    const res = await events({
      events: [
        {
          eventType: 'click',
          eventName: 'Item Selected',
          index: 'docs_en',
          userToken: 'anon-click',
          queryID: result.queryID,
          objectIDs: [hit],
          positions: [1],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'OK' });
    expect(res.headers['set-cookie']).toBeUndefined();

    expect((await report()).statusCode).toBe(401);
    expect((await report('Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    const text = await report(`Bearer ${TOKEN}`);
    expect(text.statusCode).toBe(200);
    expect(text.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(text.body).toMatch(/^ +1 +1 +sidebar$/m);
    const html = await report(`Bearer ${TOKEN}`, 'text/html');
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('<td>sidebar</td><td>1</td><td>1</td>');
  });

  it('answers invalid events with Algolia-shaped 400s and large bodies with 413', async () => {
    const bad = await events({ events: [{ eventType: 'click' }] }, '10.0.0.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: 400,
      message: 'events[0].eventName must be a non-empty string',
    });
    const big = await events('x'.repeat(600 * 1024), '10.0.0.2');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      status: 413,
      message: 'Request body too large: at most 524288 bytes',
    });
  });

  it('limits requests per client with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await events({ events: [] }, '10.0.0.3')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await events({ events: [] }, '10.0.0.3');
    expect(limited.json()).toMatchObject({ status: 429 });
    expect(limited.json().message).toMatch(/^Too many requests: at most 5 per 60 s/);
  });

  it('stores page feedback for pages of the site only', async () => {
    const send = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'text/plain' },
        remoteAddress: '10.0.0.4',
      });
    const id = '4f1c2b9e-8a3d-4c5e-9f60-1a2b3c4d5e6f';
    expect((await send({ id, path: '/guide/start/introduction', helpful: false })).statusCode).toBe(
      200,
    );
    expect(
      (
        await send({
          id,
          path: '/guide/start/introduction',
          helpful: false,
          comment: 'Missing a step',
        })
      ).statusCode,
    ).toBe(200);
    const other = await send({ id, path: '/guide/nowhere', helpful: true });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('path: /guide/nowhere is not a page of this site');
    const text = await report(`Bearer ${TOKEN}`);
    expect(text.body).toMatch(/^ +1 +0 +\/guide\/start\/introduction$/m);
    expect(text.body).toContain('[no] /guide/start/introduction');
    expect(text.body).toContain('Missing a step');
  });
});

describe('signing in to the report', () => {
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const browserPrompt = ['Basic realm="analytics", charset="UTF-8"', 'Bearer realm="analytics"'];

  it('asks a browser for the token as the password and takes it under any user name', async () => {
    const anonymous = await report(undefined, 'text/html');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toEqual(browserPrompt);
    for (const user of ['', 'reader', '读者']) {
      const page = await report(basic(user, TOKEN), 'text/html');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
    }
    expect((await report(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('answers a wrong password, or the token anywhere else, with 401 and the prompt again', async () => {
    for (const authorization of [
      basic('reader', 'wrong-token-wrong-token'),
      basic('reader', `${TOKEN}x`),
      basic(TOKEN, ''),
      `Basic ${Buffer.from(TOKEN).toString('base64')}`,
      `Bearer ${basic('reader', TOKEN)}`,
    ]) {
      const res = await report(authorization, 'text/html');
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toEqual(browserPrompt);
      expect(res.body).not.toContain(TOKEN);
    }
    const inUrl = await app.inject({ url: `/_analytics?token=${TOKEN}&password=${TOKEN}` });
    expect(inUrl.statusCode).toBe(401);
  });

  it('keeps the metrics to the Bearer header', async () => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: basic('', TOKEN) } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="analytics"');
    const bearer = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('without a token', () => {
  it('has no report page', async () => {
    const other = await createSiteServer({
      root: site.root,
      analytics: { dataDir: 'memory://', retentionDays: 90, rateLimit: false },
    });
    expect((await other.inject('/_analytics')).statusCode).toBe(404);
    expect(
      (await other.inject({ url: '/_analytics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
    await other.close();
  }, 60_000);
});

describe('with the database away', () => {
  it('search answers as before and the report says the database is unavailable', async () => {
    const down = await createSiteServer({
      root: site.root,
      rateLimit: false,
      analytics: {
        databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
        dataDir: 'memory://',
        token: TOKEN,
        retentionDays: 90,
        rateLimit: false,
      },
    });
    try {
      const res = await down.inject({
        method: 'POST',
        url: `/1/indexes/*/queries?${credentials}`,
        payload: JSON.stringify({
          requests: [
            { ...docsearchQuery('sidebar', 'docs_en'), clickAnalytics: true, userToken: 'anon-x' },
          ],
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0].nbHits).toBeGreaterThan(0);
      const reported = await down.inject({
        url: '/_analytics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(reported.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('only the site writes', () => {
  const feedbackFrom = (
    origin: string | undefined,
    path = '/guide/start/introduction',
    ip = '10.1.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'text/plain', ...(origin ? { origin } : {}) },
      payload: JSON.stringify({ id: crypto.randomUUID(), path, helpful: false }),
      remoteAddress: ip,
    });

  it('refuses events, feedback and their preflights from other origins with a 403, never a wildcard', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const res = await feedbackFrom(origin, undefined, '10.1.0.2');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        message: `Origin ${origin} may not send analytics to this server`,
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const event = await app.inject({
      method: 'POST',
      url: `/1/events?x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`,
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: '{"events":[]}',
      remoteAddress: '10.1.0.2',
    });
    expect(event.statusCode).toBe(403);
    for (const url of ['/1/events', '/api/feedback']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        remoteAddress: '10.1.0.2',
      });
      expect(preflight.statusCode).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const allowed = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://rspress.rs', 'access-control-request-method': 'POST' },
        remoteAddress: '10.1.0.2',
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://rspress.rs');
      expect(allowed.headers.vary).toMatch(/Origin/);
    }
  });

  it('accepts the SITE_URL origin, the server’s own and clients without Origin', async () => {
    const site = await feedbackFrom('https://rspress.rs');
    expect(site.statusCode).toBe(200);
    expect(site.headers['access-control-allow-origin']).toBe('https://rspress.rs');
    expect((await feedbackFrom('http://localhost')).statusCode).toBe(200);
    expect((await feedbackFrom(undefined)).statusCode).toBe(200);
  });

  it('records searches of the site’s pages only', async () => {
    const searchFrom = (origin: string, query: string) =>
      app.inject({
        method: 'POST',
        url: `/1/indexes/*/queries?${credentials}`,
        headers: { 'content-type': 'text/plain', origin },
        payload: JSON.stringify({
          requests: [{ ...docsearchQuery(query, 'docs_en'), clickAnalytics: true }],
        }),
      });
    const foreign = await searchFrom('https://evil.example', 'foreignquery');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBe('*');
    expect((await searchFrom('https://rspress.rs', 'ownquery')).statusCode).toBe(200);
    const text = (await report(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('ownquery');
    expect(text).not.toContain('foreignquery');
  });

  it('counts every form of a page path as that page', async () => {
    for (const path of ['/api?x=1', '/api/#y', '/api/index.html', '/api']) {
      expect((await feedbackFrom('http://localhost', path, '10.1.0.3')).statusCode).toBe(200);
    }
    const text = (await report(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^ +4 +0 +\/api\/$/m);
  });
});

describe('the daily quota', () => {
  it('refuses records past a client’s quota and past the quota of all with a 429', async () => {
    const limited = await createSiteServer({
      root: site.root,
      rateLimit: false,
      analytics: {
        dataDir: 'memory://',
        retentionDays: 90,
        rateLimit: false,
        clientDailyQuota: 3,
        dailyQuota: 5,
      },
    });
    try {
      const vote = (ip: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({
            id: crypto.randomUUID(),
            path: '/guide/start/introduction',
            helpful: true,
          }),
          remoteAddress: ip,
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await vote('10.2.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const past = await vote('10.2.0.1');
      expect(past.json()).toEqual({
        status: 429,
        message: 'Daily analytics quota reached: at most 3 records a day from one client',
      });
      expect((await vote('10.2.0.2')).statusCode).toBe(200);
      expect((await vote('10.2.0.3')).statusCode).toBe(200);
      const all = await vote('10.2.0.4');
      expect(all.json()).toEqual({
        status: 429,
        message: 'Daily analytics quota reached: at most 5 records a day in all',
      });
    } finally {
      await limited.close();
    }
  }, 60_000);
});
