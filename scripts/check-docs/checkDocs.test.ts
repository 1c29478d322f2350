import { afterAll, describe, expect, it } from 'vitest';
import type { DocsContext } from './context.ts';
import {
  chineseProse,
  edit,
  englishProse,
  type FixtureFiles,
  fixtureContext,
  removeFixtures,
} from './fixture.ts';
import { docsChecks } from './index.ts';
import { firstDifference } from './parity.ts';
import { formatProblems, type NamedCheck, runChecks } from './run.ts';
import type { Problem } from './types.ts';

/**
 * The checks of `npm run check:docs` that need no tsc run; those have tests of their own in the
 * integration tier (typecheck.integration.test.ts, reference-coverage.integration.test.ts).
 */
const SLOW_CHECKS = ['type-check', 'reference coverage', 'behaviour pins', 'whole-file examples'];
const fastChecks: NamedCheck[] = docsChecks.filter((check) => !SLOW_CHECKS.includes(check.name));

const EN_INTRO = 'docs/en/guide/start/intro.mdx';
const ZH_INTRO = 'docs/zh/guide/start/intro.mdx';
const EN_OTHER = 'docs/en/guide/start/other.md';
const ZH_OTHER = 'docs/zh/guide/start/other.md';

/** Plants a defect in the clean fixture and returns what all fast checks report. */
async function problemsAfter(changes: (files: FixtureFiles) => void): Promise<Problem[]> {
  const ctx: DocsContext = await fixtureContext(changes);
  return runChecks(ctx, fastChecks);
}

afterAll(removeFixtures);

describe('the clean fixture', () => {
  it('passes every check', async () => {
    const ctx = await fixtureContext();
    expect(ctx.files.en).toHaveLength(5);
    expect(await runChecks(ctx, fastChecks)).toEqual([]);
  });
});

describe('firstDifference', () => {
  const same = (a: string, b: string) => a === b;
  it('finds the first pair that differs, or the first item one side lacks', () => {
    expect(firstDifference(['a', 'b', 'c'], ['a', 'x', 'c'], same)).toBe(1);
    expect(firstDifference(['a', 'b'], ['a', 'b', 'c'], same)).toBe(2);
    expect(firstDifference(['a', 'b', 'c'], ['a'], same)).toBe(1);
    expect(firstDifference([], ['a'], same)).toBe(0);
    expect(firstDifference(['a', 'b'], ['a', 'b'], same)).toBe(-1);
    expect(firstDifference([], [], same)).toBe(-1);
  });
});

describe('page parity', () => {
  it('reports a page that has no Chinese twin', async () => {
    const problems = await problemsAfter((files) => {
      files[ZH_OTHER] = undefined;
    });
    expect(problems).toContainEqual({
      file: ZH_OTHER,
      message: expect.stringContaining(`missing: the English page ${EN_OTHER}`),
    });
  });

  it('reports a fragment that has no English twin', async () => {
    const problems = await problemsAfter((files) => {
      files['docs/en/fragments/shared.mdx'] = undefined;
    });
    expect(problems).toContainEqual({
      file: 'docs/en/fragments/shared.mdx',
      message: expect.stringContaining('missing: the Chinese page docs/zh/fragments/shared.mdx'),
    });
  });

  it('reports a _meta.json that exists in one language only', async () => {
    const problems = await problemsAfter((files) => {
      files['docs/zh/guide/start/_meta.json'] = undefined;
    });
    expect(problems).toContainEqual({
      file: 'docs/zh/guide/start/_meta.json',
      message: expect.stringContaining('missing'),
    });
  });

  it('reports twins with different extensions', async () => {
    const problems = await problemsAfter((files) => {
      files['docs/zh/guide/start/other.mdx'] = files[ZH_OTHER];
      files[ZH_OTHER] = undefined;
    });
    expect(problems).toContainEqual({
      file: 'docs/zh/guide/start/other.mdx',
      message: expect.stringContaining('use the same extension'),
    });
  });
});

