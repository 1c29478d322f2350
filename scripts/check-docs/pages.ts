import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Code, Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** The languages of the site (common/site.ts): English at the root, Chinese under /zh. */
import { LANGS, type Lang } from '../../common/site.ts';
import { type AnchoredRow, anchoredRows } from '../../search/indexing/rowAnchors.ts';

export { LANGS, type Lang };

/** Files that configure the sidebar and navbar; each language must have the same ones. */
export const META_FILE_NAMES = ['_meta.json', '_nav.json'];

/** A path segment that marks shared snippets: included into pages, never routes (rspress.config.ts). */
export const FRAGMENTS_SEGMENT = 'fragments';

export interface PageHeading {
  depth: number;
  /** The heading text without its `{#id}`. */
  text: string;
  /** The explicit id written as `{#id}`, if any. */
  id: string | undefined;
  line: number;
}

export interface PageCodeBlock {
  lang: string | null;
  meta: string | null;
  value: string;
  /** Line of the opening fence; the code starts on the next line. */
  line: number;
  /** Line where the block ends (the closing fence). */
  endLine: number;
}

export interface PageLink {
  url: string;
  line: number;
  /** `link` for navigation (markdown links, `href`, front matter links), `asset` for images. */
  kind: 'link' | 'asset';
}

export interface Page {
  lang: Lang;
  /** Path inside the language folder, with extension: `guide/basic/ssg.mdx`. */
  relPath: string;
  /** The same without extension: `guide/basic/ssg`; it identifies a page across languages. */
  slug: string;
  /** Path relative to the project root, used in reports: `docs/en/guide/basic/ssg.mdx`. */
  file: string;
  absPath: string;
  isFragment: boolean;
  source: string;
  /** The front matter block as written (including its `---` fences), or '' when there is none. */
  frontMatter: string;
  tree: Root;
  headings: PageHeading[];
  /**
   * Table rows whose first cell starts with an element carrying an id (search/indexing/rowAnchors.ts):
   * anchors like headings' for links, ids and search, without a place in the outline.
   */
  rowAnchors: AnchoredRow[];
  codeBlocks: PageCodeBlock[];
  links: PageLink[];
  /** Absolute paths of the local .md/.mdx files this page imports (fragments it includes). */
  includes: string[];
}

export interface PageFile {
  lang: Lang;
  relPath: string;
  slug: string;
  file: string;
  absPath: string;
}

const PAGE_EXT = /\.mdx?$/;
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;
/** `{#id}` at the end of a heading, optionally escaped as `\{#id}`. */
const HEADING_ID = /\s*\\?\{#([^}]*)\}\s*$/;

/** Lists the .md/.mdx pages and the meta files of one language folder. */
export async function listLanguageFiles(
  rootDir: string,
  lang: Lang,
): Promise<{ pages: PageFile[]; metaFiles: string[] }> {
  const langDir = path.join(rootDir, 'docs', lang);
  const pages: PageFile[] = [];
  const metaFiles: string[] = [];
  let entries: string[];
  try {
    entries = await readdir(langDir, { recursive: true });
  } catch {
    return { pages, metaFiles };
  }
  for (const entry of entries.map(toPosix).sort()) {
    const base = path.posix.basename(entry);
    if (META_FILE_NAMES.includes(base)) {
      metaFiles.push(entry);
    } else if (PAGE_EXT.test(entry)) {
      pages.push({
        lang,
        relPath: entry,
        slug: entry.replace(PAGE_EXT, ''),
        file: `docs/${lang}/${entry}`,
        absPath: path.join(langDir, entry),
      });
    }
  }
  return { pages, metaFiles };
}

export function parsePage(pageFile: PageFile, source: string): Page {
  const frontMatter = FRONT_MATTER.exec(source)?.[0] ?? '';
  // Like Rspress: the front matter becomes empty lines (so line numbers stay right) and
  // `{#id}` in headings is escaped so that MDX does not read it as an expression.
  const body = frontMatter.replace(/[^\n]/g, '') + source.slice(frontMatter.length);
  const isMdx = pageFile.relPath.endsWith('.mdx');
  const processor = isMdx
    ? unified().use(remarkParse).use(remarkGfm).use(remarkMdx)
    : unified().use(remarkParse).use(remarkGfm);
  const tree = processor.parse(escapeHeadingIds(body)) as Root;

  const headings: PageHeading[] = [];
  const codeBlocks: PageCodeBlock[] = [];
  const links: PageLink[] = [];
  const includes: string[] = [];

  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'heading': {
        const [text, id] = splitHeadingId(mdastToString(node as Heading));
        headings.push({ depth: (node as Heading).depth, text, id, line });
        break;
      }
      case 'code': {
        const code = node as Code;
        const endLine = node.position?.end.line ?? line;
        codeBlocks.push({
          lang: code.lang ?? null,
          meta: code.meta ?? null,
          value: code.value,
          line,
          endLine,
        });
        break;
      }
      case 'link':
      case 'definition':
        links.push({ url: node.url, line, kind: 'link' });
        break;
      case 'image':
        links.push({ url: node.url, line, kind: 'asset' });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'href' &&
            typeof attribute.value === 'string'
          ) {
            links.push({ url: attribute.value, line, kind: 'link' });
          }
        }
        break;
      case 'mdxjsEsm':
        for (const specifier of importedModules(node.value)) {
          if (/^\.\.?\//.test(specifier) && PAGE_EXT.test(specifier)) {
            includes.push(path.resolve(path.dirname(pageFile.absPath), specifier));
          }
        }
        break;
    }
  });

  // Front matter links (home page hero actions and features) are links too.
  frontMatter.split('\n').forEach((text, index) => {
    const match = /^\s*(?:-\s+)?link:\s*['"]?([^\s'"#]*(?:#[^\s'"]*)?)['"]?\s*$/.exec(text);
    if (match?.[1]) links.push({ url: match[1], line: index + 1, kind: 'link' });
  });

  return {
    ...pageFile,
    isFragment: pageFile.slug.split('/').includes(FRAGMENTS_SEGMENT),
    source,
    frontMatter,
    tree,
    headings,
    rowAnchors: anchoredRows(tree),
    codeBlocks,
    links,
    includes,
  };
}

export async function readPage(pageFile: PageFile): Promise<Page> {
  return parsePage(pageFile, await readFile(pageFile.absPath, 'utf8'));
}

/** `Title {#my-id}` → [`Title`, `my-id`]; `Title` → [`Title`, undefined]. */
export function splitHeadingId(raw: string): [string, string | undefined] {
  const match = HEADING_ID.exec(raw);
  if (!match) return [raw.trim(), undefined];
  return [raw.slice(0, match.index).trim(), match[1]?.trim() ?? ''];
}

/** The same preprocessing Rspress applies before compiling: `{#` in heading lines becomes `\{#`. */
function escapeHeadingIds(content: string): string {
  return content.replace(/(^|\n)(#{1,6}(?!#).*)/g, (_whole, start: string, heading: string) => {
    return start + heading.replace(/\\?\{#/, '\\{#');
  });
}

function importedModules(esm: string): string[] {
  return [...esm.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
