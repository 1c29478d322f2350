import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, type Lang, PREFIXED_LANGS } from '../../common/site.ts';

export interface BuiltRoute {
  /** Clean URL of the page, e.g. `/guide/start/introduction`, `/zh/`. */
  url: string;
  lang: Lang;
  /**
   * Whether robots may index it: false for the pages whose head says `noindex` (the search
   * results pages), which are not documentation and stay out of the sitemap and llms.txt.
   */
  indexed: boolean;
}

const NOINDEX = /<meta\b(?=[^>]*\bname="robots")(?=[^>]*\bcontent="[^"]*\bnoindex\b)[^>]*>/i;

const outDir = path.resolve(process.env.DOC_BUILD_DIR ?? 'doc_build');

/** Every page of the build, read from its HTML files, so new pages are tested without listing them. */
export function builtRoutes(): BuiltRoute[] {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('static/'))
    .filter((file) => !/(^|\/)404\.html$/.test(file));
  return files.sort().map((file) => {
    const url = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
    const lang = PREFIXED_LANGS.find((prefix) => url.startsWith(`/${prefix}/`)) ?? DEFAULT_LANG;
    const indexed = !NOINDEX.test(readFileSync(path.join(outDir, file), 'utf8'));
    return { url, lang, indexed };
  });
}
