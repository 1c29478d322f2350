/**
 * The search's runtime boundaries, as the type check holds them (`npm run typecheck`): the code
 * that runs in Node and in browsers alike (search/tsconfig.isomorphic.json) is compiled without
 * Node's types and without the DOM, and the browser's (search/client/tsconfig.json) without
 * Node's types. A scratch project extends each and plants a Node API in it: the check must fail,
 * naming it; without the planted lines it passes.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const TIMEOUT = 180_000;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'runtime-boundaries-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** tsc over a project extending `config`, whose one file imports `module` and holds `code`. */
async function check(name: string, config: string, module: string, code: string) {
  const dir = path.join(scratch, name);
  const file = path.join(dir, 'planted.ts');
  const tsconfig = path.join(dir, 'tsconfig.json');
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `import ${JSON.stringify(path.join(ROOT, module))};\n${code}\n`);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(ROOT, config),
      files: [
        file,
        ...(config.includes('isomorphic') ? [path.join(ROOT, 'search/isomorphic.d.ts')] : []),
      ],
      include: [],
    }),
  );
  try {
    await promisify(execFile)(process.execPath, [TSC, '--noEmit', '-p', tsconfig], { cwd: ROOT });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    return { ok: false, output: stdout };
  }
}

const NODE_CODE =
  "import { readFileSync } from 'node:fs';\nexport const planted = [readFileSync, Buffer.from('x')];";

describe('runtime boundaries of the search', () => {
  it.each([
    ['isomorphic', 'search/tsconfig.isomorphic.json', 'search/engine/engine.ts'],
    ['isomorphic', 'search/tsconfig.isomorphic.json', 'search/protocol/api.ts'],
    ['browser', 'search/client/tsconfig.json', 'search/client/client.ts'],
  ])(
    'fail the type check when %s code uses Node (%s, beside %s)',
    async (_runtime, config, module) => {
      const name = path.basename(module, '.ts');
      const clean = await check(`${name}-clean`, config, module, 'export const planted = 1;');
      expect(clean.output).toBe('');
      expect(clean.ok).toBe(true);
      const planted = await check(`${name}-planted`, config, module, NODE_CODE);
      expect(planted.ok).toBe(false);
      expect(planted.output).toMatch(/Cannot find module 'node:fs'/);
      expect(planted.output).toMatch(/Cannot find name 'Buffer'/);
    },
    TIMEOUT,
  );

  it(
    'fail the type check when isomorphic code uses the DOM',
    async () => {
      const planted = await check(
        'dom-planted',
        'search/tsconfig.isomorphic.json',
        'search/engine/engine.ts',
        'export const planted = document.title;',
      );
      expect(planted.ok).toBe(false);
      expect(planted.output).toMatch(/Cannot find name 'document'/);
    },
    TIMEOUT,
  );
});
