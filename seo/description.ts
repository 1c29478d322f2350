import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Search engines show about 160 characters of a description; longer ones are cut by them, badly. */
export const DESCRIPTION_MAX_LENGTH = 160;

const mdParser = unified().use(remarkParse).use(remarkGfm);
const mdxParser = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);

/** Nodes whose text is not prose a reader sees: markup, expressions, pictures, references. */
const SKIPPED = new Set([
  'html',
  'image',
  'imageReference',
  'footnoteReference',
  'mdxTextExpression',
  'mdxFlowExpression',
  'mdxjsEsm',
]);

function plainText(node: Nodes): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'break') return ' ';
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map((child) => plainText(child as Nodes)).join('');
  return '';
}

/** `{#id}` at the end of a heading: Rspress's heading id syntax, an invalid expression in MDX. */
const HEADING_ID = /^(#{1,6}\s.*?)\s*\\?\{#[^}]*\}[ \t]*$/gm;

/** ES module lines, which Markdown (not MDX) reads as a paragraph. */
const ESM_LINE = /^(import|export)\s/;

function parse(markdown: string, mdx: boolean): Root {
  if (mdx) {
    try {
      return mdxParser.parse(markdown.replace(HEADING_ID, '$1')) as Root;
    } catch {
      // Rspress reports invalid MDX when it compiles the page; a description is no reason to fail.
    }
  }
  return mdParser.parse(markdown) as Root;
}

/**
 * The plain text of the first paragraph of a page's Markdown (front matter already removed):
 * links, emphasis and inline code keep their text; HTML, JSX expressions, images and `:::`
 * containers are left out. Parsed as MDX for `.mdx` pages, as Markdown otherwise, as Rspress does.
 */
export function firstParagraph(markdown: string, mdx: boolean): string | undefined {
  const tree = parse(markdown, mdx);
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    if (text && !text.startsWith(':::') && !ESM_LINE.test(text)) return text;
  }
  return undefined;
}

/**
 * `text` cut to at most `max` characters at a word boundary, with an ellipsis when it was cut.
 * Word boundaries come from `Intl.Segmenter`, so Chinese (written without spaces) is cut
 * between words too.
 */
export function truncateAtWord(text: string, lang: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  let result = '';
  for (const { segment } of segmenter.segment(clean)) {
    if (result.length + segment.length > max - 1) break;
    result += segment;
  }
  // A single word longer than the limit: cut inside it rather than return nothing.
  if (!result.trim()) result = clean.slice(0, max - 1);
  return `${result.replace(/[\s,.;:!?，。；：！？、]+$/u, '')}…`;
}

export interface DescriptionSource {
  /** `description` from the page's front matter. */
  frontmatter?: unknown;
  /** The page's Markdown without front matter. */
  markdown?: string;
  /** Whether the page is MDX (`.mdx`). */
  mdx: boolean;
  lang: string;
  /** The description of the page's language (rspress.config.ts `locales`), the last resort. */
  fallback: string;
}

/**
 * The meta description of a page: its front matter `description` as written, else its first
 * paragraph cut to {@link DESCRIPTION_MAX_LENGTH} characters, else the description of its
 * language (pages without a paragraph, such as the home pages). Never empty when `fallback` is not.
 */
export function pageDescription(source: DescriptionSource): string {
  if (typeof source.frontmatter === 'string' && source.frontmatter.trim()) {
    return source.frontmatter.trim();
  }
  const paragraph = source.markdown ? firstParagraph(source.markdown, source.mdx) : undefined;
  return paragraph ? truncateAtWord(paragraph, source.lang) : source.fallback;
}
