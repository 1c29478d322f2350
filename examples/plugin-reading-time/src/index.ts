import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { countReadingTime, type ReadingTimeOptions } from './count.js';
import { remarkReadingTime } from './remark.js';

export { countReadingTime, type ReadingTime, type ReadingTimeOptions } from './count.js';
export { remarkReadingTime } from './remark.js';

/** The key under which the page data and the i18n text are stored. */
export const READING_TIME_KEY = 'readingTime';

/** Browser-side files ship as source in static/, next to src/ and dist/. */
const staticDir = path.join(import.meta.dirname, '..', 'static');

/** Shows "N min read" under the title of every doc page. */
export function pluginReadingTime(options: ReadingTimeOptions = {}): RspressPlugin {
  return {
    name: 'rspress-plugin-reading-time',

    // 1. Node side: compute the figures once per page, at build time.
    async extendPageData(pageData) {
      const { frontmatter } = pageData;
      if (frontmatter[READING_TIME_KEY] === false) return;
      const pageType = frontmatter.pageType ?? 'doc';
      if (pageType !== 'doc' && pageType !== 'doc-wide') return;
      const result = countReadingTime(pageData._flattenContent ?? pageData.content, options);
      if (result.words === 0) return;
      Object.assign(pageData, { [READING_TIME_KEY]: result });
    },

    // 2. Markdown: make <ReadingTime /> known to every page and place it under the title.
    markdown: {
      globalComponents: [path.join(staticDir, 'ReadingTime.tsx')],
      remarkPlugins: [remarkReadingTime],
    },

    // 3. Look and words: a style sheet and the label in both languages.
    globalStyles: path.join(staticDir, 'reading-time.css'),
    i18nSource(source) {
      return {
        ...source,
        [READING_TIME_KEY]: {
          en: '{{minutes}} min read · {{words}} words',
          zh: '阅读约 {{minutes}} 分钟 · {{words}} 字',
          ...source[READING_TIME_KEY],
        },
      };
    },
  };
}
