/**
 * How Rspress finds and loads a custom theme, as Custom theme describes it: the entry file and the
 * two import paths, a slot that reads the page, the theme's stylesheet and CSS variables against
 * `globalStyles` in both colour modes (Chromium), and an ejected component.
 */

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { rspressCli } from '../../../scripts/check-docs/scratchSite.ts';
import { runCollected } from '../../../scripts/runCollected.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const PAGE = 'guide/advanced/custom-theme.md';

const BASE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Scratch' });
`,
  'docs/index.md': '# Welcome\n\nThe first page.\n',
};

let styled: ScratchBuild;
let plainJs: ScratchBuild;
let selfImport: ScratchBuild;
let defaultExport: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const slotTheme = await exampleFromPage(PAGE, 'slot-with-data', 'theme/index.tsx');
  const variables = await exampleFromPage(PAGE, 'css-variables', 'theme/index.css');
  [styled, plainJs, selfImport, defaultExport] = await Promise.all([
    buildScratchSite({
      'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  globalStyles: path.join(import.meta.dirname, 'styles', 'global.css'),
});
`,
      // The page's slot example, its stylesheet loaded as Load your stylesheet says, and one
      // export of its own for pages to import through @rspress/core/theme.
      'theme/index.tsx': `import './index.css';\n${slotTheme}\nexport function Marker() {\n  return <b id="marker">from the custom theme</b>;\n}\n`,
      'theme/index.css': variables,
      'styles/global.css': ':root {\n  --rp-c-brand: #123456;\n  --rp-c-divider: #abcdef;\n}\n',
      'docs/en/index.md': '# Welcome\n\nThe first page.\n',
      'docs/en/old.md': '---\ndeprecated: true\n---\n\n# Old\n\nAn old feature.\n',
      'docs/en/current.mdx':
        "import { Marker } from '@rspress/core/theme';\n\n# Current\n\n<Marker />\n",
      'docs/zh/index.md': '# 欢迎\n\n第一页。\n',
      'docs/zh/old.md': '---\ndeprecated: true\n---\n\n# 旧功能\n\n一个旧功能。\n',
      'docs/zh/current.mdx': '# 当前\n\n当前的功能。\n',
    }),
    buildScratchSite({
      ...BASE,
      'theme/index.js': `import { createElement } from 'react';

export * from '@rspress/core/theme-original';

export function Root({ children }) {
  return createElement('div', { id: 'js-root' }, children);
}
`,
    }),
    buildScratchSite({ ...BASE, 'theme/index.tsx': "export * from '@rspress/core/theme';\n" }),
    buildScratchSite({
      ...BASE,
      'theme/index.tsx': `import * as Theme from '@rspress/core/theme-original';

const Layout = () => <Theme.Layout bottom={<p id="v1-layout">Rspress 1 layout</p>} />;

export default { ...Theme, Layout };
export * from '@rspress/core/theme-original';
`,
    }),
  ]);
  expect(styled.ok, styled.output).toBe(true);
  [server, browser] = await Promise.all([styled.preview(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([styled, plainJs, selfImport, defaultExport].map((site) => site?.remove()));
});

describe('finding the theme', () => {
  claim(
    'guide/advanced/custom-theme#theme-resolution',
    'theme/index.js is an entry file too: what it exports is the theme',
    async () => {
      expect(plainJs.ok, plainJs.output).toBe(true);
      expect(await plainJs.read('index.html')).toContain('id="js-root"');
    },
  );

  claim(
    'guide/advanced/custom-theme#theme-resolution',
    'in a page, @rspress/core/theme is the custom theme: an export only the custom theme has renders',
    async () => {
      expect(await styled.read('current.html')).toContain(
        '<b id="marker">from the custom theme</b>',
      );
    },
  );

  claim(
    'guide/advanced/custom-theme#theme-resolution',
    'a theme/index.tsx that imports from @rspress/core/theme imports itself and fails the build',
    async () => {
      expect(selfImport.ok).toBe(false);
      expect(selfImport.output).toContain(
        "export 'Layout' (imported as 'Layout') was not found in '@rspress/core/theme' (module has no exports)",
      );
    },
  );

  claim(
    'guide/advanced/custom-theme#theme-resolution',
    'the default export of a Rspress 1 theme draws a warning and is not used',
    async () => {
      expect(defaultExport.ok, defaultExport.output).toBe(true);
      expect(defaultExport.output).toMatch(
        /warn .*named export from '@rspress\/core\/theme-original' instead of default export/,
      );
      expect(await defaultExport.read('index.html')).not.toContain('v1-layout');
    },
  );
});

claim(
  ['guide/advanced/custom-theme#slot-with-data', 'guide/advanced/custom-theme#layout-slots'],
  'the slot example shows its notice only on pages with deprecated: true, in the language of the page',
  async () => {
    expect(await styled.read('old.html')).toContain('This page describes a deprecated feature.');
    expect(await styled.read('zh/old.html')).toContain('此页面描述的功能已废弃。');
    expect(await styled.read('current.html')).not.toContain('deprecation-notice');
    expect(await styled.read('zh/current.html')).not.toContain('deprecation-notice');
  },
);

describe('styles', () => {
  async function variablesOf(dark: boolean): Promise<Record<string, string>> {
    const page = await openHydrated(browser, `${server.origin}/current.html`, {
      colorScheme: dark ? 'dark' : 'light',
    });
    try {
      return await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        const read = (name: string) => style.getPropertyValue(name).trim();
        return {
          classes: document.documentElement.className,
          brand: read('--rp-c-brand'),
          brandLight: read('--rp-c-brand-light'),
          bg: read('--rp-c-bg'),
          font: read('--rp-font-family-base'),
          divider: read('--rp-c-divider'),
        };
      });
    } finally {
      await page.context().close();
    }
  }

  claim(
    [
      'guide/advanced/custom-theme#css-variables',
      'guide/advanced/custom-theme#load-styles',
      'guide/advanced/custom-theme#styles',
    ],
    "the page's stylesheet, imported by the theme, overrides the theme's variables in light and dark mode, and wins over globalStyles",
    async () => {
      const light = await variablesOf(false);
      expect(light.brand).toBe('#e8590c');
      expect(light.brandLight).toBe('#fd7e14');
      // The build's CSS minifier writes the quotes its own way.
      expect(light.font).toMatch(/^["']Inter["'], system-ui, sans-serif$/);
      // Set by globalStyles only: it applies too.
      expect(light.divider).toBe('#abcdef');
      expect(String(light.classes).split(' ')).not.toContain('rp-dark');

      const dark = await variablesOf(true);
      expect(String(dark.classes).split(' ')).toEqual(expect.arrayContaining(['dark', 'rp-dark']));
      expect(dark.bg).toBe('#101418');
      expect(dark.brandLight).toBe('#ffa94d');
      expect(dark.brand).toBe('#e8590c');
    },
  );
});

claim(
  'guide/advanced/custom-theme#eject',
  'eject lists 21 components and copies NavTitle as index.tsx and index.scss; exported, it needs the Sass plugin to build',
  async () => {
    const run = (args: string[]) =>
      runCollected(process.execPath, [rspressCli(), ...args], {
        cwd: plainJs.dir,
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', NODE_ENV: 'production' },
      });
    const list = await run(['eject']);
    const suggested = [
      'Banner',
      'Badge',
      'Callout',
      'DocFooter',
      'FallbackHeading',
      'HomeFeature',
      'HomeHero',
      'HomeBackground',
      'HomeFooter',
      'NavTitle',
      'SourceCode',
      'Toc',
      'Tabs',
      'Tag',
      'PackageManagerTabs',
      'PrevNextPage',
      'OverviewGroup',
      'Prompt',
      'Root',
      'SocialLinks',
      'Steps',
    ];
    for (const name of suggested) expect(list.output, name).toMatch(new RegExp(`\\b${name}\\b`));
    expect(suggested).toHaveLength(21);

    const ejected = await run(['eject', 'NavTitle']);
    expect(ejected.code, ejected.output).toBe(0);
    const folder = path.join(plainJs.dir, 'theme', 'components', 'NavTitle');
    expect((await readdir(folder)).sort()).toEqual(['index.scss', 'index.tsx']);

    // Not used until exported: before the export the build does not even read its Sass file.
    const unused = await plainJs.rebuild();
    expect(unused.code, unused.output).toBe(0);

    await plainJs.write(
      'theme/index.js',
      `${await readFile(path.join(plainJs.dir, 'theme', 'index.js'), 'utf8')}\nexport { NavTitle } from './components/NavTitle';\n`,
    );
    const withoutSass = await plainJs.rebuild();
    expect(withoutSass.code).not.toBe(0);
    expect(withoutSass.output).toContain('Module parse failed');

    await plainJs.write(
      'rspress.config.ts',
      `import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  builderConfig: { plugins: [pluginSass()] },
});
`,
    );
    const withSass = await plainJs.rebuild();
    expect(withSass.code, withSass.output).toBe(0);
  },
  240_000,
);
