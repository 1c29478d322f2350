import type { LlmsTxtContext, LlmsTxtRenderer } from '@rspress/core';
import { isUnlisted } from './unlisted.ts';

/**
 * The `llms.txt` of each language, in Rspress's own format (title, description, one section per
 * navbar entry listing each page's Markdown URL and description), with two differences: the
 * description is the one of the file's language (Rspress uses the site's default-language
 * description for every language), and the pages that are not documentation (404, search results:
 * `isUnlisted`) are left out.
 */
export function llmsTxtRenderer(descriptions: Readonly<Record<string, string>>): LlmsTxtRenderer {
  return (context: LlmsTxtContext) => {
    const description = descriptions[context.lang] ?? context.description;
    const lines = [`# ${context.title ?? ''}`.trim()];
    if (description) lines.push('', `> ${description}`);
    for (const section of context.sections) {
      const pages = section.pages.filter((page) => !isUnlisted(page.frontmatter));
      if (pages.length === 0) continue;
      lines.push('', `## ${section.title}`, '');
      for (const page of pages) {
        lines.push(
          `- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`,
        );
      }
    }
    return `${lines.join('\n')}\n`;
  };
}

/**
 * `llms-full.txt` without the pages whose Markdown URL is in `urls`. Rspress writes each page as
 * a block that starts with `---\nurl: <Markdown URL>\n---`.
 */
export function withoutLlmsPages(fullTxt: string, urls: readonly string[]): string {
  const dropped = new Set(urls);
  return fullTxt
    .split(/(?=^---\nurl: )/m)
    .filter((block) => !dropped.has(/^---\nurl: (.*)\n/.exec(block)?.[1] ?? ''))
    .join('');
}
