/**
 * The “Type:” lines of the plugin pages, executed by the TypeScript compiler against the installed
 * packages: each block states, for the options of one page, that the type the page writes and the
 * type the package declares accept the same values (each assignable to the other). One program
 * holds every block; a claim fails with the compiler's message for its own block.
 */
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { rootDir } from '../../support/scratchSite.ts';

const PRELUDE = `type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
declare function same<T extends true>(): void;
`;

const BLOCKS = {
  preview: `import type { pluginPreview } from '@rspress/plugin-preview';
import type { RsbuildConfig } from '@rsbuild/core';
type Options = NonNullable<Parameters<typeof pluginPreview>[0]>;
type Iframe = NonNullable<Options['iframeOptions']>;
same<Same<Options['defaultRenderMode'], 'pure' | 'preview' | undefined>>();
same<Same<Options['defaultPreviewMode'], 'internal' | 'iframe-fixed' | 'iframe-follow' | undefined>>();
same<Same<Options['previewLanguages'], string[] | undefined>>();
same<Same<Options['previewCodeTransform'], ((codeInfo: { language: string; code: string }) => string) | undefined>>();
same<Same<Iframe, { framework?: 'react'; devPort?: number; builderConfig?: RsbuildConfig; customEntry?: (meta: { demoPath: string }) => string }>>();
`,
  apiDocgen: `import type { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import type { CompilerOptions } from 'typescript';
import type { ParserOptions } from 'react-docgen-typescript';
type Options = NonNullable<Parameters<typeof pluginApiDocgen>[0]>;
same<Same<Options['entries'], Record<string, string> | { documentation: Record<string, string>; 'react-docgen-typescript': Record<string, string> } | undefined>>();
same<Same<Options['apiParseTool'], 'react-docgen-typescript' | 'documentation' | undefined>>();
same<Same<NonNullable<Options['parseToolOptions']>['react-docgen-typescript'], (ParserOptions & { tsconfigPath?: Record<string, string>; compilerOptions?: Record<string, CompilerOptions> }) | undefined>>();
type Documentation = NonNullable<NonNullable<Options['parseToolOptions']>['documentation']>;
same<Same<keyof Documentation, 'external' | 'shallow' | 'order' | 'access' | 'hljs' | 'inferPrivate' | 'extension' | 'noReferenceLinks'>>();
same<Same<Options['appDir'], string | undefined>>();
`,
  typedoc: `import type { pluginTypeDoc } from '@rspress/plugin-typedoc';
type Options = Parameters<typeof pluginTypeDoc>[0];
same<Same<Options['entryPoints'], string[]>>();
same<Same<Options['outDir'], string | undefined>>();
// The type requires entryPoints.
// @ts-expect-error
pluginTypeDoc({});
`,
  llms: `import type { UserConfig, LlmsTxtContext } from '@rspress/core';
import type { pluginLlms } from '@rspress/plugin-llms';
type Llms = UserConfig['llms'];
type LlmsObject = Extract<NonNullable<Llms>, object>;
same<Same<Extract<NonNullable<Llms>, boolean>, boolean>>();
same<Same<keyof LlmsObject, 'llmsTxt' | 'remarkSplitMdxOptions'>>();
same<Same<Parameters<NonNullable<LlmsObject['llmsTxt']>>[0], LlmsTxtContext>>();
same<Same<ReturnType<NonNullable<LlmsObject['llmsTxt']>>, string | Promise<string>>>();
same<Same<NonNullable<LlmsObject['remarkSplitMdxOptions']>, { includes?: [string[], string][]; excludes?: [string[], string][] }>>();
type LlmsUI = NonNullable<NonNullable<UserConfig['themeConfig']>['llmsUI']>;
same<Same<Extract<LlmsUI, object>, { injectLlmsHint?: boolean; viewOptions?: false | ('markdownLink' | 'chatgpt' | 'claude')[]; placement?: 'title' | 'outline' }>>();
type PluginOptions = NonNullable<Parameters<typeof pluginLlms>[0]>;
type One = Exclude<PluginOptions, unknown[]>;
same<Same<PluginOptions, One | One[]>>();
same<Same<One['llmsFullTxt'], false | { name: string } | undefined>>();
same<Same<Extract<One['mdFiles'], object>['mdxToMd'], boolean | undefined>>();
same<Same<Extract<One['llmsTxt'], object>['name'], string>>();
`,
  algolia: `import type { pluginAlgolia } from '@rspress/plugin-algolia';
import type { SearchProps } from '@rspress/plugin-algolia/runtime';
type Options = NonNullable<Parameters<typeof pluginAlgolia>[0]>;
same<Same<Options['verificationContent'], string | undefined>>();
same<Same<keyof SearchProps, 'docSearchProps' | 'locales'>>();
// docSearchProps is required.
// @ts-expect-error
const noProps: SearchProps = {};
`,
  rss: `import type { PageIndexInfo } from '@rspress/core';
import { type FeedChannel, type FeedItem, pluginRss } from '@rspress/plugin-rss';
type Options = NonNullable<Parameters<typeof pluginRss>[0]>;
same<Same<Options['siteUrl'], string | undefined>>();
same<Same<FeedChannel['id'], string>>();
same<Same<FeedChannel['test'], RegExp | string | (RegExp | string)[] | ((page: PageIndexInfo) => boolean)>>();
same<Same<FeedChannel['item'], ((item: FeedItem, page: PageIndexInfo, siteUrl: string) => FeedItem | PromiseLike<FeedItem>) | undefined>>();
type Output = NonNullable<Options['output']>;
same<Same<Output['type'], 'atom' | 'rss' | 'json' | undefined>>();
same<Same<Output['dir'] | Output['publicPath'], string | undefined>>();
same<Same<keyof Output, 'dir' | 'type' | 'publicPath' | 'sorting' | 'transform'>>();
// A feed's own output also takes filename.
same<Same<keyof NonNullable<FeedChannel['output']>, keyof Output | 'filename'>>();
// A single feed may leave out id and test.
pluginRss({ feed: { title: 'News' } });
// In the list form every feed needs them.
// @ts-expect-error
pluginRss({ feed: [{ title: 'News' }] });
`,
  redirects: `import type { pluginClientRedirects } from '@rspress/plugin-client-redirects';
type Options = NonNullable<Parameters<typeof pluginClientRedirects>[0]>;
same<Same<Options['redirects'], { from: string | string[]; to: string }[] | undefined>>();
`,
  builtIns: `import type { UserConfig } from '@rspress/core';
import type { ZoomOptions } from 'medium-zoom';
type Zoom = UserConfig['mediumZoom'];
same<Same<NonNullable<Zoom>, boolean | { selector?: string; options?: ZoomOptions }>>();
type LastUpdated = NonNullable<NonNullable<UserConfig['themeConfig']>['lastUpdated']>;
type Author = Extract<LastUpdated, object>['author'];
same<Same<NonNullable<Author>, boolean | ((info: { name: string; email: string; filePath: string }) => string)>>();
type Shiki = NonNullable<NonNullable<UserConfig['markdown']>['shiki']>;
same<Same<Shiki['defaultLanguage'] | Shiki['fallbackLanguage'], string | undefined>>();
same<Same<Shiki['langAlias'], Record<string, string> | undefined>>();
same<Same<Shiki['inline'], false | 'tailing-curly-colon' | undefined>>();
`,
};

