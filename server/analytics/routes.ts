import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS_PATH, FEEDBACK_PATH } from '../../common/analytics.ts';
import { errorBody } from '../../search/protocol/api.ts';
import { SearchApiError } from '../../search/protocol/errors.ts';
import { registerApiScope } from '../apiScope.ts';
import { authorized } from '../tokenAuth.ts';
import { originAllowed, originOf } from './origin.ts';
import type { DailyQuota } from './quota.ts';
import { renderReportHtml, renderReportText } from './render.ts';
import { buildReport, REPORT_PERIODS } from './report.ts';
import type { AnalyticsStore } from './store.ts';
import { parseEvents, parseFeedback } from './validate.ts';

/** Largest bodies read: 1000 events of 20 object IDs fit; one feedback answer is small. */
export const MAX_EVENTS_BODY_BYTES = 512 * 1024;
export const MAX_FEEDBACK_BODY_BYTES = 8 * 1024;

export const REPORT_PATH = '/_analytics';

export interface AnalyticsRouteOptions {
  store: AnalyticsStore;
  /** Index name → language, of the indexes the search API serves. */
  indexes: ReadonlyMap<string, string>;
  /** The page a path of the site names (stored form and language), undefined for anything else. */
  pageOf: (path: string) => { path: string; lang: string } | undefined;
  /** Origins whose pages may send events and feedback, besides the server's own (origin.ts). */
  origins: ReadonlySet<string>;
  /** Records stored a day, per client and in all (quota.ts). */
  quota: DailyQuota;
  /** The report's token (Bearer, or Basic's password); without it the report does not exist. */
  token?: string;
  /** Event and feedback requests per client IP and minute, or false. */
  rateLimit: number | false;
}

/**
 * The analytics endpoints:
 *
 * - `POST /1/events`: Algolia's Insights API (`search-insights` sends there when its host is
 *   the site), answered `{"status": 200, "message": "OK"}`;
 * - `POST /api/feedback`: a "Was this page helpful?" answer, `{"status": 200, "message": "OK"}`;
 * - `GET /_analytics`: the report, HTML or (`Accept: text/plain`, `?format=text`) text, for
 *   `Authorization: Bearer <ANALYTICS_TOKEN>` or, from a browser's prompt, HTTP Basic with the
 *   token as the password (tokenAuth.ts); absent (404) without a token configured.
 *
 * The first two only queue records (store.ts); errors are Algolia-shaped JSON: 400 for invalid
 * input, 413 for a body too large, 429 past the rate limit. Nothing of the request but the
 * validated fields is kept: no IP address, no cookie, no user agent.
 */
