/**
 * Debian's Nginx for the tests that serve a built site the way the Deployment page tells a reader
 * to: the page's own `server` blocks, run in a throw-away prefix as the current user (one process,
 * no daemon), so that a test asks real Nginx what a reader's browser would get.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  /** What Nginx wrote to its error log. */
  errors: () => Promise<string>;
  stop: () => Promise<void>;
}

/**
 * Starts Nginx with `servers` (the text of `server { … }` blocks, inside `http`) and resolves when
 * every `port` answers. Rejects with the error log when Nginx exits first.
 */
export async function startNginx(servers: string, ports: number[]): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  const errorLog = path.join(prefix, 'error.log');
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  const config = `daemon off;
master_process off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${servers}
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-e', errorLog, '-c', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const deadline = Date.now() + 20_000;
  for (const port of ports) {
    for (;;) {
      if (exited) throw new Error(`nginx exited:\n${output}\n${config}`);
      try {
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
        break;
      } catch {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`nginx did not answer on port ${port}:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  return {
    errors: async () => (existsSync(errorLog) ? readFile(errorLog, 'utf8') : ''),
    stop: async () => {
      if (!exited) {
        child.kill('SIGQUIT');
        await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
