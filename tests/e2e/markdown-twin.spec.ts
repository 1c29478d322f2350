import { LANGS, langPrefix } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// The built site through the server: a page URL asked for Markdown answers the page's twin, and
// its HTML links to that twin (server/markdownTwin.ts).

for (const lang of LANGS) {
  for (const slug of ['/guide/start/introduction', '/api/']) {
    const url = `${langPrefix(lang)}${slug}`;

    test(`${lang}: ${url} answers its Markdown twin to a client that asks, and links to it`, async ({
      page,
      request,
      visit,
    }) => {
      await visit(url);
      // The page's title, as its heading's accessible name (its anchor is hidden).
      const heading = page.getByRole('heading', { level: 1 });
      const title = await heading.evaluate((element) =>
        [...element.childNodes]
          .filter((node) => !(node instanceof HTMLElement && node.ariaHidden === 'true'))
          .map((node) => node.textContent)
          .join('')
          .trim(),
      );

      const html = await request.get(url);
      expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
      const link = /^<([^>]+)>; rel="alternate"; type="text\/markdown"$/.exec(
        html.headers().link ?? '',
      );
      expect(link, html.headers().link).not.toBeNull();
      const twinUrl = link?.[1] ?? '';

      const markdown = await request.get(url, { headers: { accept: 'text/markdown' } });
      expect(markdown.status()).toBe(200);
      expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(markdown.headers().vary).toMatch(/\bAccept\b/);
      const body = await markdown.text();
      // Rspress's hint for AI agents (themeConfig.llmsUI), then the page from its title on.
      const [hint, ...rest] = body.split('\n\n');
      expect(hint).toMatch(/^> For AI agents: /);
      expect(rest.join('\n\n').split('\n')[0]).toBe(`# ${title}`);

      // The static-host path: the twin at its own URL is the same file.
      const twin = await request.get(twinUrl);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(await twin.text()).toBe(body);
    });
  }
}

/** The lines of a Markdown text outside its fenced code blocks. */
function prose(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').filter((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return false;
    }
    if (marker) fence = marker;
    return !marker;
  });
}

for (const lang of LANGS) {
  test(`${lang}: a served twin's headings carry no custom id syntax, and its code shows the syntax as written`, async ({
    request,
  }) => {
    const url = `${langPrefix(lang)}/guide/basic/use-mdx`;
    const markdown = await (
      await request.get(url, { headers: { accept: 'text/markdown' } })
    ).text();
    const headings = prose(markdown).filter((line) => /^#{1,6} /.test(line));
    expect(headings.length).toBeGreaterThan(10);
    expect(headings.filter((line) => /\{#|\\\{/.test(line))).toEqual([]);
    // The page's example of the syntax, in a code block, is the one the reader writes.
    expect(markdown).toContain('```md\n## ');
    expect(markdown).toMatch(/\n## [^\n]+ \{#install\}\n```/);
    expect(markdown).not.toContain('\\{#');

    const full = await (await request.get(`${langPrefix(lang)}/llms-full.txt`)).text();
    expect(prose(full).filter((line) => /^#{1,6} .*\{#/.test(line))).toEqual([]);
  });

  test(`${lang}: the page itself shows the heading id syntax in its code example as written`, async ({
    page,
    visit,
  }) => {
    await visit(`${langPrefix(lang)}/guide/basic/use-mdx`);
    const example = page.locator('.rp-doc pre[data-lang="md"]', { hasText: '{#install}' });
    await expect(example).toHaveCount(1);
    await expect(example).toHaveText(/^## .+ \{#install\}$/);
  });

  test(`${lang}: the home page's twin lists the features as text, without icon paths`, async ({
    request,
  }) => {
    const markdown = await (
      await request.get(`${langPrefix(lang)}/`, { headers: { accept: 'text/markdown' } })
    ).text();
    expect(markdown).toContain('\n# Rspress\n');
    const features = markdown.split('\n').filter((line) => line.startsWith('- '));
    expect(features).toHaveLength(6);
    for (const feature of features) expect(feature).toMatch(/^- \*\*[^*]+\*\*(: |：)\S/);
    expect(markdown).not.toMatch(/\.svg|\/icons\//);
  });
}
