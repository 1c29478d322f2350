import http from 'node:http';
import { percentile } from './percentile.ts';

export interface OpenLoopFigures {
  connections: number;
  offeredRate: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  requests: number;
  errors: number;
}

export interface OpenLoopOptions {
  url: string;
  /** Keep-alive connections the requests share (a request waits for a free one). */
  connections: number;
  /** Requests per second, sent evenly spaced whatever the server is doing. */
  rate: number;
  seconds: number;
  /** The body of the n-th request (POST). */
  body: (n: number) => string;
  headers?: Record<string, string>;
}

/**
 * An open-loop load: requests leave on a fixed schedule (one every 1/rate s), as readers typing
 * send their keystrokes whether or not the server has answered the others. Each latency runs from
 * the request's scheduled time to the end of its answer, so time spent waiting for a connection or
 * behind a late timer counts too (no coordinated omission). autocannon's `overallRate` sends each
 * second's quota in a burst, which measures the burst instead.
 */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const start = performance.now();

  const send = (n: number, scheduled: number) =>
    new Promise<void>((resolve) => {
      const body = options.body(n);
      const request = http.request(
        options.url,
        {
          method: 'POST',
          agent,
          headers: { ...options.headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - scheduled);
            else errors++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(body);
    });

  const pending: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total) {
        const scheduled = start + (sent * 1000) / options.rate;
        if (scheduled > now) break;
        pending.push(send(sent, scheduled));
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    connections: options.connections,
    offeredRate: options.rate,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50ms: round(percentile(latencies, 50)),
    p99ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    requests: latencies.length,
    errors,
  };
}
