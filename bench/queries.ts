import type { Lang } from '../common/site.ts';
import { searchConfigFromEnv } from '../search/config.ts';
import { docsearchQuery } from '../search/protocol/docsearchRequest.ts';

export const { indexNames } = searchConfigFromEnv({});

/** What readers look for, in both languages. */
const SEARCHES: [lang: Lang, query: string][] = [
  ['en', 'sidebar'],
  ['en', 'confgure'],
  ['en', 'deploy'],
  ['en', 'clean url'],
  ['en', 'theme slot'],
  ['en', 'plugin api'],
  ['en', 'ssg worker'],
  ['en', 'i18n'],
  ['en', 'markdown code block'],
  ['en', 'useLocation'],
  ['zh', '侧边栏'],
  ['zh', '国际化'],
  ['zh', '静态站点生成'],
  ['zh', 'Rspress 插件'],
  ['zh', '部署'],
  ['zh', '主题'],
];

/**
 * The benchmarks' query mix: every query the modal sends while those searches are typed, keystroke
 * by keystroke as DocSearch does ("s", "si", "sid"… then "sidebar"; 侧 then 侧边), so short
 * prefixes weigh as much as they do in real traffic.
 */
export const QUERIES: [lang: Lang, query: string][] = SEARCHES.flatMap(([lang, query]) => {
  const chars = [...query];
  return chars
    .map((_, i) => chars.slice(0, i + 1).join(''))
    .filter((typed) => typed.trim() !== '')
    .map((typed): [lang: Lang, query: string] => [lang, typed]);
});

/** DocSearch 3.9.0's request body for a query. */
export function docsearchBody(lang: Lang, query: string): string {
  return JSON.stringify({ requests: [docsearchQuery(query, indexNames[lang] as string)] });
}
