/**
 * The RSS plugin page, executed: the page's example (two blogs and a release feed in RSS 2.0), a
 * single feed object with every output option, the forms of `test`, the fields an item takes from
 * the front matter, the head links, and the errors the page names. The default feed of a site with
 * no options is pinned in official-plugins.test.ts.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, exampleFromPage, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';

const PAGE = 'plugin/official-plugins/rss.md';

function post(front: Record<string, string>, body = 'Body of the post.'): string {
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n# ${front.title ?? 'Post'}\n\n${body}\n`;
}

const config = (body: string) => `import { defineConfig } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';

export default defineConfig({
  root: 'docs',
${body}
});
`;

describe('sites with the RSS plugin', () => {
  let sites: Record<'example' | 'single' | 'forms' | 'noSsg' | 'undated' | 'badUrl', ScratchBuild>;

  beforeAll(async () => {
    const exampleConfig = await exampleFromPage(PAGE, 'example', 'rspress.config.ts');
    const built = await Promise.all([
      buildScratchSite({
        'rspress.config.ts': exampleConfig,
        'docs/en/index.md': '# Home\n',
        'docs/en/blog/first.md': post({ title: 'First post', date: '2025-01-01' }),
        'docs/en/blog/v2.md': post({
          title: 'Version 2.0 is out',
          date: '2025-06-03',
          categories: '[release]',
        }),
        'docs/en/changelog/v1.md': post({
          title: 'Version 1.0',
          date: '2024-01-01',
          categories: '[release]',
        }),
        'docs/zh/index.md': '# 首页\n',
        'docs/zh/blog/first.md': post({ title: '第一篇', date: '2025-02-01' }),
      }),
      buildScratchSite({
        'rspress.config.ts': config(`  base: '/docs/',
  title: 'My Project',
  description: 'News of My Project',
  icon: '/icon.png',
  plugins: [
    pluginRss({
      siteUrl: 'https://example.com/docs/',
      feed: {
        title: 'News',
        item: (item) => ({ ...item, date: item.date ?? new Date('2020-01-01') }),
      },
      output: {
        type: 'json',
        publicPath: 'https://cdn.example.com/feeds/',
        sorting: (left, right) => Number(left.date) - Number(right.date),
        transform: (content, { type }) => content.replace('{', \`{"x-transformed": "\${type}",\`),
      },
    }),
  ],`),
        'docs/public/icon.png': 'png',
        'docs/index.md': '# Home\n',
        'docs/guide.md': '# Guide\n\nNot a post.\n',
        'docs/blog/slugged.md': post({
          title: 'Front matter title',
          slug: 'my-slug',
          permalink: '/posts/slugged',
          summary: 'The summary.',
          description: 'The description.',
          date: '2025-03-01',
          author: '\n  name: Jane Doe\n  email: jane@example.com\n  link: https://jane.example.com',
          categories: '[news, tips]',
          category: 'extra',
        }),
        'docs/blog/published.md': post({ title: 'Published', published_at: '2025-01-01' }),
        'docs/blog/undated.md': post({ title: 'Undated' }),
        'docs/blog/with-id.md': post({
          title: 'With id',
          id: 'the-id',
          date: '2025-05-01',
          author: '[Ann, Bob]',
        }),
      }),
      buildScratchSite({
        'rspress.config.ts': config(`  title: 'Forms',
  icon: '/icon.png',
  themeConfig: { footer: { message: 'Copyright ACME' } },
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [
    pluginRss({
      feed: [
        {
          id: 'featured',
          test: (page) => page.frontmatter.featured === true,
          language: 'en',
          output: { type: 'rss' },
        },
        {
          id: 'notes',
          test: /^\\/notes\\//,
          language: 'en-GB',
          output: { type: 'json', filename: 'all-notes.json' },
        },
        { id: 'mixed', test: ['/a/', /^\\/b\\//] },
        { id: 'zh-blog', test: '/zh/blog/' },
        { id: 'twin-one', test: '/both/' },
        { id: 'twin-two', test: '/both/' },
      ],
    }),
  ],`),
        'docs/public/icon.png': 'png',
        'docs/en/index.md': '---\nlink-rss: [featured, notes]\n---\n\n# Home\n',
        'docs/en/notes/one.md': post({ title: 'Note one', date: '2025-01-02' }),
        'docs/en/notes/undated.md': post({ title: 'Undated note' }),
        'docs/en/feature.md': post({
          title: 'Featured page',
          featured: 'true',
          date: '2025-01-03',
        }),
        'docs/en/plain-undated.md': post({ title: 'Featured undated', featured: 'true' }),
        'docs/en/a/page.md': post({ title: 'In a', date: '2025-01-04' }),
        'docs/en/b/page.md': post({ title: 'In b', date: '2025-01-05' }),
        'docs/en/c/page.md': post({ title: 'In c', date: '2025-01-06' }),
        'docs/en/both/page.md': post({ title: 'In both', date: '2025-01-07' }),
        'docs/zh/index.md': '# 首页\n',
        'docs/zh/blog/post.md': post({ title: '文章', date: '2025-01-08' }),
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          "  ssg: false,\n  siteOrigin: 'https://example.com',\n  plugins: [pluginRss()],",
        ),
        'docs/index.md': '# Home\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          "  siteOrigin: 'https://example.com',\n  plugins: [pluginRss()],",
        ),
        'docs/index.md': '# Home\n',
        'docs/blog/undated.md': post({ title: 'Undated' }),
      }),
      buildScratchSite({
        'rspress.config.ts': config("  plugins: [pluginRss({ siteUrl: 'example.com/docs/' })],"),
        'docs/index.md': '# Home\n',
      }),
    ]);
    const [example, single, forms, noSsg, undated, badUrl] = built;
    sites = { example, single, forms, noSsg, undated, badUrl } as typeof sites;
    for (const name of ['example', 'single', 'forms'] as const) {
      expect(sites[name].ok, `${name}\n${sites[name].output}`).toBe(true);
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites ?? {}).map((site) => site.remove()));
  });

  const alternates = async (site: ScratchBuild, file: string) =>
    [...parseHtml(await site.read(file)).head.querySelectorAll('link[rel="alternate"]')]
      .filter((link) => /rss|atom|json/.test(link.getAttribute('type') ?? ''))
      .map((link) => ({
        href: link.getAttribute('href'),
        type: link.getAttribute('type'),
        hreflang: link.getAttribute('hreflang'),
      }));

  claim(
    [
      'plugin/official-plugins/rss#example',
      'plugin/official-plugins/rss#output',
      'plugin/official-plugins/overview#rss',
    ],
    'the example writes feeds/blog.xml, feeds/blog-zh.xml and feeds/releases.rss; the release feed is RSS 2.0 with Release: titles, chosen by a function',
    async () => {
      const site = sites.example;
      const blog = await site.read('feeds/blog.xml');
      expect(blog).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
      expect(blog).toContain('<title>My Project Blog</title>');
      expect(blog).toContain('First post');
      expect(blog).not.toContain('第一篇');
      const blogZh = await site.read('feeds/blog-zh.xml');
      expect(blogZh).toContain('第一篇');
      expect(blogZh).not.toContain('First post');
      const releases = await site.read('feeds/releases.rss');
      expect(releases).toMatch(/<rss version="2\.0"/);
      expect(releases).toContain('Release: Version 2.0 is out');
      expect(releases).toContain('Release: Version 1.0');
      expect(releases).not.toContain('First post');
      expect(releases).toContain('https://example.com/changelog/v1');
      expect(site.has('rss/blog.xml')).toBe(false);
    },
  );

  claim(
    ['plugin/official-plugins/rss#head-links', 'plugin/official-plugins/rss#feed-options'],
    'a page of a feed names the feed’s URL, type and language in the head; a page of two feeds with different languages names both',
    async () => {
      const v2 = await alternates(sites.example, 'blog/v2.html');
      expect(v2).toContainEqual({
        href: 'https://example.com/feeds/blog.xml',
        type: 'application/atom+xml',
        hreflang: 'en',
      });
      expect(v2).toContainEqual({
        href: 'https://example.com/feeds/releases.rss',
        type: 'application/rss+xml',
        hreflang: 'en-US',
      });
    },
  );

  claim(
    'plugin/official-plugins/rss#head-links',
    'link-rss takes a list of ids; of two feeds with the same language only one is announced; language defaults to the page’s',
    async () => {
      const home = await alternates(sites.forms, 'index.html');
      expect(home.map((link) => link.href)).toEqual(
        expect.arrayContaining(['/rss/featured.rss', '/rss/all-notes.json']),
      );
      const both = await alternates(sites.forms, 'both/page.html');
      expect(both.length).toBe(1);
      const zh = await alternates(sites.forms, 'zh/blog/post.html');
      expect(zh[0]?.hreflang).toBe('zh');
    },
  );

  claim(
    [
      'plugin/official-plugins/rss#feed-test',
      'plugin/official-plugins/rss#feed-id',
      'plugin/official-plugins/rss#feed-output',
    ],
    'test as a function, a regular expression, a list, and a string with the language prefix; the id names the file, with the extension of the type unless filename is given',
    async () => {
      const site = sites.forms;
      const featured = await site.read('rss/featured.rss');
      expect(featured).toContain('Featured page');
      expect(featured).not.toContain('Note one');
      const notes = JSON.parse(await site.read('rss/all-notes.json')) as {
        items: { title: string }[];
      };
      expect(notes.items.map((item) => item.title).sort()).toEqual(['Note one', 'Undated note']);
      const mixed = await site.read('rss/mixed.xml');
      expect(mixed).toContain('In a');
      expect(mixed).toContain('In b');
      expect(mixed).not.toContain('In c');
      expect(await site.read('rss/zh-blog.xml')).toContain('文章');
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-items',
    'RSS and JSON feeds take items without a date and list them last',
    async () => {
      const notes = JSON.parse(await sites.forms.read('rss/all-notes.json')) as {
        items: { title: string }[];
      };
      expect(notes.items.at(-1)?.title).toBe('Undated note');
      const featured = await sites.forms.read('rss/featured.rss');
      expect(featured.indexOf('Featured undated')).toBeGreaterThan(
        featured.indexOf('Featured page'),
      );
    },
  );

  claim(
    ['plugin/official-plugins/rss#register', 'plugin/official-plugins/rss#siteurl'],
    'without siteOrigin or siteUrl the links in the feed are only paths',
    async () => {
      const mixed = await sites.forms.read('rss/mixed.xml');
      expect(mixed).toMatch(/<link href="\/a\/page"\/>|<id>\/a\/page<\/id>/);
      expect(mixed).not.toMatch(/href="https?:/);
    },
  );

  claim(
    ['plugin/official-plugins/rss#feed', 'plugin/official-plugins/rss#options'],
    'a single feed object is merged with the default: { title: "News" } keeps the id blog and the test /blog/',
    async () => {
      const feed = JSON.parse(await sites.single.read('rss/blog.json')) as {
        title: string;
        items: { title: string }[];
      };
      expect(feed.title).toBe('News');
      expect(feed.items.map((item) => item.title)).not.toContain('Guide');
      expect(feed.items.length).toBe(4);
    },
  );

  claim(
    ['plugin/official-plugins/rss#feed-items', 'plugin/official-plugins/rss#siteurl'],
    'an item: id from slug, else id, else the route; title, link from permalink under siteUrl, description, content from summary, date or published_at, author object or list, categories and category',
    async () => {
      const feed = JSON.parse(await sites.single.read('rss/blog.json')) as {
        items: Record<string, unknown>[];
      };
      const byTitle = Object.fromEntries(feed.items.map((item) => [item.title as string, item]));
      const slugged = byTitle['Front matter title'] ?? {};
      expect(slugged.id).toBe('my-slug');
      expect(slugged.url).toBe('https://example.com/docs/posts/slugged');
      expect(slugged.summary).toBe('The description.');
      expect(slugged.content_html).toBe('The summary.');
      expect(slugged.author).toEqual({ name: 'Jane Doe', url: 'https://jane.example.com' });
      expect(slugged.tags).toEqual(expect.arrayContaining(['news', 'tips', 'extra']));
      expect(byTitle['With id']?.id).toBe('the-id');
      // A list of authors: JSON Feed 1 has room for the first one only.
      expect(byTitle['With id']?.author).toEqual({ name: 'Ann' });
      expect(byTitle.Published?.id).toBe('/blog/published');
      expect(String(byTitle.Published?.date_modified)).toContain('2025-01-01');
      expect(String(byTitle.Published?.content_html)).toContain('Body of the post.');
    },
  );

  claim(
    ['plugin/official-plugins/rss#feed-item', 'plugin/official-plugins/rss#output'],
    'item can set a date for a page without one; sorting orders the items; transform rewrites the file; JSON Feed is written as .json',
    async () => {
      const text = await sites.single.read('rss/blog.json');
      expect(text.startsWith('{"x-transformed": "json",')).toBe(true);
      const feed = JSON.parse(text) as { version: string; items: Record<string, unknown>[] };
      expect(feed.version).toMatch(/jsonfeed\.org\/version\/1/);
      const undated = feed.items.find((item) => item.title === 'Undated');
      expect(String(undated?.date_modified)).toContain('2020-01-01');
      const dates = feed.items.map((item) => Date.parse(String(item.date_modified)));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    },
  );

  claim(
    ['plugin/official-plugins/rss#output', 'plugin/official-plugins/rss#head-links'],
    'the head links point to publicPath, then dir, then the file name',
    async () => {
      const links = await alternates(sites.single, 'blog/undated.html');
      // publicPath is where the output folder is served: dir and the file name follow it.
      expect(links.map((link) => link.href)).toEqual([
        'https://cdn.example.com/feeds/rss/blog.json',
      ]);
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-options',
    'channel defaults: description from the site description, link from the site URL, favicon from icon, copyright from the footer message',
    async () => {
      const feed = JSON.parse(await sites.single.read('rss/blog.json')) as Record<string, unknown>;
      expect(feed.description).toBe('News of My Project');
      expect(feed.home_page_url).toBe('https://example.com/docs/');
      const atom = await sites.example.read('feeds/blog.xml');
      expect(atom).toContain('<subtitle>News and releases of My Project</subtitle>');
      const forms = await sites.forms.read('rss/mixed.xml');
      expect(forms).toContain('<title>Forms</title>');
      expect(forms).toContain('<rights>Copyright ACME</rights>');
      expect(forms).toContain('<icon>/icon.png</icon>');
    },
  );

  claim(
    'plugin/official-plugins/rss#version',
    'with ssg false the build stops with RSS plugin requires SSG to be enabled',
    () => {
      expect(sites.noSsg.ok).toBe(false);
      expect(sites.noSsg.output).toContain('RSS plugin requires SSG to be enabled');
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-items',
    'a page of an Atom feed without a date fails the build with the toISOString error',
    () => {
      expect(sites.undated.ok).toBe(false);
      expect(sites.undated.output).toContain(
        "Cannot read properties of null (reading 'toISOString')",
      );
    },
  );

  claim(
    'plugin/official-plugins/rss#siteurl',
    'a siteUrl without a protocol stops the build with an error that says so',
    () => {
      expect(sites.badUrl.ok).toBe(false);
      expect(sites.badUrl.output).toMatch(/siteUrl.*absolute URL with protocol/);
    },
  );
});
