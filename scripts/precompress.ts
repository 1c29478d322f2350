/**
 * Writes brotli (`.br`) and gzip (`.gz`) copies next to the compressible files of a build, for
 * the site server to send as they are (`@fastify/static`'s `preCompressed`) instead of
 * compressing on every request. Run by `npm run build` on `RSPRESS_OUT_DIR` (default doc_build).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|md|js|mjs|css|json|svg|xml|txt|map)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** Brotli 11 makes files ~9% smaller than 9 but takes ~8× as long: minutes for a build. */
const BROTLI_QUALITY = 9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses one file; a variant that would not be smaller is not written. */
async function precompress(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return { raw: raw.length, br: raw.length, gz: raw.length };
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return {
    raw: raw.length,
    br: Math.min(br.length, raw.length),
    gz: Math.min(gz.length, raw.length),
  };
}

/** Compresses a few files at a time: zlib runs them on libuv's thread pool. */
export async function precompressDir(dir: string, parallel = 4) {
  const files = await filesOf(dir);
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < files.length) {
        const sizes = await precompress(files[next++] as string);
        totals.raw += sizes.raw;
        totals.br += sizes.br;
        totals.gz += sizes.gz;
      }
    }),
  );
  return totals;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const dir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
  const started = performance.now();
  const totals = await precompressDir(dir);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `precompressed ${totals.files} files in ${path.relative(process.cwd(), dir) || dir}: ` +
      `${mb(totals.raw)} → brotli ${mb(totals.br)}, gzip ${mb(totals.gz)} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