type Block = keyof typeof BLOCKS;

describe('the option types of the plugin pages', () => {
  const problems = new Map<Block, string[]>();

  beforeAll(() => {
    // The files live in the project (never written): imports resolve to its node_modules.
    const dir = path.join(rootDir, 'tests', 'behaviour', 'plugins', '.option-types');
    const files = new Map(
      Object.entries(BLOCKS).map(([name, code]) => [path.join(dir, `${name}.ts`), PRELUDE + code]),
    );
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      jsx: ts.JsxEmit.ReactJSX,
    };
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    const fileExists = host.fileExists.bind(host);
    host.readFile = (file) => files.get(path.resolve(file)) ?? readFile(file);
    host.fileExists = (file) => files.has(path.resolve(file)) || fileExists(file);
    const program = ts.createProgram([...files.keys()], options, host);
    for (const [file] of files) {
      const name = path.basename(file, '.ts') as Block;
      const source = program.getSourceFile(file);
      const diagnostics = source
        ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
        : [];
      problems.set(
        name,
        diagnostics.map((diagnostic) => {
          const line =
            diagnostic.file && diagnostic.start !== undefined
              ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
              : 0;
          return `${name}.ts:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
        }),
      );
    }
  });

  const check = (block: Block) => expect(problems.get(block), BLOCKS[block]).toEqual([]);

  claim(
    [
      'plugin/official-plugins/preview#defaultrendermode',
      'plugin/official-plugins/preview#defaultpreviewmode',
      'plugin/official-plugins/preview#previewlanguages',
      'plugin/official-plugins/preview#previewcodetransform',
      'plugin/official-plugins/preview#iframeoptions',
    ],
    'the preview options have the types the page writes',
    () => check('preview'),
  );

  claim(
    [
      'plugin/official-plugins/api-docgen#entries',
      'plugin/official-plugins/api-docgen#apiparsetool',
      'plugin/official-plugins/api-docgen#parsetooloptions',
      'plugin/official-plugins/api-docgen#appdir',
    ],
    'the API docgen options have the types the page writes',
    () => check('apiDocgen'),
  );

  claim(
    ['plugin/official-plugins/typedoc#entrypoints', 'plugin/official-plugins/typedoc#outdir'],
    'the TypeDoc options have the types the page writes; entryPoints is required',
    () => check('typedoc'),
  );

  claim(
    [
      'plugin/official-plugins/llms#enable',
      'plugin/official-plugins/llms#llms-llmstxt',
      'plugin/official-plugins/llms#llms-remarksplitmdxoptions',
      'plugin/official-plugins/llms#llmsui',
      'plugin/official-plugins/llms#plugin-options',
      'plugin/official-plugins/llms#llmsfulltxt',
      'plugin/official-plugins/llms#mdfiles',
      'plugin/official-plugins/llms#llmstxt',
    ],
    'the llms option, llmsUI and the plugin options have the types the page writes',
    () => check('llms'),
  );

  claim(
    [
      'plugin/official-plugins/algolia#verificationcontent',
      'plugin/official-plugins/algolia#search-props',
      'plugin/official-plugins/algolia#docsearchprops',
    ],
    'verificationContent is a string; Search takes docSearchProps, required, and locales',
    () => check('algolia'),
  );

  claim(
    [
      'plugin/official-plugins/rss#siteurl',
      'plugin/official-plugins/rss#feed',
      'plugin/official-plugins/rss#feed-id',
      'plugin/official-plugins/rss#feed-test',
      'plugin/official-plugins/rss#feed-item',
      'plugin/official-plugins/rss#output',
    ],
    'the RSS options have the types the page writes; a single feed may leave out id and test, a list may not',
    () => check('rss'),
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#redirects',
      'plugin/official-plugins/client-redirects#redirects-from',
      'plugin/official-plugins/client-redirects#redirects-to',
    ],
    'redirects is a list of { from: string | string[]; to: string }',
    () => check('redirects'),
  );

  claim(
    [
      'plugin/official-plugins/medium-zoom#mediumzoom',
      'plugin/official-plugins/last-updated#lastupdated',
      'plugin/official-plugins/last-updated#author',
      'plugin/official-plugins/shiki#option-defaultlanguage',
      'plugin/official-plugins/shiki#option-langalias',
      'plugin/official-plugins/shiki#option-inline',
    ],
    'mediumZoom, lastUpdated.author and the Shiki options have the types the pages write',
    () => check('builtIns'),
  );
});
