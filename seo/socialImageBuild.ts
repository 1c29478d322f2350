/**
 * The build step of the social images: one PNG per page into the build output, at the path
 * `socialImagePath` gives (seo/socialImage.ts), drawn by seo/socialImageRender.ts.
 *
 * Each image is also kept in a cache folder (node_modules/.cache/social-images), named by a hash of
 * what it shows and of everything that draws it (the two modules, the logo, the versions of the
 * renderer and font packages): a build copies the images whose page kept its title and draws only
 * the others. `RSPRESS_PERSISTENT_CACHE=false`, which turns off Rspress's build cache, turns this
 * one off too.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type SocialCard, socialImagePath } from './socialImage.ts';

/**
 * What draws the images: a change to any of these files, or to the version of any of these
 * packages (pinned in package.json), draws them all again.
 */
const RENDERER_FILES = ['socialImage.ts', 'socialImageRender.ts', '../docs/public/logo.svg'];
const RENDERER_PACKAGES = [
  'satori',
  '@resvg/resvg-wasm',
  '@fontsource/inter',
  '@fontsource/noto-sans-sc',
];

async function rendererVersion(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of RENDERER_FILES) {
    hash.update(await readFile(path.join(import.meta.dirname, file)));
  }
  const manifest = JSON.parse(
    await readFile(path.join(import.meta.dirname, '../package.json'), 'utf8'),
  ) as Record<'dependencies' | 'devDependencies', Record<string, string> | undefined>;
  for (const pkg of RENDERER_PACKAGES) {
    const version = manifest.devDependencies?.[pkg] ?? manifest.dependencies?.[pkg];
    hash.update(`${pkg}@${version}`);
  }
  return hash.digest('hex');
}

/** The cache key of one image. */
export function cardKey(version: string, card: SocialCard, siteName: string): string {
  return createHash('sha256')
    .update(JSON.stringify([version, siteName, card.lang, card.title, card.section, card.host]))
    .digest('hex')
    .slice(0, 32);
}

export interface SocialImageReport {
  /** Images written. */
  images: number;
  /** Of them, drawn by this build (the others came from the cache). */
  drawn: number;
  /** Wall-clock time of the whole step, in milliseconds. */
  ms: number;
}

export interface WriteOptions {
  outDir: string;
  siteName: string;
  /** The cache folder; none to draw every image. */
  cacheDir?: string;
  /** Worker threads to draw with; default `idleCores()`. */
  threads?: number;
}

/**
 * The cores no other work is keeping busy (the last minute's load average taken from the cores),
 * at least one and at most four. On a busy machine workers only add their start to the time: with
 * the load at 10 on two cores, two threads took 26–28 s of wall-clock time for the site's 90
 * images and one thread 19–23 s (bench figures in seo/README.md).
 */
export function idleCores(cores = availableParallelism(), load = loadavg()[0] ?? 0): number {
  return Math.max(1, Math.min(4, cores - Math.round(load)));
}

/** Below this many images a share, a worker's start (loading TypeScript, fonts, WebAssembly) is not worth it. */
const MIN_CARDS_PER_THREAD = 12;

/**
 * Draws the cards, in their order: on worker threads (socialImageWorker.mjs) when there are enough
 * of them to share, else here. Each thread loads the fonts of its own share.
 */
async function drawAll(
  cards: readonly SocialCard[],
  siteName: string,
  maxThreads: number,
): Promise<Uint8Array[]> {
  const threads = Math.min(maxThreads, Math.floor(cards.length / MIN_CARDS_PER_THREAD));
  if (threads < 2) {
    // Loaded only when there is something to draw: the fonts and WebAssembly take a second.
    const { CardRenderer } = await import('./socialImageRender.ts');
    const renderer = await CardRenderer.create(cards, siteName);
    const pngs: Uint8Array[] = [];
    for (const card of cards) pngs.push(await renderer.render(card));
    return pngs;
  }
  // Every n-th card to the same thread: each gets as many English and Chinese titles.
  const shares = Array.from({ length: threads }, (_, thread) =>
    cards.filter((_, index) => index % threads === thread),
  );
  const drawn = await Promise.all(shares.map((share) => drawOnWorker(share, siteName)));
  return cards.map(
    (_, index) => drawn[index % threads]?.[Math.floor(index / threads)] as Uint8Array,
  );
}

function drawOnWorker(cards: readonly SocialCard[], siteName: string): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./socialImageWorker.mjs', import.meta.url), {
      workerData: { cards, siteName },
    });
    worker.once('message', (message: { pngs?: Uint8Array[]; error?: string }) => {
      if (message.pngs) resolve(message.pngs);
      else reject(new Error(`Drawing the social images failed: ${message.error}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The social image worker exited with ${code}`));
    });
  });
}

/** Writes the image of every page in `cards` (keyed by route path) into the build output. */
export async function writeSocialImages(
  cards: ReadonlyMap<string, SocialCard>,
  { outDir, siteName, cacheDir, threads = idleCores() }: WriteOptions,
): Promise<SocialImageReport> {
  const started = performance.now();
  const version = await rendererVersion();
  const jobs = [...cards].map(([routePath, card]) => ({
    card,
    file: path.join(outDir, ...socialImagePath(routePath).split('/')),
    cached: cacheDir ? path.join(cacheDir, `${cardKey(version, card, siteName)}.png`) : undefined,
  }));
  const toDraw: typeof jobs = [];
  await Promise.all(
    jobs.map(async (job) => {
      const png = job.cached ? await readFile(job.cached).catch(() => undefined) : undefined;
      if (!png) {
        toDraw.push(job);
        return;
      }
      await mkdir(path.dirname(job.file), { recursive: true });
      await writeFile(job.file, png);
    }),
  );
  if (toDraw.length) {
    const pngs = await drawAll(
      toDraw.map((job) => job.card),
      siteName,
      threads,
    );
    if (cacheDir) await mkdir(cacheDir, { recursive: true });
    await Promise.all(
      toDraw.map(async (job, index) => {
        const png = pngs[index] as Uint8Array;
        await mkdir(path.dirname(job.file), { recursive: true });
        await writeFile(job.file, png);
        if (job.cached) await writeFile(job.cached, png);
      }),
    );
  }
  return { images: jobs.length, drawn: toDraw.length, ms: performance.now() - started };
}
