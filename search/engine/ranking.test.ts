import { describe, expect, it } from 'vitest';
import { withHeadings } from '../../tests/support/searchFixtures.ts';
import { pageRecords } from '../indexing/records.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';
import type { SearchIndexFile } from '../types.ts';
import { SearchEngine } from './engine.ts';
import { parseQuery } from './query.ts';
import { CRITERIA } from './ranking.ts';
import { phraseSpans, termMatcher } from './textMatch.ts';
import { Vocabulary } from './textTokens.ts';

type Page = {
  route: string;
  title: string;
  group?: string;
  content: string;
  headings?: [id: string, text: string, depth: number][];
};

/** An engine over a few pages, each given by its route, title, group, text and headings. */
function engineOf(pages: Page[], extra: Partial<SearchIndexFile> = {}): SearchEngine {
  const records = pages.flatMap((page) =>
    pageRecords(
      withHeadings(
        { routePath: page.route, title: page.title, lang: 'en', content: page.content },
        page.headings ?? [],
      ),
      page.group ?? 'Guide',
    ),
  );
  return new SearchEngine({ indexName: 'test', lang: 'en', records, ...extra });
}

/** The distinct pages of the answer, in order. */
function pagesFor(engine: SearchEngine, query: string): string[] {
  const { hits } = answerQuery(engine, parseSearchParams(docsearchQuery(query, 'test')));
  return [...new Set(hits.map((hit) => String(hit.url).split('#')[0] as string))];
}

