import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type SocialCard, socialImagePath } from './socialImage.ts';
import { writeSocialImages } from './socialImageBuild.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

// Enough images for two worker threads (socialImageWorker.mjs), English and Chinese.
const cards = new Map<string, SocialCard>(
  Array.from({ length: 24 }, (_, index) => {
    const zh = index % 2 === 1;
    const card: SocialCard = zh
      ? { lang: 'zh', title: `静态站点生成 ${index}`, section: '指南', host: 'rspress.rs' }
      : {
          lang: 'en',
          title: `Static site generation ${index}`,
          section: 'Guide',
          host: 'rspress.rs',
        };
    return [`${zh ? '/zh' : ''}/guide/page-${index}`, card];
  }),
);

describe('writeSocialImages on worker threads', () => {
  it('draws the same images as on the main thread, each at its page’s path', async () => {
    const [threaded, single] = await Promise.all([
      mkdtemp(path.join(tmpdir(), 'social-threads-')),
      mkdtemp(path.join(tmpdir(), 'social-single-')),
    ]);
    dirs.push(threaded, single);
    const onThreads = await writeSocialImages(cards, {
      outDir: threaded,
      siteName: 'Rspress',
      threads: 2,
    });
    const here = await writeSocialImages(cards, {
      outDir: single,
      siteName: 'Rspress',
      threads: 1,
    });
    expect([onThreads.drawn, here.drawn]).toEqual([24, 24]);
    for (const routePath of cards.keys()) {
      const file = socialImagePath(routePath).slice(1);
      const [a, b] = await Promise.all([
        readFile(path.join(threaded, file)),
        readFile(path.join(single, file)),
      ]);
      expect(a.equals(b), file).toBe(true);
    }
  }, 180_000);
});