describe('headings', () => {
  it('reports a Chinese heading id that differs from the English one', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_INTRO, '{#config}', '{#configuration}');
    });
    expect(problems).toContainEqual({
      file: ZH_INTRO,
      message: expect.stringMatching(
        /headings differ from .*intro\.mdx.*\{#config\}.*\{#configuration\}/,
      ),
    });
  });

  it('reports a missing section in the Chinese page', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_OTHER, /## 设置 \{#setup\}\n/, '');
    });
    expect(problems).toContainEqual({
      file: ZH_OTHER,
      message: expect.stringContaining('(1 there, 0 here)'),
    });
  });

  it('reports a heading without an explicit id', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_OTHER, '## Setup {#setup}', '## Setup');
    });
    expect(problems).toContainEqual({
      file: EN_OTHER,
      message: expect.stringContaining('line 5: heading "Setup" has no explicit id'),
    });
  });

  it('reports an id used twice on a page', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_INTRO, '{#badge}', '{#install}');
    });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining('heading id "install" is already used'),
    });
  });
});

describe('anchored table rows', () => {
  it('reports a row id used by a heading, and one that is not well formed', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, 'docs/en/api/index.md', '<span id="withbase">', '<span id="options">');
      edit(files, 'docs/en/api/index.md', '<span id="isdataurl">', '<span id="is data url">');
    });
    expect(problems).toContainEqual({
      file: 'docs/en/api/index.md',
      message: 'line 11: table row id "options" is already used on line 5',
    });
    expect(problems).toContainEqual({
      file: 'docs/en/api/index.md',
      message: expect.stringContaining(
        'line 12: table row id "is data url" should be made of letters, digits',
      ),
    });
  });

  it('reports a Chinese page whose rows carry other anchors than the English ones', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, 'docs/zh/api/index.md', '<span id="isdataurl"></span>', '');
    });
    expect(problems).toContainEqual({
      file: 'docs/zh/api/index.md',
      message:
        'anchored table rows differ from docs/en/api/index.md (2 there, 1 here); first difference at row 2: English "isdataurl" (isDataUrl, line 12), Chinese (none)',
    });
  });
});

describe('code block parity', () => {
  it('reports a different number of code blocks', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_INTRO, /```bash[\s\S]*?```\n/, '');
    });
    expect(problems).toContainEqual({
      file: ZH_INTRO,
      message: expect.stringContaining(`has 2 code blocks but ${EN_INTRO} has 3`),
    });
  });

  it('reports different code', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_INTRO, "title: 'My site'", "title: '我的站点'");
    });
    expect(problems).toContainEqual({
      file: ZH_INTRO,
      message: expect.stringMatching(/code block 2 differs .*code line 4 of the block/),
    });
  });

  it('reports a different title or language', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_INTRO, 'title="theme/index.tsx"', 'title="theme/index.ts"');
      edit(files, ZH_INTRO, '```bash', '```sh');
    });
    const messages = problems.filter((problem) => problem.file === ZH_INTRO).map((p) => p.message);
    expect(messages).toContainEqual(expect.stringMatching(/code block 1 .*language "sh"/));
    expect(messages).toContainEqual(expect.stringMatching(/code block 3 .*meta "title=\\"theme/));
  });
});

