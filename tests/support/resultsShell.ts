import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Lang } from '../../common/site.ts';
import {
  documentTitle,
  ResultsList,
  ResultsMain,
} from '../../theme/components/SearchResults/ResultsView.tsx';
import { emptyState, resultsPath } from '../../theme/components/SearchResults/results.ts';
import { INLINE_SCRIPT } from './testSite.ts';

/**
 * A search results page as `rspress build` writes it (docs/<lang>/search.mdx), for the server's
 * tests: the head with its title and an inline script, the navbar, and the page's main region
 * rendered by its view for the empty state, inside the app's root.
 */
export function resultsShell(lang: Lang): { file: string; html: string } {
  const state = emptyState(lang);
  const main = renderToString(
    createElement(
      ResultsMain,
      { lang, state },
      createElement(ResultsList, { lang, state, content: { kind: 'empty' } }),
    ),
  );
  const html = [
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8">`,
    `<title>${documentTitle('', lang)}</title><script>${INLINE_SCRIPT}</script></head>`,
    `<body><div id="__rspress_root"><nav class="rp-nav"><a href="/">Rspress</a></nav>${main}</div>`,
    '<script defer src="/static/js/index.abc123.js"></script></body></html>',
  ].join('');
  return { file: `${resultsPath(lang).slice(1)}.html`, html };
}