export async function registerAnalytics(
  app: FastifyInstance,
  options: AnalyticsRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    await registerApiScope(scope, {
      rateLimit: options.rateLimit ? { max: options.rateLimit, windowSeconds: 60 } : false,
      errorLog: 'analytics endpoint error',
      errorHeaders: { 'cache-control': 'no-store' },
    });
    const ok = (reply: FastifyReply) =>
      reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({ status: 200, message: 'OK' });
    const body = (request: FastifyRequest) =>
      typeof request.body === 'string' ? request.body : '';
    const refuse = (reply: FastifyReply, status: number, message: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(errorBody(status, message).body);

    // Only the site's pages write (origin.ts), checked before the body is read. An allowed
    // origin other than the server's own gets CORS headers naming it, never `*`.
    const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = originOf(request);
      if (!originAllowed(request, origin, options.origins)) {
        options.store.refuse(request.url.startsWith(EVENTS_PATH) ? 'events' : 'feedback', 'origin');
        reply.header('connection', 'close');
        return refuse(
          reply,
          403,
          `Origin ${(origin ?? '').slice(0, 200)} may not send analytics to this server`,
        );
      }
      if (origin && origin !== 'null') {
        reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      }
    };
    const takeQuota = (request: FastifyRequest, kind: 'events' | 'feedback', n: number) => {
      const refusal = options.quota.take(request.ip, n);
      if (!refusal) return;
      options.store.refuse(kind, refusal, n);
      const { perClient, total } = options.quota.options;
      throw new SearchApiError(
        429,
        refusal === 'quota_client'
          ? `Daily analytics quota reached: at most ${perClient} records a day from one client`
          : `Daily analytics quota reached: at most ${total} records a day in all`,
      );
    };

    for (const url of [EVENTS_PATH, FEEDBACK_PATH]) {
      scope.options(url, { onRequest: checkOrigin }, (_request, reply) =>
        reply
          .code(204)
          .header('access-control-allow-methods', 'POST, OPTIONS')
          .header('access-control-allow-headers', 'content-type')
          .header('access-control-max-age', '86400')
          .send(),
      );
    }
    scope.post(
      EVENTS_PATH,
      { bodyLimit: MAX_EVENTS_BODY_BYTES, onRequest: checkOrigin },
      (request, reply) => {
        const events = parseEvents(body(request), options.indexes);
        takeQuota(request, 'events', events.length);
        options.store.recordEvents(events);
        return ok(reply);
      },
    );
    scope.post(
      FEEDBACK_PATH,
      { bodyLimit: MAX_FEEDBACK_BODY_BYTES, onRequest: checkOrigin },
      (request, reply) => {
        const feedback = parseFeedback(body(request), options.pageOf);
        takeQuota(request, 'feedback', 1);
        options.store.recordFeedback(feedback);
        return ok(reply);
      },
    );
  });

  const { token } = options;
  if (!token) return;
  app.get(REPORT_PATH, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    if (!authorized(request, reply, { token, basic: true })) return reply;
    const query = request.query as Record<string, string | undefined>;
    const days = Number(query.days ?? 30);
    if (!(REPORT_PERIODS as readonly number[]).includes(days)) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(`days must be one of ${REPORT_PERIODS.join(', ')}\n`);
    }
    let report: Awaited<ReturnType<typeof buildReport>>;
    try {
      // What this server still holds counts too; then the searches old enough are settled.
      await options.store.flush();
      await options.store.settle();
      report = await buildReport(options.store.db, {
        days,
        langs: [...new Set(options.indexes.values())],
      });
      const stats = options.store.stats();
      report.store = { since: stats.since, up: stats.up, dropped: stats.dropped };
    } catch (error) {
      request.log.warn(
        { err: { message: (error as Error).message } },
        'analytics report: database unavailable',
      );
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The analytics database is unavailable.\n');
    }
    const text = query.format === 'text' || /^text\/plain/.test(request.headers.accept ?? '');
    if (text) return reply.type('text/plain; charset=utf-8').send(renderReportText(report));
    if (query.format === 'json') return reply.send(report);
    return reply.type('text/html; charset=utf-8').send(renderReportHtml(report));
  });
}

/**
 * The endpoints when analytics is off (`ANALYTICS=off`) or its store could not open: events and
 * feedback answer an Algolia-shaped 404 before their body is read (the pages ignore it), and the
 * report, when a token is set and the store failed, answers 503 with the reason.
 */
export function registerAnalyticsOff(
  app: FastifyInstance,
  options: { token?: string; reason?: string } = {},
): void {
  // Answered before the body is read: the connection closes after the answer, rather than
  // wait for a body nobody reads.
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .header('connection', 'close')
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(errorBody(404, 'Not found: analytics is off on this server').body);
  for (const url of [EVENTS_PATH, FEEDBACK_PATH]) {
    app.route({
      method: ['POST', 'OPTIONS'],
      url,
      onRequest: async (request, reply) => notFound(request, reply),
      handler: notFound,
    });
  }
  const { token, reason } = options;
  if (!token || !reason) return;
  app.get(REPORT_PATH, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    if (!authorized(request, reply, { token, basic: true })) return reply;
    return reply.code(503).type('text/plain; charset=utf-8').send(`Analytics is off: ${reason}\n`);
  });
}
