import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from '../tests/support/testSite.ts';

/** Large enough that the server cannot have written it all into the socket buffers. */
const BIG = 64 * 1024 * 1024;
let site: ReturnType<typeof createTestSite>;

beforeAll(() => {
  site = createTestSite({ 'big.bin': Buffer.alloc(BIG, 7) });
});
afterAll(() => site.remove());

/** `npm run serve` as a child process on a free port; resolves once it listens. */
async function startCli(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DOC_BUILD_DIR: site.root,
      LOG_LEVEL: 'info',
      // Analytics on, as `npm run serve` has it, in a database that goes with the process.
      ANALYTICS_DATA_DIR: 'memory://',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /Open http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, port, output: () => output };
}

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
  }, 30_000);

  it('exits 0 on SIGINT (Ctrl+C) when idle', async () => {
    const { child } = await startCli();
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    expect((await exited)[0]).toBe(0);
  }, 30_000);
});
