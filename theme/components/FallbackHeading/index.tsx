import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme-original';
// The slugger Rspress itself uses for these ids (a dependency of @rspress/core).
import { slug } from '@rspress/shared/github-slugger';
import { type ComponentType, type ReactNode, useMemo } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type Heading = ComponentType<{ id?: string; children?: ReactNode }>;
type Anchor = ComponentType<{
  className?: string;
  href?: string;
  tabIndex?: number;
  'aria-hidden'?: boolean;
  children?: ReactNode;
}>;

/**
 * The default theme's heading for titles that are not in the Markdown (the overview page's group
 * titles, a front-matter title without a `#` heading), with its `#` link out of the Tab order like
 * the Markdown headings' ones (see theme/headingAnchors.ts): hidden from screen readers, it must
 * not take the keyboard's focus either.
 */
export function FallbackHeading({ level, title }: { level: Level; title: string }) {
  const titleSlug = title && slug(title.trim());
  const Element = useMemo(() => {
    const components = getCustomMDXComponent() as Record<string, unknown>;
    return (components[`h${level}`] ?? components.h1) as Heading;
  }, [level]);
  const A = useMemo(() => getCustomMDXComponent().a as Anchor, []);
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  if (!titleSlug) return null;
  return (
    <Element id={titleSlug}>
      <span {...renderInlineMarkdown(title)} />
      <A className="rp-header-anchor" href={`#${titleSlug}`} aria-hidden tabIndex={-1}>
        #
      </A>
    </Element>
  );
}