describe('placeholders and empty sections', () => {
  it('reports placeholders in prose and headings, in both languages', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_OTHER, 'Back to the', 'This part is Coming Soon. Back to the');
      edit(files, ZH_OTHER, '回到', '内容待补充。回到');
      edit(files, EN_INTRO, '## Config {#config}', '## Config TBD {#config}');
    });
    expect(problems).toContainEqual({
      file: EN_OTHER,
      message: 'line 7: placeholder "Coming Soon"',
    });
    expect(problems).toContainEqual({ file: ZH_OTHER, message: 'line 7: placeholder "待补充"' });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining('placeholder "TBD"'),
    });
  });

  it('reports a section followed directly by a heading of the same level', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_INTRO, '## Config {#config}', '## Usage {#usage}\n\n## Config {#config}');
    });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining('section "Usage" is empty'),
    });
  });

  it('reports a section at the end of the file with no content', async () => {
    const problems = await problemsAfter((files) => {
      files[ZH_OTHER] = `${files[ZH_OTHER]}\n## 更多 {#more}\n`;
    });
    expect(problems).toContainEqual({
      file: ZH_OTHER,
      message: expect.stringContaining('followed directly by the end of the file'),
    });
  });
});

describe('openings', () => {
  it('reports formula openings in both languages, naming the formula', async () => {
    const problems = await problemsAfter((files) => {
      edit(
        files,
        EN_OTHER,
        '# Other page\n\n',
        '# Other page\n\nThis page explains the other page. ',
      );
      edit(files, ZH_OTHER, '# 另一页\n\n', '# 另一页\n\n下面列出另一页的内容。');
      edit(
        files,
        EN_INTRO,
        '# Introduction\n\n',
        '# Introduction\n\nEach option below comes with its type. ',
      );
    });
    expect(problems).toContainEqual({
      file: EN_OTHER,
      message: 'line 3: the opening uses the formula "This page"; say what the reader gets instead',
    });
    expect(problems).toContainEqual({
      file: ZH_OTHER,
      message: 'line 3: the opening uses the formula "下面列出"; say what the reader gets instead',
    });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining('the formula "Each option below comes with"'),
    });
  });

  it('looks at the opening only, and not at the same words inside a sentence', async () => {
    const problems = await problemsAfter((files) => {
      // Later paragraphs may point at the page; "listed here are" is not "Here are".
      edit(files, EN_OTHER, 'Back to the', 'This page ends here. Back to the');
      edit(
        files,
        EN_INTRO,
        '# Introduction\n\n',
        '# Introduction\n\nOptions not listed here are kept. ',
      );
      edit(files, ZH_OTHER, '回到', '本页到此结束。回到');
    });
    expect(problems.filter((problem) => problem.message.includes('opening'))).toEqual([]);
  });
});

describe('word count', () => {
  it('reports a guide page with too little English prose', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_OTHER, englishProse(420), englishProse(300));
    });
    expect(problems).toContainEqual({
      file: EN_OTHER,
      message: expect.stringMatching(/^has \d+ English words of prose; .* at least 400$/),
    });
  });

  it('reports a Chinese twin under a third of the English word count', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_INTRO, chineseProse(300), chineseProse(60));
    });
    expect(problems).toContainEqual({
      file: ZH_INTRO,
      message: expect.stringContaining(`under a third of the`),
    });
  });

  it('does not count code or markup as prose', async () => {
    const problems = await problemsAfter((files) => {
      const code = `\`\`\`text\n${englishProse(500)}\n\`\`\`\n\n<div title="${englishProse(100)}" />\n`;
      edit(files, EN_OTHER, englishProse(420), `${englishProse(300)}\n\n${code}`);
      edit(files, ZH_OTHER, chineseProse(300), `${chineseProse(300)}\n\n${code}`);
    });
    expect(problems.filter((problem) => problem.file === EN_OTHER)).toEqual([
      { file: EN_OTHER, message: expect.stringContaining('English words of prose') },
    ]);
  });
});

