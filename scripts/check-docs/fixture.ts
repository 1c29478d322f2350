/** A small, clean bilingual docs tree for the tests of the docs check, and helpers to plant defects. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DocsContext, loadDocsContext } from './context.ts';

export type FixtureFiles = Record<string, string | undefined>;

/** The project itself: where typescript and @rspress/core are installed. */
export const PROJECT_DIR = path.resolve(import.meta.dirname, '..', '..');

const EN_SENTENCE =
  'Rspress turns a folder of Markdown files into a fast static site that readers can search. ';
const ZH_SENTENCE =
  'Rspress 把一个装满文档的文件夹变成可以搜索的快速静态站点，读者打开就能找到答案。';

/** About `words` English words of prose. */
export function englishProse(words: number): string {
  return EN_SENTENCE.repeat(Math.ceil(words / 15)).trim();
}

/** Prose with about `han` Han characters. */
export function chineseProse(han: number): string {
  return ZH_SENTENCE.repeat(Math.ceil(han / 30));
}

const CONFIG_BLOCK = `\`\`\`ts title="rspress.config.ts"
import { defineConfig } from '@rspress/core';

export default defineConfig({
  title: 'My site',
  // TODO stays allowed here: code blocks may show placeholders as part of an example.
});
\`\`\``;

const THEME_BLOCK = `\`\`\`tsx title="theme/index.tsx"
import { Badge } from '@rspress/core/theme';

export * from '@rspress/core/theme-original';

export function NewBadge() {
  return <Badge text="new" type="tip" />;
}
\`\`\``;

const SHELL_BLOCK = `\`\`\`bash
npm install @rspress/core
\`\`\``;

function introPage(lang: 'en' | 'zh'): string {
  const en = lang === 'en';
  const prefix = en ? '' : '/zh';
  const prose = en ? englishProse(420) : chineseProse(300);
  return `---
title: ${en ? 'Introduction' : '介绍'}
---

import Shared from '../../fragments/shared.mdx';

# ${en ? 'Introduction' : '介绍'}

${prose}

## ${en ? 'Install' : '安装'} {#install}

${en ? 'Run this, then read' : '运行下面的命令，然后阅读'} [config](#config), [setup](${prefix}/guide/start/other#setup), [the same](./other#setup) ![logo](/logo.svg).

${SHELL_BLOCK}

## ${en ? 'Config' : '配置'} {#config}

${en ? 'The config file:' : '配置文件：'}

${CONFIG_BLOCK}

### \`Badge\` {#badge}

${THEME_BLOCK}

<Shared />

${en ? 'See' : '参见'} [shared](#shared).
`;
}

function otherPage(lang: 'en' | 'zh'): string {
  const en = lang === 'en';
  return `# ${en ? 'Other page' : '另一页'}

${en ? englishProse(420) : chineseProse(300)}

## ${en ? 'Setup' : '设置'} {#setup}

${en ? 'Back to the ' : '回到'}[${en ? 'introduction' : '介绍'}](${en ? '' : '/zh'}/guide/start/intro#install), [withBase](${en ? '' : '/zh'}/api/#withbase).
`;
}

/** Every file of the clean tree, by path relative to the fixture root. */
export function cleanFixture(): FixtureFiles {
  const files: FixtureFiles = {
    'docs/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'terminology.json': JSON.stringify({
      zh: [
        { term: '深色模式', variants: ['暗色模式'] },
        { term: '侧边栏', variants: ['边栏'] },
        { term: 'Hook', variants: ['hook'] },
      ],
    }),
  };
  for (const lang of ['en', 'zh'] as const) {
    const prefix = lang === 'en' ? '' : '/zh';
    files[`docs/${lang}/_nav.json`] = JSON.stringify([
      { text: 'Guide', link: `${prefix}/guide/start/intro` },
    ]);
    files[`docs/${lang}/guide/_meta.json`] = '[{ "type": "dir", "name": "start" }]';
    files[`docs/${lang}/guide/start/_meta.json`] = '["intro", "other"]';
    files[`docs/${lang}/index.md`] = `---
pageType: home
hero:
  name: Site
  actions:
    - theme: brand
      text: Start
      link: ${prefix}/guide/start/intro
---
`;
    files[`docs/${lang}/guide/start/intro.mdx`] = introPage(lang);
    files[`docs/${lang}/guide/start/other.md`] = otherPage(lang);
    files[`docs/${lang}/fragments/shared.mdx`] =
      `## ${lang === 'en' ? 'Shared part' : '共享部分'} {#shared}

${lang === 'en' ? 'Text shared by several pages.' : '多个页面共用的文字。'}
`;
    files[`docs/${lang}/api/index.md`] = `# API

${lang === 'en' ? 'A short reference page, not measured.' : '简短的参考页，不计字数。'}

## ${lang === 'en' ? 'Options' : '选项'} {#options}

${lang === 'en' ? 'Every option.' : '所有选项。'}

| ${lang === 'en' ? 'Helper' : '函数'} | ${lang === 'en' ? 'Returns' : '返回值'} |
| --- | --- |
| <span id="withbase"></span>\`withBase\` | ${lang === 'en' ? 'the path with the base' : '加上基础路径的路径'} |
| <span id="isdataurl"></span>\`isDataUrl\` | ${lang === 'en' ? 'whether it is a data URL' : '是否为 data URL'} |
`;
  }
  return files;
}

/** Writes the files (entries set to `undefined` are left out) to a fresh temporary folder. */
export async function writeFixture(files: FixtureFiles): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'check-docs-'));
  for (const [file, content] of Object.entries(files)) {
    if (content === undefined) continue;
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return root;
}

const roots: string[] = [];

/** The clean tree with `changes` applied, written and loaded. Call `removeFixtures` after the tests. */
export async function fixtureContext(
  changes: (files: FixtureFiles) => void = () => {},
): Promise<DocsContext> {
  const files = cleanFixture();
  changes(files);
  const root = await writeFixture(files);
  roots.push(root);
  return loadDocsContext(root, { projectDir: PROJECT_DIR });
}

export async function removeFixtures(): Promise<void> {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
}

/** Edits one file of the fixture with a string replacement, failing loudly when the text is absent. */
export function edit(files: FixtureFiles, file: string, from: string | RegExp, to: string): void {
  const content = files[file];
  if (
    content === undefined ||
    !(typeof from === 'string' ? content.includes(from) : from.test(content))
  ) {
    throw new Error(`fixture ${file} does not contain ${String(from)}`);
  }
  files[file] = content.replace(from, to);
}
