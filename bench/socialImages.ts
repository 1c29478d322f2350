/**
 * Social image benchmark: the build's image step alone (seo/socialImageBuild.ts), for every page
 * of a build, without the cache, on 1 and on 2 worker threads, each in turn RUNS times. The cards
 * are the build's own: each page's title read from its HTML, its section and language from its path.
 *
 * Needs a build: `npm run build && npm run bench:social-images`. Prints one line per run (wall-clock
 * and CPU time, load average); seo/README.md has the last figures.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LANG, LOCALES } from '../common/site.ts';
import { siteUrlFromEnv } from '../seo/site.ts';
import { SECTIONS, type Section, type SocialCard, socialCardOf } from '../seo/socialImage.ts';
import { writeSocialImages } from '../seo/socialImageBuild.ts';
import { builtRoutes } from '../tests/support/builtRoutes.ts';

const RUNS = Number(process.env.SOCIAL_IMAGE_RUNS ?? 2);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.env.DOC_BUILD_DIR ?? 'doc_build');
const texts = JSON.parse(readFileSync(path.join(root, 'i18n.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;
const labels = Object.fromEntries(
  SECTIONS.map((section) => [section, texts[section] ?? {}]),
) as Record<Section, Record<string, string>>;
const site = {
  siteUrl: siteUrlFromEnv(process.env),
  siteName: 'Rspress',
  descriptions: Object.fromEntries(
    Object.entries(LOCALES).map(([lang, locale]) => [lang, locale.description]),
  ),
};

const cards = new Map<string, SocialCard>();
for (const route of builtRoutes().filter((each) => each.indexed)) {
  const file = `${route.url.replace(/^\//, '').replace(/(^|\/)$/, '$1index')}.html`;
  const html = readFileSync(path.join(outDir, file), 'utf8');
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/ - Rspress$/, '') ?? '';
  const prefix = route.lang === DEFAULT_LANG ? '' : `/${route.lang}`;
  const pureRoutePath = route.url.slice(prefix.length) || '/';
  cards.set(
    route.url,
    socialCardOf({ routePath: route.url, pureRoutePath, lang: route.lang, title }, labels, site),
  );
}

for (let run = 0; run < RUNS; run++) {
  for (const threads of [1, 2]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'social-images-bench-'));
    const cpu = process.cpuUsage();
    try {
      const report = await writeSocialImages(cards, { outDir: dir, siteName: 'Rspress', threads });
      const used = process.cpuUsage(cpu);
      console.log(
        `${report.images} images, ${threads} thread(s): ${(report.ms / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU (load ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')})`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