describe('links', () => {
  it('reports a link to a page that does not exist', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_OTHER, '/guide/start/intro#install', '/guide/start/missing');
    });
    expect(problems).toContainEqual({
      file: EN_OTHER,
      message:
        'line 7: link "/guide/start/missing" goes to a page that does not exist (no docs/en/guide/start/missing.md or .mdx)',
    });
  });

  it('reports an anchor that is not a heading id of the target page', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_INTRO, '(/zh/guide/start/other#setup)', '(/zh/guide/start/other#set-up)');
      edit(files, EN_INTRO, '[config](#config)', '[config](#configuration)');
      edit(files, EN_INTRO, '(./other#setup)', '(./other#nope)');
    });
    expect(problems).toContainEqual({
      file: ZH_INTRO,
      message: expect.stringContaining(
        `${ZH_OTHER} has no heading or anchored table row with id "set-up"`,
      ),
    });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining(
        'this page has no heading or anchored table row with id "configuration"',
      ),
    });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining(
        `${EN_OTHER} has no heading or anchored table row with id "nope"`,
      ),
    });
  });

  it('take an anchored table row as a target, and report one whose row lost its anchor', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, 'docs/zh/api/index.md', '<span id="withbase"></span>', '');
      edit(files, 'docs/en/api/index.md', '<span id="isdataurl"></span>', '');
      edit(
        files,
        'docs/en/api/index.md',
        '<span id="withbase"></span>',
        '<span id="isdataurl"></span>',
      );
    });
    const linkProblems = problems.filter((problem) => problem.message.includes('link "'));
    expect(linkProblems).toEqual([
      {
        file: EN_OTHER,
        message:
          'line 7: link "/api/#withbase": docs/en/api/index.md has no heading or anchored table row with id "withbase"',
      },
      {
        file: ZH_OTHER,
        message:
          'line 7: link "/zh/api/#withbase": docs/zh/api/index.md has no heading or anchored table row with id "withbase"',
      },
    ]);
  });

  it('reports a Chinese page linking to the English site, a missing image and a front matter link', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, ZH_OTHER, '(/zh/guide/start/intro#install)', '(/guide/start/intro#install)');
      edit(files, EN_INTRO, '(/logo.svg)', '(/logo.png)');
      edit(files, 'docs/en/index.md', 'link: /guide/start/intro', 'link: /guide/start/intro/');
    });
    expect(problems).toContainEqual({
      file: ZH_OTHER,
      message: expect.stringContaining('write it as "/zh/guide/start/intro#install"'),
    });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining('link "/logo.png" names a file that does not exist'),
    });
    expect(problems).toContainEqual({
      file: 'docs/en/index.md',
      message: expect.stringContaining(
        'line 8: link "/guide/start/intro/" goes to a page that does not exist',
      ),
    });
  });

  it('reports a link to a fragment', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_OTHER, '/guide/start/intro#install', '/fragments/shared');
    });
    expect(problems).toContainEqual({
      file: EN_OTHER,
      message: expect.stringContaining('goes to a fragment'),
    });
  });
});

describe('parsing', () => {
  it('reports a page that is not valid MDX and formats problems as <file>: <message>', async () => {
    const problems = await problemsAfter((files) => {
      edit(files, EN_INTRO, '<Shared />', '<Shared>');
    });
    expect(problems).toContainEqual({
      file: EN_INTRO,
      message: expect.stringContaining('cannot be parsed'),
    });
    expect(formatProblems(problems)).toMatch(
      /^docs\/en\/guide\/start\/intro\.mdx: cannot be parsed/m,
    );
  });
});

describe('Chinese typography', () => {
  it('reports ASCII quotation marks and a Chinese link set off by spaces, among all checks', async () => {
    const problems = await problemsAfter((files) => {
      edit(
        files,
        ZH_OTHER,
        '## 设置 {#setup}',
        '## 设置 {#setup}\n\n点击 "回到顶部"，或见 [介绍](/zh/guide/start/intro) 一页。',
      );
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'line 7: " in the prose: the Chinese pages quote with “”',
      'line 7: " in the prose: the Chinese pages quote with “”',
      'line 7: before [介绍](…): a space between Chinese text and a link written in Chinese: remove it',
      'line 7: after [介绍](…): a space between Chinese text and a link written in Chinese: remove it',
    ]);
  });
});
