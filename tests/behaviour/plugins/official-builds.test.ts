/**
 * What the pages of the official plugins say a build writes or refuses: the llms plugin's files and
 * its clash with the built-in `llms` option, the names the built-in plugins take, and Shiki's error
 * for an unknown language. Small sites, built side by side.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, type ScratchBuild } from '../../support/scratchSite.ts';

function config(imports: string, options: string): string {
  return `import { defineConfig } from '@rspress/core';
${imports}
export default defineConfig({ root: 'docs', title: 'My Docs', ${options} });
`;
}

const LLMS = "import { pluginLlms } from '@rspress/plugin-llms';";

const PAGES = {
  'docs/index.md': '---\npageType: home\n---\n\n# Home\n',
  'docs/guide/start.md':
    '---\ndescription: Start here\n---\n\n# Start\n\nRead [the other page](/guide/other).\n',
  'docs/guide/other.md': '# Other\n\nThe other page.\n',
};

/** The pages in English (the default language, at the root) and Chinese (under /zh/). */
const BILINGUAL = {
  ...Object.fromEntries(
    Object.entries(PAGES).map(([file, content]) => [file.replace('docs/', 'docs/en/'), content]),
  ),
  'docs/zh/index.md': '---\npageType: home\n---\n\n# 首页\n',
  'docs/zh/guide/start.md': '# 开始\n\n中文页面。\n',
};

const CASES: Record<string, Record<string, string>> = {
  llms: {
    'rspress.config.ts': config(
      LLMS,
      "lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }], mediumZoom: false, plugins: [pluginLlms()]",
    ),
    ...BILINGUAL,
  },
  both: { 'rspress.config.ts': config(LLMS, 'llms: true, plugins: [pluginLlms()]'), ...PAGES },
  zoom: {
    'rspress.config.ts': config('', "plugins: [{ name: '@rspress/plugin-medium-zoom' }]"),
    ...PAGES,
  },
  lastUpdated: {
    'rspress.config.ts': config(
      '',
      "themeConfig: { lastUpdated: true }, plugins: [{ name: '@rspress/plugin-last-updated' }]",
    ),
    ...PAGES,
  },
  unknownLanguage: {
    'rspress.config.ts': config('', ''),
    ...PAGES,
    'docs/guide/other.md': '# Other\n\n```notalanguage\nsome code\n```\n',
  },
};

describe('small sites with official plugins and built-in plugin names', () => {
  const sites: Record<string, ScratchBuild> = {};
  const site = (name: string): ScratchBuild => {
    const built = sites[name];
    if (!built) throw new Error(`no site ${name}`);
    return built;
  };

  beforeAll(async () => {
    const built = await Promise.all(
      Object.entries(CASES).map(async ([name, files]) => [name, await buildScratchSite(files)]),
    );
    Object.assign(sites, Object.fromEntries(built));
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.remove()));
  });

  claim(
    'plugin/official-plugins/llms#register',
    'without options the plugin writes llms.txt, llms-full.txt and a .md file per page, from the source',
    async () => {
      const llms = site('llms');
      expect(llms.ok, llms.output).toBe(true);
      const index = await llms.read('llms.txt');
      expect(index.startsWith('# My Docs')).toBe(true);
      expect(index).toContain('## Other');
      expect(index).toMatch(/- \[Start\]\(\/guide\/start\.md\): Start here/);
      expect(await llms.read('llms-full.txt')).toContain('The other page.');
      const page = await llms.read('guide/start.md');
      expect(page).not.toContain('description: Start here');
      expect(page).toContain('(/guide/other.md)');
    },
  );

  claim(
    ['plugin/official-plugins/llms#register', 'plugin/official-plugins/llms#plugin'],
    'without options, a site with locales gets a set of files per language: the default one at the root, the others under their prefix',
    async () => {
      const llms = site('llms');
      expect(await llms.read('llms.txt')).not.toContain('开始');
      expect(await llms.read('zh/llms.txt')).toContain('开始');
      expect(await llms.read('zh/llms-full.txt')).toContain('中文页面。');
      expect(llms.has('zh/guide/start.md')).toBe(true);
    },
  );

  claim(
    'plugin/official-plugins/llms#register',
    'the plugin adds no buttons to the pages',
    async () => {
      const html = await site('llms').read('guide/start.html');
      expect(html).not.toMatch(/rp-llms/);
    },
  );

  claim(
    [
      'plugin/official-plugins/medium-zoom#mediumzoom',
      'plugin/official-plugins/overview#medium-zoom',
      'guide/start/introduction#in-the-box',
    ],
    'mediumZoom: false loads nothing of the zoom: no medium-zoom code in the scripts of the site (the llms site sets it)',
    async () => {
      const llms = site('llms');
      const js = path.join(llms.dir, 'doc_build', 'static', 'js');
      const files = (await readdir(js, { recursive: true })).filter((file) => file.endsWith('.js'));
      const code = await Promise.all(files.map((file) => readFile(path.join(js, file), 'utf8')));
      expect(code.join('\n')).not.toContain('medium-zoom');
      // The same scripts with the default option carry it (official-plugins.test.ts zooms an image).
    },
  );

  claim(
    'plugin/official-plugins/llms#version',
    'the built-in option and the plugin together stop the build with a conflict on llms-full.txt',
    () => {
      expect(site('both').ok).toBe(false);
      expect(site('both').output).toContain(
        'Conflict: Multiple assets emit different content to the same filename llms-full.txt',
      );
    },
  );

  claim(
    [
      'plugin/official-plugins/medium-zoom#status',
      'plugin/system/introduction#built-in-plugins',
      'plugin/official-plugins/overview#built-into-core',
    ],
    'a plugin named @rspress/plugin-medium-zoom stops the build while mediumZoom is on',
    () => {
      expect(site('zoom').ok).toBe(false);
      expect(site('zoom').output).toContain(
        'The plugin "@rspress/plugin-medium-zoom" has been registered',
      );
    },
  );

  claim(
    ['plugin/official-plugins/last-updated#status', 'plugin/system/introduction#built-in-plugins'],
    'a plugin named @rspress/plugin-last-updated stops the build while themeConfig.lastUpdated is set',
    () => {
      expect(site('lastUpdated').ok).toBe(false);
      expect(site('lastUpdated').output).toContain(
        'The plugin "@rspress/plugin-last-updated" has been registered',
      );
    },
  );

  claim(
    'plugin/official-plugins/shiki#defaults',
    'a code block in a language Shiki does not know stops the build',
    () => {
      expect(site('unknownLanguage').ok).toBe(false);
      expect(site('unknownLanguage').output).toMatch(
        /ShikiError: Language `?notalanguage`? is not included in this bundle/,
      );
    },
  );
});
