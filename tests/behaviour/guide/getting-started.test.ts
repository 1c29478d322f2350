/**
 * The project of Quick start, set up by hand as the page says: `npm init -y` and the page's scripts
 * in a `website` folder of an existing repository, the configuration, the first pages, the navbar
 * and sidebar files, the theme and i18n.json, built with `npm run build`; what the build writes,
 * and the dev and preview scripts. The same build is the command and folder the hosts of
 * Deployment name (tests/behaviour/guide/deploy-nginx.test.ts runs them on its sites).
 */
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { runNpm, startNpmScript } from '../../support/npmScripts.ts';
import {
  buildScratchSite,
  exampleFromPage,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const PAGE = 'guide/start/getting-started.mdx';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

/** The repository the docs are added to, and the folder the page's steps are followed in. */
const WEBSITE = 'website';

describe('the Quick start project, set up by hand in a website folder', () => {
  let site: ScratchBuild;
  let build: { code: number; output: string };
  let website: string;

  beforeAll(async () => {
    const pageFiles: Record<string, string> = {
      'rspress.config.ts': await exampleFromPage(PAGE, 'config-file', 'rspress.config.ts'),
      'docs/index.md': await exampleFromPage(PAGE, 'first-pages', 'docs/index.md'),
      'docs/guide/index.md': await exampleFromPage(PAGE, 'first-pages', 'docs/guide/index.md'),
      'docs/guide/configuration.md': '# Configuration\n',
      'docs/_nav.json': await exampleFromPage(PAGE, 'nav-and-sidebar-files', 'docs/_nav.json'),
      'docs/guide/_meta.json': await exampleFromPage(
        PAGE,
        'nav-and-sidebar-files',
        'docs/guide/_meta.json',
      ),
      'theme/index.tsx': await exampleFromPage(PAGE, 'theme-folder', 'theme/index.tsx'),
      'i18n.json': await exampleFromPage(PAGE, 'languages', 'i18n.json'),
      'docs/public/logo.svg': SVG,
      // A folder without _meta.json.
      'docs/other/index.md': '# Other index\n',
      'docs/other/b-page.md': '# B page\n',
      'docs/other/a-page.md': '# A page\n',
    };
    const { scripts } = JSON.parse(await exampleFromPage(PAGE, 'scripts', 'package.json')) as {
      scripts: Record<string, string>;
    };
    site = await buildScratchSite(
      {
        // The existing repository: its own package.json and source code.
        'package.json': JSON.stringify({ name: 'my-library', version: '1.0.0', private: true }),
        'src/index.js': 'export const answer = 42;\n',
        ...Object.fromEntries(
          Object.entries(pageFiles).map(([file, content]) => [`${WEBSITE}/${file}`, content]),
        ),
      },
      {
        build: false,
        outDir: `${WEBSITE}/doc_build`,
        prepare: async (root) => {
          const folder = path.join(root, WEBSITE);
          const init = await runNpm(folder, 'npm init -y');
          expect(init.code, init.output).toBe(0);
          // "Merge the scripts object into the package.json that npm init created."
          const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8'));
          manifest.scripts = { ...manifest.scripts, ...scripts };
          await writeFile(path.join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
          // What `npm install -D @rspress/core` gives the folder: the packages, here the site's.
          await symlink('../node_modules', path.join(folder, 'node_modules'));
        },
      },
    );
    website = path.join(site.dir, WEBSITE);
    build = await runNpm(website, 'npm run build');
    expect(build.code, build.output).toBe(0);
  });
  afterAll(async () => {
    await site?.remove();
  });

  claim(
    [
      'guide/start/getting-started#manual-setup',
      'guide/start/getting-started#scripts',
      'guide/start/getting-started#build',
    ],
    'in a website folder of a repository, npm init -y with the three scripts merged in, then npm run build writes the site to website/doc_build',
    async () => {
      const manifest = JSON.parse(await readFile(path.join(website, 'package.json'), 'utf8')) as {
        name: string;
        scripts: Record<string, string>;
      };
      expect(manifest.name).toBe('website');
      expect(manifest.scripts).toMatchObject({
        dev: 'rspress dev',
        build: 'rspress build',
        preview: 'rspress preview',
      });
      expect(build.output).toContain('rspress build');
      expect(site.has('index.html')).toBe(true);
      expect(await site.read('guide/index.html')).toContain(
        'This guide explains how to use my project.',
      );
    },
  );

  claim(
    ['guide/start/getting-started#scripts', 'guide/start/getting-started#preview'],
    'npm run preview serves doc_build; npm run dev starts the dev server',
    async () => {
      const preview = await startNpmScript(website, 'preview');
      try {
        const page = await fetch(`${preview.origin}/guide/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('This guide explains how to use my project.');
      } finally {
        await preview.stop();
      }
      const dev = await startNpmScript(website, 'dev');
      try {
        expect(dev.output()).toContain('rspress dev');
        expect(dev.output()).toContain('Rspress v2.0.22');
        expect((await fetch(`${dev.origin}/guide/`)).status).toBe(200);
      } finally {
        await dev.stop();
      }
    },
    180_000,
  );

  claim(
    ['guide/start/getting-started#first-pages', 'guide/start/getting-started#config-file'],
    'the home page renders its hero and features; the guide page is at /guide/ with an #install anchor; the title follows page titles',
    async () => {
      const home = await site.read('index.html');
      expect(home).toContain('My Docs');
      expect(home).toContain('Documentation for my project');
      expect(home).toContain('Read the guide');
      expect(home).toContain('Every page is pre-rendered to HTML.');
      const guide = await site.read('guide/index.html');
      expect(guide).toMatch(/<h2[^>]*id="install"/);
      expect(guide).toMatch(/<title[^>]*>Introduction - My Docs<\/title>/);
      expect(guide).toContain('href="/logo.svg"');
    },
  );

  claim(
    'guide/start/getting-started#build',
    'the build writes an HTML file per route, 404.html, bundles and the search index under static, and the public files',
    async () => {
      for (const file of [
        'index.html',
        'guide/index.html',
        'guide/configuration.html',
        '404.html',
        'logo.svg',
      ]) {
        expect(site.has(file), file).toBe(true);
      }
      const staticFiles = await readdir(path.join(website, 'doc_build', 'static'));
      expect(staticFiles).toEqual(expect.arrayContaining(['js', 'css']));
      expect(staticFiles.some((file) => file.startsWith('search_index'))).toBe(true);
    },
  );

  claim(
    'guide/start/getting-started#nav-and-sidebar-files',
    'the navbar item of _nav.json; the sidebar in the order of _meta.json, or alphabetical with index first',
    async () => {
      const guide = await site.read('guide/index.html');
      const nav = guide.slice(guide.indexOf('<header'), guide.indexOf('</header>'));
      expect(nav).toMatch(/href="\/guide\/(index\.html)?"[^>]*>Guide</);
      const sidebar = (html: string) =>
        [
          ...html
            .slice(html.indexOf('rp-doc-layout__sidebar'))
            .matchAll(/<span class="rp-doc">([^<]+)<\/span>/g),
        ].map((match) => match[1]);
      expect(sidebar(guide)).toEqual(['Introduction', 'Configuration']);
      expect(sidebar(await site.read('other/a-page.html'))).toEqual([
        'Other index',
        'A page',
        'B page',
      ]);
    },
  );

  claim(
    'guide/start/getting-started#theme-folder',
    'the theme adds its line under every documentation page',
    async () => {
      expect(await site.read('guide/configuration.html')).toContain(
        'Found a mistake? Open an issue.',
      );
    },
  );

  claim(
    'guide/start/getting-started#languages',
    'i18n.json overrides the outline title',
    async () => {
      expect(await site.read('guide/index.html')).toContain('On this page');
    },
  );
});

describe('a project of a package.json and one page', () => {
  let site: ScratchBuild;

  beforeAll(async () => {
    site = await buildScratchSite({
      'package.json': JSON.stringify({ name: 'my-docs', private: true }),
      'docs/index.md': '# Welcome\n\nThe only page.\n',
    });
  });
  afterAll(async () => {
    await site?.remove();
  });

  claim(
    ['guide/start/getting-started#project-layout', 'guide/start/getting-started#docs-folder'],
    'builds without a configuration file: the pages of docs/ become the site',
    async () => {
      expect(site.ok, site.output).toBe(true);
      expect(await site.read('index.html')).toContain('The only page.');
    },
  );
});

describe('the @rspress/core package', () => {
  const manifest = async () =>
    JSON.parse(
      await readFile(
        path.join(rootDir, 'node_modules', '@rspress', 'core', 'package.json'),
        'utf8',
      ),
    ) as {
      engines: { node: string };
      dependencies: Record<string, string>;
      bin: Record<string, string>;
    };

  claim(
    'guide/start/getting-started#prerequisites',
    'asks for Node.js 20.19 or later in the 20.x line, or 22.12 and later',
    async () => {
      const { node } = (await manifest()).engines;
      expect(node).toBe('^20.19.0 || >=22.12.0');
    },
  );

  claim(
    'guide/start/getting-started#install',
    'brings React, Rsbuild and the rspress command with it',
    async () => {
      const { dependencies, bin } = await manifest();
      expect(Object.keys(dependencies)).toEqual(
        expect.arrayContaining(['react', 'react-dom', '@rsbuild/core']),
      );
      expect(Object.keys(bin)).toContain('rspress');
    },
  );
});
