import { spawn } from 'node:child_process';

export interface CollectedRun {
  /** The exit code; 1 when the process was killed by a signal. */
  code: number;
  /** stdout and stderr, interleaved as they arrived. */
  output: string;
}

/**
 * Runs a command to its end and collects what it printed. A non-zero exit is not thrown: it is
 * `code`, with the reason in `output`. `echo` also copies the output to this process's stderr.
 */
export function runCollected(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Promise<CollectedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk;
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
