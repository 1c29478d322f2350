/**
 * The `package.json` scripts of a scratch site, run the way a reader runs them: `npm run build`,
 * `npm run dev`, `npm run preview` in the project folder, with no `NODE_ENV` of the test runner's,
 * so that a claim checks the commands a page tells readers to type (the scripts of Quick start, the
 * build command of a host's configuration file).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type CollectedRun, runCollected } from '../../scripts/runCollected.ts';
import { type RunningServer, serverOf } from './scratchSite.ts';
import { freePort } from './siteServer.ts';

/** This process's environment without the test runner's NODE_ENV, colours off, no npm update check. */
function readerEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _testRunner, ...env } = process.env;
  return {
    ...env,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    RSPRESS_PERSISTENT_CACHE: 'false',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

/** Runs an npm command line such as `npm run build` or `npm init -y` in `cwd` to its end. */
export function runNpm(cwd: string, commandLine: string): Promise<CollectedRun> {
  const [command, ...args] = commandLine.trim().split(/\s+/);
  if (command !== 'npm') throw new Error(`not an npm command: ${commandLine}`);
  return runCollected('npm', args, { cwd, env: readerEnv() });
}

/**
 * Starts `npm run <script> -- --port <free port> --host 127.0.0.1` in `cwd` (a script that runs
 * `rspress dev` or `rspress preview`) and resolves once the port answers HTTP. The script runs in a
 * process group of its own, stopped as a whole.
 */
export async function startNpmScript(cwd: string, script: string): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'npm',
    ['run', script, '--', '--port', String(port), '--host', '127.0.0.1'],
    { cwd, env: readerEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  // The script runs in a process group of its own: npm's child servers stop with it.
  return serverOf(child, `http://127.0.0.1:${port}`, `npm run ${script}`, (name) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group has already ended.
    }
  });
}
