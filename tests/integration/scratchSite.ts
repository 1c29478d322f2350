/**
 * Throw-away Rspress sites for the integration tests, so that a test can pin what the installed
 * Rspress does with a page's example or a behaviour a page states. Each site is meant to be tiny:
 * a build takes seconds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Code, Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import {
  buildScratchSite as buildSite,
  PROJECT_ROOT,
} from '../../scripts/check-docs/scratchSite.ts';

export const rootDir = PROJECT_ROOT;

export interface ScratchBuild {
  dir: string;
  /** Whether `rspress build` exited with 0. */
  ok: boolean;
  /** stdout and stderr of the build, without colours. */
  output: string;
  /** Reads a file of the output folder (`doc_build`). */
  read: (file: string) => Promise<string>;
  /** Removes the site. */
  remove: () => Promise<void>;
}

/**
 * Writes `files` (paths relative to the site root) and runs `rspress build` there, with the docs
 * check's scratch sites (scripts/check-docs/scratchSite.ts).
 */
export async function buildScratchSite(files: Record<string, string>): Promise<ScratchBuild> {
  const site = await buildSite(files);
  const ok = site.code === 0;
  return {
    dir: site.root,
    ok,
    output: site.output,
    read: async (file) => {
      try {
        return await site.read(path.join('doc_build', file));
      } catch (error) {
        throw new Error(`doc_build/${file} was not written (build ok: ${ok}):\n${site.output}`, {
          cause: error,
        });
      }
    },
    remove: site.dispose,
  };
}

/**
 * The code of the block titled `title` in the section of a docs page whose heading id is `headingId`
 * (`docs/en/<page>`), so that a test builds the example exactly as the page shows it.
 */
export async function exampleFromPage(
  page: string,
  headingId: string,
  title: string,
): Promise<string> {
  const source = await readFile(path.join(rootDir, 'docs', 'en', page), 'utf8');
  const tree = unified().use(remarkParse).parse(source) as Root;
  let inSection = false;
  let sectionDepth = 0;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = node as Heading;
      if (inSection && heading.depth <= sectionDepth) break;
      if (mdastToString(heading).endsWith(`{#${headingId}}`)) {
        inSection = true;
        sectionDepth = heading.depth;
      }
      continue;
    }
    const code = node as Code;
    if (inSection && node.type === 'code' && code.meta?.includes(`title="${title}"`)) {
      return code.value;
    }
  }
  throw new Error(`No code block titled ${title} under {#${headingId}} in docs/en/${page}`);
}
