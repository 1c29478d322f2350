import { searchConfigFromEnv } from '../search/config.ts';
import { docsearchQuery } from '../search/docsearchRequest.ts';

export const { indexNames } = searchConfigFromEnv({});

/** What readers type, letter by letter as DocSearch sends it, in both languages. */
export const QUERIES: [lang: 'en' | 'zh', query: string][] = [
  ['en', 'side'],
  ['en', 'sidebar'],
  ['en', 'confgure'],
  ['en', 'deploy'],
  ['en', 'clean url'],
  ['en', 'theme slot'],
  ['en', 'plugin api'],
  ['en', 'ssg worker'],
  ['en', 'i18n'],
  ['en', 'markdown code block'],
  ['zh', '侧边栏'],
  ['zh', '国际化'],
  ['zh', '静态站点生成'],
  ['zh', 'Rspress 插件'],
  ['zh', '部署'],
  ['zh', '主题'],
];

/** DocSearch 3.9.0's request body for a query. */
export function docsearchBody(lang: 'en' | 'zh', query: string): string {
  return JSON.stringify({ requests: [docsearchQuery(query, indexNames[lang] as string)] });
}
