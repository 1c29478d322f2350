/**
 * Pages that are not documentation: the 404 pages, and any page whose front matter asks robots
 * not to index it (`head: [[meta, { name: robots, content: noindex }]]`), such as the search
 * results pages. They get no canonical URL nor Open Graph tags, and stay out of the sitemap, of
 * `llms.txt` and `llms-full.txt`, and have no Markdown twin.
 */
export function isUnlisted(frontmatter: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!frontmatter) return false;
  if (frontmatter.pageType === '404') return true;
  const head = Array.isArray(frontmatter.head) ? (frontmatter.head as unknown[]) : [];
  return head.some((tag) => {
    if (!Array.isArray(tag) || tag[0] !== 'meta') return false;
    const attributes = (tag[1] ?? {}) as Record<string, unknown>;
    return (
      String(attributes.name).toLowerCase() === 'robots' &&
      /\bnoindex\b/i.test(String(attributes.content ?? ''))
    );
  });
}
