import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerCli, stopSiteServer } from '../tests/support/siteServer.ts';
import { createTestSite } from '../tests/support/testSite.ts';

let site: ReturnType<typeof createTestSite>;

beforeAll(() => {
  site = createTestSite();
});
afterAll(() => site.remove());

/** Starts `npm run serve`, asks for the home page, stops it: everything it printed. */
async function outputAfterOneRequest(env: Record<string, string> = {}) {
  const { child, port, output } = await startServerCli(site.root, env);
  const exited = once(child, 'exit');
  const response = await fetch(`http://127.0.0.1:${port}/`);
  expect(response.status).toBe(200);
  await response.text();
  await stopSiteServer(child);
  expect((await exited)[0]).toBe(0);
  return {
    port,
    lines: output()
      .split('\n')
      .filter((line) => line.trim() !== ''),
  };
}

const requestLines = (lines: string[]) =>
  lines.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    const entry = JSON.parse(line) as { msg?: string };
    return entry.msg === 'request' ? [entry] : [];
  });

describe('npm run serve output', () => {
  it('prints the address and nothing per request by default', async () => {
    const { port, lines } = await outputAfterOneRequest();
    expect(lines).toEqual([
      `  Rspress docs are being served from ${site.root}`,
      `  Open http://127.0.0.1:${port}/`,
    ]);
    expect(requestLines(lines)).toEqual([]);
  }, 30_000);

  it('logs one JSON line per request with LOG_LEVEL=info', async () => {
    const { port, lines } = await outputAfterOneRequest({ LOG_LEVEL: 'info' });
    expect(lines).toContain(`  Open http://127.0.0.1:${port}/`);
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/', status: 200 }),
    ]);
  }, 30_000);
});