describe('ranking criteria, in order', () => {
  it('are named, each once', () => {
    expect(CRITERIA.map((c) => c.name)).toEqual([
      'query',
      'score',
      'heading',
      'reference',
      'headingWords',
      'proximity',
      'attribute',
      'exact',
      'rank',
    ]);
  });

  it('query: a heading that is the query as typed before every other record', () => {
    const engine = engineOf([
      {
        route: '/guide',
        title: 'Guide',
        content: 'Deploy the site. Deploy it again. Deploy the site to a static host.',
        headings: [['deploy-the-site', 'How to deploy the site to a host', 2]],
      },
      { route: '/deploy', title: 'Deploy', content: 'Where the output goes.' },
    ]);
    expect(pagesFor(engine, 'deploy')[0]).toBe('/deploy');
  });

  it("score: the query's rare words weigh more than its common ones, missing words allowed", () => {
    // "page" is in every page; "banner" in one, which lacks "every".
    const pages: Page[] = [
      { route: '/banner', title: 'Components', content: 'Banner: a bar at the top of the site.' },
      ...Array.from({ length: 8 }, (_, i) => ({
        route: `/p${i}`,
        title: `Page ${i}`,
        content: `Every page has a title. Show the page at the top of every list ${i}.`,
      })),
    ];
    const engine = engineOf(pages);
    expect(pagesFor(engine, 'show a banner at the top of every page')[0]).toBe('/banner');
  });

  it('score: a page found by its text when no heading holds the words, the text holding the rare ones first', () => {
    // As in the site's pages: "add", "every" and "page" are everywhere, "script" is rare.
    const common: Page[] = Array.from({ length: 12 }, (_, i) => ({
      route: `/guide/${i}`,
      title: i % 3 === 0 ? `Add pages ${i}` : `Topic ${i}`,
      content: `Add an option to every page of the site. Each page gets a tag list ${i}.`,
    }));
    const engine = engineOf([
      ...common,
      {
        route: '/basic',
        title: 'Basic config',
        content:
          'Options.\n\nhead\n\nExtra tags for the <head> of every page: a script, a meta tag.',
        headings: [['head', 'head', 3]],
      },
    ]);
    expect(pagesFor(engine, 'add a script tag to every page')[0]).toBe('/basic');
  });

  it('score: English words match their stems', () => {
    const engine = engineOf([
      { route: '/deploy', title: 'Hosting', content: 'Deploy the output to any static host.' },
      { route: '/other', title: 'Other', content: 'Nothing about it.' },
    ]);
    expect(pagesFor(engine, 'deploying')).toEqual(['/deploy']);
    expect(pagesFor(engine, 'deployed ')).toEqual(['/deploy']);
    // Porter stems "deploying" to "deploi" and "deployment" to "deploy": the query bridges them.
    const titled = engineOf([
      { route: '/deployment', title: 'Deployment', content: 'Where the output goes.' },
      { route: '/other', title: 'Other', content: 'Nothing about it.' },
    ]);
    expect(pagesFor(titled, 'deploying ')).toEqual(['/deployment']);
  });

  it('score: identifiers inside code match whole, by their parts and by their camelCase humps', () => {
    const engine = engineOf([
      {
        route: '/router',
        title: 'Router',
        content:
          "The router's hooks.\n\nconst { pathname } = useLocation();\nif (location.pathname === '/') navigate('/guide');",
      },
      { route: '/other', title: 'Location of files', content: 'Put files in the docs folder.' },
    ]);
    expect(pagesFor(engine, 'useLocation')[0]).toBe('/router');
    expect(pagesFor(engine, 'location.pathname')[0]).toBe('/router');
    expect(pagesFor(engine, 'location pathname ')[0]).toBe('/router');
  });

  it('score: records lacking words only while most words are in the pages, and with enough of their weight', () => {
    const engine = engineOf([
      { route: '/a', title: 'Deploy', content: 'Deploy the site with rspress build.' },
      ...Array.from({ length: 10 }, (_, i) => ({
        route: `/other-${i}`,
        title: `Other ${i}`,
        content: 'Nothing about it here.',
      })),
    ]);
    expect(pagesFor(engine, 'deploy rspress')).toEqual(['/a']);
    expect(pagesFor(engine, 'deploy rspress tutorial')).toEqual(['/a']);
    // Most words in no page: no results.
    expect(pagesFor(engine, 'deploy kubernetes helm')).toEqual([]);
  });

  it('score: records lacking words hold more than common words', () => {
    const engine = engineOf([
      ...Array.from({ length: 8 }, (_, i) => ({
        route: `/site-${i}`,
        title: `Site ${i}`,
        content: 'About the site.',
      })),
      ...Array.from({ length: 8 }, (_, i) => ({
        route: `/page-${i}`,
        title: `Page ${i}`,
        content: 'About the page.',
      })),
      { route: '/both', title: 'Layout', content: 'Each page of the site has a layout.' },
    ]);
    expect(pagesFor(engine, 'site page ')).toEqual(['/both']);
  });

  it('typos: a near miss stands for a word no page uses, never for one they use', () => {
    const engine = engineOf([
      { route: '/logo', title: 'Logo', content: 'The image in the navbar.' },
      { route: '/debug', title: 'Debugging', content: 'Call console.log to see the value.' },
    ]);
    expect(pagesFor(engine, 'log ')).toEqual(['/debug']);
    expect(pagesFor(engine, 'lgo ')).toContain('/logo');
  });

  it('typos: a word as typed before a near miss', () => {
    const engine = engineOf([
      { route: '/near', title: 'Plugins', content: 'About plugins.' },
      { route: '/exact', title: 'Plugin', content: 'About a plugin.' },
    ]);
    expect(pagesFor(engine, 'plugim ')[0]).toBeDefined();
    expect(pagesFor(engine, 'plugin ')[0]).toBe('/exact');
  });

  it('heading: the query as a title beats its words in a title, which beat a phrase in a title, which beats scattered words', () => {
    const engine = engineOf([
      { route: '/scattered', title: 'Theme components', content: 'A custom layout and a theme.' },
      { route: '/phrase', title: 'Writing a custom theme step by step', content: 'Steps.' },
      { route: '/whole', title: 'Custom Theme', content: 'The theme.' },
      {
        route: '/components',
        title: 'Components',
        group: 'Default Theme',
        content: 'Custom components.',
      },
    ]);
    expect(pagesFor(engine, 'custom theme')).toEqual([
      '/whole',
      '/phrase',
      '/scattered',
      '/components',
    ]);
    expect(pagesFor(engine, 'custom theme').slice(0, 1)).toEqual(['/whole']);
  });

  it('heading: a heading that is the query as typed, code marks and parentheses aside', () => {
    const engine = engineOf([
      {
        route: '/guide',
        title: 'Build the site',
        content: 'Run rspress build to build the site; rspress build writes doc_build.',
      },
      {
        route: '/commands',
        title: 'Commands',
        content: 'The commands.\n\n`rspress build`\n\nBuilds the site for production.',
        headings: [['rspress-build', '`rspress build`', 2]],
      },
    ]);
    expect(pagesFor(engine, 'rspress build')[0]).toBe('/commands');
  });

  it('reference: for a query typed as code, the reference entry before a guide with the same heading', () => {
    const pages: Page[] = [
      {
        route: '/guide/styles',
        title: 'Styles',
        content: 'Styles.\n\nglobalStyles\n\nSet globalStyles to add a stylesheet.',
        headings: [['global-styles', 'globalStyles', 2]],
      },
      {
        route: '/api/config',
        title: 'Config',
        content: 'Options.\n\nglobalStyles\n\nThe path of a global stylesheet.',
        headings: [['global-styles', 'globalStyles', 2]],
      },
    ];
    expect(pagesFor(engineOf(pages, { referencePages: ['/api/'] }), 'globalStyles')[0]).toBe(
      '/api/config',
    );
    // Without reference pages, the static rank (here: the page indexed first) decides.
    expect(pagesFor(engineOf(pages), 'globalStyles')[0]).toBe('/guide/styles');
  });

  it('headingWords: words in the title and headings before words in the text', () => {
    const engine = engineOf([
      { route: '/text', title: 'Overview', content: 'The navbar has a logo on the left.' },
      {
        route: '/headings',
        title: 'Navbar',
        content: 'The bar at the top.\n\nLogo\n\nAn image.',
        headings: [['logo', 'Logo', 2]],
      },
    ]);
    expect(pagesFor(engine, 'navbar logo')).toEqual(['/headings', '/text']);
  });

  it('proximity: words together, in order, before scattered words', () => {
    const engine = engineOf([
      {
        route: '/scattered',
        title: 'Output',
        content: 'The code of every page, with syntax checks and highlighting of errors.',
      },
      {
        route: '/together',
        title: 'Code blocks',
        content: 'Shiki gives code blocks syntax highlighting at build time.',
      },
    ]);
    expect(pagesFor(engine, 'syntax highlighting')).toEqual(['/together', '/scattered']);
  });

  it('attribute: a word only in the sidebar group counts less than the same word in the text', () => {
    const engine = engineOf([
      { route: '/navbar', title: 'Navbar', group: 'Default Theme', content: 'The top bar.' },
      {
        route: '/custom',
        title: 'Styling',
        group: 'Advanced',
        content: 'Override the theme colours.',
      },
    ]);
    expect(pagesFor(engine, 'theme')).toEqual(['/custom', '/navbar']);
  });

  it('exact: a whole word before a longer word it begins', () => {
    const engine = engineOf([
      { route: '/longer', title: 'Configuration', content: 'Everything.' },
      { route: '/whole', title: 'Config', content: 'Everything.' },
    ]);
    expect(pagesFor(engine, 'config')).toEqual(['/whole', '/longer']);
  });

  it('rank: equal on every query criterion, front matter page rank first', () => {
    const records = [
      ...pageRecords(
        { routePath: '/low', title: 'Deploy', lang: 'en', content: 'Deploy.', toc: [] },
        'G',
      ),
      ...pageRecords(
        {
          routePath: '/high',
          title: 'Deploy',
          lang: 'en',
          content: 'Deploy.',
          toc: [],
          frontmatter: { searchRank: 5 },
        },
        'G',
      ),
    ];
    const engine = new SearchEngine({ indexName: 'test', lang: 'en', records });
    expect(pagesFor(engine, 'deploy')).toEqual(['/high', '/low']);
  });
});

describe('phrases in text', () => {
  const vocabulary = new Vocabulary();
  const spans = (text: string, query: string) => {
    const words = parseQuery(query).words.map((word) =>
      word.alternatives.map((alternative) =>
        alternative.terms.map((term) => termMatcher(term, [], vocabulary)),
      ),
    );
    return phraseSpans(text, words, vocabulary);
  };

  it('are words following each other across spaces and punctuation, by their forms', () => {
    expect(spans('Shiki: syntax-highlighting of code', 'syntax highlight ')).toEqual([[7, 26]]);
    expect(spans('syntax and highlighting', 'syntax highlighting')).toEqual([]);
  });

  it('read camelCase humps as words', () => {
    expect(spans('set globalStyles here', 'global styles')).toEqual([[4, 16]]);
  });

  it('read overlapping character pairs as one Chinese word', () => {
    expect(spans('如何自定义主题呢', '自定义主题')).toEqual([[2, 7]]);
    expect(spans('自定义默认主题', '自定义主题')).toEqual([]);
  });
});
