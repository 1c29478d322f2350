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
