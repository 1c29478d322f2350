import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSiteServer, stopSiteServer } from '../tests/support/siteServer.ts';
import { createTestSite } from '../tests/support/testSite.ts';

// The connection limits of `npm run serve` against clients that never finish: a body sent a
// byte at a time, headers that never end, hundreds of such connections at once. Short timeouts
// (2 s for a request), generous bounds (30 s) for a loaded machine.
let site: ReturnType<typeof createTestSite>;
let server: ChildProcess;
let port: number;

beforeAll(async () => {
  site = createTestSite();
  port = await freePort();
  server = await startSiteServer(port, site.root, {
    REQUEST_TIMEOUT: '2',
    HEADERS_TIMEOUT: '1',
    IDLE_TIMEOUT: '5',
    MAX_CONNECTIONS: '100',
    ANALYTICS: 'off',
  });
}, 120_000);
afterAll(async () => {
  if (server) await stopSiteServer(server);
  site?.remove();
});

/** Resolves with the milliseconds until the server closed the socket; rejects past 30 s. */
function closedWithin(socket: Socket, start: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server kept the connection for 30 s')),
      30_000,
    );
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
  });
}

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1]);
}

describe('connection limits', () => {
  it('cuts a client that sends its body one byte at a time', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const start = Date.now();
    socket.write(
      'POST /1/indexes/*/queries HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n',
    );
    // A byte every 200 ms: never idle, never done. At most 150 bytes (30 s).
    let sent = 0;
    const drip = setInterval(() => {
      if (sent++ < 150 && !socket.destroyed) socket.write('{');
    }, 200);
    try {
      await closedWithin(socket, start);
    } finally {
      clearInterval(drip);
    }
    // Node answers 408 when it can.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 60_000);

  it('cuts a client whose headers never end', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.resume();
    const start = Date.now();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    let sent = 0;
    const drip = setInterval(() => {
      if (sent++ < 150 && !socket.destroyed) socket.write('X-A: b\r\n');
    }, 200);
    try {
      await closedWithin(socket, start);
    } finally {
      clearInterval(drip);
    }
  }, 60_000);

  it('300 stalled connections: all cut, memory bounded, the site still answers', async () => {
    const pid = server.pid as number;
    const before = rssKb(pid);
    const start = Date.now();
    const sockets: Socket[] = [];
    const closed: Promise<number>[] = [];
    for (let i = 0; i < 300; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      // Read what comes (a socket left paused never sees the server close it).
      socket.resume();
      socket.write(
        'POST /1/indexes/*/queries HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 8000\r\n\r\n{"requests":',
      );
      sockets.push(socket);
      closed.push(closedWithin(socket, start));
    }
    // While they are open (or being refused past MAX_CONNECTIONS=100), the server's memory.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = rssKb(pid);
    await Promise.all(closed);
    // Generous: 300 connections of a few kB each, plus whatever the garbage collector keeps.
    expect(during - before).toBeLessThan(100 * 1024);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    for (const socket of sockets) socket.destroy();
  }, 90_000);
});
