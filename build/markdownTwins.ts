import type { RspressPlugin } from '@rspress/core';

/** The opening or closing fence of a fenced code block, and its marker (``` or ~~~, or longer). */
const FENCE = /^\s*(`{3,}|~{3,})/;

/** An ATX heading's custom id at the end of its line: ` {#id}`, escaped as Rspress writes it. */
const HEADING_ID = /\s*\\?\{#[^\s{}]+\}\s*$/;

/**
 * The Markdown of a page without the custom id syntax of its headings (`## Install {#install}`
 * reads `## Install`): Rspress writes the ids into the Markdown twins escaped (`\{#install}`), a
 * syntax no other Markdown reader knows. Code blocks are left as they are: a page may show the
 * syntax itself in one.
 */
export function withoutHeadingIds(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence) {
        const closes =
          marker !== undefined &&
          marker[0] === fence[0] &&
          marker.length >= fence.length &&
          /^\s*[`~]+\s*$/.test(line);
        if (closes) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return /^#{1,6}\s/.test(line) ? line.replace(HEADING_ID, '') : line;
    })
    .join('\n');
}

/** What a rewrite of the build's files reads of Rsbuild's `processAssets` hook. */
export interface AssetsContext {
  assets: Record<string, { source(): string | Buffer }>;
  compilation: { updateAsset(name: string, source: never): void };
  compiler: { webpack: { sources: { RawSource: new (source: string) => never } } };
}

/** The Markdown files of the build: the twin of each page, and llms-full.txt of each language. */
export const isMarkdownOutput = (asset: string) =>
  asset.endsWith('.md') || asset.endsWith('llms-full.txt');

/**
 * The Markdown twins of the pages (`*.md`, which "Copy Markdown" and `Accept: text/markdown` serve,
 * and llms-full.txt) without the custom id syntax of their headings. Rspress renders them into the
 * `node_md` build; they are rewritten at the last stage, before any file is written.
 */
export function markdownTwinsPlugin(): RspressPlugin {
  return {
    name: 'rspress-docs-markdown-twins',
    builderConfig: {
      plugins: [
        {
          name: 'rspress-docs-markdown-twins-headings',
          setup(api) {
            api.processAssets(
              { stage: 'report', environments: ['node_md'] },
              ({ assets, compilation, compiler }: AssetsContext) => {
                for (const [name, source] of Object.entries(assets)) {
                  if (!isMarkdownOutput(name)) continue;
                  const markdown = source.source().toString();
                  const clean = withoutHeadingIds(markdown);
                  if (clean === markdown) continue;
                  compilation.updateAsset(name, new compiler.webpack.sources.RawSource(clean));
                }
              },
            );
          },
        },
      ],
    },
  };
}
