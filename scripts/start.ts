/**
 * `npm start`: builds the site as `npm run build` does, then serves it as `npm run serve` does,
 * printing one line per step instead of the build's own output (Rsbuild's table of every
 * emitted file runs to hundreds of lines), so that the address is the last thing on the screen.
 * A failed step prints everything it wrote; `START_VERBOSE=1` prints it as it comes.
 */
import path from 'node:path';
import { precompressDir } from './precompress.ts';
import { runCollected } from './runCollected.ts';

const root = path.resolve(import.meta.dirname, '..');
const verbose = ['1', 'true', 'on'].includes(process.env.START_VERBOSE ?? '');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Rsbuild's and Rspress's warnings and errors: shown even when the step succeeds. */
const NOTICE = /^\s*(warn|error)\b/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;

async function build(): Promise<void> {
  process.stdout.write('  [1/3] Building the pages (rspress build, about two minutes)…');
  const started = performance.now();
  const { code, output } = await runCollected(
    process.execPath,
    [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    {
      cwd: root,
      // The table of every emitted file is for `npm run build`; nobody reads it here.
      env: { ...process.env, BUILD_FILE_SIZES: 'off' },
      echo: verbose,
    },
  );
  if (code !== 0) {
    process.stdout.write(' failed\n\n');
    if (!verbose) process.stderr.write(output);
    console.error(`\nrspress build exited with ${code}: the site was not built.`);
    process.exit(1);
  }
  console.log(` done in ${seconds(started)}`);
  const notices = output
    .split('\n')
    .map((line) => line.replace(ANSI_COLOUR, ''))
    .filter((line) => NOTICE.test(line));
  if (!verbose && notices.length > 0)
    console.log(notices.map((line) => `        ${line}`).join('\n'));
}

async function compress(dir: string): Promise<void> {
  process.stdout.write('  [2/3] Compressing the text files (brotli and gzip copies)…');
  const started = performance.now();
  const totals = await precompressDir(dir);
  console.log(` ${totals.files} files in ${seconds(started)}`);
}

const dir = path.resolve(root, process.env.RSPRESS_OUT_DIR ?? 'doc_build');
await build();
await compress(dir);
console.log('  [3/3] Starting the server (requests are logged with LOG_LEVEL=info)…');
process.env.DOC_BUILD_DIR ??= dir;
// The server of `npm run serve`, in this process: it prints the address once it listens.
await import('../server/cli.ts');
