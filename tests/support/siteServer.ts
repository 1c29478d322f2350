import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';

/**
 * A stream for a site server's logger (`logger: { level, stream }`) that keeps each JSON line it
 * is given, parsed, in `lines`.
 */
export function logCollector(): { stream: Writable; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * `npm run serve` of a build on a given port, rate limit off, as a child process the caller
 * controls (tests and benchmarks); `env` adds or overrides variables.
 */
export async function startSiteServer(
  port: number,
  dir = 'doc_build',
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DOC_BUILD_DIR: dir,
      SEARCH_RATE_LIMIT: '0',
      // Each server its own analytics database, gone with it: two servers never share a directory.
      ANALYTICS_DATA_DIR: 'memory://',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Open http')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/**
 * `npm run serve` of the build in `root` on a free port, its analytics database in memory, as a
 * child process whose stdout and stderr are collected; resolves once it has printed its address.
 * LOG_LEVEL is the server's default unless `env` sets it.
 */
export async function startServerCli(
  root: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const { LOG_LEVEL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DOC_BUILD_DIR: root,
      ANALYTICS_DATA_DIR: 'memory://',
      ...env,
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

/** Kills the server the way a crash would: no shutdown, connections just drop. */
export async function crash(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** Stops the server the way `npm run serve` stops on Ctrl+C, and waits for it to exit. */
export async function stopSiteServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
