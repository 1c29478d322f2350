import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { rendererRich, transformerTwoslash } from '@shikijs/twoslash';
import type { Element, Root as HastRoot } from 'hast';
import type { Code, Root } from 'mdast';
import type { ShikiTransformer } from 'shiki';
import { removeTwoslashNotations } from 'twoslash';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import { withShikiTransformers } from './shikiTransformers.ts';

/**
 * Type information on the TypeScript examples that opt in with `twoslash` in their meta
 * (```` ```ts twoslash ````): Twoslash compiles each such block with the packages the site has
 * installed, and every identifier it knows the type of becomes focusable, with its type in a popup
 * that shows on hover and focus (theme/twoslash/). A block that does not compile fails the build.
 */

/** The meta word that opts a code block in. */
export const TWOSLASH_META = /(^|\s)twoslash(?=\s|$)/;

/** The languages Twoslash checks. */
const TWOSLASH_LANGS = new Set(['ts', 'tsx', 'typescript', 'mts', 'cts']);

/** Whether a fenced block opts in: a TypeScript block with `twoslash` in its meta. */
export const isTwoslashBlock = (lang?: string | null, meta?: string | null) =>
  TWOSLASH_LANGS.has(lang ?? '') && TWOSLASH_META.test(meta ?? '');

/** The script and styles of the popups, imported by the pages that have a Twoslash block. */
export const TWOSLASH_RUNTIME = path.join(import.meta.dirname, '../theme/twoslash/runtime.ts');

/**
 * How the examples compile: as a module of the site's root, resolving packages the way a bundler
 * does (`@rspress/core`, its plugins), with Node's types for `node:path` and `import.meta.dirname`.
 */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node'],
  strict: true,
  skipLibCheck: true,
};

/** A short id of a code block, so that ids in it are unique on its page and stable across builds. */
const blockId = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 8);

const classesOf = (element: Element) => {
  const value = element.properties?.className ?? element.properties?.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
};

/**
 * The popups made readable without a pointer, after Twoslash has rendered a block: each identifier
 * with type information is in the Tab order and described by its popup (`aria-describedby`, a
 * `role="tooltip"` with an id unique on the page, `hidden` until the pointer or the focus shows it),
 * which the copy button leaves out of the code it copies (`rp-copy-ignore`). Blocks Twoslash did
 * not run on are left alone.
 */
export const accessiblePopups = (): ShikiTransformer => ({
  name: 'rspress-docs:twoslash-accessible-popups',
  root(root: HastRoot) {
    if (!this.meta.twoslash) return;
    const prefix = `twoslash-${blockId(this.source)}`;
    let count = 0;
    visit(root, 'element', (token: Element) => {
      if (!classesOf(token).includes('twoslash-hover')) return;
      const popup = token.children.find(
        (child): child is Element =>
          child.type === 'element' && classesOf(child).includes('twoslash-popup-container'),
      );
      if (!popup) return;
      count += 1;
      const id = `${prefix}-${count}`;
      popup.properties = {
        ...popup.properties,
        class: undefined,
        className: [...classesOf(popup), 'rp-copy-ignore'],
        id,
        role: 'tooltip',
        // Hidden without the popups' styles, which only the script of the page adds.
        hidden: true,
      };
      token.properties = { ...token.properties, tabIndex: 0, ariaDescribedBy: [id] };
    });
  },
});

/**
 * The error that fails the build on an example that does not type-check, short enough for the
 * bundler's report (it keeps the first lines of a message): the compiler's errors, one a line, then
 * the start of the example.
 */
export function exampleError(error: unknown, code: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  const compiler = message.split(/Compiler Errors:/)[1] ?? message;
  const errors = compiler
    .split(/\n\s*(?=\[\d+\])/)
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter((entry) => /^\[\d+\]/.test(entry));
  const start = code.split('\n').slice(0, 4).join('\n');
  return new Error(
    [
      'Twoslash: a `twoslash` example does not type-check (or declare its errors: `// @errors: <code>`).',
      ...(errors.length > 0 ? errors : [message.replace(/\s+/g, ' ').trim()]),
      start,
    ].join('\n'),
    { cause: error },
  );
}

/**
 * The Shiki transformers of the Twoslash blocks. Any Twoslash error (a type error the block does
 * not declare with `// @errors`, a package it cannot find) is thrown, which fails the build.
 */
export const twoslashTransformers = (): ShikiTransformer[] => [
  transformerTwoslash({
    explicitTrigger: TWOSLASH_META,
    langs: [...TWOSLASH_LANGS],
    onTwoslashError: (error, code) => {
      throw exampleError(error, code);
    },
    twoslashOptions: { compilerOptions: COMPILER_OPTIONS },
    renderer: rendererRich({
      // The type alone: the packages' JSDoc is Markdown, which the popup would show raw.
      jsdoc: false,
      // Errors a block declares are shown under their line, not in a popup.
      errorRendering: 'line',
    }),
  }),
  accessiblePopups(),
];

/** The `import` of the popups' script in a page's module, as MDX writes an ESM statement. */
const runtimeImport = (from: string) => ({
  type: 'mdxjsEsm' as const,
  value: `import ${JSON.stringify(from)}`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [],
          source: { type: 'Literal', value: from, raw: JSON.stringify(from) },
        },
      ],
    },
  },
});

/** Whether a page's Markdown has a Twoslash block. */
export const hasTwoslashBlock = (tree: Root) => {
  let found = false;
  visit(tree, 'code', (node: Code) => {
    if (isTwoslashBlock(node.lang, node.meta)) found = true;
  });
  return found;
};

/**
 * The pages with a Twoslash block import the popups' script and styles; other pages load neither.
 */
export const remarkTwoslashRuntime = () => (tree: Root) => {
  if (!hasTwoslashBlock(tree)) return;
  (tree.children as unknown[]).unshift(runtimeImport(TWOSLASH_RUNTIME));
};

/**
 * The code of a Twoslash block as the page shows it: without Twoslash's notation comments
 * (`// @errors: 2322`, `// ^?`, `// ---cut---`), which the transformer removes.
 */
export const shownTwoslashCode = (code: string) =>
  removeTwoslashNotations(code).replace(/\n+$/, '');

/** A fence's meta without the `twoslash` word: readers of the Markdown twins need not know it. */
export const withoutTwoslashMeta = (fenceLine: string) =>
  fenceLine.replace(/[ \t]+twoslash(?=[ \t]|$)/, '');

/** Twoslash: the transformer (before the site's other ones) and the popups' script on its pages. */
export function twoslashPlugin(): RspressPlugin {
  return {
    name: 'rspress-docs-twoslash',
    config: (config) => withShikiTransformers(config, { before: twoslashTransformers() }),
    markdown: { remarkPlugins: [remarkTwoslashRuntime] },
  };
}
