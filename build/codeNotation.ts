import type { RspressPlugin } from '@rspress/core';
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerRemoveNotationEscape,
} from '@shikijs/transformers';
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { codeToHast } from 'shiki';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { type AssetsContext, isMarkdownOutput } from './markdownTwins.ts';
import { withShikiTransformers } from './shikiTransformers.ts';
import { isTwoslashBlock, shownTwoslashCode, withoutTwoslashMeta } from './twoslash.ts';

/**
 * The Shiki transformers of annotated code blocks, run after Rspress's own: line numbers in the
 * meta (`ts {1,3-4}`) and notation comments at the end of a line (`// [!code highlight]`,
 * `[!code ++]`, `[!code --]`, `[!code focus]`, `[!code error]`, `[!code warning]`, each with an
 * optional `:<lines>`), which they remove from the code. A page that shows the notation itself
 * escapes it (`[\!code ++]`); the last transformer unescapes it.
 */
export const codeNotationTransformers = () => [
  transformerMetaHighlight(),
  transformerNotationHighlight(),
  transformerNotationDiff(),
  transformerNotationFocus(),
  transformerNotationErrorLevel(),
  transformerRemoveNotationEscape(),
];

/** Code that the transformers change: it holds a notation, escaped or not. */
const NOTATION = /\[\\?!code\b/;

/** The text of a hast tree. */
const textOf = (node: { type: string; value?: string; children?: unknown[] }): string =>
  node.type === 'text'
    ? (node.value ?? '')
    : (node.children ?? []).map((child) => textOf(child as typeof node)).join('');

/**
 * The code of a block as the page shows it: highlighted by Shiki with the transformers above, so
 * without its notation comments (and the lines that held nothing else), `[\!code` unescaped.
 * Trailing spaces are dropped. A language Shiki does not ship is read as plain text, as the
 * site's `fallbackLanguage` would.
 */
export async function shownCode(code: string, lang?: string | null, meta?: string | null) {
  const options = {
    theme: 'min-light',
    transformers: codeNotationTransformers(),
    meta: { __raw: meta ?? undefined },
  };
  const hast = await codeToHast(code, { ...options, lang: lang || 'text' }).catch(() =>
    codeToHast(code, { ...options, lang: 'text' }),
  );
  return textOf(hast)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

/** A code block whose shown code differs from its source: its text and where it is. */
export interface AnnotatedBlock {
  /** The code as written, between the fences. */
  code: string;
  /** The code as the page shows it. */
  shown: string;
  /** Lines of the Markdown (1-based) of the fences that open and close the block. */
  openLine: number;
  closeLine: number;
  /** A TypeScript example with type information (build/twoslash.ts): `twoslash` in its meta. */
  twoslash: boolean;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * The code blocks of a Markdown text that hold notation or are Twoslash examples (whose notation,
 * `// @errors`, `// ^?`, `// ---cut---`, the page does not show either), read the way Rspress reads
 * a page.
 */
export async function annotatedBlocks(markdown: string): Promise<AnnotatedBlock[]> {
  const blocks: Code[] = [];
  visit(markdownParser.parse(markdown) as Root, 'code', (node: Code) => {
    const annotated = NOTATION.test(node.value) || isTwoslashBlock(node.lang, node.meta);
    if (annotated && node.position) blocks.push(node);
  });
  return Promise.all(
    blocks.map(async (node) => {
      const twoslash = isTwoslashBlock(node.lang, node.meta);
      const code = twoslash ? shownTwoslashCode(node.value) : node.value;
      return {
        code: node.value,
        shown: NOTATION.test(code) ? await shownCode(code, node.lang, node.meta) : code,
        openLine: node.position?.start.line ?? 0,
        closeLine: node.position?.end.line ?? 0,
        twoslash,
      };
    }),
  );
}

/**
 * A Markdown text whose annotated code blocks show their code as the page does (the Markdown
 * twins of the pages, llms-full.txt), the fences of Twoslash examples without the `twoslash` word.
 * Only fenced blocks are rewritten, each line keeping the indentation of its fence; the rest of the
 * text is untouched.
 */
export async function withShownCode(markdown: string): Promise<string> {
  const blocks = await annotatedBlocks(markdown);
  if (blocks.length === 0) return markdown;
  const lines = markdown.split('\n');
  // From the last block up, so that the line numbers of the earlier ones still hold.
  for (const block of blocks.reverse()) {
    const fence = lines[block.openLine - 1] ?? '';
    if (!/^\s*(`{3,}|~{3,})/.test(fence)) continue;
    const indent = /^\s*/.exec(fence)?.[0] ?? '';
    const body = block.shown.split('\n').map((line) => (line ? indent + line : line));
    lines.splice(block.openLine, block.closeLine - block.openLine - 1, ...body);
    if (block.twoslash) lines[block.openLine - 1] = withoutTwoslashMeta(fence);
  }
  return lines.join('\n');
}

/**
 * Annotated code blocks: turns the transformers on (`markdown.shiki.transformers`, after any the
 * config lists), and has the Markdown twins of the pages show the code their pages show instead of
 * the notation. Rspress renders the twins into the `node_md` build at the `optimize-transfer`
 * stage; they are rewritten at the last stage, before any file is written.
 */
export function codeNotationPlugin(): RspressPlugin {
  return {
    name: 'rspress-docs-code-notation',
    config: (config) => withShikiTransformers(config, { after: codeNotationTransformers() }),
    builderConfig: {
      plugins: [
        {
          name: 'rspress-docs-code-notation-markdown',
          setup(api) {
            api.processAssets(
              { stage: 'report', environments: ['node_md'] },
              async ({ assets, compilation, compiler }: AssetsContext) => {
                for (const [name, source] of Object.entries(assets)) {
                  if (!isMarkdownOutput(name)) continue;
                  const markdown = source.source().toString();
                  const shown = await withShownCode(markdown);
                  if (shown === markdown) continue;
                  compilation.updateAsset(name, new compiler.webpack.sources.RawSource(shown));
                }
              },
            );
          },
        },
      ],
    },
  };
}
