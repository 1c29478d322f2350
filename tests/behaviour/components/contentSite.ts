/**
 * The scratch site of content-components.test.ts: one MDX page per component of the content
 * components section of the theme components reference and of the components guide, each rendering
 * the component with and without the props the pages document. The site has a base path, so that
 * what the pages say about links and the base can be seen.
 */

const TEXT = 'A sentence long enough to fill a line of the content column. '.repeat(30);

export const BASE = '/base/';

export const CONTENT_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Scratch', base: '${BASE}', search: false });
`,
  'docs/index.md': '# Home page of the docs\n\nThe start.\n',
  'docs/target.md': `# Target page\n\n${TEXT}\n`,

  'docs/plain.md': `import { Badge } from '@rspress/core/theme';

# Plain Markdown

<span id="md-badge"><Badge text="in md" /></span>
`,
  'docs/markdown-inside.mdx': `import { Callout } from '@rspress/core/theme';

# Markdown inside components

<Callout type="tip" title="Tight">
**bold tight** and \`code tight\`
### Heading tight {#heading-tight}
\`\`\`js
const tight = 1;
\`\`\`
</Callout>

<Callout type="tip" title="Loose">

**bold loose** and \`code loose\`

### Heading loose {#heading-loose}

\`\`\`js
const loose = 1;
\`\`\`

</Callout>
`,
  'docs/badge.mdx': `import { Badge } from '@rspress/core/theme';

# Badges

<span id="b-default"><Badge text="plain" /></span>
<span id="b-tip"><Badge type="tip" text="tip" /></span>
<span id="b-info"><Badge type="info" text="info" /></span>
<span id="b-warning"><Badge type="warning" text="warning" /></span>
<span id="b-danger"><Badge type="danger" text="danger" /></span>
<span id="b-outline"><Badge type="warning" outline text="outlined" /></span>
<span id="b-both"><Badge text="from text">from children</Badge></span>
`,

  'docs/button.mdx': `import { Button } from '@rspress/core/theme';

# Buttons

<div id="btn-a"><Button type="a" href="/target">Link type</Button></div>
<div id="btn-button"><Button type="button" href="/target">Button type</Button></div>
<div id="btn-other"><Button type="x" href="/target">Other type</Button></div>
<div id="btn-none"><Button href="/target">No type</Button></div>
<div id="btn-plain-base"><Button href="/base/target">Plain link inside the base</Button></div>
<div id="btn-default-href"><Button type="x">Default href</Button></div>
<div id="btn-defaults"><Button type="x" href="/target">Defaults</Button></div>
<div id="btn-explicit"><Button type="x" href="/target" theme="brand" size="big">Explicit</Button></div>
<div id="btn-alt"><Button type="x" href="/target" theme="alt">Alt</Button></div>
<div id="btn-medium"><Button type="x" href="/target" size="medium">Medium</Button></div>
<div id="btn-html"><Button type="x" href="/target" dangerouslySetInnerHTML={{ __html: '<b>bold label</b>' }} /></div>
<div id="btn-in-doc"><Button type="a" href="/target">In doc</Button></div>
<span id="text-link">[a text link](/target)</span>

<div className="rp-not-doc" id="btn-not-doc"><Button type="a" href="/target">Not doc</Button></div>
`,

  'docs/callout.mdx': `import { Callout } from '@rspress/core/theme';

# Callouts

<div id="c-warning"><Callout type="warning" title="Breaking change">Warning body.</Callout></div>
<div id="c-untitled"><Callout type="warning">Untitled body.</Callout></div>
<div id="c-note"><Callout type="note">Note body.</Callout></div>
<div id="c-details"><Callout type="details" title="Why?">Hidden body.</Callout></div>
<div id="c-tip-component"><Callout type="tip" title="Tip title">Tip body.</Callout></div>

<div id="c-tip-container">

:::tip Tip title
Tip body.
:::

</div>
`,

  'components/PlainCode.tsx': `import { CodeButtonGroup, useCodeButtonGroup } from '@rspress/core/theme';

export function PlainCode({ code }: { code: string }) {
  const { copyElementRef, wrapCode, toggleWrapCode } = useCodeButtonGroup(false);
  return (
    <div id="plain-code" style={{ position: 'relative' }}>
      <div ref={copyElementRef}>
        <pre data-wrap={String(wrapCode)} style={{ whiteSpace: wrapCode ? 'pre-wrap' : 'pre' }}>{code}</pre>
      </div>
      <CodeButtonGroup copyElementRef={copyElementRef} wrapCode={wrapCode} toggleWrapCode={toggleWrapCode} />
    </div>
  );
}

export function NoButtons({ code }: { code: string }) {
  const { copyElementRef, wrapCode, toggleWrapCode } = useCodeButtonGroup(false);
  return (
    <div id="no-buttons" style={{ position: 'relative' }}>
      <div ref={copyElementRef}><pre>{code}</pre></div>
      <CodeButtonGroup copyElementRef={copyElementRef} wrapCode={wrapCode} toggleWrapCode={toggleWrapCode} showCopyButton={false} showWrapCodeButton={false} />
    </div>
  );
}
`,

  'docs/code.mdx': `import { CodeBlock, CodeBlockRuntime } from '@rspress/core/theme';
import { PlainCode, NoButtons } from '../components/PlainCode';

# Code

<div id="cb-titled">
  <CodeBlock title="output.sh" lang="sh" lineNumbers>
    <pre className="shiki"><code><span className="line">echo one</span>{'\\n'}<span className="line">echo two</span></code></pre>
  </CodeBlock>
</div>

<div id="cb-wrap">
  <CodeBlock wrapCode>
    <pre className="shiki"><code><span className="line">wrapped line</span></code></pre>
  </CodeBlock>
</div>

<div id="cb-plain">
  <CodeBlock>
    <pre className="shiki"><code><span className="line">plain line</span></code></pre>
  </CodeBlock>
</div>

<div id="cbr">
<CodeBlockRuntime lang="ts" title="answer.ts" code={'const answer: number = 42;\\nconsole.log(answer);'} onRendered={() => { window.__renderedCount = (window.__renderedCount || 0) + 1; }} />
</div>

<div id="cbr-height">
<CodeBlockRuntime lang="ts" height={100} code={Array.from({ length: 40 }, (_, i) => 'const row' + i + ' = ' + i + ';').join('\\n')} />
</div>

<div id="cbr-fold">
<CodeBlockRuntime lang="ts" fold code={Array.from({ length: 80 }, (_, i) => 'const line' + i + ' = ' + i + ';').join('\\n')} />
</div>

<PlainCode code={'copied text one'} />

<NoButtons code={'no buttons'} />

\`\`\`ts title="fenced.ts"
const fenced = 1;
\`\`\`
`,

  'docs/link.mdx': `import { Link } from '@rspress/core/theme';

# Links

<p id="l-internal"><Link href="/target">internal</Link></p>
<p id="l-external"><Link href="https://rsbuild.rs">external</Link></p>
<p id="l-hash"><Link href="#far-section">hash</Link></p>
<p id="l-blank"><Link href="/target" target="_blank">new tab</Link></p>
<p id="l-target"><Link href="/target" target="_self">with target</Link></p>
<p id="l-dead"><Link href="/no-such-page">dead</Link></p>
<p id="l-default"><Link>default href</Link></p>

${TEXT}

${TEXT}

## Far section {#far-section}

${TEXT}
`,

  'docs/pm.mdx': `import { PackageManagerTabs } from '@rspress/core/theme';

# Package managers

<div id="pm-install"><PackageManagerTabs command="install @rspress/core -D" /></div>
<div id="pm-create"><PackageManagerTabs command="create rspress@latest" /></div>
<div id="pm-exec"><PackageManagerTabs command="rspress build" exec /></div>
<div id="pm-dlx"><PackageManagerTabs command="create-rspress" dlx /></div>
<div id="pm-both"><PackageManagerTabs command="create-rspress" dlx exec /></div>
<div id="pm-object"><PackageManagerTabs command={{ npm: 'npm run docs', pnpm: 'pnpm docs' }} /></div>
<div id="pm-extra"><PackageManagerTabs command="install left-pad" additionalTabs={[{ tool: 'ni' }]} /></div>
`,
  'docs/pm2.mdx': `import { PackageManagerTabs } from '@rspress/core/theme';

# More package managers

<div id="pm-other"><PackageManagerTabs command="install vue" /></div>
`,

  'docs/pagetabs.mdx': `import { PageTabs, PageTab, Toc } from '@rspress/core/theme';

# Page tabs

<div id="toc-in-tabs"><Toc /></div>

<PageTabs>
  <PageTab label="React">

## Install for React {#install-react}

React text.

  </PageTab>
  <PageTab label="Vue">

## Install for Vue {#install-vue}

Vue text.

  </PageTab>
</PageTabs>
`,
  'docs/pagetabs-id.mdx': `import { PageTabs, PageTab } from '@rspress/core/theme';

# Platforms

<PageTabs id="platform" values={['Ignored one', 'Ignored two']}>
  <PageTab label="Web">Runs in every modern browser.</PageTab>
  <PageTab label="Node.js">Requires Node.js 20.19 or later.</PageTab>
</PageTabs>
`,
  'docs/pagetabs-many.mdx': `import { PageTabs, PageTab } from '@rspress/core/theme';

# Nine tabs

<PageTabs>
${Array.from({ length: 9 }, (_, i) => `  <PageTab label="T${i}">Panel ${i}.</PageTab>`).join('\n')}
</PageTabs>
`,

  'docs/prompt.mdx': `import { Prompt } from '@rspress/core/theme';

# Prompts

<div id="p-default"><Prompt prompt="Upgrade this site to Rspress 2." /></div>
<div id="p-full"><Prompt title="Migrate" eyebrow="Agents" description="Paste \`this\` into **your** agent" defaultCollapsed={false} prompt="Second prompt text." className="my-prompt" style={{ marginTop: 3 }} /></div>
<div id="p-custom"><Prompt custom prompt="not shown">Custom **content** here.</Prompt></div>
`,

  'docs/source.mdx': `import { SourceCode } from '@rspress/core/theme';

# Source code

<p id="s-github"><SourceCode href="https://github.com/web-infra-dev/rspress" /></p>
<p id="s-gitlab"><SourceCode href="https://gitlab.com/example/project" platform="gitlab" /></p>
`,

  'docs/steps.mdx': `import { Steps } from '@rspress/core/theme';

# Steps

<Steps>

## Level two {#s-two}

Text two.

### Level three {#s-three}

Text three.

#### Level four {#s-four}

Text four.

##### Level five {#s-five}

Text five.

###### Level six {#s-six}

Text six.

</Steps>

## Outside the steps {#outside}

After.
`,

  'docs/tabs.mdx': `import { Tabs, Tab } from '@rspress/core/theme';

# Tabs

<div id="t-plain"><Tabs><Tab label="One">Panel one.</Tab><Tab label="Two">Panel two.</Tab></Tabs></div>
<div id="t-index"><Tabs defaultIndex={1}><Tab label="One">Index one.</Tab><Tab label="Two">Index two.</Tab></Tabs></div>
<div id="t-value"><Tabs defaultValue="linux" defaultIndex={0}><Tab label="macOS" value="macos">Use Homebrew.</Tab><Tab label="Linux" value="linux">Use packages.</Tab><Tab label="Windows" value="windows" disabled>Not supported.</Tab></Tabs></div>
<div id="t-values"><Tabs defaultValue="yaml" values={[{ label: 'JSON', value: 'json' }, { label: 'YAML', value: 'yaml' }]}><Tab value="json">json panel</Tab><Tab value="yaml">yaml panel</Tab></Tabs></div>
<div id="t-nolabel"><Tabs><Tab>Unlabelled one.</Tab><Tab>Unlabelled two.</Tab></Tabs></div>
<div id="t-nokeep"><Tabs keepDOM={false}><Tab label="A">Kept A.</Tab><Tab label="B">Kept B.</Tab></Tabs></div>
<div id="t-change"><Tabs onChange={(index) => { window.__tabChanges = [...(window.__tabChanges || []), index]; }}><Tab label="C0">c0</Tab><Tab label="C1">c1</Tab></Tabs></div>
<div id="t-group1"><Tabs groupId="os"><Tab label="Mac">mac one</Tab><Tab label="Win">win one</Tab></Tabs></div>
<div id="t-group2"><Tabs groupId="os"><Tab label="Mac">mac two</Tab><Tab label="Win">win two</Tab></Tabs></div>
<div id="t-center"><Tabs tabPosition="center"><Tab label="Centred">centred</Tab></Tabs></div>
`,
  'docs/tabs2.mdx': `import { Tabs, Tab } from '@rspress/core/theme';

# More tabs

<div id="t-group3"><Tabs groupId="os"><Tab label="Mac">mac three</Tab><Tab label="Win">win three</Tab></Tabs></div>
`,

  'docs/tag.mdx': `import { Tag } from '@rspress/core/theme';

# Tags

<span id="tag-new"><Tag tag="new" /></span>
<span id="tag-experimental"><Tag tag="experimental" /></span>
<span id="tag-deprecated"><Tag tag="deprecated" /></span>
<span id="tag-tip"><Tag tag="tip" /></span>
<span id="tag-info"><Tag tag="info" /></span>
<span id="tag-warning"><Tag tag="warning" /></span>
<span id="tag-danger"><Tag tag="danger" /></span>
<span id="tag-word"><Tag tag="beta" /></span>
<span id="tag-list"><Tag tag="warning, beta" /></span>
<span id="tag-svg"><Tag tag={'<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4"/></svg>'} /></span>
<span id="tag-img"><Tag tag="/icons/star.png" /></span>
<span id="tag-url"><Tag tag="https://example.com/star.png" /></span>
<span id="tag-data"><Tag tag="data:image/svg+xml;base64,PHN2Zy8+" /></span>
<span id="tag-none"><Tag /></span>
`,

  'docs/toc.mdx': `---
outline: false
---

import { Toc } from '@rspress/core/theme';

# Table of contents

<div id="toc-here"><Toc /></div>

## Second level {#second}

${TEXT}

### Third level {#third}

${TEXT}

#### Fourth level {#fourth}

${TEXT}

##### Fifth level {#fifth}

${TEXT}

## Last {#last}

${TEXT}

${TEXT}
`,
};
