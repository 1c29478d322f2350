import { once } from 'node:events';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerCli } from '../tests/support/siteServer.ts';
import { createTestSite } from '../tests/support/testSite.ts';

/** Large enough that the server cannot have written it all into the socket buffers. */
const BIG = 64 * 1024 * 1024;
let site: ReturnType<typeof createTestSite>;

beforeAll(() => {
  site = createTestSite({ 'big.bin': Buffer.alloc(BIG, 7) });
});
afterAll(() => site.remove());

/** `npm run serve` of the test site, logging at info: the shutdown's own line included. */
const startCli = () => startServerCli(site.root, { LOG_LEVEL: 'info' });

// A minute each: on a loaded machine the server alone can take 20 s to start (its search index and
// the analytics store's WebAssembly); the tests wait on exits, not on a time.
describe('graceful shutdown', () => {
  it('on SIGTERM, finishes the request in flight, refuses new ones and exits 0', async () => {
    const { child, port, output } = await startCli();
    const exited = once(child, 'exit');

    // A download the client reads slowly: in flight until we read it to the end.
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/big.bin' }, resolve).on('error', reject).end();
    });
    expect(response.statusCode).toBe(200);
    let received = 0;
    response.once('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    await once(response, 'data');
    response.pause();

    child.kill('SIGTERM');
    await expect.poll(output, { timeout: 10_000 }).toMatch(/shutting down/);
    // No new connections once the shutdown has begun.
    await expect(
      new Promise((resolve, reject) =>
        request({ port, host: '127.0.0.1', path: '/' }, resolve).on('error', reject).end(),
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    response.resume();
    await once(response, 'end');
    expect(received).toBe(BIG);
    const [code] = await exited;
    expect(code).toBe(0);
  }, 60_000);

  it('exits 0 on SIGINT (Ctrl+C) when idle', async () => {
    const { child } = await startCli();
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    expect((await exited)[0]).toBe(0);
  }, 60_000);
});
